// Tabs/myAssessment (seed 001 section 2: my reviews, tabs All, Pending, Completed).
import { MyAssessmentScreen } from '../../features/reviews/my-assessment-screen';

export function Component() {
  return <MyAssessmentScreen />;
}
