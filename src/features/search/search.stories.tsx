// Search and its results in their states (Storybook; src/app/screen-stories.test.tsx renders
// each in every language with axe). Replies: the contract's named examples.
import type { Meta } from '@storybook/react';
import { example } from '../../../.storybook/contract-replies';
import { shows, showsMsg } from '../../../.storybook/screen-checks';
import { errorStory, loadingStory } from '../../../.storybook/screen-states';
import { screenStory } from '../../../.storybook/screen-story';

export default { title: 'Screens/Search' } satisfies Meta;

const QUERY = { name: 'PUBG' };

export const Search = screenStory('search', {
  state: 'suggestions',
  play: shows('search:trending'),
});
export const SearchError = errorStory('search', 'getStoreInit');

export const Results = screenStory('searchDetail', {
  state: 'results',
  query: QUERY,
  play: showsMsg('PUBG Mobile UC Redeem Code'),
});
export const ResultsLoading = loadingStory('searchDetail', 'searchProducts', QUERY);
export const ResultsEmpty = screenStory('searchDetail', {
  state: 'empty',
  query: QUERY,
  replies: [example('searchProducts', 'noResults')],
  play: shows('search:noResults'),
});
