// Tabs/Feedback (seed 001 section 2): description with a counter and an optional contact.
import { FeedbackScreen } from '../../features/account/feedback-screen';

export function Component() {
  return <FeedbackScreen />;
}
