import type { AddToListApi } from '@/components/business/add-to-list-dialog';
import { useFreeSearchLimit } from '@/lib/search-limit/use-free-search-limit';
import { PageMeta } from '@/components/seo/page-meta';
import { Notice } from '@/components/ui/notice';
import { PageContainer, PageHeader } from '@/components/ui/page-header';
import { PlanBadge } from '@/components/ui/plan-badge';
import { resultCountOptions } from '@/domain/search-query';
import { searchUsageLabel, searchesUsedToday } from '@/domain/search-quota';
import { useAuth } from '@/lib/auth/use-auth';
import { ResultsPanel } from '../components/results-panel';
import { SearchForm } from '../components/search-form';
import { useLocationSuggestions } from '../hooks/use-location-suggestions';
import { useSearch } from '../hooks/use-search';

export const dashboardTexts = {
  title: 'Business Directory',
  subtitle: 'Find local businesses with advanced search and filtering.',
} as const;

/**
 * /dashboard (spec 2): the search form, the plan badge with today's usage, and the results
 * panel once a search has been performed. `lists` comes from the app (the lists feature).
 */
export function DashboardPage({ lists }: { lists: AddToListApi }) {
  const { plan, profile, refreshProfile } = useAuth();
  const freeLimit = useFreeSearchLimit();
  const search = useSearch({ plan, profile, freeLimit, refreshProfile });
  const { suggestions, picked } = useLocationSuggestions(search.location);

  return (
    <PageContainer>
      <PageMeta title={dashboardTexts.title} noindex />
      <PageHeader
        title={dashboardTexts.title}
        subtitle={dashboardTexts.subtitle}
        actions={
          <div className="flex items-center gap-2 text-sm text-neutral-700">
            <PlanBadge plan={plan} />
            {plan === 'free' && freeLimit !== null && (
              <span data-testid="search-usage">
                {searchUsageLabel(searchesUsedToday(profile), freeLimit)}
              </span>
            )}
          </div>
        }
      />

      <SearchForm
        location={search.location}
        onLocationChange={search.setLocation}
        suggestions={suggestions}
        onPickSuggestion={(suggestion) => {
          picked(suggestion.label);
          search.setLocation(suggestion.label);
        }}
        businessType={search.businessType}
        onBusinessTypeChange={search.setBusinessType}
        resultCount={search.resultCount}
        resultCountOptions={resultCountOptions(plan)}
        onResultCountChange={search.setResultCount}
        canSubmit={search.ready}
        searching={search.loading}
        onSubmit={() => void search.search()}
      />

      {search.error && (
        <Notice tone="error" className="mt-4">
          {search.error}
        </Notice>
      )}

      {(search.searchPerformed || search.loading) && !search.error && (
        <ResultsPanel
          results={search.results}
          loading={search.loading}
          canUseProActions={plan === 'pro'}
          canFilter={profile?.plan === 'pro'}
          lists={lists}
        />
      )}
    </PageContainer>
  );
}
