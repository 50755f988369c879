import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useMemo } from 'react';
import { useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Business } from '@/domain/business';
import { sortBusinesses } from '@/domain/business-sort';
import { copyTexts } from './copy-button';
import { PROGRESSIVE_LIMIT, TABLE_ROW_ESTIMATE } from './render-mode';
import { SelectableView, renderAtRoute, shownNames } from '@test-support/app/results-views';
import { useSortParam } from './hooks/use-sort-param';

// The table as the results and list pages compose it (issue 18): the sort read from the
// URL and applied to the data, sortable headers with aria-sort, contacts on one line with
// a tooltip and a copy button.

const BUSINESSES: Business[] = [
  {
    name: 'Zeytin Diş',
    address: 'Moda Cd. 1',
    phone: '+90 216 555 0001',
    email: 'info@zeytin-dis-poliklinigi.com.tr',
    instagram: null,
    website: 'https://www.zeytindis.com.tr/iletisim',
    google_rating: '4.1',
    rating_count: '12',
  },
  {
    name: 'Çınar Klinik',
    address: 'Moda Cd. 2',
    phone: null,
    email: null,
    instagram: '@cinarklinik',
    website: null,
    google_rating: null,
    rating_count: null,
  },
  {
    name: 'Ilgaz Ağız',
    address: 'Moda Cd. 3',
    phone: '+90 216 555 0003',
    email: 'ilgaz@example.com',
    instagram: null,
    website: null,
    google_rating: '4.9',
    rating_count: '300',
  },
  {
    name: 'Cem Diş',
    address: 'Moda Cd. 4',
    phone: '+90 216 555 0004',
    email: null,
    instagram: null,
    website: null,
    google_rating: '3.5',
    rating_count: '45',
  },
];

function Location() {
  const { search } = useLocation();
  return <p data-testid="search">{search}</p>;
}

function Harness({ rows, view = 'table' }: { rows: Business[]; view?: 'table' | 'cards' }) {
  const [sort, setSort] = useSortParam();
  const shown = useMemo(
    () =>
      sortBusinesses(
        rows.map((row, index) => ({ row, index })),
        sort,
      ),
    [rows, sort],
  );
  return (
    <>
      <Location />
      <SelectableView rows={shown} resetKey={rows} view={view} sort={sort} onSortChange={setSort} />
    </>
  );
}

function renderTable(rows = BUSINESSES, url = '/dashboard?location=Moda', view?: 'cards') {
  return renderAtRoute('/dashboard', <Harness rows={rows} view={view} />, url).router;
}

const header = (name: string) => screen.getByRole('columnheader', { name });
const sortParam = () =>
  new URLSearchParams(screen.getByTestId('search').textContent ?? '').get('sort');

describe('sortable headers', () => {
  it('cycle a column: its first direction, the other one, then the default order', async () => {
    const u = userEvent.setup();
    renderTable();
    expect(shownNames()).toEqual(['Zeytin Diş', 'Çınar Klinik', 'Ilgaz Ağız', 'Cem Diş']);
    expect(screen.getByRole('table').querySelectorAll('[aria-sort]')).toHaveLength(0);

    await u.click(screen.getByRole('button', { name: 'Rating' }));
    expect(header('Rating')).toHaveAttribute('aria-sort', 'descending');
    expect(shownNames()).toEqual(['Ilgaz Ağız', 'Zeytin Diş', 'Cem Diş', 'Çınar Klinik']);
    expect(sortParam()).toBe('rating-desc');

    await u.click(screen.getByRole('button', { name: 'Rating' }));
    expect(header('Rating')).toHaveAttribute('aria-sort', 'ascending');
    // A business nobody rated stays last either way.
    expect(shownNames()).toEqual(['Cem Diş', 'Zeytin Diş', 'Ilgaz Ağız', 'Çınar Klinik']);
    expect(sortParam()).toBe('rating-asc');

    await u.click(screen.getByRole('button', { name: 'Rating' }));
    expect(header('Rating')).not.toHaveAttribute('aria-sort');
    expect(shownNames()).toEqual(['Zeytin Diş', 'Çınar Klinik', 'Ilgaz Ağız', 'Cem Diş']);
    expect(sortParam()).toBeNull();
    expect(screen.getByTestId('search')).toHaveTextContent('?location=Moda');
  });

  it('sorts names A to Z by Turkish rules, then Z to A; only one column carries aria-sort', async () => {
    const u = userEvent.setup();
    renderTable(BUSINESSES, '/dashboard?sort=reviews-desc');
    expect(header('Reviews')).toHaveAttribute('aria-sort', 'descending');
    expect(shownNames()).toEqual(['Ilgaz Ağız', 'Cem Diş', 'Zeytin Diş', 'Çınar Klinik']);

    await u.click(screen.getByRole('button', { name: 'Name' }));
    expect(header('Name')).toHaveAttribute('aria-sort', 'ascending');
    expect(header('Reviews')).not.toHaveAttribute('aria-sort');
    expect(shownNames()).toEqual(['Cem Diş', 'Çınar Klinik', 'Ilgaz Ağız', 'Zeytin Diş']);
    await u.click(screen.getByRole('button', { name: 'Name' }));
    expect(header('Name')).toHaveAttribute('aria-sort', 'descending');
    expect(shownNames()).toEqual(['Zeytin Diş', 'Ilgaz Ağız', 'Çınar Klinik', 'Cem Diş']);
  });

  it.each([
    [
      'Email',
      ['Zeytin Diş', 'Ilgaz Ağız', 'Çınar Klinik', 'Cem Diş'],
      ['Çınar Klinik', 'Cem Diş', 'Zeytin Diş', 'Ilgaz Ağız'],
    ],
    [
      'Phone',
      ['Zeytin Diş', 'Ilgaz Ağız', 'Cem Diş', 'Çınar Klinik'],
      ['Çınar Klinik', 'Zeytin Diş', 'Ilgaz Ağız', 'Cem Diş'],
    ],
    [
      'Instagram',
      ['Çınar Klinik', 'Zeytin Diş', 'Ilgaz Ağız', 'Cem Diş'],
      ['Zeytin Diş', 'Ilgaz Ağız', 'Cem Diş', 'Çınar Klinik'],
    ],
    [
      'Website',
      ['Zeytin Diş', 'Çınar Klinik', 'Ilgaz Ağız', 'Cem Diş'],
      ['Çınar Klinik', 'Ilgaz Ağız', 'Cem Diş', 'Zeytin Diş'],
    ],
  ])(
    '%s sorts by has, then has not; the default order within each',
    async (column, has, hasNot) => {
      const u = userEvent.setup();
      renderTable();
      await u.click(screen.getByRole('button', { name: column }));
      expect(header(column)).toHaveAttribute('aria-sort', 'descending');
      expect(shownNames()).toEqual(has);
      await u.click(screen.getByRole('button', { name: column }));
      expect(header(column)).toHaveAttribute('aria-sort', 'ascending');
      expect(shownNames()).toEqual(hasNot);
    },
  );

  it('Address is not sortable: a plain header', () => {
    renderTable();
    expect(header('Address')).toHaveTextContent('Address');
    expect(within(header('Address')).queryByRole('button')).not.toBeInTheDocument();
  });

  it('the cards show the rows in the sort of the URL too', async () => {
    renderTable(BUSINESSES, '/dashboard?sort=rating-desc', 'cards');
    await waitFor(() => expect(screen.getAllByTestId('business-card')).toHaveLength(4));
    expect(
      screen
        .getAllByTestId('business-card')
        .map((card) => within(card).getByRole('heading').textContent),
    ).toEqual(['Ilgaz Ağız', 'Zeytin Diş', 'Cem Diş', 'Çınar Klinik']);
  });
});

describe('sorting in the virtualized mode (above PROGRESSIVE_LIMIT rows)', () => {
  beforeEach(() => {
    Object.defineProperty(window, 'innerHeight', { configurable: true, value: 768 });
    Object.defineProperty(document.documentElement, 'scrollHeight', {
      configurable: true,
      value: TABLE_ROW_ESTIMATE * 2000,
    });
    vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(() =>
      DOMRect.fromRect({ x: 0, y: 0, width: 0, height: 0 }),
    );
  });
  afterEach(() => vi.restoreAllMocks());

  it('sorts the data, not the rendered rows: the top of the order comes from the end', async () => {
    const many: Business[] = Array.from({ length: PROGRESSIVE_LIMIT + 750 }, (_, i) => ({
      ...BUSINESSES[3]!,
      name: `Firm ${i + 1}`,
      rating_count: String(i),
    }));
    const u = userEvent.setup();
    renderTable(many);
    await waitFor(() => expect(screen.getAllByTestId('business-row').length).toBeGreaterThan(0));
    expect(screen.getAllByTestId('business-row').length).toBeLessThan(60);
    expect(shownNames()[0]).toBe('Firm 1');

    await u.click(screen.getByRole('button', { name: 'Reviews' }));
    await waitFor(() => expect(shownNames()[0]).toBe('Firm 1000'));
    expect(shownNames().slice(0, 3)).toEqual(['Firm 1000', 'Firm 999', 'Firm 998']);
    expect(screen.getAllByTestId('business-row')[0]).toHaveAttribute('aria-rowindex', '2');
    expect(screen.getByRole('table')).toHaveAttribute('aria-rowcount', '1001');
  });
});

describe('contacts on one line', () => {
  const zeytin = () => screen.getAllByTestId('business-row')[0] as HTMLElement;

  it('shortens with an ellipsis instead of breaking, and keeps the full value', () => {
    renderTable();
    const email = within(zeytin()).getByRole('link', {
      name: 'info@zeytin-dis-poliklinigi.com.tr',
    });
    expect(email).toHaveClass('truncate');
    expect(email.className).not.toMatch(/break-/);
    expect(email.closest('[data-full]')).toHaveAttribute(
      'data-full',
      'info@zeytin-dis-poliklinigi.com.tr',
    );
    const website = within(zeytin()).getByRole('link', {
      name: 'zeytindis.com.tr (opens in a new tab)',
    });
    expect(website).toHaveClass('truncate');
    expect(website).toHaveTextContent(/^zeytindis\.com\.tr$/);
    expect(website.closest('[data-full]')).toHaveAttribute(
      'data-full',
      'https://www.zeytindis.com.tr/iletisim',
    );
  });

  it('shows the full value in a tooltip on keyboard focus and on hover, when it is cut or shown shorter', async () => {
    const u = userEvent.setup();
    renderTable();
    // The website shows its host: the tooltip gives the whole address.
    act(() =>
      within(zeytin())
        .getByRole('link', { name: /zeytindis\.com\.tr/ })
        .focus(),
    );
    expect(screen.getByRole('tooltip', { hidden: true })).toHaveTextContent(
      'https://www.zeytindis.com.tr/iletisim',
    );
    await u.keyboard('{Escape}');
    expect(screen.queryByRole('tooltip', { hidden: true })).not.toBeInTheDocument();

    // An e-mail shown whole needs no tooltip; one cut by its column gets it.
    const email = within(zeytin()).getByRole('link', { name: /^info@zeytin/ });
    await u.hover(email);
    expect(screen.queryByRole('tooltip', { hidden: true })).not.toBeInTheDocument();
    await u.unhover(email);
    Object.defineProperty(email, 'scrollWidth', { configurable: true, value: 260 });
    Object.defineProperty(email, 'clientWidth', { configurable: true, value: 150 });
    await u.hover(email);
    expect(screen.getByRole('tooltip', { hidden: true })).toHaveTextContent(
      'info@zeytin-dis-poliklinigi.com.tr',
    );
    await u.unhover(email);
    expect(screen.queryByRole('tooltip', { hidden: true })).not.toBeInTheDocument();
  });

  it('copies with a click, says so in a live region, and is reachable by keyboard', async () => {
    const u = userEvent.setup();
    const write = vi.spyOn(navigator.clipboard, 'writeText');
    renderTable();
    const status = screen.getByRole('status');
    expect(status).toBeEmptyDOMElement();

    await u.click(
      screen.getByRole('button', { name: copyTexts.button('info@zeytin-dis-poliklinigi.com.tr') }),
    );
    expect(write).toHaveBeenCalledWith('info@zeytin-dis-poliklinigi.com.tr');
    expect(await navigator.clipboard.readText()).toBe('info@zeytin-dis-poliklinigi.com.tr');
    expect(status).toHaveTextContent(copyTexts.copied('info@zeytin-dis-poliklinigi.com.tr'));

    // From the website link, Tab reaches its copy button; Enter copies the full address.
    act(() =>
      within(zeytin())
        .getByRole('link', { name: /zeytindis\.com\.tr/ })
        .focus(),
    );
    await u.tab();
    const copyWebsite = screen.getByRole('button', {
      name: copyTexts.button('https://www.zeytindis.com.tr/iletisim'),
    });
    expect(copyWebsite).toHaveFocus();
    await u.keyboard('{Enter}');
    expect(write).toHaveBeenLastCalledWith('https://www.zeytindis.com.tr/iletisim');
    expect(status).toHaveTextContent(copyTexts.copied('https://www.zeytindis.com.tr/iletisim'));
    expect(copyWebsite).toHaveAttribute('data-copied');

    // The same value again is announced again (the live region's text changes).
    const before = status.textContent;
    await u.keyboard('{Enter}');
    expect(status.textContent).not.toBe(before);
    expect(status).toHaveTextContent(copyTexts.copied('https://www.zeytindis.com.tr/iletisim'));
  });

  it('says when the clipboard refuses', async () => {
    const u = userEvent.setup();
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('NotAllowedError'));
    renderTable();
    const copy = screen.getByRole('button', { name: copyTexts.button('@cinarklinik') });
    await u.click(copy);
    expect(screen.getByText(copyTexts.failed)).toBeInTheDocument();
    expect(copy).not.toHaveAttribute('data-copied');
  });
});
