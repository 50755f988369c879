import { ChevronRight, ListChecks } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { businessCount } from '@/domain/list-count';
import { formatLongDate } from '@/lib/format';
import type { ListWithCount } from '../api/lists-api';

/** One card of the /lists grid (spec 2): name, description, count, creation date. */
export function ListCard({ list }: { list: ListWithCount }) {
  return (
    <li>
      <Link
        to={paths.listDetail.getHref(list.id)}
        className="rounded-card shadow-card hover:border-brand-600 group flex h-full flex-col border border-neutral-200 bg-white p-5 transition-colors"
      >
        <div className="flex items-start justify-between gap-3">
          <h2 className="min-w-0 text-base font-semibold break-words text-neutral-900">
            {list.name}
          </h2>
          <ChevronRight
            aria-hidden="true"
            className="group-hover:text-brand-600 size-5 shrink-0 text-neutral-400"
          />
        </div>
        {list.description && (
          <p className="mt-1 line-clamp-2 text-sm break-words text-neutral-600">
            {list.description}
          </p>
        )}
        <div className="mt-auto flex flex-wrap items-center justify-between gap-2 pt-4 text-sm text-neutral-600">
          <span className="inline-flex items-center gap-1.5 font-medium text-neutral-800">
            <ListChecks aria-hidden="true" className="text-brand-600 size-4" />
            {businessCount(list.item_count)}
          </span>
          <span>{formatLongDate(list.created_at)}</span>
        </div>
      </Link>
    </li>
  );
}
