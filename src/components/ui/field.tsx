import { useId, type ReactNode } from 'react';
import { cn } from '@/lib/cn';

// The parts every form field shares: its id, its label, and the hint and error lines that
// its aria-describedby points at.

/** The field's id: the one given, or a generated one. */
export function useFieldId(id: string | undefined): string {
  const autoId = useId();
  return id ?? autoId;
}

export function FieldLabel({
  htmlFor,
  hidden,
  children,
}: {
  htmlFor: string;
  /** Read by assistive technology only (the field's context names it visually). */
  hidden?: boolean;
  children: ReactNode;
}) {
  return (
    <label
      htmlFor={htmlFor}
      className={cn('mb-1 block text-sm font-medium text-neutral-700', hidden && 'sr-only')}
    >
      {children}
    </label>
  );
}

const noteClasses = {
  hint: 'mt-1 text-sm text-neutral-600',
  error: 'text-danger-700 mt-1 text-sm',
};

/** A hint or an error under the field; nothing when there is no text. */
export function FieldNote({
  id,
  kind,
  text,
}: {
  id: string;
  kind: keyof typeof noteClasses;
  text: string | undefined;
}) {
  if (!text) return null;
  return (
    <p id={id} className={noteClasses[kind]}>
      {text}
    </p>
  );
}
