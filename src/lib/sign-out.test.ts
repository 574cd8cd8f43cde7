// Signing out on purpose leaves nothing of the shopper in the tab; a 401's sign-out keeps
// the drafts and the intent, so the purchase resumes after signing in again.
import { afterEach, describe, expect, it } from 'vitest';
import { COOKIE, readCookie, writeCookie } from './cookies';
import { readIntent, rememberPurchase } from './purchase-intent';
import { clearSession, isSignedIn } from './session';
import { signOutOnPurpose } from './sign-out';
import { forgetTabDrafts, readTabDraft, writeTabDraft } from './tab-drafts';

function signedInMidPurchase() {
  writeCookie(COOKIE.signedIn, '1');
  writeTabDraft('confirmOrder:10104', { values: { p0: '5123456789' } });
  rememberPurchase({ itemId: 10104, num: 2 });
  sessionStorage.setItem('unrelated', 'kept');
}

afterEach(() => {
  signOutOnPurpose();
  sessionStorage.clear();
});

describe('signing out', () => {
  it('on purpose drops the session, every draft and the stored intent', () => {
    signedInMidPurchase();
    writeTabDraft('another', { a: 1 });
    signOutOnPurpose();
    expect(isSignedIn()).toBe(false);
    expect(readCookie(COOKIE.signedIn)).toBeUndefined();
    expect(readTabDraft('confirmOrder:10104')).toBeUndefined();
    expect(readTabDraft('another')).toBeUndefined();
    expect(readIntent()).toBeUndefined();
    expect(sessionStorage.getItem('unrelated')).toBe('kept');
  });

  it('on a 401 (clearSession) keeps the drafts and the intent', () => {
    signedInMidPurchase();
    clearSession();
    expect(isSignedIn()).toBe(false);
    expect(readTabDraft('confirmOrder:10104')).toEqual({ values: { p0: '5123456789' } });
    expect(readIntent()).toBeDefined();
  });
});

describe('tab drafts', () => {
  it('are kept under draft: keys and read back as written; bad JSON reads as none', () => {
    writeTabDraft('x', { b: [1, 2] });
    expect(sessionStorage.getItem('draft:x')).toBe('{"b":[1,2]}');
    expect(readTabDraft('x')).toEqual({ b: [1, 2] });
    sessionStorage.setItem('draft:y', '{');
    expect(readTabDraft('y')).toBeUndefined();
    forgetTabDrafts();
    expect(readTabDraft('x')).toBeUndefined();
  });
});
