import { Lock, Search } from 'lucide-react';
import { useMemo, type FormEvent } from 'react';
import { Button, ButtonLink } from '@/components/ui/button';
import { Combobox } from '@/components/ui/combobox';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { paths } from '@/config/paths';
import { cn } from '@/lib/cn';
import type { LocationSuggestion } from '../api/search-api';

export const searchFormTexts = {
  search: 'Search',
  limitReached: 'Daily limit reached',
  upgrade: 'Upgrade to Pro',
} as const;

export interface SearchFormProps {
  location: string;
  onLocationChange: (value: string) => void;
  suggestions: readonly LocationSuggestion[];
  onPickSuggestion: (suggestion: LocationSuggestion) => void;
  /** The suggestions were closed without a pick (Escape, the field left). */
  onDismissSuggestions?: () => void;
  businessType: string;
  onBusinessTypeChange: (value: string) => void;
  resultCount: number;
  resultCountOptions: readonly number[];
  onResultCountChange: (value: number) => void;
  canSubmit: boolean;
  searching: boolean;
  /** A free user has used today's searches: the button says so, the upgrade is offered. */
  limitReached: boolean;
  onSubmit: () => void;
}

/** Location (with suggestions), Business Type, Result Count and Search: one row on desktop. */
export function SearchForm(props: SearchFormProps) {
  const { suggestions } = props;
  const options = useMemo(
    () => suggestions.map((s) => ({ id: s.placeId, label: s.label })),
    [suggestions],
  );
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (props.canSubmit && !props.searching) props.onSubmit();
  };
  return (
    <form
      role="search"
      aria-label="Search businesses"
      onSubmit={onSubmit}
      className={cn(
        // Below md the count and the button share a row, so the results start higher on a phone.
        'rounded-card shadow-card grid grid-cols-2 items-end gap-4 border border-neutral-200 bg-white p-4',
        // With the upgrade beside it the row needs 1024 px; below, the buttons wrap under.
        props.limitReached
          ? 'md:grid-cols-3 lg:grid-cols-[minmax(0,2fr)_minmax(0,2fr)_minmax(0,1fr)_auto_auto]'
          : 'md:grid-cols-[minmax(0,2fr)_minmax(0,2fr)_minmax(0,1fr)_auto]',
      )}
    >
      <Combobox
        className="col-span-2 md:col-span-1"
        label="Location"
        placeholder="e.g. Kadıköy, İstanbul"
        value={props.location}
        onValueChange={props.onLocationChange}
        options={options}
        onSelectOption={(option) => {
          const picked = suggestions.find((s) => s.placeId === option.id);
          if (picked) props.onPickSuggestion(picked);
        }}
        // A search starting and its results arriving both close the suggestions.
        closeOn={props.searching}
        onDismiss={props.onDismissSuggestions}
        statusText={`${options.length} ${options.length === 1 ? 'suggestion' : 'suggestions'} available`}
      />
      <Input
        className="col-span-2 md:col-span-1"
        label="Business Type"
        placeholder="e.g. dentist"
        value={props.businessType}
        onChange={(event) => props.onBusinessTypeChange(event.target.value)}
      />
      <Select
        label="Result Count"
        value={props.resultCount}
        onChange={(event) => props.onResultCountChange(Number(event.target.value))}
      >
        {props.resultCountOptions.map((count) => (
          <option key={count} value={count}>
            {count}
          </option>
        ))}
      </Select>
      {/* At the limit the button still submits: the search is then refused with the
          spec's notice, and nothing is called (spec 5). */}
      <Button
        type="submit"
        size="lg"
        variant={props.limitReached ? 'secondary' : 'primary'}
        className="md:h-[42px]"
        disabled={!props.canSubmit}
        busy={props.searching}
        icon={
          props.limitReached ? (
            <Lock aria-hidden="true" className="size-4" />
          ) : (
            <Search aria-hidden="true" className="size-4" />
          )
        }
      >
        {props.limitReached ? searchFormTexts.limitReached : searchFormTexts.search}
      </Button>
      {props.limitReached && (
        <ButtonLink
          to={paths.pricing.getHref()}
          variant="pro"
          size="lg"
          className="col-span-2 md:col-span-1 md:h-[42px]"
        >
          {searchFormTexts.upgrade}
        </ButtonLink>
      )}
    </form>
  );
}
