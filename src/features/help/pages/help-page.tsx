import { PageMeta } from '@/components/seo/page-meta';
import { PageContainer, PageHeader } from '@/components/ui/page-header';

export function HelpPage() {
  return (
    <PageContainer>
      <PageMeta title="Help & Support" noindex />
      <PageHeader title="Help & Support" />
    </PageContainer>
  );
}
