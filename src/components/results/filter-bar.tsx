import { ChevronDown, SlidersHorizontal } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import {
  MIN_RATING_COUNT_DELAY_MS,
  RATING_RANGES,
  activeFilterCount,
  applyMinRatingCount,
  isFiltering,
  toggleCheck,
  toggleRatingRange,
  togglePresence,
  toggleHideSaved,
  CONTACT_CHECKS,
  EMPTY_FILTERS,
  type ContactCheck,
  type FilterState,
  type Presence,
  type PresenceField,
} from '@/domain/business-filters';
import { cn } from '@/lib/cn';
import { ProLabel } from './pro-label';

export const UPGRADE_FILTERS_HINT = 'Upgrade to Pro to use advanced filters';

export const filterBarTexts = {
  toggle: 'Filters',
  /** The button's name when filters are on: its visible text and what the number means. */
  named: (count: number) => `Filters ${count} active`,
  minHelp: 'Applies when you stop typing, or press Enter',
} as const;

const PRESENCE_CHIPS: { field: PresenceField; has: string; no: string }[] = [
  { field: 'email', has: 'Has email', no: 'No email' },
  { field: 'phone', has: 'Has phone', no: 'No phone' },
  { field: 'instagram', has: 'Has Instagram', no: 'No Instagram' },
  { field: 'website', has: 'Has website', no: 'No website' },
];

/** Issue 22: the search results' chip that leaves out the rows already in a list. */
export const HIDE_SAVED_CHIP = 'Hide already saved';

/** Issue 20: the checked contacts' chips, after the presence chips. */
export const CONTACT_CHECK_CHIPS: Record<ContactCheck, string> = {
  mobile: 'Has mobile',
  checkedEmail: 'E-mail checked',
};

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
  /** Offers "Hide already saved" (the search results; a list's rows are all saved). */
  savedFilter?: boolean;
}

/**
 * The filter bar of ui.md: presence chips, rating-band chips, a minimum reviews input. On a
 * phone (below 640 px) it is folded behind a "Filters" button that counts the active
 * filters, so the results start on the first screen (issue 18).
 */
export function FilterBar({ value, onChange, locked, savedFilter = false }: FilterBarProps) {
  const hintId = useId();
  const minId = useId();
  const panelId = useId();
  const [open, setOpen] = useState(false);
  const [minText, setMinText] = useState(
    value.minRatingCount === null ? '' : String(value.minRatingCount),
  );
  const describedBy = locked ? hintId : undefined;
  const active = activeFilterCount(value);

  // The typed minimum applies MIN_RATING_COUNT_DELAY_MS after the last keystroke, to the
  // filters as they are then (a chip may have been pressed meanwhile).
  const latest = useRef({ value, onChange });
  useEffect(() => {
    latest.current = { value, onChange };
  });
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const applyMin = (text: string) => {
    clearTimeout(timer.current);
    const { value: current, onChange: change } = latest.current;
    const next = applyMinRatingCount(current, text);
    if (next.minRatingCount !== current.minRatingCount) change(next);
  };

  return (
    <div>
      <button
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={active > 0 ? filterBarTexts.named(active) : undefined}
        onClick={() => setOpen((shown) => !shown)}
        className="rounded-control inline-flex h-9 items-center gap-1.5 border border-neutral-300 bg-white px-3 text-sm font-medium text-neutral-800 hover:bg-neutral-50 sm:hidden"
      >
        <SlidersHorizontal aria-hidden="true" className="size-4" />
        {filterBarTexts.toggle}{' '}
        {/* A free user's filters are the Pro feature: said before the panel opens. */}
        {locked && <ProLabel />}
        {active > 0 && (
          <span className="bg-brand-600 ml-0.5 inline-flex min-w-5 items-center justify-center rounded-full px-1.5 text-xs font-semibold text-white">
            {active}
          </span>
        )}
        <ChevronDown
          aria-hidden="true"
          className={cn('size-4 text-neutral-500 transition-transform', open && 'rotate-180')}
        />
      </button>
      <section
        id={panelId}
        aria-label="Filters"
        className={cn(
          'rounded-card border border-neutral-200 bg-neutral-50 p-3',
          open ? 'max-sm:mt-2' : 'max-sm:hidden',
        )}
      >
        {locked && (
          <p
            id={hintId}
            className="mb-2 flex flex-wrap items-center gap-2 text-sm text-neutral-700"
          >
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
          {CONTACT_CHECKS.map((check) => (
            <Chip
              key={check}
              pressed={(value.checks ?? []).includes(check)}
              disabled={locked}
              describedBy={describedBy}
              onClick={() => onChange(toggleCheck(value, check))}
            >
              {CONTACT_CHECK_CHIPS[check]}
            </Chip>
          ))}
          {savedFilter && (
            <Chip
              pressed={value.hideSaved === true}
              disabled={locked}
              describedBy={describedBy}
              onClick={() => onChange(toggleHideSaved(value))}
            >
              {HIDE_SAVED_CHIP}
            </Chip>
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
            onChange={(event) => {
              const text = event.target.value;
              setMinText(text);
              clearTimeout(timer.current);
              timer.current = setTimeout(() => applyMin(text), MIN_RATING_COUNT_DELAY_MS);
            }}
            onKeyDown={(event) => {
              // Spec 5: Enter applies the minimum at once; an invalid entry is ignored.
              if (event.key === 'Enter') {
                event.preventDefault();
                applyMin(minText);
              }
            }}
            className="rounded-control h-8 w-24 border border-neutral-300 bg-white px-2 text-sm text-neutral-900 disabled:bg-neutral-100"
          />
          {!locked && (
            <span id={`${minId}-help`} className="sr-only">
              {filterBarTexts.minHelp}
            </span>
          )}
          {!locked && isFiltering(value) && (
            <button
              type="button"
              onClick={() => {
                clearTimeout(timer.current);
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
    </div>
  );
}
