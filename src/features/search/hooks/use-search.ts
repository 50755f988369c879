import { useCallback, useEffect, useRef, useState } from 'react';
import { DEFAULT_RESULT_COUNT } from '@/config/plans';
import type { Business } from '@/domain/business';
import type { Plan, UserProfile } from '@/domain/profile';
import { allowedResultCount, canSearch } from '@/domain/search-query';
import { isDailyLimitReached } from '@/domain/search-quota';
import { searchBusinesses, searchMessages } from '../api/search-api';
import { readSavedSearch, writeSavedSearch } from './saved-search';

export interface SearchDeps {
  plan: Plan;
  profile: UserProfile | null;
  freeLimit: number | null;
  refreshProfile: () => Promise<void>;
}

/**
 * The search screen's state (spec 4): form fields, results, searched or not, loading and
 * the error text; restored from session storage on load and saved after every change.
 */
export function useSearch({ plan, profile, freeLimit, refreshProfile }: SearchDeps) {
  const [initial] = useState(() => readSavedSearch());
  const [location, setLocation] = useState(initial?.location ?? '');
  const [businessType, setBusinessType] = useState(initial?.businessType ?? '');
  const [requestedCount, setResultCount] = useState(initial?.resultCount ?? DEFAULT_RESULT_COUNT);
  const [results, setResults] = useState<Business[]>(initial?.results ?? []);
  const [searchPerformed, setSearchPerformed] = useState(initial?.searchPerformed ?? false);
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const inFlight = useRef(false);

  // Spec 5: a free user's count is forced to 20, whatever was stored or chosen as Pro.
  const resultCount = allowedResultCount(plan, requestedCount);

  useEffect(() => {
    writeSavedSearch({ location, businessType, resultCount, results, searchPerformed });
  }, [location, businessType, resultCount, results, searchPerformed]);

  const ready = canSearch(location, businessType);

  const search = useCallback(async () => {
    if (!canSearch(location, businessType) || inFlight.current) return;
    setError(null);
    if (plan === 'free' && isDailyLimitReached(profile, freeLimit)) {
      // Spec 5: checked before calling; the server refuses anyway.
      setError(searchMessages.dailyLimit);
      return;
    }
    inFlight.current = true;
    setLoading(true);
    setSearchPerformed(true);
    try {
      const outcome = await searchBusinesses(location, resultCount, businessType);
      if (outcome.ok) {
        setResults(outcome.results);
      } else {
        // Spec 8: the list is emptied on a search error.
        setResults([]);
        setError(outcome.message);
      }
    } finally {
      inFlight.current = false;
      setLoading(false);
      // The server consumed the quota: the badge reads the refreshed profile.
      if (plan === 'free') void refreshProfile().catch(() => {});
    }
  }, [location, businessType, resultCount, plan, profile, freeLimit, refreshProfile]);

  return {
    location,
    setLocation,
    businessType,
    setBusinessType,
    resultCount,
    setResultCount,
    results,
    searchPerformed,
    loading,
    error,
    ready,
    search,
  };
}
