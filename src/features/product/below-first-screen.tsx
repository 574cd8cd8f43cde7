// What goodsDetail shows below its first screen, before the recommendations: the
// expandable rich-text detail, the latest review and the follow banner. One chunk, fetched
// while the first screen renders (it is no part of the page's initial JavaScript).
import type { ProductDetail } from '../../api/generated/model';
import { FollowBanner } from './follow-banner';
import { ReviewSummary } from './review-summary';
import { RichDetail } from './rich-detail';

export function BelowFirstScreen({ detail }: { detail: ProductDetail }) {
  return (
    <>
      {detail.detail ? <RichDetail html={detail.detail} /> : null}
      <ReviewSummary summary={detail.evaluateList} categoryId={detail.categoryId} />
      <FollowBanner />
    </>
  );
}
