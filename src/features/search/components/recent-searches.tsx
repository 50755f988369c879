import { History } from 'lucide-react';
import { useId } from 'react';
import type { SearchQuery } from '@/domain/search-query';
import type { RecentSearch } from '../api/recent-searches-api';

export const recentTexts = {
  heading: 'Recent searches',
  label: (search: SearchQuery) =>
    `${search.businessType} in ${search.location} · ${search.resultCount}`,
} as const;

export interface RecentSearchesProps {
  searches: readonly RecentSearch[];
  /** Runs the search (for a free user it counts: they clicked). */
  onSearch: (search: SearchQuery) => void;
  disabled: boolean;
}

/**
 * The user's last searches under the form, one click each. One scrolling row on a phone
 * so the results stay on the first screen; wrapped rows from 640 px up.
 */
export function RecentSearches({ searches, onSearch, disabled }: RecentSearchesProps) {
  const headingId = useId();
  if (searches.length === 0) return null;
  return (
    <section aria-labelledby={headingId} className="mt-3 flex items-center gap-2">
      <h2
        id={headingId}
        className="flex shrink-0 items-center gap-1 text-xs font-medium text-neutral-600"
      >
        <History aria-hidden="true" className="size-3.5" />
        {recentTexts.heading}
      </h2>
      <ul className="-my-1 flex min-w-0 gap-2 overflow-x-auto py-1 sm:flex-wrap sm:overflow-visible">
        {searches.map((search) => {
          const label = recentTexts.label(search);
          return (
            <li key={`${search.searchedAt}-${label}`} className="shrink-0">
              <button
                type="button"
                disabled={disabled}
                title={label}
                onClick={() => onSearch(search)}
                className="h-7 max-w-[16rem] truncate rounded-full border border-neutral-300 bg-white px-3 text-xs font-medium text-neutral-700 transition-colors duration-150 hover:bg-neutral-50 disabled:cursor-not-allowed disabled:text-neutral-500"
              >
                {label}
              </button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
