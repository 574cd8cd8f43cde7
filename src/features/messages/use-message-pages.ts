// The paged message lists of dynamicState and salesPromotion: page size 5, the next page
// while pageNum < total/5 (seed 000 section 4). The generated fetcher does the call; an
// infinite query keeps the pages together.
import { useInfiniteQuery, type InfiniteData, type QueryClient } from '@tanstack/react-query';
import { getListMessagesQueryKey, listMessages } from '../../api/generated/messages/messages';
import type { Message, MessagePage, MessageType } from '../../api/generated/model';
import { okData } from '../../api/http-client';
import { hasMorePages, MESSAGE_PAGE_SIZE } from './message-rules';

export function messagePagesKey(messageType: MessageType) {
  return [
    ...getListMessagesQueryKey(),
    'pages',
    { messageType, pageSize: MESSAGE_PAGE_SIZE },
  ] as const;
}

export function useMessagePages(messageType: MessageType) {
  const query = useInfiniteQuery({
    queryKey: messagePagesKey(messageType),
    initialPageParam: 1,
    queryFn: async ({ pageParam, signal }) =>
      okData(
        await listMessages(
          { pageNum: pageParam, pageSize: MESSAGE_PAGE_SIZE, messageType },
          { signal },
        ),
      ),
    getNextPageParam: (lastPage, _pages, lastPageNum) =>
      hasMorePages(lastPageNum, lastPage.total) ? lastPageNum + 1 : undefined,
  });
  return { ...query, messages: flattenPages(query.data) };
}

export type MessagePages = ReturnType<typeof useMessagePages>;

/** The messages of all loaded pages, once each (a new message can shift a later page). */
export function flattenPages(data: InfiniteData<MessagePage> | undefined): Message[] {
  const seen = new Set<number>();
  const messages: Message[] = [];
  for (const page of data?.pages ?? []) {
    for (const message of page.records) {
      if (seen.has(message.id)) continue;
      seen.add(message.id);
      messages.push(message);
    }
  }
  return messages;
}

/** Marks loaded messages read in the cache: all of them, or those of `ids`. */
export function markLoadedMessagesRead(
  queryClient: QueryClient,
  messageType: MessageType,
  ids?: readonly number[],
) {
  queryClient.setQueryData<InfiniteData<MessagePage>>(messagePagesKey(messageType), (old) =>
    old
      ? {
          ...old,
          pages: old.pages.map((page) => ({
            ...page,
            records: page.records.map((message) =>
              ids === undefined || ids.includes(message.id)
                ? { ...message, messageStatus: 0 as const }
                : message,
            ),
          })),
        }
      : old,
  );
}
