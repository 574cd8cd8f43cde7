// The reviews list of a product (Evaluation, seed 001 sections 2, 7 and 9): "Reviews list:
// pageNum, pageSize 10, categoryId. Reads page.records and total." and "review text clamps
// at about 26.7vw when collapsed".
import type { ReviewReadback } from '../../api/generated/model';

/** Seed 001 section 9: "reviews list 10". */
export const REVIEW_PAGE_SIZE = 10;

/** Seed 001 section 9: "review text clamps at about 26.7vw when collapsed". */
export const REVIEW_CLAMP_VW = 26.7;

/** The next page loads while pageNum is below total/10 (as the other lists of 10). */
export function hasMoreReviews(pageNum: number, total: number): boolean {
  return pageNum < total / REVIEW_PAGE_SIZE;
}

/** The collapsed height in pixels on a screen `viewportWidth` wide (100 px at 375). */
export function clampHeightPx(viewportWidth: number): number {
  return (viewportWidth * REVIEW_CLAMP_VW) / 100;
}

/** Records carry no id: the reviewer, the time and the text together tell them apart. */
export function reviewKey(review: ReviewReadback): string {
  return review.orderId ?? `${review.name}|${review.creatTime}|${review.msg}`;
}
