import { PageMeta } from '@/components/seo/page-meta';
import { env } from '@/config/env';
import { paths } from '@/config/paths';
import { LegalDocument } from '../components/legal-document';
import { termsDocument } from '../content/terms';

/** /terms-and-conditions (spec 2): static terms with 12 numbered sections. */
export function TermsPage() {
  return (
    <>
      <PageMeta
        title="Terms and Conditions"
        description="The terms that govern your use of Prospectory: plans, billing through Paddle, cancellation, acceptable use and your responsibilities."
        path={paths.terms.getHref()}
      />
      <LegalDocument document={termsDocument(env.supportEmail)} />
    </>
  );
}
