import type { InputHTMLAttributes, ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { FieldLabel, FieldNote, useFieldId } from './field';

export interface InputProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  error?: string;
  hint?: string;
  /** Rendered inside the field on the right (e.g. the show/hide password button). */
  endAdornment?: ReactNode;
  hideLabel?: boolean;
}

export const fieldClasses =
  'block w-full rounded-control border border-neutral-300 bg-white px-3 py-2 text-base text-neutral-900 placeholder:text-neutral-500 focus:border-brand-600 focus-visible:outline-offset-0 disabled:bg-neutral-100 aria-invalid:border-danger-600';

export function Input({
  label,
  error,
  hint,
  endAdornment,
  hideLabel,
  id,
  className,
  ...rest
}: InputProps) {
  const inputId = useFieldId(id);
  const errorId = `${inputId}-error`;
  const hintId = `${inputId}-hint`;
  const describedBy = [error ? errorId : null, hint ? hintId : null].filter(Boolean).join(' ');
  return (
    <div className={className}>
      <FieldLabel htmlFor={inputId} hidden={hideLabel}>
        {label}
      </FieldLabel>
      <div className="relative">
        <input
          id={inputId}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy || undefined}
          className={cn(fieldClasses, endAdornment ? 'pr-11' : undefined)}
          {...rest}
        />
        {endAdornment && (
          <div className="absolute inset-y-0 right-0 flex items-center pr-1">{endAdornment}</div>
        )}
      </div>
      <FieldNote id={hintId} kind="hint" text={hint} />
      <FieldNote id={errorId} kind="error" text={error} />
    </div>
  );
}
