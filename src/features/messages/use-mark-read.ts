// Marking messages read (seed 001 section 7: "Mark read: type 0, 1 or 2, or idList with
// type 2. Mark messages cleared: type 3."). On success the counts and dots this call
// settled are updated at once, then the summary is fetched again (it drives the Info tab
// dot). A failure leaves everything as it was (the HTTP client shows the toast).
import { useQueryClient } from '@tanstack/react-query';
import {
  getGetMessageSummaryQueryKey,
  useMarkMessagesRead,
} from '../../api/generated/messages/messages';
import { MarkMessagesReadType } from '../../api/generated/model/markMessagesReadType';
import { MessageType } from '../../api/generated/model/messageType';
import type {
  MarkMessagesReadRequest,
  MessageSummary,
  MessageSummaryResponse,
} from '../../api/generated/model';
import { okData } from '../../api/http-client';
import { markLoadedMessagesRead } from './use-message-pages';

function settledCounts(summary: MessageSummary, request: MarkMessagesReadRequest): MessageSummary {
  const order = { ...summary.orderMsg };
  const promotion = { ...summary.promotionMsg };
  switch (request.type) {
    case MarkMessagesReadType.orderDynamicsRead:
      order.count = 0;
      break;
    case MarkMessagesReadType.promotionsRead:
      promotion.count = 0;
      break;
    case MarkMessagesReadType.byIds:
      order.count = Math.max(0, order.count - (request.idList?.length ?? 0));
      break;
    case MarkMessagesReadType.clearAll:
      order.count = 0;
      promotion.count = 0;
      break;
  }
  return { orderMsg: order, promotionMsg: promotion };
}

export function useMarkRead() {
  const queryClient = useQueryClient();
  return useMarkMessagesRead({
    mutation: {
      onSuccess: (_reply, { data: request }) => {
        const summaryKey = getGetMessageSummaryQueryKey();
        queryClient.setQueryData<MessageSummaryResponse>(summaryKey, (old) =>
          old?.code === 200
            ? { ...old, data: settledCounts(okData<MessageSummaryResponse>(old), request) }
            : old,
        );
        if (
          request.type === MarkMessagesReadType.orderDynamicsRead ||
          request.type === MarkMessagesReadType.clearAll
        ) {
          markLoadedMessagesRead(queryClient, MessageType.orderDynamics);
        }
        if (
          request.type === MarkMessagesReadType.promotionsRead ||
          request.type === MarkMessagesReadType.clearAll
        ) {
          markLoadedMessagesRead(queryClient, MessageType.promotions);
        }
        if (request.type === MarkMessagesReadType.byIds && request.idList) {
          markLoadedMessagesRead(queryClient, MessageType.orderDynamics, request.idList);
        }
        void queryClient.invalidateQueries({ queryKey: summaryKey });
      },
    },
  });
}
