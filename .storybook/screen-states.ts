// The states every data screen has, as one-line stories: loading (its call never answers)
// and the error with Retry (the contract's serverError500 example: code 500, its msg as a
// toast and the block's Retry).
import type { StoryObj } from '@storybook/react';
import { example, neverAnswers, type OperationId } from './contract-replies';
import { loading, retry } from './screen-checks';
import { screenStory } from './screen-story';
import type { HrefQuery, RouteKey } from '../src/config/routes';

export function loadingStory<K extends RouteKey>(
  key: K,
  operationId: OperationId,
  query?: HrefQuery<K>,
): StoryObj {
  return screenStory(key, {
    state: 'loading',
    ...(query ? { query } : {}),
    replies: [neverAnswers(operationId)],
    play: loading,
  });
}

export function errorStory<K extends RouteKey>(
  key: K,
  operationId: OperationId,
  query?: HrefQuery<K>,
): StoryObj {
  return screenStory(key, {
    state: 'error (500)',
    ...(query ? { query } : {}),
    replies: [example(operationId, 'serverError500')],
    play: retry,
  });
}
