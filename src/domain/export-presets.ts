// Export columns and presets (issue 22 item 4): which fields a file carries and under
// which headers. The default is the spec's eight columns under the spec's headers
// (EXPORT_HEADERS); status, notes and follow-up are columns a user may add.
//
// The CRM presets use the headers each importer maps to its own fields by name, so an
// import needs no manual mapping:
// - HubSpot, companies import: the labels of "HubSpot's default company properties"
//   (knowledge.hubspot.com/companies/hubspot-crm-default-company-properties, the version
//   last updated May 9, 2023) and "Set up your import files": Company name, Company
//   domain name (HubSpot deduplicates companies by it, so it is the website's host
//   without "www."), Website URL, Phone number, Street address. HubSpot companies have no
//   default e-mail, Instagram or rating property: those columns are left out rather than
//   left for the user to map by hand. The search gives one address line, so it goes to
//   Street address whole.
// - Pipedrive, organizations import: Pipedrive's "Import fields" (support.pipedrive.com,
//   last updated April 9, 2026) and "Importing: mandatory fields" (June 21, 2022): an
//   organization needs its Name; Address is a default organization field, and Pipedrive
//   geocodes it into its parts. Phone and e-mail belong to people in Pipedrive, not to
//   organizations, so they are left out; Website is mapped by name where the account has
//   the field (newer accounts have it by default, others map it to a custom field).

import { ANSWER_CONTACT_KEYS } from '@contacts/contact-texts.ts';
import { fieldText, websiteHref } from './business';
import {
  ADDED_EXPORT_FIELDS,
  EXPORT_HEADERS,
  toAllFieldsRow,
  toExportRow,
  type AddedExportField,
  type ExportableBusiness,
  type ExportCell,
} from './excel-export';

export interface ExportableLead extends ExportableBusiness {
  status?: string | null;
  notes?: string | null;
  /** YYYY-MM-DD. */
  follow_up_on?: string | null;
}

export type ExportColumnId =
  | 'name'
  | 'address'
  | 'phone'
  | 'email'
  | 'instagram'
  | 'website'
  | 'google_rating'
  | 'rating_count'
  | AddedExportField
  | 'domain'
  | 'status'
  | 'notes'
  | 'follow_up_on';

export interface ExportColumn {
  id: ExportColumnId;
  header: string;
}

export type ExportPresetId = 'default' | 'hubspot' | 'pipedrive';

export interface ExportPreset {
  id: ExportPresetId;
  label: string;
  columns: readonly ExportColumn[];
}

const SPEC_COLUMN_IDS = [
  'name',
  'address',
  'phone',
  'email',
  'instagram',
  'website',
  'google_rating',
  'rating_count',
] as const satisfies readonly ExportColumnId[];

/** The spec's eight columns, headed as the spec heads them. */
export const DEFAULT_EXPORT_COLUMNS: readonly ExportColumn[] = SPEC_COLUMN_IDS.map((id, index) => ({
  id,
  header: EXPORT_HEADERS[index]!,
}));

/** Issue 20 item 6: the answer's ten contact columns, headed as the answer names them. */
export const CONTACT_EXPORT_COLUMNS: readonly ExportColumn[] = ADDED_EXPORT_FIELDS.map(
  (id, index) => ({ id, header: ANSWER_CONTACT_KEYS[index]! }),
);

/** The columns a user may add to the default ones. */
export const LEAD_EXPORT_COLUMNS: readonly ExportColumn[] = [
  { id: 'status', header: 'Status' },
  { id: 'notes', header: 'Notes' },
  { id: 'follow_up_on', header: 'Follow-up' },
];

export const EXPORT_PRESETS: readonly ExportPreset[] = [
  { id: 'default', label: 'Prospectory (default)', columns: DEFAULT_EXPORT_COLUMNS },
  {
    id: 'hubspot',
    label: 'HubSpot companies',
    columns: [
      { id: 'name', header: 'Company name' },
      { id: 'domain', header: 'Company domain name' },
      { id: 'website', header: 'Website URL' },
      { id: 'phone', header: 'Phone number' },
      { id: 'address', header: 'Street address' },
    ],
  },
  {
    id: 'pipedrive',
    label: 'Pipedrive organizations',
    columns: [
      { id: 'name', header: 'Name' },
      { id: 'address', header: 'Address' },
      { id: 'website', header: 'Website' },
    ],
  },
];

export function exportPreset(id: ExportPresetId): ExportPreset {
  return EXPORT_PRESETS.find((preset) => preset.id === id) ?? EXPORT_PRESETS[0]!;
}

/** "https://www.example.com.tr/contact" -> "example.com.tr"; null without a website. */
export function companyDomain(website: string | null | undefined): string | null {
  const text = fieldText(website);
  const href = text === null ? null : websiteHref(text);
  if (href === null) return null;
  return new URL(href).hostname.replace(/^www\./i, '') || null;
}

// The index of each column in an "All fields" row: the spec's eight, then the added ten.
const ROW_INDEX = new Map<ExportColumnId, number>(
  [...SPEC_COLUMN_IDS, ...ADDED_EXPORT_FIELDS].map((id, index) => [id, index]),
);

/** The cell of one column for one business, shaped as the .xlsx export shapes it. */
function cellOf(lead: ExportableLead, id: ExportColumnId, row: readonly ExportCell[]): ExportCell {
  const rowIndex = ROW_INDEX.get(id);
  if (rowIndex !== undefined) return row[rowIndex] ?? null;
  if (id === 'domain') return companyDomain(lead.website);
  return fieldText(lead[id]);
}

const CONTACT_IDS = new Set<ExportColumnId>(ADDED_EXPORT_FIELDS);

/** The sheet of a column set: its header row, then one row per business. */
export function toColumnsSheet(
  leads: readonly ExportableLead[],
  columns: readonly ExportColumn[],
): ExportCell[][] {
  // The added ten are shaped only when a column needs them (10,000 rows, budgets).
  const shape = columns.some((column) => CONTACT_IDS.has(column.id)) ? toAllFieldsRow : toExportRow;
  return [
    columns.map((column) => column.header),
    ...leads.map((lead) => {
      const row = shape(lead);
      return columns.map((column) => cellOf(lead, column.id, row));
    }),
  ];
}
