// The redeem-code rules shared by ConfirmOrder and the Coupons page (seed 001 sections 5 and
// 9): trimmed, 12 characters at most, entered at 6 non-space characters, empty sends nothing.
import { describe, expect, it } from 'vitest';
import { isRedeemCodeEntered, limitRedeemCode, redeemCodeToSend } from './redeem-code';

describe('the redeem code', () => {
  it.each([
    ['', false],
    ['     ', false],
    ['ABCDE', false],
    ['AB CDE', false],
    ['ABCDEF', true],
    [' ABC DEF ', true],
  ])('%j counts as entered: %s', (raw, entered) => {
    expect(isRedeemCodeEntered(raw)).toBe(entered);
  });

  it.each([
    ['', undefined],
    ['   ', undefined],
    [' WELCOME186 ', 'WELCOME186'],
    ['ABCDEFGHIJKLMNO', 'ABCDEFGHIJKL'],
  ])('%j is sent as %j', (raw, sent) => {
    expect(redeemCodeToSend(raw)).toBe(sent);
  });

  it('keeps at most 12 characters in the box', () => {
    expect(limitRedeemCode('ABCDEFGHIJKLMNO')).toBe('ABCDEFGHIJKL');
    expect(limitRedeemCode('WELCOME186')).toBe('WELCOME186');
  });
});
