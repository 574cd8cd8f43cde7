// Signing out on purpose (PersonalData's sign out), unlike a 401's sign-out: the shopper is
// leaving, so the next person in this tab finds nothing of theirs. Besides the session
// (clearSession), it drops the tab's drafts (typed account ids, coupon, method, address)
// and the stored sign-in intent (a purchase or page to resume), which a 401 keeps on purpose.
import { forgetIntent } from './purchase-intent';
import { clearSession } from './session';
import { forgetTabDrafts } from './tab-drafts';

export function signOutOnPurpose(): void {
  forgetTabDrafts();
  forgetIntent();
  clearSession();
}
