// Seed 000 section 7: "Visit record: data (item id), uid." Sent once when a product page
// opens; fire-and-forget, a failure shows nothing (contract: "500 Ignored").
import { useEffect, useRef } from 'react';
import { useRecordVisit as useRecordVisitMutation } from '../../api/generated/tracking/tracking';
import { useVisitorUuid } from '../../lib/visitor-uuid';

export function useRecordVisit(spuId: number | undefined): void {
  const uid = useVisitorUuid();
  const { mutate } = useRecordVisitMutation({ request: { silent: true } });
  const recorded = useRef<number | undefined>(undefined);
  useEffect(() => {
    if (spuId === undefined || recorded.current === spuId) return;
    recorded.current = spuId;
    mutate({ data: { data: spuId, uid } });
  }, [spuId, uid, mutate]);
}
