import { PageMeta } from '@/components/seo/page-meta';
import { PageContainer, PageHeader } from '@/components/ui/page-header';

export function ResetPasswordPage() {
  return (
    <PageContainer>
      <PageMeta title="Set a new password" noindex />
      <PageHeader title="Set a new password" />
    </PageContainer>
  );
}
