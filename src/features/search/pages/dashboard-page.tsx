import { useEffect, useRef } from 'react';
import type { AddToListApi } from '@/components/results/add-to-list-dialog';
import { useFreeSearchLimit } from '@/lib/search-limit/use-free-search-limit';
import { ButtonLink } from '@/components/ui/button';
import { Notice } from '@/components/ui/notice';
import { AppPage } from '@/components/ui/page-header';
import { PlanBadge } from '@/components/ui/plan-badge';
import { paths } from '@/config/paths';
import { resultCountOptions, searchKey } from '@/domain/search-query';
import { isDailyLimitReached, searchUsageLabel, searchesUsedToday } from '@/domain/search-quota';
import { useAuth } from '@/lib/auth/use-auth';
import { RecentSearches } from '../components/recent-searches';
import { ResultsPanel } from '../components/results-panel';
import { SearchForm, searchFormTexts } from '../components/search-form';
import { useLocationSuggestions } from '../hooks/use-location-suggestions';
import { useRecentSearches } from '../hooks/use-recent-searches';
import { useSearch } from '../hooks/use-search';

export const dashboardTexts = {
  title: 'Business Directory',
  subtitle: 'Find local businesses with advanced search and filtering.',
} as const;

/**
 * /dashboard (spec 2): the search form, the user's recent searches, the plan badge with
 * today's usage, and the results panel once a search has been performed. `lists` comes
 * from the app (the lists feature).
 */
export function DashboardPage({
  lists,
  hasLists = false,
}: {
  lists: AddToListApi;
  /** The user has a list: the results mark the rows already saved (issue 22). */
  hasLists?: boolean;
}) {
  const { plan, profile, user, refreshProfile } = useAuth();
  const freeLimit = useFreeSearchLimit();
  const recent = useRecentSearches(user?.id);
  const search = useSearch({
    plan,
    profile,
    freeLimit,
    refreshProfile,
    onAnswered: recent.refresh,
  });
  const { suggestions, typed, picked, closed } = useLocationSuggestions(search.location);
  const atLimit = plan === 'free' && isDailyLimitReached(profile, freeLimit);
  // A refused search (the daily limit) ran nothing: the results on screen stay.
  const showResults =
    (search.searchPerformed || search.loading) && (!search.error || search.limitReached);
  const resultsRef = useResultsIntoViewOnPhones(search.loading);

  return (
    <AppPage
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
    >
      <SearchForm
        location={search.location}
        onLocationChange={(value) => {
          search.setLocation(value);
          typed(value);
        }}
        suggestions={suggestions}
        onPickSuggestion={(suggestion) => {
          picked();
          search.setLocation(suggestion.label);
        }}
        onDismissSuggestions={closed}
        businessType={search.businessType}
        onBusinessTypeChange={search.setBusinessType}
        resultCount={search.resultCount}
        resultCountOptions={resultCountOptions(plan)}
        onResultCountChange={search.setResultCount}
        canSubmit={search.ready}
        searching={search.loading}
        limitReached={atLimit}
        onSubmit={() => {
          closed();
          void search.search();
        }}
      />

      <RecentSearches
        searches={recent.recent}
        onSearch={(query) => {
          closed();
          void search.searchFor(query);
        }}
        disabled={search.loading}
      />

      {search.error && (
        <Notice tone="error" className="mt-4">
          {search.limitReached ? (
            <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2">
              <span>{search.error}</span>
              <ButtonLink to={paths.pricing.getHref()} variant="pro" size="sm">
                {searchFormTexts.upgrade}
              </ButtonLink>
            </div>
          ) : (
            search.error
          )}
        </Notice>
      )}

      <div ref={resultsRef} className="scroll-mt-20">
        {showResults && (
          <ResultsPanel
            // Another search is another panel: its selection and filter inputs start afresh.
            key={search.searched ? searchKey(search.searched) : 'none'}
            results={search.results}
            loading={search.loading}
            canUseProActions={plan === 'pro'}
            canFilter={profile?.plan === 'pro'}
            filters={search.filters}
            onFiltersChange={search.setFilters}
            lists={lists}
            userId={user?.id}
            hasLists={hasLists}
            liveProgress={search.liveProgress}
          />
        )}
      </div>
    </AppPage>
  );
}

/**
 * On a phone the form and the header fill the first screen: when a search the user started
 * has answered, the results are scrolled to the top so the first business is in view.
 * Desktop keeps its place; nothing moves focus.
 */
function useResultsIntoViewOnPhones(loading: boolean) {
  const ref = useRef<HTMLDivElement>(null);
  const wasLoading = useRef(loading);
  useEffect(() => {
    const answered = wasLoading.current && !loading;
    wasLoading.current = loading;
    if (!answered || !window.matchMedia?.(PHONE_QUERY).matches) return;
    ref.current?.scrollIntoView({ block: 'start' });
  }, [loading]);
  return ref;
}

const PHONE_QUERY = '(max-width: 639px)';
