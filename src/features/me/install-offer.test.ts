import { describe, expect, it } from 'vitest';
import type { UserInfo } from '../../api/generated/model';
import { installOffer, needsSecurityUpgrade } from './install-offer';

describe('installOffer', () => {
  it.each([
    ['ios', 50, 'add-to-desktop'],
    ['ios', 51, 'app'],
    ['ios', 0, 'add-to-desktop'],
    ['android', 50, 'app'],
    ['android', 51, 'app'],
  ] as const)('%s with %i app points -> %s', (os, points, offer) => {
    expect(installOffer(os, points)).toBe(offer);
  });
});

describe('needsSecurityUpgrade (email or mobile status 1)', () => {
  const with_ = (email: 0 | 1, mobile: 0 | 1): Pick<UserInfo, 'email' | 'mobile'> => ({
    email: { email: 'a@example.com', status: email },
    mobile: { mobile: '81234567', code: '65', status: mobile },
  });
  it.each([
    [0, 0, false],
    [1, 0, true],
    [0, 1, true],
    [1, 1, true],
  ] as const)('email %i, mobile %i -> %s', (email, mobile, tag) => {
    expect(needsSecurityUpgrade(with_(email, mobile))).toBe(tag);
  });
});
