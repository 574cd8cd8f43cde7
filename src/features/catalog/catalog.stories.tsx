// Home and Class in their states (Storybook; src/app/screen-stories.test.tsx renders each in
// every language with axe). Replies: the contract's named examples.
import type { Meta } from '@storybook/react';
import { networkError } from '../../../.storybook/contract-replies';
import { retry, shows, showsMsg } from '../../../.storybook/screen-checks';
import { errorStory, loadingStory } from '../../../.storybook/screen-states';
import { screenStory } from '../../../.storybook/screen-story';

export default { title: 'Screens/Catalog' } satisfies Meta;

export const HomeGuest = screenStory('home', {
  state: 'guest',
  session: 'guest',
  play: shows('home:newUser.title'),
});
export const HomeSignedIn = screenStory('home', {
  state: 'signed in',
  session: 'signed-in',
  play: showsMsg('PUBG Mobile UC'),
});
export const HomeLoading = loadingStory('home', 'getHomeInfo');
export const HomeError = errorStory('home', 'getHomeInfo');

export const Class = screenStory('class', {
  state: 'categories',
  play: showsMsg('Mobile games'),
});
export const ClassLoading = loadingStory('class', 'listCategories');
export const ClassError = screenStory('class', {
  state: 'error',
  replies: [networkError('listCategories')],
  play: retry,
});
