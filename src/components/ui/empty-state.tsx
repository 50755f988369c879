import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

export interface EmptyStateProps {
  icon?: ReactNode;
  title: string;
  description?: ReactNode;
  action?: ReactNode;
  className?: string;
  headingLevel?: 'h2' | 'h3';
}

/** Icon, title, one sentence, one action (ui.md). */
export function EmptyState({
  icon,
  title,
  description,
  action,
  className,
  headingLevel: Heading = 'h2',
}: EmptyStateProps) {
  return (
    <div className={cn('flex flex-col items-center px-6 py-12 text-center', className)}>
      {icon && (
        <div aria-hidden="true" className="mb-4 text-neutral-400 [&_svg]:size-10">
          {icon}
        </div>
      )}
      <Heading className="text-lg font-semibold text-neutral-900">{title}</Heading>
      {description && <p className="mt-1 max-w-md text-sm text-neutral-600">{description}</p>}
      {action && <div className="mt-6">{action}</div>}
    </div>
  );
}
