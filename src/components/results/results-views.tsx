import type { ReactNode } from 'react';
import { BusinessCards } from './business-cards';
import { BusinessTable } from './business-table';
import type { ViewMode } from './hooks/use-view-mode';
import type { BusinessViewProps } from './view-shell';

/** Spec 2: what a view says when the filters leave none of its rows. */
export const NO_MATCH_TEXT = 'No businesses match these filters.';

interface ResultsViewsProps extends Omit<BusinessViewProps, 'label'> {
  view: ViewMode;
  /** The table's accessible name; the cards' too unless `cardsLabel` is given. */
  tableLabel: string;
  cardsLabel?: string;
  /** Below the view (a free user's locked rows). */
  children?: ReactNode;
}

/** The chosen view of the rows shown, table or cards, or the no-match line. */
export function ResultsViews({
  view,
  tableLabel,
  cardsLabel = tableLabel,
  children,
  ...props
}: ResultsViewsProps) {
  return (
    <div className="mt-4">
      {props.rows.length === 0 ? (
        <p className="py-8 text-center text-sm text-neutral-600">{NO_MATCH_TEXT}</p>
      ) : view === 'table' ? (
        <BusinessTable {...props} label={tableLabel} />
      ) : (
        <BusinessCards {...props} label={cardsLabel} />
      )}
      {children}
    </div>
  );
}
