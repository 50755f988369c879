import { PageMeta } from '@/components/seo/page-meta';
import { PageContainer, PageHeader } from '@/components/ui/page-header';

// Placeholder so the route table compiles; the public-site issue (4) replaces it.
export function LandingPage() {
  return (
    <PageContainer>
      <PageMeta title="Prospectory" path="/" />
      <PageHeader title="Prospectory" />
    </PageContainer>
  );
}
