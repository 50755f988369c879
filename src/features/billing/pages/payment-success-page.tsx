import { PageMeta } from '@/components/seo/page-meta';
import { PageContainer, PageHeader } from '@/components/ui/page-header';

// Placeholder so the route table compiles; the public-site issue (4) replaces it.
export function PaymentSuccessPage() {
  return (
    <PageContainer>
      <PageMeta title="Payment Successful!" noindex />
      <PageHeader title="Payment Successful!" />
    </PageContainer>
  );
}
