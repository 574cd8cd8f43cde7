// The review screens in their states (Storybook; src/app/screen-stories.test.tsx renders each
// in every language with axe). Replies: the contract's named examples.
import type { Meta } from '@storybook/react';
import { example } from '../../../.storybook/contract-replies';
import { shows, showsMsg } from '../../../.storybook/screen-checks';
import { errorStory, loadingStory } from '../../../.storybook/screen-states';
import { screenStory } from '../../../.storybook/screen-story';

export default { title: 'Screens/Reviews' } satisfies Meta;

const CATEGORY = { categoryId: 101 };
const ORDER = { orderId: 'TL2026112000009' };

export const Reviews = screenStory('evaluation', {
  state: 'reviews',
  query: CATEGORY,
  session: 'guest',
  play: showsMsg('UC arrived in two minutes, will buy again.'),
});
export const ReviewsLoading = loadingStory('evaluation', 'listReviews', CATEGORY);
export const ReviewsEmpty = screenStory('evaluation', {
  state: 'empty',
  query: CATEGORY,
  replies: [example('listReviews', 'empty')],
  play: shows('reviews:list.empty'),
});
export const ReviewsError = errorStory('evaluation', 'listReviews', CATEGORY);

export const Evaluate = screenStory('evaluate', {
  state: 'form',
  query: ORDER,
  play: showsMsg('Google Play Gift Card $10'),
});
export const EvaluateLoading = loadingStory('evaluate', 'getReviewOrderDetail', ORDER);
export const EvaluateError = errorStory('evaluate', 'getReviewOrderDetail', ORDER);

export const EvaluateDetail = screenStory('evaluateDetail', {
  state: 'review',
  query: ORDER,
  play: showsMsg('660 UC arrived right after payment. Smooth as always!'),
});
export const EvaluateDetailNotReviewed = screenStory('evaluateDetail', {
  state: 'not reviewed',
  query: ORDER,
  replies: [example('getReviewByOrder', 'notReviewed')],
  play: shows('reviews:detail.none'),
});
export const EvaluateDetailError = errorStory('evaluateDetail', 'getReviewByOrder', ORDER);

export const EvaluateSuccess = screenStory('evaluateSuccess', {
  state: 'submitted',
  play: shows('reviews:success.title'),
});

export const MyReviews = screenStory('myAssessment', {
  state: 'orders',
  replies: [example('listOrders', 'reviewList')],
  play: shows('reviews:mine.title'),
});
export const MyReviewsLoading = loadingStory('myAssessment', 'listOrders');
export const MyReviewsEmpty = screenStory('myAssessment', {
  state: 'empty',
  replies: [example('listOrders', 'empty')],
  play: shows('reviews:mine.empty'),
});
export const MyReviewsError = errorStory('myAssessment', 'listOrders');
