import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useLocation, useNavigationType } from 'react-router';
import { DEFAULT_RESULT_COUNT, searchMessages } from '@rules';
import { useUrlSearchParams } from '@/hooks/use-url-search-params';
import { useWritesAfterPaint } from '@/hooks/use-writes-after-paint';
import { afterPaintWhenIdle } from '@/lib/after-paint';
import type { Business } from '@/domain/business';
import type { FilterState } from '@/domain/business-filters';
import type { Plan, UserProfile } from '@/domain/profile';
import { allowedResultCount, canSearch, searchKey, type SearchQuery } from '@/domain/search-query';
import { isDailyLimitReached } from '@/domain/search-quota';
import { liveProgress, mergeLiveFills } from '@/domain/live-contacts';
import { searchBusinesses } from '../api/search-api';
import { cacheResults, readCachedResults } from './results-cache';
import { useLiveContacts } from './use-live-contacts';
import { readSavedSearch, writeSavedSearch, type SavedSearch } from './saved-search';
import { parseSearchQuery, parseSearchUrl, serializeSearchUrl } from './search-url';

export interface SearchDeps {
  plan: Plan;
  profile: UserProfile | null;
  freeLimit: number | null;
  refreshProfile: () => Promise<void>;
  /** Called when a search has answered with results (the recent searches changed). */
  onAnswered?: () => void;
}

interface Shown {
  form: SearchQuery;
  results: Business[];
  searchPerformed: boolean;
  /** The search the results belong to; null when none is shown. */
  searched: SearchQuery | null;
  /** The live search still finding the results' contacts (issue 21); null when none. */
  liveSearchId: string | null;
}

const EMPTY_FORM: SearchQuery = {
  location: '',
  businessType: '',
  resultCount: DEFAULT_RESULT_COUNT,
};

const formOf = (saved: SavedSearch): SearchQuery => ({
  location: saved.location,
  businessType: saved.businessType,
  resultCount: saved.resultCount,
});

/** The spec's restore (section 4): the saved form, results and "searched" flag. */
function restored(saved: SavedSearch | null): Shown {
  if (!saved) {
    return {
      form: EMPTY_FORM,
      results: [],
      searchPerformed: false,
      searched: null,
      liveSearchId: null,
    };
  }
  const form = formOf(saved);
  return {
    form,
    results: saved.results,
    liveSearchId: saved.liveSearchId ?? null,
    searchPerformed: saved.searchPerformed,
    searched: saved.searchPerformed && canSearch(form.location, form.businessType) ? form : null,
  };
}

/**
 * What the page shows for a search the URL names (a reload, a link, Back/Forward): the
 * saved state when it is that search, else that search's cached answer, else its form
 * alone (then `run`: whether to search now is the caller's decision).
 */
function showFor(
  asked: SearchQuery,
  plan: Plan,
  saved: SavedSearch | null,
): Shown & { run: boolean } {
  const effective = (q: SearchQuery) => ({
    ...q,
    resultCount: allowedResultCount(plan, q.resultCount),
  });
  const query = effective(asked);
  const key = searchKey(query);
  if (saved?.searchPerformed && searchKey(effective(formOf(saved))) === key) {
    return { ...restored(saved), run: false };
  }
  const cached = readCachedResults(key);
  if (cached) {
    return { form: query, ...cached, searchPerformed: true, searched: query, run: false };
  }
  return {
    form: query,
    results: [],
    searchPerformed: false,
    searched: null,
    liveSearchId: null,
    run: true,
  };
}

/**
 * The search screen's state (spec 4) and its URL (issue 18 item 5): the form, the
 * results, searched or not, loading and the error; restored from session storage on
 * load and saved after every change. The URL names the search on screen and its filters:
 * a search the user runs is pushed (Back returns to the previous one), a filter change
 * replaces the entry. A search named by the URL from outside (a link, a bookmark,
 * Back/Forward) is shown from storage when it can be; otherwise a Pro user's runs at
 * once, a free user's waits for their click, so opening a link never spends a search.
 */
export function useSearch({ plan, profile, freeLimit, refreshProfile, onAnswered }: SearchDeps) {
  const [params, setParams] = useUrlSearchParams();
  const url = useMemo(() => parseSearchUrl(params), [params]);
  const urlKey = url.query ? searchKey(url.query) : null;
  const [initial] = useState(() => {
    const saved = readSavedSearch();
    return url.query ? showFor(url.query, plan, saved) : { ...restored(saved), run: false };
  });
  const autoRunsFirst = initial.run && plan === 'pro';
  const [location, setLocation] = useState(initial.form.location);
  const [businessType, setBusinessType] = useState(initial.form.businessType);
  const [requestedCount, setResultCount] = useState(initial.form.resultCount);
  const [results, setResults] = useState<Business[]>(initial.results);
  const [searchPerformed, setSearchPerformed] = useState(initial.searchPerformed);
  const [searched, setSearched] = useState<SearchQuery | null>(initial.searched);
  const [liveSearchId, setLiveSearchId] = useState<string | null>(initial.liveSearchId);
  const [loading, setLoading] = useState(autoRunsFirst);
  const [error, setError] = useState<{ message: string; limitReached: boolean } | null>(null);
  /** A search the URL named that a Pro user's page runs by itself. */
  const [autoRun, setAutoRun] = useState<SearchQuery | null>(autoRunsFirst ? initial.form : null);

  // The URL named another search from outside (Back/Forward, a link): show it. The
  // page's own navigations name the search already on screen and change nothing here.
  // A change is noticed against the URL last rendered, and Back/Forward also by the
  // history entry's key: the router renders its navigations in transitions, so a URL the
  // page wrote just before Back may never render, and Back would then look like no change.
  const { key: entryKey } = useLocation();
  const poppedTo = useNavigationType() === 'POP' ? entryKey : null;
  const [seenUrl, setSeenUrl] = useState({ urlKey, poppedTo });
  const popped = poppedTo !== seenUrl.poppedTo && poppedTo !== null;
  if (urlKey !== seenUrl.urlKey || poppedTo !== seenUrl.poppedTo) {
    setSeenUrl({ urlKey, poppedTo });
    if (url.query && urlKey !== (searched ? searchKey(searched) : null)) {
      const next = showFor(url.query, plan, null);
      const runs = next.run && plan === 'pro';
      setLocation(next.form.location);
      setBusinessType(next.form.businessType);
      setResultCount(next.form.resultCount);
      setResults(next.results);
      setSearchPerformed(next.searchPerformed);
      setSearched(next.searched);
      setLiveSearchId(next.liveSearchId);
      setError(null);
      setLoading(runs);
      setAutoRun(runs ? next.form : null);
    }
  }

  // Spec 5: a free user's count is forced to 20, whatever was stored or chosen as Pro.
  const resultCount = allowedResultCount(plan, requestedCount);

  // Session storage after the paint: 100 rows' JSON would otherwise delay the first rows.
  const later = useWritesAfterPaint();
  useEffect(() => {
    later('saved', () =>
      writeSavedSearch({
        location,
        businessType,
        resultCount,
        results,
        searchPerformed,
        liveSearchId,
      }),
    );
  }, [later, location, businessType, resultCount, results, searchPerformed, liveSearchId]);

  // Issue 21: the contacts found after the answer fill the rows in place, into the same
  // state the saved search and the results cache keep, so a reload shows what has arrived.
  const live = useLiveContacts(liveSearchId);
  const [mergedFrom, setMergedFrom] = useState(live);
  if (live !== mergedFrom) {
    setMergedFrom(live);
    if (live) setResults((rows) => mergeLiveFills(rows, live));
  }
  useEffect(() => {
    if (!searched || !liveSearchId) return;
    const key = searchKey(searched);
    later(`cache:${key}`, () => cacheResults(key, results, liveSearchId));
  }, [later, searched, results, liveSearchId]);

  // What an answer arriving later must check: is the page still there, still on the
  // URL it started from, and is this still the newest search?
  const mounted = useRef(false);
  const currentUrl = useRef(urlKey);
  const generation = useRef(0);
  useEffect(() => {
    currentUrl.current = urlKey;
  }, [urlKey]);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  // The URL as last written. The router applies a navigation in a transition, and the
  // URL setter builds on the params of the last committed render: a filter
  // clicked just after a search answered would write over the search the page had just
  // named. Every write here builds on this instead.
  const latestParams = useRef(params);
  useEffect(() => {
    latestParams.current = params;
  }, [params]);
  const writeUrl = useCallback(
    (next: URLSearchParams, replace: boolean) => {
      latestParams.current = next;
      setParams(next, { replace });
    },
    [setParams],
  );

  /**
   * Names `query` in the URL: a new history entry for a new search; the same entry for the
   * same search again, or when the URL named no search yet (a bare /dashboard).
   */
  const nameInUrl = useCallback(
    (query: SearchQuery) => {
      const key = searchKey(query);
      const replace = currentUrl.current === key || currentUrl.current === null;
      currentUrl.current = key;
      const current = latestParams.current;
      writeUrl(serializeSearchUrl(current, query, parseSearchUrl(current).filters), replace);
    },
    [writeUrl],
  );

  /**
   * The answer's own naming in the URL and the recent searches' refresh, after the frame
   * that paints its rows: the router re-renders the whole page for a URL, and that render
   * came before the paint. A filter changed before then names the search first.
   */
  const pendingName = useRef<(() => void) | null>(null);
  useEffect(() => () => pendingName.current?.(), []);
  const nameAfterPaint = useCallback(
    (query: SearchQuery, mine: number) => {
      const write = () => {
        cancel();
        if (pendingName.current === write) pendingName.current = null;
        if (!mounted.current || mine !== generation.current) return;
        nameInUrl(query);
        onAnswered?.();
      };
      const cancel = afterPaintWhenIdle(write);
      pendingName.current = write;
    },
    [nameInUrl, onAnswered],
  );

  /** The call and its answer; every state change here comes after the answer. */
  const execute = useCallback(
    async (query: SearchQuery) => {
      const mine = ++generation.current;
      const startedOn = currentUrl.current;
      try {
        const outcome = await searchBusinesses(
          query.location,
          query.resultCount,
          query.businessType,
        );
        if (outcome.ok) {
          const key = searchKey(query);
          later(`cache:${key}`, () => cacheResults(key, outcome.results, outcome.liveSearchId));
        }
        // The user went elsewhere meanwhile (Back, another page): the answer is kept for
        // later but neither shown nor named in the URL.
        if (!mounted.current || mine !== generation.current || currentUrl.current !== startedOn) {
          return;
        }
        if (outcome.ok) {
          setResults(outcome.results);
          setLiveSearchId(outcome.liveSearchId);
          setSearchPerformed(true);
          setSearched(query);
          nameAfterPaint(query, mine);
        } else if (outcome.limitReached) {
          // Nothing ran: the results on screen stay (issue 18 item 6).
          setError({ message: outcome.message, limitReached: true });
        } else {
          // Spec 8: the list is emptied on a search error.
          setResults([]);
          setLiveSearchId(null);
          setSearchPerformed(true);
          setSearched(query);
          setError({ message: outcome.message, limitReached: false });
          nameInUrl(query);
        }
      } finally {
        if (mine === generation.current) {
          setLoading(false);
          setAutoRun(null);
        }
        // The server consumed the quota: the badge reads the refreshed profile.
        if (plan === 'free') void refreshProfile().catch(() => {});
      }
    },
    [plan, refreshProfile, nameInUrl, nameAfterPaint, later],
  );

  const run = useCallback(
    (asked: SearchQuery) => {
      if (!canSearch(asked.location, asked.businessType) || loading) return;
      const query = { ...asked, resultCount: allowedResultCount(plan, asked.resultCount) };
      setError(null);
      if (plan === 'free' && isDailyLimitReached(profile, freeLimit)) {
        // Spec 5: checked before calling; the server refuses anyway. Nothing ran, so
        // the results on screen stay (issue 18 item 6).
        setError({ message: searchMessages.dailyLimit, limitReached: true });
        return;
      }
      setLoading(true);
      void execute(query);
    },
    [loading, plan, profile, freeLimit, execute],
  );

  const ready = canSearch(location, businessType);
  const search = useCallback(
    () => run({ location, businessType, resultCount }),
    [run, location, businessType, resultCount],
  );

  /** Puts `query` in the form and runs it (a recent search's one click). */
  const searchFor = useCallback(
    (query: SearchQuery) => {
      setLocation(query.location);
      setBusinessType(query.businessType);
      setResultCount(query.resultCount);
      run(query);
    },
    [run],
  );

  const started = useRef<SearchQuery | null>(null);
  useEffect(() => {
    if (!autoRun || started.current === autoRun) return;
    started.current = autoRun;
    void execute(autoRun);
  }, [autoRun, execute]);

  // Restored from storage with no search in the URL: name it there, so the address
  // bar, a reload and a bookmark agree with the screen.
  const named = useRef(false);
  useEffect(() => {
    if (named.current) return;
    named.current = true;
    if (!url.query && initial.searched) nameInUrl(initial.searched);
  }, [url.query, initial.searched, nameInUrl]);

  // The filters answer a click at once from this state; the URL follows. Building each
  // change on the URL instead would lose a second click made before the router had
  // applied the first. A filter change in the URL from outside (Back, a link) wins.
  const [filters, setFiltersState] = useState(url.filters);
  const urlFilters = useMemo(
    () => serializeSearchUrl(new URLSearchParams(), null, url.filters).toString(),
    [url.filters],
  );
  const [seenFilters, setSeenFilters] = useState(urlFilters);
  if (urlFilters !== seenFilters || popped) {
    setSeenFilters(urlFilters);
    setFiltersState(url.filters);
  }
  const setFilters = useCallback(
    (next: FilterState) => {
      pendingName.current?.();
      setFiltersState(next);
      const current = latestParams.current;
      writeUrl(serializeSearchUrl(current, parseSearchQuery(current), next), true);
    },
    [writeUrl],
  );

  return {
    location,
    setLocation,
    businessType,
    setBusinessType,
    resultCount,
    setResultCount,
    results,
    searchPerformed,
    /** The search the results on screen belong to. */
    searched,
    loading,
    error: error?.message ?? null,
    limitReached: error?.limitReached ?? false,
    ready,
    search,
    searchFor,
    filters,
    setFilters,
    /** The live search's progress (issue 21); null when the results are not being filled in. */
    liveProgress: live && liveProgress(live),
  };
}
