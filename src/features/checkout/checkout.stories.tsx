// ConfirmOrder and GoPay in their states (Storybook; src/app/screen-stories.test.tsx renders
// each in every language with axe). Replies: the contract's named examples.
import type { Meta } from '@storybook/react';
import { example } from '../../../.storybook/contract-replies';
import { shows, showsMsg } from '../../../.storybook/screen-checks';
import { errorStory, loadingStory } from '../../../.storybook/screen-states';
import { screenStory } from '../../../.storybook/screen-story';

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
