// The numbers and rules of Search and SearchDatail (seed 000 sections 4, 5 and 9).

/** Seed 000 section 9: "search page size 12". */
export const SEARCH_PAGE_SIZE = 12;

/** Seed 000 section 9: "Trending searches shown 3". */
export const TRENDING_SHOWN = 3;

/**
 * Seed 000 section 4: lists load the next page "while pageNum is below ... total/10
 * (search)"; otherwise 'No more' shows. (The divisor is 10 although pages hold 12: the
 * seed's rule, kept as written.)
 */
export function hasMorePages(pageNum: number, total: number): boolean {
  return pageNum < total / 10;
}

/** Seed 000 section 5: "Search: empty text does nothing; text trimmed." Undefined means do nothing. */
export function searchTerm(text: string): string | undefined {
  const trimmed = text.trim();
  return trimmed === '' ? undefined : trimmed;
}
