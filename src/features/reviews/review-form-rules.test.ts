import { describe, expect, it } from 'vitest';
import {
  EMPTY_REVIEW_TEXT,
  REVIEW_FORM_DEFAULTS,
  REVIEW_TAGS,
  reviewContent,
  reviewFormSchema,
  reviewLength,
} from './review-form-rules';

const schema = reviewFormSchema('TL2026112000008');

function issues(values: Partial<typeof REVIEW_FORM_DEFAULTS> & Record<string, unknown>) {
  const result = schema.safeParse({ ...REVIEW_FORM_DEFAULTS, ...values });
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
}

describe('review form rules (seed 001 section 5)', () => {
  it('defaults to 5 stars, empty text, not anonymous', () => {
    expect(REVIEW_FORM_DEFAULTS).toEqual({ score: 5, content: '', anonymous: false, tags: [] });
    expect(schema.parse(REVIEW_FORM_DEFAULTS)).toEqual({
      orderId: 'TL2026112000008',
      score: 5,
      content: 'good！',
      anonymous: 0,
    });
  });

  it("sends 'good！' (full-width exclamation mark) for an empty or blank box", () => {
    expect(EMPTY_REVIEW_TEXT).toBe('good\uFF01');
    expect(reviewContent('')).toBe('good！');
    expect(reviewContent('   ')).toBe('good！');
    expect(reviewContent('Fast')).toBe('Fast');
  });

  it("sends a box of only spaces as 'good！'", () => {
    expect(schema.parse({ ...REVIEW_FORM_DEFAULTS, content: '     ' }).content).toBe('good！');
    expect(schema.parse({ ...REVIEW_FORM_DEFAULTS, content: ' \n\u3000 ' }).content).toBe('good！');
  });

  it('sends the text trimmed and counts its length after trimming', () => {
    expect(schema.parse({ ...REVIEW_FORM_DEFAULTS, content: ' abcde ' }).content).toBe('abcde');
    expect(reviewLength(' abcde ')).toBe(5);
    const longest = 'a'.repeat(200);
    expect(issues({ content: `  ${longest}\n ` })).toEqual([]);
    expect(schema.parse({ ...REVIEW_FORM_DEFAULTS, content: `  ${longest}\n ` }).content).toBe(
      longest,
    );
    expect(reviewLength(`  ${longest}\n `)).toBe(200);
    expect(issues({ content: ` ${'a'.repeat(201)} ` })).toEqual(['reviews:form.contentTooLong']);
  });

  it('accepts 200 characters and refuses 201', () => {
    expect(issues({ content: 'a'.repeat(200) })).toEqual([]);
    expect(
      schema.parse({ ...REVIEW_FORM_DEFAULTS, content: 'a'.repeat(200) }).content,
    ).toHaveLength(200);
    expect(issues({ content: 'a'.repeat(201) })).toEqual(['reviews:form.contentTooLong']);
  });

  it('accepts scores 1 to 5 and refuses 0, 6 and a fraction', () => {
    for (const score of [1, 2, 3, 4, 5]) expect(issues({ score })).toEqual([]);
    expect(issues({ score: 0 })).toEqual(['reviews:form.scoreRange']);
    expect(issues({ score: 6 })).toEqual(['reviews:form.scoreRange']);
    expect(issues({ score: 4.5 })).toEqual(['reviews:form.scoreRange']);
  });

  it('sends the anonymous checkbox as 1 or 0', () => {
    expect(schema.parse({ ...REVIEW_FORM_DEFAULTS, anonymous: true }).anonymous).toBe(1);
    expect(schema.parse({ ...REVIEW_FORM_DEFAULTS, anonymous: false }).anonymous).toBe(0);
  });

  it('offers the five options of the contract, in its order', () => {
    expect(REVIEW_TAGS).toEqual([
      'fastDelivery',
      'easyToRedeem',
      'goodPrice',
      'helpfulService',
      'willBuyAgain',
    ]);
  });

  it('sends no tags field when no option is picked (the body a backend already knows)', () => {
    expect(schema.parse({ ...REVIEW_FORM_DEFAULTS, tags: [] })).not.toHaveProperty('tags');
  });

  it("sends the picked options once each, in the picker's order", () => {
    expect(
      schema.parse({
        ...REVIEW_FORM_DEFAULTS,
        tags: ['willBuyAgain', 'fastDelivery', 'fastDelivery'],
      }).tags,
    ).toEqual(['fastDelivery', 'willBuyAgain']);
    expect(
      schema.parse({ ...REVIEW_FORM_DEFAULTS, tags: [...REVIEW_TAGS].reverse() }).tags,
    ).toEqual(REVIEW_TAGS);
  });

  it('refuses a code the picker does not offer', () => {
    expect(schema.safeParse({ ...REVIEW_FORM_DEFAULTS, tags: ['cheap'] }).success).toBe(false);
  });
});
