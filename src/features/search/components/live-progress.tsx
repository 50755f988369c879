import type { Business } from '@/domain/business';
import { emailsFound, type LiveProgress } from '@/domain/live-contacts';
import { liveTexts } from '../texts';

const bar = 'mt-1.5 h-1.5 w-full overflow-hidden rounded-full bg-neutral-200';

/**
 * The results header's live line (issue 21): "Finding contacts… N of M businesses checked"
 * over a progress bar while sites are crawled, then what was found. Both states have the
 * same height, so the rows under them never move when the crawl ends.
 */
export function LiveProgressLine({
  progress,
  rows,
}: {
  progress: LiveProgress;
  rows: readonly Business[];
}) {
  const { checked, total, pending } = progress;
  if (pending > 0) {
    return (
      <div className="mt-3" data-testid="live-progress">
        <p className="text-sm text-neutral-700">{liveTexts.progress(checked, total)}</p>
        <div
          role="progressbar"
          aria-label={liveTexts.progressLabel}
          aria-valuemin={0}
          aria-valuemax={total}
          aria-valuenow={checked}
          aria-valuetext={liveTexts.progress(checked, total)}
          className={bar}
        >
          <div
            className="bg-brand-600 h-full rounded-full transition-[width]"
            style={{ width: `${total === 0 ? 100 : (checked / total) * 100}%` }}
          />
        </div>
      </div>
    );
  }
  const found = emailsFound(rows);
  return (
    <div className="mt-3" data-testid="live-progress">
      <p role="status" className="text-sm text-neutral-700">
        {liveTexts.found(found.withEmail, found.total)}
      </p>
      <div aria-hidden="true" className={bar}>
        <div className="bg-success-600 h-full w-full rounded-full" />
      </div>
    </div>
  );
}
