// Purses and fastspeed in their states (Storybook; src/app/screen-stories.test.tsx renders
// each in every language with axe). Replies: the contract's named examples.
import type { Meta } from '@storybook/react';
import { example } from '../../../.storybook/contract-replies';
import { shows, showsMsg } from '../../../.storybook/screen-checks';
import { errorStory, loadingStory } from '../../../.storybook/screen-states';
import { screenStory } from '../../../.storybook/screen-story';

export default { title: 'Screens/Wallet' } satisfies Meta;

export const Balance = screenStory('purses', {
  state: 'history',
  play: showsMsg('Double 11 event bonus'),
});
export const BalanceLoading = loadingStory('purses', 'listBalanceLog');
export const BalanceEmpty = screenStory('purses', {
  state: 'empty',
  replies: [example('listBalanceLog', 'noHistory')],
  play: shows('wallet:purses.empty'),
});
export const BalanceError = errorStory('purses', 'listBalanceLog');

export const QuickPayCards = screenStory('quickPay', {
  state: 'cards',
  play: showsMsg('4242'),
});
export const QuickPayCardsLoading = loadingStory('quickPay', 'listQuickPayCards');
export const QuickPayCardsEmpty = screenStory('quickPay', {
  state: 'empty',
  replies: [example('listQuickPayCards', 'noCards')],
  play: shows('wallet:quickPay.empty'),
});
export const QuickPayCardsError = errorStory('quickPay', 'listQuickPayCards');
