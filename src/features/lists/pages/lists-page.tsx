import { PageMeta } from '@/components/seo/page-meta';
import { PageContainer, PageHeader } from '@/components/ui/page-header';

// Built by a later issue; until then the shared layout and heading.
export function ListsPage() {
  return (
    <PageContainer>
      <PageMeta title="Your Lists" noindex />
      <PageHeader title="Your Lists" />
    </PageContainer>
  );
}
