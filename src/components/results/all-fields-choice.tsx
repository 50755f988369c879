import { Checkbox } from '@/components/ui/checkbox';
import type { ExportFieldSet } from '@/domain/excel-export';

export const ALL_FIELDS_LABEL = 'All fields';
const ALL_FIELDS_HELP =
  'Adds Facebook, LinkedIn, TikTok, X, YouTube, WhatsApp, international phone, phone type, email status and place ID after the eight columns.';

export interface AllFieldsChoiceProps {
  fields: ExportFieldSet;
  onChange: (fields: ExportFieldSet) => void;
  disabled?: boolean;
}

/** Issue 20 item 6: the box next to Export Excel that adds the ten contact columns. */
export function AllFieldsChoice({ fields, onChange, disabled }: AllFieldsChoiceProps) {
  return (
    <Checkbox
      label={ALL_FIELDS_LABEL}
      title={ALL_FIELDS_HELP}
      checked={fields === 'all'}
      disabled={disabled}
      onChange={(event) => onChange(event.target.checked ? 'all' : 'spec')}
    />
  );
}
