import type { SelectHTMLAttributes } from 'react';
import { fieldClasses } from '@/components/ui/input';
import { cn } from '@/lib/cn';

/** The compact field every lead control and lead filter uses. */
export const compactField = cn(fieldClasses, 'h-9 py-1 text-sm');

interface LeadSelectProps<T extends string> extends Omit<
  SelectHTMLAttributes<HTMLSelectElement>,
  'onChange' | 'value'
> {
  label: string;
  labelClassName: string;
  wrapperClassName: string;
  value: string;
  options: readonly T[];
  optionLabels: Record<T, string>;
  /** An extra first option, value "all", for filters. */
  allLabel?: string;
  onValue: (value: string) => void;
}

/** A labelled compact select over a fixed set of lead values (status, follow-up due). */
export function LeadSelect<T extends string>({
  label,
  labelClassName,
  wrapperClassName,
  className,
  options,
  optionLabels,
  allLabel,
  onValue,
  ...rest
}: LeadSelectProps<T>) {
  return (
    <label className={wrapperClassName}>
      <span className={labelClassName}>{label}</span>
      <select
        className={cn(compactField, className)}
        onChange={(event) => onValue(event.target.value)}
        {...rest}
      >
        {allLabel !== undefined && <option value="all">{allLabel}</option>}
        {options.map((option) => (
          <option key={option} value={option}>
            {optionLabels[option]}
          </option>
        ))}
      </select>
    </label>
  );
}
