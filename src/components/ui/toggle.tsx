import { useId } from 'react';
import { cn } from '@/lib/cn';

export interface ToggleProps {
  label: string;
  description?: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  disabled?: boolean;
}

/** An on/off switch (the Email Notifications setting): a button with role "switch". */
export function Toggle({ label, description, checked, onChange, disabled }: ToggleProps) {
  const labelId = useId();
  const descriptionId = useId();
  return (
    <div className="flex items-center justify-between gap-4">
      <div>
        <p id={labelId} className="text-sm font-medium text-neutral-900">
          {label}
        </p>
        {description && (
          <p id={descriptionId} className="text-sm text-neutral-600">
            {description}
          </p>
        )}
      </div>
      <button
        type="button"
        role="switch"
        aria-checked={checked}
        aria-labelledby={labelId}
        aria-describedby={description ? descriptionId : undefined}
        // aria-disabled rather than disabled: a disabled button drops keyboard focus to the
        // page, and the switch is disabled only for the moment a change is being saved.
        aria-disabled={disabled || undefined}
        onClick={() => {
          if (!disabled) onChange(!checked);
        }}
        className={cn(
          'relative inline-flex h-6 w-11 shrink-0 items-center rounded-full transition-colors duration-150 aria-disabled:cursor-not-allowed aria-disabled:opacity-60',
          checked ? 'bg-brand-600' : 'bg-neutral-400',
        )}
      >
        <span
          aria-hidden="true"
          className={cn(
            'inline-block size-5 rounded-full bg-white shadow transition-transform duration-150',
            checked ? 'translate-x-5.5' : 'translate-x-0.5',
          )}
        />
      </button>
    </div>
  );
}
