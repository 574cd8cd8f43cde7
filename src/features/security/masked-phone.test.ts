import { describe, expect, it } from 'vitest';
import { maskedPhone } from './masked-phone';

describe('maskedPhone', () => {
  it.each([
    ['65', '81234567', '+65 812***67'],
    ['86', '13800138000', '+86 138******00'],
    ['852', '612345', '+852 ****45'],
    [null, '81234567', '812***67'],
  ])('+%s %s shows as %s', (dial, mobile, shown) => {
    expect(maskedPhone(dial, mobile)).toBe(shown);
  });
});
