import { useId, type SelectHTMLAttributes } from 'react';
import { cn } from '@/lib/cn';
import { fieldClasses } from './input';

export interface SelectProps extends SelectHTMLAttributes<HTMLSelectElement> {
  label: string;
  hideLabel?: boolean;
  error?: string;
}

export function Select({ label, hideLabel, error, id, className, children, ...rest }: SelectProps) {
  const autoId = useId();
  const selectId = id ?? autoId;
  const errorId = `${selectId}-error`;
  return (
    <div className={className}>
      <label
        htmlFor={selectId}
        className={cn('mb-1 block text-sm font-medium text-neutral-700', hideLabel && 'sr-only')}
      >
        {label}
      </label>
      <select
        id={selectId}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        className={fieldClasses}
        {...rest}
      >
        {children}
      </select>
      {error && (
        <p id={errorId} className="text-danger-700 mt-1 text-sm">
          {error}
        </p>
      )}
    </div>
  );
}
