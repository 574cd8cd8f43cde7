// SearchDatail's results (seed 000 section 7: "Product search: name, pageNum, pageSize 12;
// reads list, total"), one page after another while pageNum < total/10. The generated
// fetcher does the call; an infinite query keeps the pages together.
import { useInfiniteQuery, type InfiniteData } from '@tanstack/react-query';
import { getSearchProductsQueryKey, searchProducts } from '../../api/generated/catalog/catalog';
import type { SearchResult, SearchResultItem } from '../../api/generated/model';
import { okData } from '../../api/http-client';
import { hasMorePages, SEARCH_PAGE_SIZE } from './search-rules';

export function searchPagesKey(name: string) {
  return [...getSearchProductsQueryKey(), 'pages', { name, pageSize: SEARCH_PAGE_SIZE }] as const;
}

export function useSearchPages(name: string) {
  const query = useInfiniteQuery({
    queryKey: searchPagesKey(name),
    initialPageParam: 1,
    queryFn: async ({ pageParam, signal }) =>
      okData(
        await searchProducts({ name, pageNum: pageParam, pageSize: SEARCH_PAGE_SIZE }, { signal }),
      ),
    getNextPageParam: (lastPage, _pages, lastPageNum) =>
      hasMorePages(lastPageNum, lastPage.total) ? lastPageNum + 1 : undefined,
  });
  return { ...query, items: flattenResults(query.data) };
}

/** The results of all loaded pages, each product once (a new product can shift a later page). */
export function flattenResults(data: InfiniteData<SearchResult> | undefined): SearchResultItem[] {
  const seen = new Set<number>();
  const items: SearchResultItem[] = [];
  for (const page of data?.pages ?? []) {
    for (const item of page.list) {
      if (seen.has(item.spuId)) continue;
      seen.add(item.spuId);
      items.push(item);
    }
  }
  return items;
}
