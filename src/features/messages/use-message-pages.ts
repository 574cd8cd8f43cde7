// The paged message lists of dynamicState and salesPromotion: page size 5, the next page
// while pageNum < total/5 (seed 000 section 4). listMessages pages by query parameter, so
// its infinite query is generated (orval.config.ts); usePagedList keeps the pages together.
import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import {
  getListMessagesInfiniteQueryKey,
  getListMessagesInfiniteQueryOptions,
} from '../../api/generated/messages/messages';
import type { MessageListResponse, Message, MessageType } from '../../api/generated/model';
import { okData } from '../../api/http-client';
import { usePagedList } from '../../components/paged-list/use-paged-list';
import { hasMorePages, MESSAGE_PAGE_SIZE } from './message-rules';

function firstPage(messageType: MessageType) {
  return { pageNum: 1, pageSize: MESSAGE_PAGE_SIZE, messageType };
}

export function messagePagesKey(messageType: MessageType) {
  return getListMessagesInfiniteQueryKey(firstPage(messageType));
}

export function useMessagePages(messageType: MessageType) {
  const list = usePagedList({
    query: getListMessagesInfiniteQueryOptions(firstPage(messageType)),
    itemsOf: (page: MessageListResponse) => okData(page).records,
    keyOf: (message: Message) => message.id,
    hasMore: (pageNum, page) => hasMorePages(pageNum, okData(page).total),
  });
  return { ...list, messages: list.items };
}

export type MessagePages = ReturnType<typeof useMessagePages>;

/** Marks loaded messages read in the cache: all of them, or those of `ids`. */
export function markLoadedMessagesRead(
  queryClient: QueryClient,
  messageType: MessageType,
  ids?: readonly number[],
) {
  queryClient.setQueryData<InfiniteData<MessageListResponse>>(
    messagePagesKey(messageType),
    (old) =>
      old
        ? {
            ...old,
            pages: old.pages.map((page) => {
              const data = okData(page);
              return {
                ...(page as typeof page & { data: typeof data }),
                data: {
                  ...data,
                  records: data.records.map((message) =>
                    ids === undefined || ids.includes(message.id)
                      ? { ...message, messageStatus: 0 as const }
                      : message,
                  ),
                },
              };
            }),
          }
        : old,
  );
}
