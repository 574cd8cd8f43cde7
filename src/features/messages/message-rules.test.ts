import { describe, expect, it } from 'vitest';
import { hasMorePages, MESSAGE_PAGE_SIZE, splitMessageImages } from './message-rules';

describe('message paging', () => {
  it('uses page size 5', () => {
    expect(MESSAGE_PAGE_SIZE).toBe(5);
  });

  it.each([
    // [pageNum, total, more?]: "while pageNum is below total/5"
    [1, 0, false],
    [1, 4, false],
    [1, 5, false],
    [1, 6, true],
    [1, 10, true],
    [2, 10, false],
    [2, 11, true],
    [3, 11, false],
    [3, 12, false],
    [2, 12, true],
  ])('page %i of %i messages: more pages = %s', (pageNum, total, more) => {
    expect(hasMorePages(pageNum, total)).toBe(more);
  });
});

describe('messageImgs', () => {
  it('splits comma-separated addresses and drops blanks', () => {
    expect(splitMessageImages('/a.svg, /b.svg,,')).toEqual(['/a.svg', '/b.svg']);
    expect(splitMessageImages('/a.svg')).toEqual(['/a.svg']);
    expect(splitMessageImages(null)).toEqual([]);
    expect(splitMessageImages(undefined)).toEqual([]);
  });
});
