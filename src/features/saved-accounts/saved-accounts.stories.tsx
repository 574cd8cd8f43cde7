// RechargeAccount in its states (Storybook; src/app/screen-stories.test.tsx renders each in
// every language with axe). Replies: the contract's named examples.
import type { Meta } from '@storybook/react';
import { example } from '../../../.storybook/contract-replies';
import { shows, showsMsg } from '../../../.storybook/screen-checks';
import { errorStory, loadingStory } from '../../../.storybook/screen-states';
import { screenStory } from '../../../.storybook/screen-story';

export default { title: 'Screens/Saved accounts' } satisfies Meta;

export const SavedAccounts = screenStory('rechargeAccount', {
  state: 'accounts',
  play: showsMsg('AlexTheBrave'),
});
export const SavedAccountsLoading = loadingStory('rechargeAccount', 'listSavedAccountGroups');
export const SavedAccountsEmpty = screenStory('rechargeAccount', {
  state: 'empty',
  replies: [example('listSavedAccountGroups', 'noAccounts')],
  play: shows('savedAccounts:empty'),
});
export const SavedAccountsError = errorStory('rechargeAccount', 'listSavedAccountGroups');
