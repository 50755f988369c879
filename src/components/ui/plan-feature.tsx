import { Check, X } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

/** One line of a plan's features: a check when the plan has it, a cross when it lacks it. */
export function PlanFeature({ has = true, children }: { has?: boolean; children: ReactNode }) {
  return (
    <li className={cn('flex items-start gap-2', !has && 'text-neutral-600')}>
      {has ? (
        <Check aria-hidden="true" className="text-success-600 mt-0.5 size-4 shrink-0" />
      ) : (
        <X aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-neutral-500" />
      )}
      {children}
    </li>
  );
}
