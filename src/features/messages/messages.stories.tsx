// Info (the message centre), dynamicState and salesPromotion in their states (Storybook;
// src/app/screen-stories.test.tsx renders each in every language with axe). Replies: the
// contract's named examples.
import type { Meta } from '@storybook/react';
import { example } from '../../../.storybook/contract-replies';
import { shows, showsMsg } from '../../../.storybook/screen-checks';
import { errorStory, loadingStory } from '../../../.storybook/screen-states';
import { screenStory } from '../../../.storybook/screen-story';

export default { title: 'Screens/Messages' } satisfies Meta;

export const Centre = screenStory('info', {
  state: 'unread messages',
  play: showsMsg('Black Friday: PUBG Mobile UC up to 10% off'),
});
export const CentreLoading = loadingStory('info', 'getMessageSummary');
export const CentreAllRead = screenStory('info', {
  state: 'all read',
  replies: [example('getMessageSummary', 'allRead')],
  play: shows('messages:centre.title'),
});
export const CentreError = errorStory('info', 'getMessageSummary');

export const OrderUpdates = screenStory('dynamicState', {
  state: 'order updates',
  play: showsMsg('Payment received'),
});
export const OrderUpdatesLoading = loadingStory('dynamicState', 'listMessages');
export const OrderUpdatesEmpty = screenStory('dynamicState', {
  state: 'empty',
  replies: [example('listMessages', 'empty')],
  // An empty list is its end at once.
  play: shows('list.noMore'),
});
export const OrderUpdatesError = errorStory('dynamicState', 'listMessages');

export const Promotions = screenStory('salesPromotion', {
  state: 'promotions',
  replies: [example('listMessages', 'promotions')],
  play: shows('messages:promotions.title'),
});
export const PromotionsEmpty = screenStory('salesPromotion', {
  state: 'empty',
  replies: [example('listMessages', 'empty')],
  play: shows('list.noMore'),
});
