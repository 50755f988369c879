import type { SelectHTMLAttributes } from 'react';
import { FieldLabel, FieldNote, useFieldId } from './field';
import { fieldClasses } from './input';

export interface SelectProps extends SelectHTMLAttributes<HTMLSelectElement> {
  label: string;
  hideLabel?: boolean;
  error?: string;
}

export function Select({ label, hideLabel, error, id, className, children, ...rest }: SelectProps) {
  const selectId = useFieldId(id);
  const errorId = `${selectId}-error`;
  return (
    <div className={className}>
      <FieldLabel htmlFor={selectId} hidden={hideLabel}>
        {label}
      </FieldLabel>
      <select
        id={selectId}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        className={fieldClasses}
        {...rest}
      >
        {children}
      </select>
      <FieldNote id={errorId} kind="error" text={error} />
    </div>
  );
}
