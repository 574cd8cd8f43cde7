// SearchDatail's results (seed 000 section 7: "Product search: name, pageNum, pageSize 12;
// reads list, total"), one page after another while pageNum < total/10. searchProducts
// pages in its request body, which Orval cannot make an infinite query of: the query's
// key and page fetcher are written here around the generated request function, and
// usePagedList keeps the pages together as for every paged list.
import type { QueryFunction, QueryKey } from '@tanstack/react-query';
import { getSearchProductsQueryKey, searchProducts } from '../../api/generated/catalog/catalog';
import type { SearchProductsResponse, SearchResultItem } from '../../api/generated/model';
import { okData } from '../../api/http-client';
import { usePagedList } from '../../components/paged-list/use-paged-list';
import { hasMorePages, SEARCH_PAGE_SIZE } from './search-rules';

export function searchPagesKey(name: string) {
  return [...getSearchProductsQueryKey(), 'pages', { name, pageSize: SEARCH_PAGE_SIZE }] as const;
}

function searchPagesQuery(name: string): {
  queryKey: QueryKey;
  queryFn: QueryFunction<SearchProductsResponse, QueryKey, number>;
} {
  return {
    queryKey: searchPagesKey(name),
    queryFn: ({ pageParam, signal }) =>
      searchProducts({ name, pageNum: pageParam, pageSize: SEARCH_PAGE_SIZE }, { signal }),
  };
}

export function useSearchPages(name: string) {
  return usePagedList({
    query: searchPagesQuery(name),
    itemsOf: (page: SearchProductsResponse) => okData(page).list,
    keyOf: (item: SearchResultItem) => item.spuId,
    hasMore: (pageNum, page) => hasMorePages(pageNum, okData(page).total),
  });
}
