import { PageMeta } from '@/components/seo/page-meta';
import { PageContainer, PageHeader } from '@/components/ui/page-header';

export function AccountPage() {
  return (
    <PageContainer>
      <PageMeta title="Account & Billing" noindex />
      <PageHeader title="Account & Billing" />
    </PageContainer>
  );
}
