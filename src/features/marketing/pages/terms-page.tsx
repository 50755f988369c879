import { env } from '@/config/env';
import { paths } from '@/config/paths';
import { LegalPage } from '../components/legal-document';
import { termsDocument } from '../content/terms';

/** /terms-and-conditions (spec 2): static terms with 12 numbered sections. */
export function TermsPage() {
  return (
    <LegalPage
      title="Terms and Conditions"
      description="The terms that govern your use of Prospectory: plans, billing through Paddle, cancellation, acceptable use and your responsibilities."
      path={paths.terms.getHref()}
      document={termsDocument(env.supportEmail)}
    />
  );
}
