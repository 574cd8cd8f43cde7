// The payment pages in their states (Storybook; src/app/screen-stories.test.tsx renders each
// in every language with axe): the result (Tabs/Pop-up), the card and wallet pages on the
// mock payment provider with create payment's codes (500 toast and Retry, the merchant
// limit, 401 to login) and Cardpayment's payer prefill failing, and the app-embedded pages,
// also after they reported a 401 to the native app (and an 801 they keep). Replies: the
// contract's named examples.
import type { Meta, StoryContext, StoryObj } from '@storybook/react';
import { expect, userEvent, within } from 'storybook/test';
import { example, neverAnswers, type OperationId } from '../../../.storybook/contract-replies';
import { postedToApp, withNativeApp } from '../../../.storybook/native-app';
import { passTime, retry, shows, showsExampleMsg, text } from '../../../.storybook/screen-checks';
import { errorStory, loadingStory } from '../../../.storybook/screen-states';
import { screenStory } from '../../../.storybook/screen-story';
import { PAYMENT_RESULT_DELAY_MS } from '../../config/timing';

export default { title: 'Screens/Payment' } satisfies Meta;

const ORDER = { orderId: 'TL2026112000010' };
const PAY = { ...ORDER, shift_money: '21.99' };
/** The result is asked for after the spec's delay, while "checking" shows. */
const afterTheDelay = (key: string) => async (context: StoryContext) => {
  await shows('payment:result.checking')(context);
  await passTime(PAYMENT_RESULT_DELAY_MS);
  await shows(key)(context);
};

const INTENT = { intent_id: 'int_hkdm2nq7xg3f5wz8r1a', client_secret: 'story-secret' };

export const ResultPaid = screenStory('paymentResult', {
  state: 'paid',
  query: ORDER,
  clock: true,
  play: afterTheDelay('payment:result.success'),
});
export const ResultChecking = screenStory('paymentResult', {
  state: 'checking',
  query: ORDER,
  replies: [neverAnswers('getOrderResult')],
  play: shows('payment:result.checking'),
});
export const ResultFailed = screenStory('paymentResult', {
  state: 'failed',
  query: ORDER,
  replies: [example('getOrderResult', 'failedDefault')],
  clock: true,
  play: afterTheDelay('payment:result.failed'),
});
export const ResultMerchantLimit = screenStory('paymentResult', {
  state: 'merchant limit',
  query: ORDER,
  replies: [example('getOrderResult', 'merchantLimit')],
  clock: true,
  play: afterTheDelay('payment:result.merchantLimit'),
});
export const ResultPending = screenStory('paymentResult', {
  state: 'being confirmed',
  query: ORDER,
  replies: [example('getOrderResult', 'pending')],
  clock: true,
  play: afterTheDelay('payment:result.confirming'),
});

export const CardPayment = screenStory('cardPayment', {
  state: 'form',
  query: PAY,
  play: shows('payment:card.title'),
});

export const Airwallex = screenStory('airwallex', {
  state: 'mock provider',
  query: PAY,
  play: shows('payment:provider.mockNotice'),
});
export const AirwallexLoading = loadingStory('airwallex', 'createPayment', PAY);
export const AirwallexError = errorStory('airwallex', 'createPayment', PAY);
export const ApplePay = screenStory('applePay', {
  state: 'mock provider',
  query: PAY,
  play: shows('payment:pages.applePay'),
});
export const GooglePay = screenStory('googlePay', {
  state: 'mock provider',
  query: PAY,
  play: shows('payment:pages.googlePay'),
});

export const AppFastPay = screenStory('appFastPay', {
  state: 'saved card',
  query: {
    ...INTENT,
    paymentConsentId: 'cst_hkdm2nq7xg3f5wz8r1a',
    price: '21.99',
    currency: 'USD',
  },
  play: shows('payment:pages.fastPay'),
});
export const AppAirwallex = screenStory('appAirwallex', {
  state: 'mock provider',
  query: { ...INTENT, ...ORDER, price: '21.99', currency: 'USD' },
  play: shows('payment:pages.airwallex'),
});
export const AppGooglePay = screenStory('appGooglePay', {
  state: 'mock provider',
  query: { ...INTENT, ...ORDER, price: '21.99', currency: 'USD' },
  play: shows('payment:pages.googlePay'),
});
export const AppApplePay = screenStory('appApplePay', {
  state: 'mock provider',
  query: { ...INTENT, ...ORDER, price: '21.99', currency: 'USD' },
  play: shows('payment:pages.applePay'),
});
/** The payments page's query: the payer the app prefills. */
const APP_CARD = {
  ...ORDER,
  email_app: 'alex.chen@example.com',
  givenName_app: 'Alex',
  surname_app: 'Chen',
  price_app: '21.99',
  currency_app: 'USD',
};
export const AppCardPayments = screenStory('appCardPayments', {
  state: 'form',
  query: APP_CARD,
  play: shows('payment:card.title'),
});
export const ApplePayLoading = loadingStory('applePay', 'createPayment', PAY);
export const ApplePayError = errorStory('applePay', 'createPayment', PAY);
export const GooglePayLoading = loadingStory('googlePay', 'createPayment', PAY);
export const GooglePayError = errorStory('googlePay', 'createPayment', PAY);

/** Both checks, in turn. */
const and =
  (...checks: ((context: StoryContext) => Promise<void>)[]) =>
  async (context: StoryContext) => {
    for (const check of checks) await check(context);
  };

/** Types a card number into the mock provider's field (when it has loaded) and presses Pay. */
async function payByCard(context: StoryContext): Promise<void> {
  const page = within(context.canvasElement.ownerDocument.body);
  const user = userEvent.setup();
  await user.type(
    await page.findByRole('textbox', { name: text(context, 'payment:provider.mockCard') }),
    '4242424242424242',
  );
  await user.click(page.getByRole('button', { name: text(context, 'payment:card.pay') }));
}

/** Cardpayment's Pay once the payer prefill (the contract's example) has filled the form. */
async function payOnCardPage(context: StoryContext): Promise<void> {
  await within(context.canvasElement.ownerDocument.body).findByDisplayValue(
    'alex.chen@example.com',
  );
  await payByCard(context);
}

/** Cardpayment after Pay, create payment answering with the contract's example. */
function cardPaymentCode(
  state: string,
  exampleName: string,
  check: (context: StoryContext) => Promise<void>,
) {
  return screenStory('cardPayment', {
    state: `create payment, ${state}`,
    query: PAY,
    replies: [example('createPayment', exampleName)],
    play: and(payOnCardPage, check),
  });
}

export const CardPaymentServerError = cardPaymentCode(
  '500 toast',
  'serverError500',
  showsExampleMsg('createPayment', 'serverError500'),
);
export const CardPaymentMerchantLimit = cardPaymentCode(
  '500 merchant limit',
  'merchantLimit500',
  showsExampleMsg('createPayment', 'merchantLimit500'),
);
export const CardPaymentSignedOut = cardPaymentCode(
  '401 to login',
  'unauthorized401',
  shows('auth:login.submit'),
);
export const CardPaymentPrefillError = screenStory('cardPayment', {
  state: 'payer prefill, 500 toast',
  query: PAY,
  replies: [example('getCardPayerPrefill', 'serverError500')],
  play: and(showsExampleMsg('getCardPayerPrefill', 'serverError500'), shows('payment:card.pay')),
});

/** A hosted page (its create payment on arrival) answered by the contract's example. */
function hostedCode(
  key: 'airwallex' | 'applePay' | 'googlePay',
  state: string,
  exampleName: string,
  check: (context: StoryContext) => Promise<void>,
) {
  return screenStory(key, {
    state: `create payment, ${state}`,
    query: PAY,
    replies: [example('createPayment', exampleName)],
    play: check,
  });
}

const merchantLimit = and(showsExampleMsg('createPayment', 'merchantLimit500'), retry);
export const AirwallexMerchantLimit = hostedCode(
  'airwallex',
  '500 merchant limit',
  'merchantLimit500',
  merchantLimit,
);
export const AirwallexSignedOut = hostedCode(
  'airwallex',
  '401 to login',
  'unauthorized401',
  shows('auth:login.submit'),
);
export const ApplePayMerchantLimit = hostedCode(
  'applePay',
  '500 merchant limit',
  'merchantLimit500',
  merchantLimit,
);
export const ApplePaySignedOut = hostedCode(
  'applePay',
  '401 to login',
  'unauthorized401',
  shows('auth:login.submit'),
);
export const GooglePayMerchantLimit = hostedCode(
  'googlePay',
  '500 merchant limit',
  'merchantLimit500',
  merchantLimit,
);
export const GooglePaySignedOut = hostedCode(
  'googlePay',
  '401 to login',
  'unauthorized401',
  shows('auth:login.submit'),
);

/**
 * An app page whose call is answered by the contract's example, inside a stand-in native
 * app (native-app.ts): the page stays in the app (no storefront login or 404) and shows
 * what it reported.
 */
function appPageCode(
  key: 'appAirwallex' | 'appCardPayments',
  state: string,
  query: Record<string, string>,
  reply: [OperationId, string],
  play: (context: StoryContext) => Promise<void>,
): StoryObj {
  return {
    ...screenStory(key, { state, query, replies: [example(...reply)], play }),
    beforeEach: withNativeApp,
  };
}

/** The page says it reported a failure, and the app got that one message. */
const reportedFailure = (page: string) =>
  and(shows('payment:app.failed'), async () => {
    await expect(postedToApp()).toEqual([
      expect.objectContaining({ page, result: 'failure', orderId: ORDER.orderId }),
    ]);
  });

const APP_DROP_IN = {
  ...INTENT,
  ...ORDER,
  price: '21.99',
  currency: 'USD',
  billingApp_id: '4101',
};
export const AppAirwallexSignedOut = appPageCode(
  'appAirwallex',
  'billing address 401, failure reported',
  APP_DROP_IN,
  ['getBillingAddress', 'unauthorized401'],
  reportedFailure('appAirwallex'),
);
export const AppAirwallexNoAddress = appPageCode(
  'appAirwallex',
  'billing address 801, drop-in without it',
  APP_DROP_IN,
  ['getBillingAddress', 'notFound801'],
  // The drop-in asks for the address itself: nothing to report, no 404 in the app.
  and(shows('payment:provider.mockNotice'), async () => {
    await expect(postedToApp()).toEqual([]);
  }),
);
export const AppCardPaymentsSignedOut = appPageCode(
  'appCardPayments',
  'create payment 401, failure reported',
  APP_CARD,
  ['createPayment', 'unauthorized401'],
  and(payByCard, reportedFailure('payments')),
);
