// The payment pages in their states (Storybook; src/app/screen-stories.test.tsx renders each
// in every language with axe): the result (Tabs/Pop-up), the card and wallet pages on the
// mock payment provider (the hosted pages also loading and error with Retry on create
// payment), and the app-embedded pages. Replies: the contract's named examples.
import type { Meta, StoryContext } from '@storybook/react';
import { example, neverAnswers } from '../../../.storybook/contract-replies';
import { passTime, shows } from '../../../.storybook/screen-checks';
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
export const AppCardPayments = screenStory('appCardPayments', {
  state: 'form',
  query: {
    ...ORDER,
    email_app: 'alex.chen@example.com',
    givenName_app: 'Alex',
    surname_app: 'Chen',
    price_app: '21.99',
    currency_app: 'USD',
  },
  play: shows('payment:card.title'),
});
export const ApplePayLoading = loadingStory('applePay', 'createPayment', PAY);
export const ApplePayError = errorStory('applePay', 'createPayment', PAY);
export const GooglePayLoading = loadingStory('googlePay', 'createPayment', PAY);
export const GooglePayError = errorStory('googlePay', 'createPayment', PAY);
