import { FileSpreadsheet, ListPlus } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Notice } from '@/components/ui/notice';
import type { ViewMode } from './hooks/use-view-mode';
import { ViewToggle } from './view-toggle';

// The bar above the results and a list's items: heading, count line, the actions and the
// Cards/Table toggle; under it the success notice of the last action.

const bar = {
  // It sticks under the header from 640 px up; on a phone its wrapped rows would cover a
  // quarter of the screen, so there it scrolls with the results.
  sticky:
    'z-20 -mx-4 flex flex-wrap items-center justify-between gap-3 border-b border-neutral-200 bg-white/95 px-4 py-3 backdrop-blur sm:sticky sm:top-16 sm:-mx-6 sm:px-6 lg:-mx-8 lg:px-8',
  static: 'flex flex-wrap items-center justify-between gap-3 border-b border-neutral-200 pb-3',
};
const actions = {
  sticky: 'flex flex-wrap items-center gap-2',
  static: 'flex flex-wrap items-start gap-2',
};

interface ResultsToolbarProps {
  heading: string;
  headingId?: string;
  layout: keyof typeof bar;
  /** The count line ("12 businesses found"); the selection and `status` follow it. */
  count: string;
  selectedCount: number;
  status?: string | false;
  countTestId?: string;
  view: ViewMode;
  onViewChange: (mode: ViewMode) => void;
  notice: string | null;
  /** The actions before the view toggle. */
  children: ReactNode;
}

export function ResultsToolbar({
  heading,
  headingId,
  layout,
  count,
  selectedCount,
  status,
  countTestId,
  view,
  onViewChange,
  notice,
  children,
}: ResultsToolbarProps) {
  return (
    <>
      <div className={bar[layout]}>
        <div>
          <h2 id={headingId} className="text-lg font-semibold text-neutral-900">
            {heading}
          </h2>
          <p className="text-sm text-neutral-600" aria-live="polite" data-testid={countTestId}>
            {count}
            {selectedCount > 0 && ` · ${selectedCount} selected`}
            {status && ` · ${status}`}
          </p>
        </div>
        <div className={actions[layout]}>
          {children}
          <ViewToggle value={view} onChange={onViewChange} />
        </div>
      </div>
      {notice && (
        <Notice tone="success" className="mt-3">
          {notice}
        </Notice>
      )}
    </>
  );
}

interface ActionProps {
  disabled: boolean;
  onClick: () => void;
  /** A screen reader's account of what the action will act on. */
  help?: string;
  children: ReactNode;
}

function ActionButton({
  icon,
  busy,
  disabled,
  onClick,
  help,
  children,
}: ActionProps & { icon: ReactNode; busy?: boolean }) {
  const helpId = useId();
  return (
    <>
      <Button
        variant="secondary"
        size="sm"
        busy={busy}
        disabled={disabled}
        aria-describedby={help === undefined ? undefined : helpId}
        onClick={onClick}
        icon={icon}
      >
        {children}
      </Button>
      {help !== undefined && (
        <span id={helpId} className="sr-only">
          {help}
        </span>
      )}
    </>
  );
}

export function ExportExcelButton({ busy, ...props }: ActionProps & { busy: boolean }) {
  return (
    <ActionButton
      icon={<FileSpreadsheet aria-hidden="true" className="size-4" />}
      busy={busy}
      {...props}
    />
  );
}

export function AddToListButton(props: ActionProps) {
  return <ActionButton icon={<ListPlus aria-hidden="true" className="size-4" />} {...props} />;
}
