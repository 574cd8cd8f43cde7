// Tabs/Evaluate?orderId=.. (seed 001 section 2: post a review). The loader has parsed the
// query.
import { EvaluateScreen } from '../../features/reviews/evaluate-screen';
import { useRouteQuery } from '../../lib/use-route-query';

export function Component() {
  const { orderId } = useRouteQuery('evaluate');
  return <EvaluateScreen key={orderId} orderId={orderId} />;
}
