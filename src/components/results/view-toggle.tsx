import { LayoutGrid, Table2 } from 'lucide-react';
import { cn } from '@/lib/cn';
import type { ViewMode } from './hooks/use-view-mode';

const OPTIONS: { mode: ViewMode; label: string; Icon: typeof Table2 }[] = [
  { mode: 'cards', label: 'Cards', Icon: LayoutGrid },
  { mode: 'table', label: 'Table', Icon: Table2 },
];

/** The Cards/Table toggle (spec 2): two pressed-state buttons in one group. */
export function ViewToggle({
  value,
  onChange,
}: {
  value: ViewMode;
  onChange: (mode: ViewMode) => void;
}) {
  return (
    <div
      role="group"
      aria-label="View"
      className="rounded-control inline-flex border border-neutral-300 p-0.5"
    >
      {OPTIONS.map(({ mode, label, Icon }) => (
        <button
          key={mode}
          type="button"
          aria-pressed={value === mode}
          onClick={() => onChange(mode)}
          className={cn(
            'inline-flex h-8 items-center gap-1.5 rounded-[0.375rem] px-3 text-sm font-medium',
            value === mode ? 'bg-brand-600 text-white' : 'text-neutral-700 hover:bg-neutral-100',
          )}
        >
          <Icon aria-hidden="true" className="size-4" />
          {label}
        </button>
      ))}
    </div>
  );
}
