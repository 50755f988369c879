import { Search } from 'lucide-react';
import type { FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Combobox } from '@/components/ui/combobox';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import type { LocationSuggestion } from '../api/search-api';

export interface SearchFormProps {
  location: string;
  onLocationChange: (value: string) => void;
  suggestions: readonly LocationSuggestion[];
  onPickSuggestion: (suggestion: LocationSuggestion) => void;
  businessType: string;
  onBusinessTypeChange: (value: string) => void;
  resultCount: number;
  resultCountOptions: readonly number[];
  onResultCountChange: (value: number) => void;
  canSubmit: boolean;
  searching: boolean;
  onSubmit: () => void;
}

/** Location (with suggestions), Business Type, Result Count and Search: one row on desktop. */
export function SearchForm(props: SearchFormProps) {
  const options = props.suggestions.map((s) => ({ id: s.placeId, label: s.label }));
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (props.canSubmit && !props.searching) props.onSubmit();
  };
  return (
    <form
      role="search"
      aria-label="Search businesses"
      onSubmit={onSubmit}
      className="rounded-card shadow-card grid gap-4 border border-neutral-200 bg-white p-4 md:grid-cols-[minmax(0,2fr)_minmax(0,2fr)_minmax(0,1fr)_auto] md:items-end"
    >
      <Combobox
        label="Location"
        placeholder="e.g. Kadıköy, İstanbul"
        value={props.location}
        onValueChange={props.onLocationChange}
        options={options}
        onSelectOption={(option) => {
          const picked = props.suggestions.find((s) => s.placeId === option.id);
          if (picked) props.onPickSuggestion(picked);
        }}
        statusText={`${options.length} ${options.length === 1 ? 'suggestion' : 'suggestions'} available`}
      />
      <Input
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
      <Button
        type="submit"
        size="lg"
        className="md:h-[42px]"
        disabled={!props.canSubmit}
        busy={props.searching}
        icon={<Search aria-hidden="true" className="size-4" />}
      >
        Search
      </Button>
    </form>
  );
}
