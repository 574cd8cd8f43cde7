// ConfirmOrder and GoPay in their states (Storybook; src/app/screen-stories.test.tsx renders
// each in every language with axe), with create order's codes (500 order failed, 10010
// purchase limit: use-purchase-limit.tsx) and GoPay's create payment 801 (the not-found
// route). Replies: the contract's named examples.
import type { Meta, StoryContext } from '@storybook/react';
import { userEvent, within } from 'storybook/test';
import { example, exampleValue } from '../../../.storybook/contract-replies';
import { press, shows, showsExampleMsg, showsMsg } from '../../../.storybook/screen-checks';
import { errorStory, loadingStory } from '../../../.storybook/screen-states';
import { localeOf, screenStory } from '../../../.storybook/screen-story';
import type { RechargeParameter } from '../../api/generated/model';
import { fieldLabel } from './recharge-fields';

export default { title: 'Screens/Checkout' } satisfies Meta;

const ITEM = { itemId: 10104, num: 1 };
const ORDER = { orderId: 'TL2026112000010', num: 1 };

export const ConfirmOrder = screenStory('confirmOrder', {
  state: 'form',
  query: ITEM,
  play: showsMsg('PUBG Mobile 1800 UC'),
});
export const ConfirmOrderLoading = loadingStory('confirmOrder', 'getCheckoutDetails', ITEM);
export const ConfirmOrderError = errorStory('confirmOrder', 'getCheckoutDetails', ITEM);
export const ConfirmOrderFree = screenStory('confirmOrder', {
  state: 'free order',
  query: ITEM,
  replies: [example('getCheckoutDetails', 'freeOrder'), example('getCheckoutFee', 'freeOrder')],
  play: shows('checkout:price.title'),
});

export const GoPay = screenStory('goPay', {
  state: 'payment methods',
  query: ORDER,
  play: showsMsg('Visa / Mastercard'),
});
export const GoPayLoading = loadingStory('goPay', 'getCashier', ORDER);
export const GoPayError = errorStory('goPay', 'getCashier', ORDER);
/**
 * Submit with create payment answering the contract's 801 (the order does not exist or is not
 * the shopper's): the shared catalogue sends the shopper to the not-found route (seed 001
 * section 8, "801: go to the error/not-found route").
 */
export const GoPayNotFound = screenStory('goPay', {
  state: 'create payment, 801 not found',
  query: ORDER,
  replies: [example('createPayment', 'notFound801')],
  play: async (context: StoryContext) => {
    await press(context, 'cashier:submit.label');
    await shows('pages:notFound.title')(context);
  },
});

/**
 * Fills ConfirmOrder's recharge form as the contract's freeOrder example asks (its
 * parameterList: the labels are the example's name or nameZH, by the story's language) and
 * presses Submit, then Confirm of the account question. The free order needs no payment
 * method, so Submit goes straight to create order.
 */
async function submitFreeOrder(context: StoryContext): Promise<void> {
  const details = (await exampleValue('getCheckoutDetails', 'freeOrder')) as
    { data?: { parameterList?: RechargeParameter[] } } | undefined;
  const page = within(context.canvasElement.ownerDocument.body);
  const user = userEvent.setup();
  for (const parameter of details?.data?.parameterList ?? []) {
    const label = fieldLabel(parameter, localeOf(context));
    await user.type(await page.findByRole('textbox', { name: label }), '5123456789');
  }
  await press(context, 'cashier:submit.label');
  await press(context, 'checkout:confirmAccount.confirm');
}

/** A code of create order (the contract's example `exampleName`) and what it shows. */
function createOrderCode(
  state: string,
  exampleName: string,
  check: (context: StoryContext) => Promise<void>,
) {
  return screenStory('confirmOrder', {
    state,
    query: ITEM,
    replies: [
      example('getCheckoutDetails', 'freeOrder'),
      example('getCheckoutFee', 'freeOrder'),
      example('createOrder', exampleName),
    ],
    play: async (context: StoryContext) => {
      await submitFreeOrder(context);
      await check(context);
    },
  });
}

export const ConfirmOrderFailed = createOrderCode(
  'create order, 500 order failed',
  'orderFailed500',
  showsExampleMsg('createOrder', 'orderFailed500'),
);
export const ConfirmOrderPurchaseLimit = createOrderCode(
  'create order, 10010 purchase limit',
  'purchaseLimit10010',
  shows('productLater:purchaseLimit.message'),
);
