// Tabs/emailCertification (seed 001 section 2).
import { EmailCertificationScreen } from '../../features/security/email-certification-screen';

export function Component() {
  return <EmailCertificationScreen />;
}
