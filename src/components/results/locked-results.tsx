import type { Business } from '@/domain/business';
import type { ViewMode } from './hooks/use-view-mode';
import { UpgradeCard } from './upgrade-card';

const layout: Record<ViewMode, { list: string; row: string }> = {
  table: {
    list: 'rounded-card overflow-hidden border border-neutral-200',
    row: 'grid grid-cols-[2rem_1fr_1fr_1fr] gap-4 border-b border-neutral-100 px-3 py-3 text-sm last:border-b-0',
  },
  cards: {
    list: 'grid gap-4 sm:grid-cols-2 lg:grid-cols-3',
    row: 'rounded-card h-40 border border-neutral-200 bg-white p-4 text-sm',
  },
};

/**
 * A free user's results 10-19: placeholder rows (no real data reaches the browser) shown
 * blurred under the upgrade card. Hidden from assistive technology, never focusable and
 * never selectable: only the card is real.
 */
export function LockedResults({ rows, view }: { rows: readonly Business[]; view: ViewMode }) {
  if (rows.length === 0) return null;
  return (
    <div className="relative mt-2" data-testid="locked-results">
      <div aria-hidden="true" inert className="pointer-events-none blur-sm select-none">
        <div className={layout[view].list}>
          {rows.map((row, index) => (
            <div key={index} data-locked-row="" className={layout[view].row}>
              {view === 'table' ? (
                <>
                  <span className="size-4 rounded border border-neutral-300" />
                  <span className="font-medium text-neutral-900">{row.name}</span>
                  <span className="text-neutral-600">{row.address}</span>
                  <span className="text-neutral-400">+00 000 000 00 00</span>
                </>
              ) : (
                <>
                  <p className="font-medium text-neutral-900">{row.name}</p>
                  <p className="mt-1 text-neutral-600">{row.address}</p>
                </>
              )}
            </div>
          ))}
        </div>
      </div>
      <div className="absolute inset-0 flex items-start justify-center pt-8 sm:items-center sm:pt-0">
        {/* On a phone the blurred rows are taller than the screen: the card stays in view
            under the header while they scroll past. */}
        <div className="sticky top-20 flex w-full justify-center sm:static">
          <UpgradeCard hiddenCount={rows.length} />
        </div>
      </div>
    </div>
  );
}
