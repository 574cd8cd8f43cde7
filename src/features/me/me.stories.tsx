// Me in its states (Storybook; src/app/screen-stories.test.tsx renders each in every
// language with axe). Replies: the contract's named examples.
import type { Meta } from '@storybook/react';
import { showsMsg } from '../../../.storybook/screen-checks';
import { errorStory, loadingStory } from '../../../.storybook/screen-states';
import { screenStory } from '../../../.storybook/screen-story';

export default { title: 'Screens/Me' } satisfies Meta;

export const Me = screenStory('me', { state: 'member', play: showsMsg('Alex') });
export const MeLoading = loadingStory('me', 'getUserInfo');
export const MeError = errorStory('me', 'getUserInfo');
