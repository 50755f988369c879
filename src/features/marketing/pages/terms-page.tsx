import { PageMeta } from '@/components/seo/page-meta';
import { PageContainer, PageHeader } from '@/components/ui/page-header';

// Placeholder so the route table compiles; the public-site issue (4) replaces it.
export function TermsPage() {
  return (
    <PageContainer>
      <PageMeta title="Terms and Conditions" path="/terms-and-conditions" />
      <PageHeader title="Terms and Conditions" />
    </PageContainer>
  );
}
