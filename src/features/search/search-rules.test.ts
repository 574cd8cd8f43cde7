import { describe, expect, it } from 'vitest';
import { hasMorePages, SEARCH_PAGE_SIZE, searchTerm, TRENDING_SHOWN } from './search-rules';

describe('search rules', () => {
  it('pages by 12 and shows 3 trending searches', () => {
    expect(SEARCH_PAGE_SIZE).toBe(12);
    expect(TRENDING_SHOWN).toBe(3);
  });

  it('loads another page exactly while pageNum < total/10', () => {
    expect(hasMorePages(1, 25)).toBe(true);
    expect(hasMorePages(2, 25)).toBe(true);
    expect(hasMorePages(3, 25)).toBe(false);
    expect(hasMorePages(1, 20)).toBe(true);
    expect(hasMorePages(2, 20)).toBe(false);
    expect(hasMorePages(1, 10)).toBe(false);
    expect(hasMorePages(1, 11)).toBe(true);
    expect(hasMorePages(1, 0)).toBe(false);
  });

  it('trims the text and treats blank text as nothing to search', () => {
    expect(searchTerm('  PUBG  ')).toBe('PUBG');
    expect(searchTerm('   ')).toBeUndefined();
    expect(searchTerm('')).toBeUndefined();
    expect(searchTerm('\tGenshin Impact\n')).toBe('Genshin Impact');
  });
});
