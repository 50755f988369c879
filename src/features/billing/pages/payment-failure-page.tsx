import { PageMeta } from '@/components/seo/page-meta';
import { PageContainer, PageHeader } from '@/components/ui/page-header';

// Placeholder so the route table compiles; the public-site issue (4) replaces it.
export function PaymentFailurePage() {
  return (
    <PageContainer>
      <PageMeta title="Payment Failed" noindex />
      <PageHeader title="Payment Failed" />
    </PageContainer>
  );
}
