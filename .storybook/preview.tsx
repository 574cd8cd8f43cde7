// The catalogue's page: every story is a screen of the route table (screen-story.tsx) in the
// toolbar's language and session, at the app's 375 px, its calls answered by the generated
// MSW handlers (the contract's first examples) with the story's replies in front of them.
import type { Preview } from '@storybook/react';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { setupWorker } from 'msw/browser';
import { configure } from 'storybook/test';
import { allMockHandlers } from '../src/api/generated/mock-handlers';
import { WAIT_LIMIT_MS } from '../tests/utils/wait-limit';
import '../src/app/global.css';
import { renderScreen, screenDecorator, screenLoader } from './screen-story';

/** The worker with the generated handlers as its initial ones: every story's default. */
async function startWorker() {
  const worker = setupWorker(...allMockHandlers());
  await worker.start({
    quiet: true,
    // Storybook's own files and the mock images (served by the app's mock-assets plugin) pass.
    onUnhandledFrame: 'bypass',
  });
  return worker;
}

/** Everything but the mock service worker: the story test (Node) brings its own MSW server. */
export const annotations: Preview = {
  globalTypes: {
    locale: {
      description: 'Language',
      toolbar: {
        title: 'Language',
        icon: 'globe',
        items: [
          { value: 'zh', title: '简体中文' },
          { value: 'en', title: 'English' },
          { value: 'zh-hant', title: '繁體中文' },
        ],
        dynamicTitle: true,
      },
    },
    session: {
      description: 'Session',
      toolbar: {
        title: 'Session',
        icon: 'user',
        items: [
          { value: 'signed-in', title: 'Signed in' },
          { value: 'guest', title: 'Guest' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: {
    locale: 'zh',
    session: 'signed-in',
    viewport: { value: 'shopper', isRotated: false },
  },
  parameters: {
    layout: 'fullscreen',
    viewport: {
      options: {
        shopper: {
          name: 'Phone, 375 px',
          styles: { width: '375px', height: '812px' },
          type: 'mobile',
        },
      },
    },
  },
  // A play function waits for its state as long as the unit tests wait for an element
  // (tests/utils/wait-limit.ts): a screen that asks after the spec's delay still makes it.
  beforeAll: () => {
    configure({ asyncUtilTimeout: WAIT_LIMIT_MS });
  },
  decorators: [screenDecorator],
  loaders: [screenLoader],
  render: renderScreen,
};

const preview: Preview = {
  ...annotations,
  loaders: [mswLoader(startWorker), screenLoader],
};

export default preview;
