import { PageContainer } from '@/components/ui/page-header';
import { buttonClasses } from '@/components/ui/button';

/** Shown when a route fails to render or its chunk fails to load (e.g. after a deploy). */
export function RouteError() {
  return (
    <PageContainer>
      <div role="alert" className="mx-auto max-w-md py-16 text-center">
        <h1 className="text-2xl font-semibold text-neutral-900">Something went wrong</h1>
        <p className="mt-2 text-neutral-600">Please reload the page and try again.</p>
        <button
          type="button"
          className={buttonClasses('primary', 'md', 'mt-6')}
          onClick={() => window.location.reload()}
        >
          Reload
        </button>
      </div>
    </PageContainer>
  );
}
