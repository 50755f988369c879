import { LoaderCircle } from 'lucide-react';
import { cn } from '@/lib/cn';

export interface SpinnerProps {
  className?: string;
  /** When given, the spinner is announced as a status with this text. */
  label?: string;
}

export function Spinner({ className, label }: SpinnerProps) {
  const icon = <LoaderCircle aria-hidden="true" className={cn('size-4 animate-spin', className)} />;
  if (!label) return icon;
  return (
    <span role="status" className="inline-flex items-center gap-2">
      {icon}
      <span className="sr-only">{label}</span>
    </span>
  );
}

/** A centred page-level loading indicator (route `/` while the session is determined). */
export function PageSpinner({ label = 'Loading...' }: { label?: string }) {
  return (
    <div className="text-brand-600 flex min-h-[40vh] items-center justify-center">
      <Spinner className="size-8" label={label} />
    </div>
  );
}
