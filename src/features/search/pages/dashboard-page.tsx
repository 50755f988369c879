import { PageMeta } from '@/components/seo/page-meta';
import { PageContainer, PageHeader } from '@/components/ui/page-header';

// The search screen is built by a later issue; until then the shared layout and heading.
export function DashboardPage() {
  return (
    <PageContainer>
      <PageMeta title="Business Directory" noindex />
      <PageHeader
        title="Business Directory"
        subtitle="Find local businesses with advanced search and filtering."
      />
    </PageContainer>
  );
}
