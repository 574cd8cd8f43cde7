// The rules of the post-review form (Evaluate), seed 001 section 5: "Review: content max
// 200; empty content becomes 'good！'; score 1-5 (default 5); anonymous is a checkbox." The
// schema starts from the generated request schema (AddReviewBody): the score, the length and
// the option picker's codes come from the contract, the messages and the empty-text default
// are the screen's. The picked options go out as `tags` (in the picker's order), and not at
// all when none is picked, so the body stays what a backend without the field knows.
// The text is trimmed before its length is counted and before it is sent (issue 23): a box
// of spaces is an empty box, so it goes out as 'good！'.
import * as z from 'zod';
import { ReviewTag } from '../../api/generated/model/reviewTag';
import type { Review } from '../../api/generated/model';
import {
  AddReviewBody,
  addReviewBodyContentMax,
  addReviewBodyScoreDefault,
  addReviewBodyScoreMax,
} from '../../api/generated/reviews/reviews.zod';
import { fitsContract } from '../../components/form/contract';

/** Seed 001 section 9: "Review: max 200". */
export const REVIEW_CONTENT_MAX = addReviewBodyContentMax;
/** Seed 001 section 3: "score (default 5)". */
export const REVIEW_SCORE_DEFAULT = addReviewBodyScoreDefault;
/** Seed 001 section 9: "score 1-5" (the contract's minimum). */
export const REVIEW_SCORE_MIN = 1;
export const REVIEW_SCORE_MAX = addReviewBodyScoreMax;
/** Seed 001 section 5: "empty content becomes 'good！'" (a full-width exclamation mark). */
export const EMPTY_REVIEW_TEXT = 'good！';

/** The option picker's options, in the order shown (the contract's ReviewTag). */
export const REVIEW_TAGS: readonly ReviewTag[] = Object.values(ReviewTag);

export interface ReviewFormValues {
  score: number;
  content: string;
  anonymous: boolean;
  tags: ReviewTag[];
}

export const REVIEW_FORM_DEFAULTS: ReviewFormValues = {
  score: REVIEW_SCORE_DEFAULT,
  content: '',
  anonymous: false,
  tags: [],
};

/** The picked options as sent: each once, in the picker's order; none: no field. */
export function reviewTags(picked: readonly ReviewTag[]): Pick<Review, 'tags'> {
  const tags = REVIEW_TAGS.filter((tag) => picked.includes(tag));
  return tags.length === 0 ? {} : { tags };
}

/** The text sent: the typed text trimmed, or 'good！' when nothing is left. */
export function reviewContent(typed: string): string {
  const trimmed = typed.trim();
  return trimmed === '' ? EMPTY_REVIEW_TEXT : trimmed;
}

/**
 * The length the rule counts and the counter shows: the trimmed text's, so the counter
 * agrees with the rule (200 letters between spaces read 200/200 and are accepted).
 */
export function reviewLength(typed: string): number {
  return typed.trim().length;
}

const fitsScore = fitsContract(AddReviewBody.shape.score.unwrap());
const fitsContent = fitsContract(AddReviewBody.shape.content);

/** The form's schema for one order: its output is the addReview body. */
export function reviewFormSchema(orderId: string) {
  return z
    .object({
      score: z.number().refine(fitsScore, 'reviews:form.scoreRange'),
      // The text as sent ('good！' for an empty box) must fit the contract (max 200).
      content: z
        .string()
        .refine((typed) => fitsContent(reviewContent(typed)), 'reviews:form.contentTooLong'),
      anonymous: z.boolean(),
      // The picker's codes only; each once and at most all five by construction.
      tags: z.array(z.enum(ReviewTag)),
    })
    .transform((values): Review => ({
      orderId,
      score: values.score,
      content: reviewContent(values.content),
      anonymous: values.anonymous ? 1 : 0,
      ...reviewTags(values.tags),
    }));
}
