// The one way to load a paged list: TanStack Query's infinite query, page numbers from 1,
// the screen's rule for "is there another page", and the items of every loaded page once
// each. The query options are the generated ones where Orval can generate them (a call
// paged by a query parameter: `get<Op>InfiniteQueryOptions`); a call paged in its body
// (searchProducts) gives the same shape by hand around its generated request function.
// <ListEnd> shows the end of the list and asks for the next page.
import {
  useInfiniteQuery,
  type InfiniteData,
  type QueryFunction,
  type QueryKey,
  type skipToken,
} from '@tanstack/react-query';
import { useMemo } from 'react';

export interface PagedListOptions<TPage, TItem> {
  /** The infinite query: key and page fetcher (the page number is the page parameter). */
  query: {
    queryKey: QueryKey;
    queryFn?: QueryFunction<TPage, QueryKey, number> | typeof skipToken;
  };
  /** The items of one page. */
  itemsOf: (page: TPage) => readonly TItem[];
  /** What identifies an item: one shown twice (shifted to a later page) is listed once. */
  keyOf: (item: TItem) => string | number;
  /** The screen's rule: is there a page after `pageNum`, given the last page's reply. */
  hasMore: (pageNum: number, lastPage: TPage) => boolean;
}

export function usePagedList<TPage, TItem>({
  query: { queryKey, queryFn },
  itemsOf,
  keyOf,
  hasMore,
}: PagedListOptions<TPage, TItem>) {
  const query = useInfiniteQuery<TPage, Error, InfiniteData<TPage, number>, QueryKey, number>({
    queryKey,
    queryFn,
    initialPageParam: 1,
    getNextPageParam: (lastPage, _pages, lastPageNum) =>
      hasMore(lastPageNum, lastPage) ? lastPageNum + 1 : undefined,
  });
  const { data } = query;
  // itemsOf and keyOf are pure functions of a page; the pages alone decide the result.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const items = useMemo(() => allItems(data, itemsOf, keyOf), [data]);
  return { ...query, items };
}

export type PagedList<TItem> = ReturnType<typeof usePagedList<unknown, TItem>>;

/** The items of all loaded pages, each once (a new item can shift a later page). */
export function allItems<TPage, TItem>(
  data: InfiniteData<TPage, number> | undefined,
  itemsOf: (page: TPage) => readonly TItem[],
  keyOf: (item: TItem) => string | number,
): TItem[] {
  const seen = new Set<string | number>();
  const items: TItem[] = [];
  for (const page of data?.pages ?? []) {
    for (const item of itemsOf(page)) {
      const key = keyOf(item);
      if (seen.has(key)) continue;
      seen.add(key);
      items.push(item);
    }
  }
  return items;
}
