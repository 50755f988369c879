import { useId, type InputHTMLAttributes } from 'react';
import { cn } from '@/lib/cn';

export interface CheckboxProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> {
  label: string;
  /** The label is for assistive technology only: the box alone is drawn, named by aria-label. */
  hideLabel?: boolean;
  /** The partial mark of a select-all box when only some items are selected (exposed to
   * assistive technology as "mixed" by the native `indeterminate` property). */
  indeterminate?: boolean;
}

const boxClasses = 'accent-brand-600 size-4 rounded border-neutral-400';

export function Checkbox({
  label,
  hideLabel,
  indeterminate = false,
  id,
  className,
  ...rest
}: CheckboxProps) {
  const autoId = useId();
  // `indeterminate` exists only as a DOM property; a ref callback sets it on every commit.
  const setIndeterminate = (input: HTMLInputElement | null) => {
    if (input) input.indeterminate = indeterminate;
  };
  if (hideLabel) {
    // One element instead of three: a results view draws a box on each of 100 rows.
    return (
      <input
        ref={setIndeterminate}
        id={id}
        type="checkbox"
        aria-label={label}
        className={cn(boxClasses, 'align-middle', className)}
        {...rest}
      />
    );
  }
  const inputId = id ?? autoId;
  return (
    <div className={cn('inline-flex items-center gap-2', className)}>
      <input ref={setIndeterminate} id={inputId} type="checkbox" className={boxClasses} {...rest} />
      <label htmlFor={inputId} className="text-sm text-neutral-800">
        {label}
      </label>
    </div>
  );
}
