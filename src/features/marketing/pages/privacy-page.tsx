import { env } from '@/config/env';
import { paths } from '@/config/paths';
import { LegalPage } from '../components/legal-document';
import { privacyDocument } from '../content/privacy';

/** /privacy-policy (spec 2): static policy with 12 numbered sections; minimum age 13. */
export function PrivacyPage() {
  return (
    <LegalPage
      title="Privacy Policy"
      description="What personal data Prospectory processes, why, who helps us process it, how long we keep it and your rights under the GDPR and KVKK."
      path={paths.privacy.getHref()}
      document={privacyDocument(env.supportEmail)}
    />
  );
}
