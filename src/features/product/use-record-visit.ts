// Seed 000 section 7: "Visit record: data (item id), uid." Sent once when a product page
// opens; fire-and-forget, a failure shows nothing (contract: "500 Ignored"). The call's
// module (and nothing of TanStack's mutations) is fetched once the first screen has painted,
// so it is no part of goodsDetail's first-screen JavaScript nor of its first render's work.
import { useEffect, useRef } from 'react';
import { afterNextPaint } from '../../lib/use-after-first-paint';
import { useVisitorUuid } from '../../lib/visitor-uuid';

export function useRecordVisit(spuId: number | undefined): void {
  const uid = useVisitorUuid();
  const recorded = useRef<number | undefined>(undefined);
  useEffect(() => {
    if (spuId === undefined || recorded.current === spuId) return undefined;
    // Cancelled if the page leaves (or changes item) before it was painted.
    return afterNextPaint(() => {
      recorded.current = spuId;
      import('../../api/generated/tracking/tracking')
        .then(({ recordVisit }) => recordVisit({ data: spuId, uid }, { silent: true }))
        .catch(() => {
          // Ignored, as the contract says; a module that failed to load is ignored too.
        });
    });
  }, [spuId, uid]);
}
