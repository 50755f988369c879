import { CircleAlert, CircleCheck, Info } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

export type NoticeTone = 'success' | 'error' | 'info';

const tones: Record<NoticeTone, string> = {
  success: 'border-success-200 bg-success-50 text-success-700',
  error: 'border-danger-200 bg-danger-50 text-danger-700',
  info: 'border-brand-200 bg-brand-50 text-brand-800',
};

const icons = { success: CircleCheck, error: CircleAlert, info: Info };

/** The spec's "green notice" and "red box". Errors are announced assertively. */
export function Notice({
  tone,
  children,
  className,
}: {
  tone: NoticeTone;
  children: ReactNode;
  className?: string;
}) {
  const Icon = icons[tone];
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      className={cn(
        'rounded-control flex items-start gap-2 border px-3 py-2 text-sm',
        tones[tone],
        className,
      )}
    >
      <Icon aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <div className="min-w-0 flex-1">{children}</div>
    </div>
  );
}
