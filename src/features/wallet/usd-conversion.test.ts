import { describe, expect, it } from 'vitest';
import { formatFromUsd, fromUsd, isConverted, STORED_CURRENCY } from './usd-conversion';

describe('fromUsd: USD amount x rate, half up to two decimals', () => {
  it.each([
    [12.5, 1, 12.5],
    [12.5, 7.78, 97.25],
    [9.5, 7.78, 73.91],
    [2, 7.78, 15.56],
    [0, 7.78, 0],
    [0.01, 0.5, 0.01], // 0.005 rounds half up
    [0.01, 0.49, 0], // 0.0049 rounds down
    [1.005, 1, 1.01], // the decimal value, not its binary approximation
    [100, 0.92, 92],
    [3.33, 31.5, 104.9], // 104.895 -> 104.90
    [1, 149.123, 149.12],
  ])('%d USD at %d -> %d', (usd, rate, shown) => {
    expect(fromUsd(usd, rate)).toBe(shown);
  });
});

describe('formatFromUsd: the display symbol and two decimals', () => {
  it.each([
    [12.5, { code: 'USD', symbol: '$', rate: 1 }, '$12.50'],
    [12.5, { code: 'HKD', symbol: 'HK$', rate: 7.78 }, 'HK$97.25'],
    [2, { code: 'EUR', symbol: '€', rate: 0.92 }, '€1.84'],
    [0, { code: 'JPY', symbol: '¥', rate: 149.5 }, '¥0.00'],
    [12.5, STORED_CURRENCY, '$12.50'],
  ])('%d USD in %o -> %s', (usd, currency, text) => {
    expect(formatFromUsd(usd, currency)).toBe(text);
  });
});

describe('isConverted', () => {
  it.each([
    ['USD', false],
    ['HKD', true],
    ['EUR', true],
  ])('%s -> %s', (code, converted) => {
    expect(isConverted({ code, symbol: '$', rate: 1 })).toBe(converted);
  });
});
