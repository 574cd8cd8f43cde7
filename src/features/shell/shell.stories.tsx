// The 404 page (Storybook; src/app/screen-stories.test.tsx renders it in every language
// with axe).
import type { Meta } from '@storybook/react';
import { shows } from '../../../.storybook/screen-checks';
import { screenStory } from '../../../.storybook/screen-story';

export default { title: 'Screens/Shell' } satisfies Meta;

export const NotFound = screenStory('notFound', {
  state: 'page not found',
  play: shows('pages:notFound.title'),
});
