// NewsDetail in its states (Storybook; src/app/screen-stories.test.tsx renders each in every
// language with axe). Replies: the contract's named examples.
import type { Meta } from '@storybook/react';
import { example } from '../../../.storybook/contract-replies';
import { shows, showsMsg } from '../../../.storybook/screen-checks';
import { errorStory, loadingStory } from '../../../.storybook/screen-states';
import { screenStory } from '../../../.storybook/screen-story';

export default { title: 'Screens/News' } satisfies Meta;

const ARTICLE = { articleId: 301 };

export const Article = screenStory('newsDetail', {
  state: 'article',
  query: ARTICLE,
  play: showsMsg('Genshin Impact 5.3: what to top up before the new banners'),
});
export const ArticleLoading = loadingStory('newsDetail', 'getArticle', ARTICLE);
export const ArticleError = errorStory('newsDetail', 'getArticle', ARTICLE);
export const ArticleNotFound = screenStory('newsDetail', {
  state: '801 not found',
  query: ARTICLE,
  replies: [example('getArticle', 'notFound801')],
  play: shows('pages:notFound.title'),
});
