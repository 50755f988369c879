import { Inbox, Search } from 'lucide-react';
import { ButtonLink } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { paths } from '@/config/paths';
import { cn } from '@/lib/cn';

interface SearchBusinessesEmptyProps {
  title: string;
  description: string;
  actionLabel: string;
  className?: string;
}

/** The "no leads yet" state shared by a list and /leads: it sends the user to search. */
export function SearchBusinessesEmpty({
  title,
  description,
  actionLabel,
  className,
}: SearchBusinessesEmptyProps) {
  return (
    <EmptyState
      className={cn('rounded-card border border-dashed border-neutral-300', className)}
      icon={<Inbox />}
      title={title}
      description={description}
      action={
        <ButtonLink
          to={paths.dashboard.getHref()}
          icon={<Search aria-hidden="true" className="size-4" />}
        >
          {actionLabel}
        </ButtonLink>
      }
    />
  );
}
