import { describe, expect, it } from 'vitest';
import {
  decrementQuantity,
  incrementQuantity,
  MAX_QUANTITY,
  quantityFromInput,
  sanitizeQuantityInput,
} from './quantity';

describe('quantity rules', () => {
  it('keeps digits only, at most 2 characters', () => {
    expect(sanitizeQuantityInput('1a2')).toBe('12');
    expect(sanitizeQuantityInput('-5')).toBe('5');
    expect(sanitizeQuantityInput('1.5')).toBe('15');
    expect(sanitizeQuantityInput('123')).toBe('12');
    expect(sanitizeQuantityInput('')).toBe('');
  });

  it('turns 0 and empty into 1', () => {
    expect(quantityFromInput('0')).toBe(1);
    expect(quantityFromInput('00')).toBe(1);
    expect(quantityFromInput('')).toBe(1);
    expect(quantityFromInput('7')).toBe(7);
    expect(quantityFromInput('99')).toBe(99);
  });

  it('stops minus at 1 and plus at the 2-digit maximum', () => {
    expect(decrementQuantity(2)).toBe(1);
    expect(decrementQuantity(1)).toBe(1);
    expect(incrementQuantity(1)).toBe(2);
    expect(incrementQuantity(MAX_QUANTITY)).toBe(99);
  });
});
