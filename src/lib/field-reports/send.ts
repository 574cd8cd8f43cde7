// Sends one report (issue 26 item 3): a beacon, which the browser delivers even as the page
// goes away, as text (a CORS-safelisted type: no preflight to the collector); where there
// is no beacon, a keep-alive fetch. Never with credentials: a report carries no cookie.
export function sendReport(endpoint: string, payload: unknown): void {
  const body = JSON.stringify(payload);
  try {
    if (typeof navigator.sendBeacon === 'function' && navigator.sendBeacon(endpoint, body)) return;
  } catch {
    // A beacon the browser refused: the fetch below.
  }
  void fetch(endpoint, { method: 'POST', body, keepalive: true, credentials: 'omit' }).catch(
    () => undefined,
  );
}
