import { useEffect, useId, useRef, type InputHTMLAttributes } from 'react';
import { cn } from '@/lib/cn';

export interface CheckboxProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> {
  label: string;
  hideLabel?: boolean;
  /** The partial mark of a select-all box when only some items are selected (exposed to
   * assistive technology as "mixed" by the native `indeterminate` property). */
  indeterminate?: boolean;
}

export function Checkbox({
  label,
  hideLabel,
  indeterminate = false,
  id,
  className,
  ...rest
}: CheckboxProps) {
  const ref = useRef<HTMLInputElement>(null);
  const autoId = useId();
  const inputId = id ?? autoId;
  useEffect(() => {
    if (ref.current) ref.current.indeterminate = indeterminate;
  }, [indeterminate]);
  return (
    <div className={cn('inline-flex items-center gap-2', className)}>
      <input
        ref={ref}
        id={inputId}
        type="checkbox"
        className="accent-brand-600 size-4 rounded border-neutral-400"
        {...rest}
      />
      <label htmlFor={inputId} className={cn('text-sm text-neutral-800', hideLabel && 'sr-only')}>
        {label}
      </label>
    </div>
  );
}
