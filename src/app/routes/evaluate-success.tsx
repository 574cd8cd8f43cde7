// Tabs/EvaluateSuccess (seed 001 section 2): the review-submitted screen.
import { EvaluateSuccessScreen } from '../../features/reviews/evaluate-success-screen';

export function Component() {
  return <EvaluateSuccessScreen />;
}
