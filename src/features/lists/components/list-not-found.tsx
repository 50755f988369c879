import { ArrowLeft, SearchX } from 'lucide-react';
import { ButtonLink } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { paths } from '@/config/paths';
import { listTexts } from '../texts';

/** Spec 2: the "List not found" page with its link back to /lists. */
export function ListNotFound() {
  return (
    <EmptyState
      icon={<SearchX />}
      title={listTexts.notFoundTitle}
      description={listTexts.notFoundHint}
      action={
        <ButtonLink
          to={paths.lists.getHref()}
          variant="secondary"
          icon={<ArrowLeft aria-hidden="true" className="size-4" />}
        >
          {listTexts.back}
        </ButtonLink>
      }
    />
  );
}
