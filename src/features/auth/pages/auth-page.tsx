import { PageMeta } from '@/components/seo/page-meta';
import { PageContainer, PageHeader } from '@/components/ui/page-header';

export function AuthPage() {
  return (
    <PageContainer>
      <PageMeta title="Sign in" noindex />
      <PageHeader title="Sign in" />
    </PageContainer>
  );
}
