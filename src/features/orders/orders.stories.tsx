// The orders screens in their states (Storybook; src/app/screen-stories.test.tsx renders
// each in every language with axe). Replies: the contract's named examples.
import type { Meta } from '@storybook/react';
import { example, networkError } from '../../../.storybook/contract-replies';
import { retry, shows } from '../../../.storybook/screen-checks';
import { errorStory, loadingStory } from '../../../.storybook/screen-states';
import { screenStory } from '../../../.storybook/screen-story';

export default { title: 'Screens/Orders' } satisfies Meta;

const ORDER = { orderId: 'TL2026112000010' };

export const OrderList = screenStory('order', {
  state: 'orders',
  play: shows('orders:status.0'),
});
export const OrderListLoading = loadingStory('order', 'listOrders');
export const OrderListEmpty = screenStory('order', {
  state: 'empty',
  replies: [example('listOrders', 'empty')],
  play: shows('orders:empty'),
});
export const OrderListError = screenStory('order', {
  state: 'error',
  replies: [networkError('listOrders')],
  play: retry,
});

export const OrderDetail = screenStory('orderDetail', {
  state: 'pending payment',
  query: ORDER,
  play: shows('orders:status.0'),
});
export const OrderDetailLoading = loadingStory('orderDetail', 'getOrderDetail', ORDER);
export const OrderDetailShipped = screenStory('orderDetail', {
  state: 'shipped',
  query: ORDER,
  replies: [example('getOrderDetail', 'shipped2')],
  play: shows('orders:status.2'),
});
export const OrderDetailError = errorStory('orderDetail', 'getOrderDetail', ORDER);
export const OrderDetailNotFound = screenStory('orderDetail', {
  state: '801 not found',
  query: ORDER,
  replies: [example('getOrderDetail', 'notFound801')],
  play: shows('pages:notFound.title'),
});
