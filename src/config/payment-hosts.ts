// Airwallex's hosted checkout, one host per environment (prod, demo): the one list behind
// where a payment redirect may go (config/external.ts, the 'payment' purpose) and what the
// server's Content-Security-Policy and Permissions-Policy let the card and wallet pages
// frame (server/headers.ts). No imports: the server's header module reads it too.
export const AIRWALLEX_CHECKOUT_HOSTS = [
  'checkout.airwallex.com',
  'checkout-demo.airwallex.com',
] as const;
