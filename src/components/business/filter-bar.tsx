import { useId, useState } from 'react';
import {
  RATING_RANGES,
  applyMinRatingCount,
  isFiltering,
  toggleRatingRange,
  togglePresence,
  EMPTY_FILTERS,
  type FilterState,
  type Presence,
  type PresenceField,
} from '@/domain/business-filters';
import { cn } from '@/lib/cn';
import { ProLabel } from './pro-label';

export const UPGRADE_FILTERS_HINT = 'Upgrade to Pro to use advanced filters';

const PRESENCE_CHIPS: { field: PresenceField; has: string; no: string }[] = [
  { field: 'email', has: 'Has email', no: 'No email' },
  { field: 'phone', has: 'Has phone', no: 'No phone' },
  { field: 'instagram', has: 'Has Instagram', no: 'No Instagram' },
  { field: 'website', has: 'Has website', no: 'No website' },
];

function Chip({
  pressed,
  disabled,
  describedBy,
  onClick,
  children,
}: {
  pressed: boolean;
  disabled: boolean;
  describedBy?: string;
  onClick: () => void;
  children: string;
}) {
  return (
    <button
      type="button"
      aria-pressed={pressed}
      disabled={disabled}
      aria-describedby={describedBy}
      onClick={onClick}
      className={cn(
        'h-8 rounded-full border px-3 text-sm font-medium whitespace-nowrap transition-colors duration-150 disabled:cursor-not-allowed',
        pressed
          ? 'border-brand-600 bg-brand-600 text-white'
          : 'border-neutral-300 bg-white text-neutral-700 hover:bg-neutral-50',
        disabled && 'border-neutral-200 bg-neutral-100 text-neutral-500 hover:bg-neutral-100',
      )}
    >
      {children}
    </button>
  );
}

export interface FilterBarProps {
  value: FilterState;
  onChange: (next: FilterState) => void;
  /** Free users see the chips disabled with the hint and the Pro label (spec 2). */
  locked: boolean;
}

/** The filter bar of ui.md: presence chips, rating-band chips, a minimum reviews input. */
export function FilterBar({ value, onChange, locked }: FilterBarProps) {
  const hintId = useId();
  const minId = useId();
  const [minText, setMinText] = useState(
    value.minRatingCount === null ? '' : String(value.minRatingCount),
  );
  const describedBy = locked ? hintId : undefined;

  return (
    <section
      aria-label="Filters"
      className="rounded-card border border-neutral-200 bg-neutral-50 p-3"
    >
      {locked && (
        <p id={hintId} className="mb-2 flex flex-wrap items-center gap-2 text-sm text-neutral-700">
          <ProLabel />
          {UPGRADE_FILTERS_HINT}
        </p>
      )}
      <div className="flex flex-wrap items-center gap-2">
        {PRESENCE_CHIPS.map(({ field, has, no }) =>
          (['has', 'no'] as Presence[]).map((presence) => (
            <Chip
              key={`${field}-${presence}`}
              pressed={value.presence[field] === presence}
              disabled={locked}
              describedBy={describedBy}
              onClick={() => onChange(togglePresence(value, field, presence))}
            >
              {presence === 'has' ? has : no}
            </Chip>
          )),
        )}
      </div>
      <div className="mt-2 flex flex-wrap items-center gap-2">
        <span className="text-sm font-medium text-neutral-700" id={`${minId}-rating`}>
          Rating
        </span>
        <div role="group" aria-labelledby={`${minId}-rating`} className="flex flex-wrap gap-2">
          {RATING_RANGES.map((range) => (
            <Chip
              key={range}
              pressed={value.selectedRatingRanges.includes(range)}
              disabled={locked}
              describedBy={describedBy}
              onClick={() => onChange(toggleRatingRange(value, range))}
            >
              {range}
            </Chip>
          ))}
        </div>
        <label htmlFor={minId} className="ml-0 text-sm font-medium text-neutral-700 sm:ml-2">
          Min. reviews
        </label>
        <input
          id={minId}
          type="number"
          min={0}
          step={1}
          inputMode="numeric"
          disabled={locked}
          aria-describedby={locked ? hintId : `${minId}-help`}
          value={minText}
          onChange={(event) => setMinText(event.target.value)}
          onKeyDown={(event) => {
            // Spec 5: Enter applies the minimum; an invalid entry is ignored.
            if (event.key === 'Enter') {
              event.preventDefault();
              onChange(applyMinRatingCount(value, minText));
            }
          }}
          className="rounded-control h-8 w-24 border border-neutral-300 bg-white px-2 text-sm text-neutral-900 disabled:bg-neutral-100"
        />
        {!locked && (
          <span id={`${minId}-help`} className="sr-only">
            Press Enter to apply
          </span>
        )}
        {!locked && isFiltering(value) && (
          <button
            type="button"
            onClick={() => {
              setMinText('');
              onChange(EMPTY_FILTERS);
            }}
            className="text-brand-700 ml-auto text-sm font-medium underline-offset-2 hover:underline"
          >
            Clear filters
          </button>
        )}
      </div>
    </section>
  );
}
