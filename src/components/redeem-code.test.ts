// The redeem-code rules shared by ConfirmOrder and the Coupons page (seed 001 sections 5 and
// 9): trimmed, 12 characters at most, entered at 6 non-space characters, empty sends nothing.
import { describe, expect, it } from 'vitest';
import { ApiError } from '../api/api-error';
import {
  isRedeemCodeEntered,
  limitRedeemCode,
  redeemCodeToSend,
  redeemFailureClearsBox,
} from './redeem-code';

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

  const failure = (kind: ApiError['kind'], code?: number) =>
    new ApiError({ kind, code, url: '/api/member/memberSpuCoupons/voucherCode', method: 'POST' });

  it.each([
    ['an unknown or used code (500)', failure('business', 500), true],
    ['another business code', failure('business', 10008), true],
    ['a 401 (signing in brings the page back)', failure('business', 401), false],
    ['an HTTP 401', failure('http', 401), false],
    ['no connection', failure('network'), false],
    ['no reply in 40 s', failure('timeout'), false],
    ['a broken reply', failure('invalid-response'), false],
  ])('a failed redeem clears the box after %s: %s', (_, error, clears) => {
    expect(redeemFailureClearsBox(error)).toBe(clears);
  });
});
