// The Feedback form (seed 001 section 5: "Feedback: description at least 5 and at most 200
// characters; contact optional"). The schema starts from the generated SubmitFeedbackBody
// (content 5-200, mobile at most 255); the screen names the messages and leaves an empty
// contact out of the body. The description is trimmed before its length is counted (issue
// 23: five spaces are not feedback), and the trimmed text is what is sent.
import * as z from 'zod';
import type { SubmitFeedbackRequest } from '../../api/generated/model';
import {
  SubmitFeedbackBody,
  submitFeedbackBodyContentMax,
  submitFeedbackBodyContentMin,
  submitFeedbackBodyMobileMax,
} from '../../api/generated/member/member.zod';
import { handledCodes, type ServerCodeTable } from '../../components/form/server-codes';

/** Seed 001 section 9: "Feedback: min 5, max 200". */
export const FEEDBACK_MIN = submitFeedbackBodyContentMin;
export const FEEDBACK_MAX = submitFeedbackBodyContentMax;
export const CONTACT_MAX = submitFeedbackBodyMobileMax;

export interface FeedbackFormValues {
  content: string;
  mobile: string;
}

export const FEEDBACK_FORM_DEFAULTS: FeedbackFormValues = { content: '', mobile: '' };

/**
 * The length the rule counts and the counter shows: the trimmed text's. The counter agrees
 * with the rule, so '  abcd ' reads 4/200 beside "at least 5", never 7/200.
 */
export function feedbackLength(typed: string): number {
  return typed.trim().length;
}

export const feedbackFormSchema = SubmitFeedbackBody.extend({
  content: z
    .string()
    .trim()
    .min(FEEDBACK_MIN, 'profile:feedback.tooShort')
    .max(FEEDBACK_MAX, 'profile:feedback.tooLong'),
  mobile: z.string().trim().max(CONTACT_MAX, 'profile:feedback.contactTooLong'),
}).transform(({ content, mobile }): SubmitFeedbackRequest =>
  mobile === '' ? { content } : { content, mobile },
);

/** Seed 001 section 8 and the contract: 401 signs out (shared), 500 is the shared toast. */
export const FEEDBACK_SERVER_CODES: ServerCodeTable<'content' | 'mobile'> = {
  500: { to: 'toast' },
};
export const FEEDBACK_HANDLED_CODES = handledCodes(FEEDBACK_SERVER_CODES);
