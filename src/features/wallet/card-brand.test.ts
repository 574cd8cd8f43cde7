import { describe, expect, it } from 'vitest';
import { cardBrandName } from './card-brand';

describe('cardBrandName', () => {
  it.each([
    ['visa', 'Visa'],
    ['VISA', 'Visa'],
    ['mastercard', 'Mastercard'],
    ['american-express', 'American Express'],
    ['unionpay', 'UnionPay'],
    ['Elo', 'Elo'],
    ['  ', null],
    [null, null],
    [undefined, null],
  ])('%s -> %s', (brand, name) => {
    expect(cardBrandName(brand)).toBe(name);
  });
});
