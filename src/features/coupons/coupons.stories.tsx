// Coupons in its states (Storybook; src/app/screen-stories.test.tsx renders each in every
// language with axe). Replies: the contract's named examples.
import type { Meta, StoryContext } from '@storybook/react';
import { example } from '../../../.storybook/contract-replies';
import {
  fillAndSubmit,
  press,
  shows,
  showsExampleMsg,
  showsMsg,
} from '../../../.storybook/screen-checks';
import { errorStory, loadingStory } from '../../../.storybook/screen-states';
import { screenStory } from '../../../.storybook/screen-story';

export default { title: 'Screens/Coupons' } satisfies Meta;

export const Coupons = screenStory('coupons', {
  state: 'unused',
  play: showsMsg('$3 off orders over $10'),
});
export const CouponsLoading = loadingStory('coupons', 'listCouponsByStatus');
export const CouponsEmpty = screenStory('coupons', {
  state: 'empty',
  replies: [example('listCouponsByStatus', 'emptyTab')],
  play: shows('myCoupons:empty.unused'),
});
export const CouponsError = errorStory('coupons', 'listCouponsByStatus');
export const CouponsRedeemInvalid = screenStory('coupons', {
  state: '500 invalid redeem code',
  replies: [example('redeemVoucher', 'invalidCode500')],
  play: async (context: StoryContext) => {
    await press(context, 'myCoupons:redeem.open');
    await fillAndSubmit(
      context,
      { 'myCoupons:redeem.label': 'ROOKIE2026' },
      'myCoupons:redeem.submit',
    );
    await showsExampleMsg('redeemVoucher', 'invalidCode500')(context);
  },
});
