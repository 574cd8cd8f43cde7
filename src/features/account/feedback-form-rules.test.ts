import { describe, expect, it } from 'vitest';
import { feedbackFormSchema, feedbackLength } from './feedback-form-rules';

const issues = (content: string, mobile = '') =>
  feedbackFormSchema.safeParse({ content, mobile }).error?.issues.map((issue) => issue.message) ??
  [];

describe('feedback rules (seed 001 section 5: description 5-200, contact optional)', () => {
  it('refuses 4 characters and 201 characters', () => {
    expect(issues('x'.repeat(4))).toEqual(['profile:feedback.tooShort']);
    expect(issues('x'.repeat(201))).toEqual(['profile:feedback.tooLong']);
  });

  it('takes 5 and 200 characters; an empty contact is left out of the body', () => {
    expect(feedbackFormSchema.parse({ content: 'x'.repeat(5), mobile: '' })).toEqual({
      content: 'x'.repeat(5),
    });
    expect(feedbackFormSchema.parse({ content: 'x'.repeat(200), mobile: '  ' })).toEqual({
      content: 'x'.repeat(200),
    });
  });

  it('sends a contact trimmed, up to the contract 255 characters', () => {
    expect(feedbackFormSchema.parse({ content: 'Hello', mobile: ' +65 8123 ' })).toEqual({
      content: 'Hello',
      mobile: '+65 8123',
    });
    expect(issues('Hello', 'c'.repeat(256))).toEqual(['profile:feedback.contactTooLong']);
  });

  it('counts the trimmed text: five spaces are not feedback', () => {
    expect(issues('     ')).toEqual(['profile:feedback.tooShort']);
    expect(issues('  abcd ')).toEqual(['profile:feedback.tooShort']);
    expect(feedbackLength('     ')).toBe(0);
    expect(feedbackLength('  abcd ')).toBe(4);
  });

  it('sends the trimmed text, 5 to 200 characters between spaces', () => {
    expect(feedbackFormSchema.parse({ content: ' abcde ', mobile: '' })).toEqual({
      content: 'abcde',
    });
    const longest = 'x'.repeat(200);
    expect(feedbackFormSchema.parse({ content: `  ${longest}\n `, mobile: '' })).toEqual({
      content: longest,
    });
    expect(feedbackLength(`  ${longest}\n `)).toBe(200);
    expect(issues(` ${'x'.repeat(201)} `)).toEqual(['profile:feedback.tooLong']);
  });
});
