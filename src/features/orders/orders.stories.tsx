// The orders screens in their states (Storybook; src/app/screen-stories.test.tsx renders
// each in every language with axe), with OrderDetail's phone-verification popup, the codes
// of its binding call (10008 under the code, 500 a toast: phone-verify-rules.ts) and its
// success (the message, the popup closed on the order).
// Replies: the contract's named examples.
import type { Meta, StoryContext } from '@storybook/react';
import { expect, waitFor, within } from 'storybook/test';
import { example, networkError } from '../../../.storybook/contract-replies';
import {
  dialogNamed,
  retry,
  shows,
  showsExampleMsg,
  text,
  typeAndPress,
} from '../../../.storybook/screen-checks';
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

/** The member detail check asks for the phone verification: the popup opens, prefilled. */
const VERIFY = example('getOrderMemberDetail', 'verificationRequired');

export const OrderDetailPhoneVerify = screenStory('orderDetail', {
  state: 'phone verification popup',
  query: ORDER,
  replies: [VERIFY],
  play: async (context: StoryContext) => {
    const dialog = await dialogNamed(context, 'orderDetail:phone.title');
    await dialog.findByRole('button', { name: text(context, 'orderDetail:phone.submit') });
  },
});

/** Types the code (the contract's bindMobile example) into the popup and presses Verify. */
async function verifyPhone(context: StoryContext): Promise<void> {
  const dialog = await dialogNamed(context, 'orderDetail:phone.title');
  await typeAndPress(
    context,
    dialog,
    'auth:registration.code',
    '482913',
    'orderDetail:phone.submit',
  );
}

/** A code of the binding call after the code was typed. */
function phoneVerifyCode(state: string, exampleName: string) {
  return screenStory('orderDetail', {
    state: `phone verification, ${state}`,
    query: ORDER,
    replies: [VERIFY, example('bindPhone', exampleName)],
    play: async (context: StoryContext) => {
      await verifyPhone(context);
      await showsExampleMsg('bindPhone', exampleName)(context);
    },
  });
}

export const OrderDetailPhoneVerifyWrongCode = phoneVerifyCode(
  '10008 wrong code',
  'wrongCode10008',
);
export const OrderDetailPhoneVerifyInUse = phoneVerifyCode('500 number in use', 'phoneInUse500');

/**
 * The binding call answers with the contract's success (bindPhone's first example): the
 * success message shows (a toast of the spec's notice time, 2 s: TOAST_DURATION_MS), the
 * popup closes and the shopper is back on the order. The story test's fake clock keeps the
 * message on the page while the play function looks at it.
 */
export const OrderDetailPhoneVerified = screenStory('orderDetail', {
  state: 'phone verification, verified',
  query: ORDER,
  replies: [VERIFY],
  clock: true,
  play: async (context: StoryContext) => {
    await verifyPhone(context);
    await shows('orderDetail:phone.verified')(context);
    const page = within(context.canvasElement.ownerDocument.body);
    const title = text(context, 'orderDetail:phone.title');
    await waitFor(() => expect(page.queryByRole('dialog', { name: title })).toBeNull());
    await shows('orders:status.0')(context);
  },
});
