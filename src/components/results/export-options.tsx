import { SlidersHorizontal } from 'lucide-react';
import { useId, useRef, useState, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Dialog } from '@/components/ui/dialog';
import {
  EXPORT_FORMATS,
  formatInfo,
  hasAllFields,
  pickableColumns,
  toggleColumn,
  withAllFields,
  type ExportChoice,
} from '@/domain/export-choice';
import { exportPreset } from '@/domain/export-presets';

// Issue 22 item 4: the compact button beside Export Excel and the dialog it opens - the
// file's format and, unless a CRM preset fixes them, its columns. Export Excel itself stays
// the spec's two clicks; this only changes what it writes.

export const exportOptionsTexts = {
  button: 'Export options',
  title: 'Export options',
  description: 'Export Excel writes the file chosen here. Your choice is kept for next time.',
  format: 'Format',
  columns: 'Columns',
  allFields: 'All fields',
  allFieldsHelp:
    'Adds Facebook, LinkedIn, TikTok, X, YouTube, WhatsApp, international phone, phone type, email status and place ID.',
  presetColumns: (label: string, headers: readonly string[]) =>
    `${label} fixes its own columns, named as its importer expects: ${headers.join(', ')}.`,
  done: 'Done',
};

export interface ExportOptionsProps {
  choice: ExportChoice;
  onChange: (choice: ExportChoice) => void;
  /** Status, notes and follow-up are offered (a list, /leads). */
  withLeadColumns: boolean;
  disabled?: boolean;
  /** The Export Excel button, drawn just before the options button. */
  children: ReactNode;
}

/**
 * Export Excel and its options button as one toolbar item: 2 px apart and the button 28 px
 * wide, so at 390 px Export Excel still shares its row with the next action and the
 * toolbar is no taller than the spec's.
 */
export function ExportOptions({
  choice,
  onChange,
  withLeadColumns,
  disabled,
  children,
}: ExportOptionsProps) {
  const [open, setOpen] = useState(false);
  const formatName = useId();
  // Focus opens on the chosen format: arrows change it, Tab goes on to the columns.
  const chosenRef = useRef<HTMLInputElement>(null);
  const info = formatInfo(choice.format);
  const preset = info.preset === null ? null : exportPreset(info.preset);

  return (
    <div className="inline-flex items-start gap-0.5">
      {children}
      <button
        type="button"
        aria-label={exportOptionsTexts.button}
        aria-haspopup="dialog"
        aria-expanded={open}
        title={`${exportOptionsTexts.button}: ${info.label}`}
        disabled={disabled}
        onClick={() => setOpen(true)}
        className="rounded-control inline-flex h-8 w-7 items-center justify-center border border-neutral-300 bg-white text-neutral-800 hover:bg-neutral-50 disabled:cursor-not-allowed disabled:text-neutral-500"
      >
        <SlidersHorizontal aria-hidden="true" className="size-4" />
      </button>
      <Dialog
        open={open}
        title={exportOptionsTexts.title}
        description={exportOptionsTexts.description}
        onClose={() => setOpen(false)}
        showCloseButton
        initialFocusRef={chosenRef}
        className="max-h-[90vh] max-w-lg overflow-y-auto"
      >
        <fieldset className="mt-4">
          <legend className="text-sm font-semibold text-neutral-900">
            {exportOptionsTexts.format}
          </legend>
          <div className="mt-2 grid gap-1.5">
            {EXPORT_FORMATS.map((format) => (
              <label key={format.id} className="inline-flex items-center gap-2 text-sm">
                <input
                  type="radio"
                  name={formatName}
                  value={format.id}
                  ref={choice.format === format.id ? chosenRef : undefined}
                  checked={choice.format === format.id}
                  onChange={() => onChange({ ...choice, format: format.id })}
                  className="accent-brand-600 size-4"
                />
                {format.label}
              </label>
            ))}
          </div>
        </fieldset>
        <fieldset className="mt-4">
          <legend className="text-sm font-semibold text-neutral-900">
            {exportOptionsTexts.columns}
          </legend>
          {preset ? (
            <p className="mt-2 text-sm text-neutral-700" data-testid="preset-columns">
              {exportOptionsTexts.presetColumns(
                info.label,
                preset.columns.map((column) => column.header),
              )}
            </p>
          ) : (
            <>
              <Checkbox
                className="mt-2 font-medium"
                label={exportOptionsTexts.allFields}
                title={exportOptionsTexts.allFieldsHelp}
                checked={hasAllFields(choice.columns)}
                onChange={(event) =>
                  onChange({
                    ...choice,
                    columns: withAllFields(choice.columns, event.target.checked),
                  })
                }
              />
              <div className="mt-2 grid grid-cols-1 gap-1.5 sm:grid-cols-2">
                {pickableColumns(withLeadColumns).map((column) => (
                  <Checkbox
                    key={column.id}
                    label={column.header}
                    checked={choice.columns.includes(column.id)}
                    onChange={(event) =>
                      onChange({
                        ...choice,
                        columns: toggleColumn(choice.columns, column.id, event.target.checked),
                      })
                    }
                  />
                ))}
              </div>
            </>
          )}
        </fieldset>
        <div className="mt-5 flex justify-end">
          <Button size="sm" onClick={() => setOpen(false)}>
            {exportOptionsTexts.done}
          </Button>
        </div>
      </Dialog>
    </div>
  );
}
