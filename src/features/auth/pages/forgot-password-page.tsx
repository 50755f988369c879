import { PageMeta } from '@/components/seo/page-meta';
import { PageContainer, PageHeader } from '@/components/ui/page-header';

export function ForgotPasswordPage() {
  return (
    <PageContainer>
      <PageMeta title="Reset your password" noindex />
      <PageHeader title="Reset your password" />
    </PageContainer>
  );
}
