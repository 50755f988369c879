import { cn } from '@/lib/cn';

/** A grey placeholder block; decorative, so hidden from assistive technology. */
export function Skeleton({ className }: { className?: string }) {
  return (
    <div
      aria-hidden="true"
      className={cn('rounded-control animate-pulse bg-neutral-200', className)}
    />
  );
}
