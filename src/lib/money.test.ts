import { describe, expect, it } from 'vitest';
import {
  currencySymbol,
  formatMoney,
  formatQueryAmount,
  lineTotal,
  parseQueryAmount,
  roundToCents,
} from './money';

describe('money', () => {
  it('rounds half up on the decimal value, not the binary one', () => {
    expect(roundToCents(1.005)).toBe(1.01);
    expect(roundToCents(1.2495000000000012)).toBe(1.25);
    expect(roundToCents(1.244)).toBe(1.24);
    expect(roundToCents(2.9699999999999998)).toBe(2.97);
    expect(roundToCents(0)).toBe(0);
    expect(roundToCents(-1.005)).toBe(-1.01);
    expect(roundToCents(Number.NaN)).toBe(0);
  });

  it('multiplies a unit price by the quantity in cents', () => {
    expect(lineTotal(0.99, 3)).toBe(2.97);
    expect(lineTotal(24.99, 99)).toBe(2474.01);
    expect(lineTotal(4.99, 1)).toBe(4.99);
  });

  it('formats with the reply symbol and two decimals', () => {
    expect(formatMoney('$', 4.9)).toBe('$4.90');
    expect(formatMoney('HK$', 0)).toBe('HK$0.00');
    expect(formatMoney('$', 0.1 + 0.2)).toBe('$0.30');
  });

  it('shows the amount alone when the reply has no currency symbol (null)', () => {
    expect(formatMoney(null, 4.9)).toBe('4.90');
  });
});

describe('an amount from the address bar (issue 23 item 4)', () => {
  it('reads digits with at most two decimals', () => {
    expect(parseQueryAmount('21.99')).toBe(21.99);
    expect(parseQueryAmount('21.9')).toBe(21.9);
    expect(parseQueryAmount('21')).toBe(21);
    expect(parseQueryAmount('0')).toBe(0);
    expect(parseQueryAmount('0.50')).toBe(0.5);
    expect(parseQueryAmount('9999999999.99')).toBe(9999999999.99);
  });

  it.each([
    ['a script', 'javascript:alert(1)'],
    ['an exponent', '1e9'],
    ['a sign', '-5'],
    ['a plus sign', '+5'],
    ['a third decimal', '21.999'],
    ['empty', ''],
    ['absent', undefined],
    ['huge (11 digits)', '99999999999'],
    ['very long', '9'.repeat(400)],
    ['spaces', ' 21.99'],
    ['a trailing point', '21.'],
    ['no leading digit', '.5'],
    ['a leading zero', '021.99'],
    ['hexadecimal', '0x10'],
    ['Infinity', 'Infinity'],
    ['a thousands separator', '1,000'],
    ['a currency sign', '$21.99'],
    ['text', '21.99<img src=x>'],
  ])('refuses %s', (_, raw) => {
    expect(parseQueryAmount(raw)).toBeUndefined();
  });

  it('writes a known ISO 4217 code as its symbol', () => {
    expect(currencySymbol('USD')).toBe('$');
    expect(currencySymbol('HKD')).toBe('HK$');
    expect(currencySymbol('EUR')).toBe('€');
    expect(currencySymbol('MYR')).toBe('MYR ');
  });

  it.each(['ABC', 'usd', 'US', 'USDX', '', null, undefined, '<b>'])(
    'knows no currency %s',
    (code) => {
      expect(currencySymbol(code)).toBeUndefined();
    },
  );

  it('formats only a well-formed amount with a known currency', () => {
    expect(formatQueryAmount('21.99', 'USD')).toBe('$21.99');
    expect(formatQueryAmount('7', 'HKD')).toBe('HK$7.00');
    expect(formatQueryAmount('21.99', 'ABC')).toBeUndefined();
    expect(formatQueryAmount('21.99', undefined)).toBeUndefined();
    expect(formatQueryAmount('javascript:alert(1)', 'USD')).toBeUndefined();
  });
});
