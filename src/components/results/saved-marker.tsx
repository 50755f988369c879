import { BookmarkCheck } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { savedMarkText, type SavedMark } from '@/domain/saved-leads';

/**
 * Issue 22: a result row already in the user's lists. A bookmark and the lead's status,
 * named (and, through the view's ContactTools, tooltipped) "Saved in A, B · Contacted"; it
 * opens the one list that holds the row, or /leads (every lead with its lists) when
 * several do.
 */
export function SavedMarker({ mark }: { mark: SavedMark }) {
  const text = savedMarkText(mark);
  const only = mark.lists.length === 1 ? mark.lists[0] : undefined;
  return (
    <Link
      to={only ? paths.listDetail.getHref(only.id) : paths.leads.getHref()}
      aria-label={text}
      data-full={text}
      data-testid="saved-marker"
      className="bg-brand-50 text-brand-700 ring-brand-200 hover:bg-brand-100 inline-flex h-6 max-w-full items-center gap-1 rounded-full px-2 text-xs font-semibold ring-1 ring-inset"
    >
      <BookmarkCheck aria-hidden="true" className="size-3.5 shrink-0" />
      <span data-shown="" className="truncate">
        {mark.status}
      </span>
    </Link>
  );
}

/**
 * The marker's place under a row's name, reserved while the marks load and for rows in no
 * list, so the answer moves nothing.
 */
export function SavedMarkerSlot({ mark }: { mark: SavedMark | null }) {
  return <div className="mt-1 flex h-6 items-center">{mark && <SavedMarker mark={mark} />}</div>;
}
