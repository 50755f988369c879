import { useState, type KeyboardEvent, type InputHTMLAttributes } from 'react';
import { cn } from '@/lib/cn';
import { fieldClasses } from './input';
import { FieldLabel, useFieldId } from './field';

export interface ComboboxOption {
  id: string;
  label: string;
}

export interface ComboboxProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'value' | 'onChange' | 'onSelect'
> {
  label: string;
  value: string;
  onValueChange: (value: string) => void;
  options: readonly ComboboxOption[];
  onSelectOption: (option: ComboboxOption) => void;
  /** Announced (politely) when options arrive, e.g. "5 suggestions available". */
  statusText?: string;
  /**
   * The list closes whenever this value changes: the form passes something that changes
   * when a search starts and when its results arrive.
   */
  closeOn?: unknown;
  /** The user closed the list without a choice: Escape, or the focus left the field. */
  onDismiss?: () => void;
}

/**
 * An editable combobox with a list popup (the WAI-ARIA 1.2 pattern): the focus stays in
 * the input, the active option is exposed through aria-activedescendant; ArrowDown/ArrowUp
 * move, Enter picks the active option, Escape closes the list, a click picks.
 *
 * The list opens only because the user asked: typing, ArrowDown/ArrowUp or Alt+ArrowDown.
 * It closes on a choice, Escape, Enter, loss of focus and `closeOn`. Options arriving or
 * changing never open it: a suggestion request answering after the user has moved on
 * would otherwise cover the page below and swallow the next click.
 */
export function Combobox({
  label,
  value,
  onValueChange,
  options,
  onSelectOption,
  statusText,
  closeOn,
  onDismiss,
  id,
  className,
  onBlur,
  ...rest
}: ComboboxProps) {
  const inputId = useFieldId(id);
  const listId = `${inputId}-listbox`;
  const [expanded, setExpanded] = useState(false);
  const [active, setActive] = useState(-1);
  // New options leave the list as it is (open or closed) with no active option.
  const [shownFor, setShownFor] = useState(options);
  if (shownFor !== options) {
    setShownFor(options);
    setActive(-1);
  }
  const [closedFor, setClosedFor] = useState(closeOn);
  if (!Object.is(closedFor, closeOn)) {
    setClosedFor(closeOn);
    setExpanded(false);
    setActive(-1);
  }
  const open = expanded && options.length > 0;
  const optionId = (index: number) => `${inputId}-option-${index}`;

  const close = () => {
    setExpanded(false);
    setActive(-1);
  };

  const pick = (option: ComboboxOption) => {
    close();
    onSelectOption(option);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' && event.altKey) {
      // Alt+Down opens the list without choosing an option (WAI-ARIA combobox pattern).
      event.preventDefault();
      setExpanded(true);
      return;
    }
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (options.length === 0) return;
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      if (!open) {
        setExpanded(true);
        setActive(step === 1 ? 0 : options.length - 1);
        return;
      }
      setActive((current) => {
        if (current === -1) return step === 1 ? 0 : options.length - 1;
        return (current + step + options.length) % options.length;
      });
    } else if (event.key === 'Enter') {
      const option = open && active >= 0 ? options[active] : undefined;
      if (option) {
        // Enter on an option picks it; without one it submits the form as usual.
        event.preventDefault();
        pick(option);
      } else {
        close();
      }
    } else if (event.key === 'Escape') {
      if (open) event.preventDefault();
      close();
      onDismiss?.();
    }
  };

  return (
    <div className={cn('relative', className)}>
      <FieldLabel htmlFor={inputId}>{label}</FieldLabel>
      <input
        id={inputId}
        type="text"
        role="combobox"
        aria-expanded={open}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={open && active >= 0 ? optionId(active) : undefined}
        autoComplete="off"
        value={value}
        onChange={(event) => {
          setExpanded(true);
          setActive(-1);
          onValueChange(event.target.value);
        }}
        onKeyDown={onKeyDown}
        onBlur={(event) => {
          close();
          onDismiss?.();
          onBlur?.(event);
        }}
        className={fieldClasses}
        {...rest}
      />
      <ul
        id={listId}
        role="listbox"
        aria-label={label}
        hidden={!open}
        className="rounded-control shadow-dialog absolute z-30 mt-1 w-full overflow-hidden border border-neutral-200 bg-white py-1"
      >
        {open &&
          options.map((option, index) => (
            <li
              key={option.id}
              id={optionId(index)}
              role="option"
              aria-selected={index === active}
              // mousedown, not click: picking must happen before the input's blur closes the list.
              onMouseDown={(event) => {
                event.preventDefault();
                pick(option);
              }}
              onMouseMove={() => setActive(index)}
              className={cn(
                'cursor-pointer px-3 py-2 text-sm text-neutral-800',
                index === active && 'bg-brand-50 text-brand-800',
              )}
            >
              {option.label}
            </li>
          ))}
      </ul>
      <span role="status" aria-live="polite" className="sr-only">
        {open ? statusText : ''}
      </span>
    </div>
  );
}
