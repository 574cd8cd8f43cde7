// The numbers of the message lists (seed 000 section 9, seed 001 sections 2, 4 and 9).

/** Seed 000 section 9: "Message page size 5". */
export const MESSAGE_PAGE_SIZE = 5;

/** Seed 001 section 2: "Bodies taller than 60px are collapsed (16vw)". */
export const PROMO_BODY_COLLAPSE_PX = 60;

/**
 * Seed 000 section 4: lists load the next page "while pageNum is below total/5 (messages)";
 * otherwise 'No more' shows.
 */
export function hasMorePages(pageNum: number, total: number): boolean {
  return pageNum < total / MESSAGE_PAGE_SIZE;
}

/** messageImgs is one address or several separated by commas (contract, inferred format). */
export function splitMessageImages(messageImgs: string | null | undefined): string[] {
  return (messageImgs ?? '')
    .split(',')
    .map((src) => src.trim())
    .filter((src) => src !== '');
}
