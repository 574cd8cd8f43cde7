// What the failure view of the payment result says (seed 001 section 8: "Payment failed page:
// failMsg, or the default Payment_Failed_text ... Also 'Payment failed,the merchant has
// reached the maximum transaction amount or number of transactions'").
//
// How the merchant limit is recognised is inferred (openapi payments.yaml, example
// OrderResultMerchantLimit, x-contract: inferred): the server sends the seed's English text
// as failMsg, and the page shows it in the shopper's language. The comparison ignores case,
// spaces and the seed's missing space after the comma.

export const MERCHANT_LIMIT_TEXT =
  'Payment failed,the merchant has reached the maximum transaction amount or number of transactions';

const normalise = (text: string) => text.toLowerCase().replace(/\s+/g, '');

export type FailureText =
  { kind: 'merchantLimit' } | { kind: 'default' } | { kind: 'server'; message: string };

export function failureText(failMsg: string | null | undefined): FailureText {
  const message = (failMsg ?? '').trim();
  if (message === '') return { kind: 'default' };
  if (normalise(message) === normalise(MERCHANT_LIMIT_TEXT)) return { kind: 'merchantLimit' };
  return { kind: 'server', message };
}
