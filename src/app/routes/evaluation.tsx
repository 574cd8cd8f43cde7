// Tabs/Evaluation?categoryId=.. (seed 001 section 2: a product's reviews). The loader has
// parsed the query (categoryId a positive integer).
import { EvaluationScreen } from '../../features/reviews/evaluation-screen';
import { useRouteQuery } from '../../lib/use-route-query';

export function Component() {
  const { categoryId } = useRouteQuery('evaluation');
  return <EvaluationScreen key={categoryId} categoryId={categoryId} />;
}
