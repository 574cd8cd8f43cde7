import { describe, expect, it } from 'vitest';
import { formatMoney, lineTotal, roundToCents } from './money';

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
