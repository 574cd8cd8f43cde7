// The client secret of the app's payment intent (seed 001 section 2: appFastPay,
// appAirwallex, appGooglepay and appleAppPay carry intent_id and client_secret in their
// query). With the secret anyone can confirm the intent, so it leaves the address bar at
// start-up, as the app's token does (session.ts adoptAppToken): out of the history entry,
// the canonical links, a Referer, a shared or logged address. It is kept in memory only,
// never in storage (a script could read storage), for the intent it came with: a reload
// has no secret any more and the page says it cannot continue (issue 23 item 4).

const SECRET_PARAM = 'client_secret';
const INTENT_PARAM = 'intent_id';

let held: { intentId: string | null; secret: string } | undefined;

/** Takes client_secret out of the address bar into memory. Call before the router reads the URL. */
export function adoptClientSecret(): void {
  if (typeof window === 'undefined') return;
  const url = new URL(window.location.href);
  const secret = url.searchParams.get(SECRET_PARAM);
  if (secret === null) return;
  held =
    secret.trim() === '' ? undefined : { intentId: url.searchParams.get(INTENT_PARAM), secret };
  url.searchParams.delete(SECRET_PARAM);
  window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);
}

/** The secret taken from the address of this page load for this intent, if any. */
export function heldClientSecret(intentId: string): string | undefined {
  return held?.intentId === intentId ? held.secret : undefined;
}

/** Tests: a new page load. */
export function forgetClientSecret(): void {
  held = undefined;
}
