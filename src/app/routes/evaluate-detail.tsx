// Tabs/EvaluateDetail?orderId=.. (seed 001 section 2: the review read back). The loader has
// parsed the query.
import { EvaluateDetailScreen } from '../../features/reviews/evaluate-detail-screen';
import { useRouteQuery } from '../../lib/use-route-query';

export function Component() {
  const { orderId } = useRouteQuery('evaluateDetail');
  return <EvaluateDetailScreen key={orderId} orderId={orderId} />;
}
