import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { CSV_BOM } from '@/domain/csv';
import { EXPORT_HEADERS } from '@/domain/excel-export';
import { exportDate } from '@/domain/excel-export';
import {
  ACTIVE_PRO,
  API,
  createFakeSupabase,
  makeProfile,
  makeUser,
  storeSession,
  type FakeExportSettings,
  type FakeLead,
} from '@test-support/app/fake-supabase';
import { server } from '@test-support/app/msw-server';
import { renderApp } from '@test-support/app/render-app';

// Issue 22 item 4, issue 20 item 6: the "Export options" menu beside Export Excel on a list
// page - named controls, used by keyboard, the choice kept on the server (MSW answers as
// PostgREST would) and read back on the next visit; Export Excel then writes that file.

const files = vi.hoisted(() => ({
  xlsx: [] as { rows: unknown[][]; fileName: string }[],
  csv: [] as { text: string; fileName: string }[],
}));
vi.mock('@/lib/excel', () => ({
  downloadXlsx: async (rows: unknown[][], options: { fileName: string }) => {
    files.xlsx.push({ rows, fileName: options.fileName });
  },
  downloadCsv: async (parts: string[], fileName: string) => {
    files.csv.push({ text: parts.join(''), fileName });
  },
  yieldToMain: async () => {},
  delay: async () => {},
  warmExcelWriter: () => {},
}));

const user = makeUser({ email: 'lena@example.com' });
const LIST_ID = '00000000-0000-4000-8000-00000000a001';
const LISTS = [
  { id: LIST_ID, user_id: user.id, name: 'Kadıköy', created_at: '2026-05-01T10:00:00Z' },
];
const ITEM = {
  id: 'item-1',
  name: 'Moda Diş Kliniği',
  address: 'Caferağa Mah., Kadıköy/İstanbul',
  phone: '+90 216 123 45 67',
  email: 'info@modadis.com.tr',
  instagram: null,
  website: 'https://www.modadis.com.tr',
  google_rating: '4.8',
  rating_count: 120,
  facebook: 'https://www.facebook.com/modadis',
  created_at: '2026-05-02T10:00:00Z',
  lead_key: 'p:moda',
};

function setup(exportSettings: FakeExportSettings[] = [], leads: FakeLead[] = []) {
  const fake = createFakeSupabase({
    users: [user],
    profiles: [makeProfile(user, ACTIVE_PRO)],
    lists: LISTS,
    items: { [LIST_ID]: [ITEM] },
    exportSettings,
    leads,
  });
  server.use(
    http.get(`${API}/rest/v1/business_lists`, ({ request }) => {
      const id = new URL(request.url).searchParams.get('id')?.replace(/^eq\./, '');
      if (!id) return undefined;
      return HttpResponse.json({ ...LISTS[0], description: null });
    }),
    ...fake.handlers,
  );
  storeSession(user);
  return fake;
}

async function openList() {
  const view = renderApp(`/lists/${LIST_ID}`);
  await screen.findByText('Moda Diş Kliniği', {}, { timeout: 10_000 });
  return view;
}

describe('Export options (issue 22 item 4)', () => {
  it('opens by keyboard, names every choice and keeps the choice on the server', async () => {
    files.xlsx.length = 0;
    files.csv.length = 0;
    const fake = setup();
    const u = userEvent.setup();
    await openList();

    // Export Excel alone is the spec's file: two clicks, eight columns.
    await u.click(screen.getByRole('button', { name: 'Export Excel' }));
    await waitFor(() => expect(files.xlsx).toHaveLength(1));
    expect(files.xlsx[0]?.rows[0]).toEqual([...EXPORT_HEADERS]);

    const options = screen.getByRole('button', { name: 'Export options' });
    expect(options).toHaveAttribute('aria-haspopup', 'dialog');
    expect(options).toHaveAttribute('aria-expanded', 'false');
    options.focus();
    await u.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Export options' });
    expect(options).toHaveAttribute('aria-expanded', 'true');
    const formats = within(dialog).getByRole('group', { name: 'Format' });
    expect(
      within(formats)
        .getAllByRole('radio')
        .map((radio) => radio.getAttribute('value')),
    ).toEqual(['xlsx', 'csv', 'csv-semicolon', 'hubspot', 'pipedrive']);
    expect(within(formats).getByRole('radio', { name: 'Excel (.xlsx)' })).toHaveFocus();
    expect(within(dialog).getByRole('radio', { name: 'Excel (.xlsx)' })).toBeChecked();
    const columns = within(dialog).getByRole('group', { name: 'Columns' });
    for (const name of [...EXPORT_HEADERS, 'Facebook', 'Place ID', 'Status', 'Notes', 'Follow-up'])
      expect(within(columns).getByRole('checkbox', { name })).toBeInTheDocument();
    expect(within(columns).getByRole('checkbox', { name: 'Business Name' })).toBeChecked();
    expect(within(columns).getByRole('checkbox', { name: 'Facebook' })).not.toBeChecked();

    // "All fields" by keyboard (Space) ticks the ten contact columns.
    const allFields = within(columns).getByRole('checkbox', { name: 'All fields' });
    allFields.focus();
    await u.keyboard(' ');
    expect(allFields).toBeChecked();
    expect(within(columns).getByRole('checkbox', { name: 'Place ID' })).toBeChecked();
    await u.click(within(columns).getByRole('checkbox', { name: 'Status' }));

    // The arrow keys move between formats; HubSpot fixes its own columns and says so.
    within(formats).getByRole('radio', { name: 'Excel (.xlsx)' }).focus();
    await u.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}');
    expect(within(formats).getByRole('radio', { name: 'HubSpot companies CSV' })).toBeChecked();
    expect(within(dialog).getByTestId('preset-columns')).toHaveTextContent(
      'HubSpot companies CSV fixes its own columns, named as its importer expects: Company name, Company domain name, Website URL, Phone number, Street address.',
    );
    await waitFor(() =>
      expect(fake.state.exportSettings).toEqual([
        expect.objectContaining({ user_id: user.id, format: 'hubspot' }),
      ]),
    );
    expect(fake.state.exportSettings[0]?.columns).toEqual(
      expect.arrayContaining(['name', 'facebook', 'place_id', 'status']),
    );

    await u.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(options).toHaveFocus();
  });

  it('reads the stored choice on a new visit, and Export Excel writes that file', async () => {
    files.xlsx.length = 0;
    files.csv.length = 0;
    // A choice kept on the server only (no local copy: a new device).
    const fake = setup([{ user_id: user.id, format: 'hubspot', columns: ['name', 'status'] }]);
    const u = userEvent.setup();
    await openList();
    await waitFor(() => expect(fake.callsTo('GET', '/rest/v1/export_settings')).toHaveLength(1));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Export options' })).toHaveAttribute(
        'title',
        'Export options: HubSpot companies CSV',
      ),
    );
    await u.click(screen.getByRole('button', { name: 'Export Excel' }));
    await waitFor(() => expect(files.csv).toHaveLength(1));
    expect(files.csv[0]?.fileName).toBe(`Kadıköy_${exportDate(new Date())}.csv`);
    expect(files.csv[0]?.text).toBe(
      `${CSV_BOM}Company name,Company domain name,Website URL,Phone number,Street address\r\n` +
        'Moda Diş Kliniği,modadis.com.tr,https://www.modadis.com.tr,+90 216 123 45 67,' +
        '"Caferağa Mah., Kadıköy/İstanbul"\r\n',
    );
    expect(files.xlsx).toHaveLength(0);
  });

  it('exports the picked columns with the lead status of a list item', async () => {
    files.xlsx.length = 0;
    setup([{ user_id: user.id, format: 'xlsx', columns: ['name', 'facebook', 'status'] }]);
    const u = userEvent.setup();
    await openList();
    await u.click(screen.getByRole('button', { name: 'Export options' }));
    const dialog = await screen.findByRole('dialog', { name: 'Export options' });
    await waitFor(() =>
      expect(within(dialog).getByRole('checkbox', { name: 'Status' })).toBeChecked(),
    );
    await u.click(within(dialog).getByRole('button', { name: 'Done' }));
    await u.click(screen.getByRole('button', { name: 'Export Excel' }));
    await waitFor(() => expect(files.xlsx).toHaveLength(1));
    expect(files.xlsx[0]?.rows).toEqual([
      ['Business Name', 'Facebook', 'Status'],
      ['Moda Diş Kliniği', 'https://www.facebook.com/modadis', 'New'],
    ]);
  });

  it("/leads offers the lead columns and writes each lead's status, notes and follow-up", async () => {
    files.xlsx.length = 0;
    setup(
      [{ user_id: user.id, format: 'xlsx', columns: ['name', 'status', 'notes', 'follow_up_on'] }],
      [
        {
          user_id: user.id,
          lead_key: 'p:moda',
          status: 'Meeting',
          notes: 'Dr. Aylin, Tuesdays',
          notes_updated_at: '2026-05-03T10:00:00Z',
          follow_up_on: '2026-06-01',
        },
      ],
    );
    const u = userEvent.setup();
    renderApp('/leads');
    await screen.findByText('Moda Diş Kliniği', {}, { timeout: 10_000 });
    await u.click(screen.getByRole('button', { name: 'Export options' }));
    const dialog = await screen.findByRole('dialog', { name: 'Export options' });
    await waitFor(() =>
      expect(within(dialog).getByRole('checkbox', { name: 'Follow-up' })).toBeChecked(),
    );
    await u.click(within(dialog).getByRole('button', { name: 'Done' }));
    await u.click(screen.getByRole('button', { name: 'Export Excel' }));
    await waitFor(() => expect(files.xlsx).toHaveLength(1));
    expect(files.xlsx[0]?.fileName).toBe(`All leads_${exportDate(new Date())}.xlsx`);
    expect(files.xlsx[0]?.rows).toEqual([
      ['Business Name', 'Status', 'Notes', 'Follow-up'],
      ['Moda Diş Kliniği', 'Meeting', 'Dr. Aylin, Tuesdays', '2026-06-01'],
    ]);
  });
});
