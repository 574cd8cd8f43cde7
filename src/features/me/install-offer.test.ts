import { describe, expect, it } from 'vitest';
import type { UserInfo } from '../../api/generated/model';
import { installOffer, needsSecurityUpgrade } from './install-offer';

const LISTING = 'https://apps.apple.com/app/topuplive/id1234567890';

describe('installOffer', () => {
  it.each([
    ['ios', 50, LISTING, 'add-to-desktop'],
    ['ios', 51, LISTING, 'app'],
    ['ios', 0, LISTING, 'add-to-desktop'],
    ['android', 50, LISTING, 'app'],
    ['android', 51, LISTING, 'app'],
    // No store listing configured: never an app link.
    ['ios', 51, undefined, 'add-to-desktop'],
    ['ios', 50, undefined, 'add-to-desktop'],
    ['android', 51, undefined, 'add-to-desktop'],
  ] as const)('%s with %i app points and listing %s -> %s', (os, points, url, offer) => {
    expect(installOffer(os, points, url)).toBe(offer);
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
