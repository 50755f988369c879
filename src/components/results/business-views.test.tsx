import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useMemo } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Business } from '@/domain/business';
import { PROGRESSIVE_LIMIT, TABLE_ROW_ESTIMATE } from './render-mode';
import { SelectableView } from '@test-support/app/results-views';

// The shared views' two rendering modes, in jsdom with a stated window size (1024 x 768):
// up to PROGRESSIVE_LIMIT items all end up in the DOM, chunk by chunk; above it only the
// items in and near the window are rendered, whatever the list's length.

function business(i: number): Business {
  return {
    name: `Business ${i}`,
    address: `Street ${i}, Kadıköy/İstanbul`,
    phone: `+90 216 555 ${String(i).padStart(4, '0')}`,
    email: i % 2 === 0 ? `info${i}@example.com` : null,
    instagram: null,
    website: `https://www.biz${i}.com.tr`,
    google_rating: '4.5',
    rating_count: String(i),
  };
}

/** The views as a page composes them: one selection over the rows shown. */
function Harness({ count, view }: { count: number; view: 'table' | 'cards' }) {
  const rows = useMemo(
    () => Array.from({ length: count }, (_, i) => ({ row: business(i + 1), index: i })),
    [count],
  );
  return <SelectableView rows={rows} resetKey={rows} view={view} showSelectedCount />;
}

const rowsInDom = () => screen.queryAllByTestId('business-row');
const cardsInDom = () => screen.queryAllByTestId('business-card');
const selectedCount = () => Number(screen.getByTestId('selected-count').textContent);

/** jsdom's window sizes and offset are replaceable properties, as in a browser. */
function setWindow(property: 'innerWidth' | 'innerHeight' | 'scrollY', value: number) {
  Object.defineProperty(window, property, { configurable: true, writable: true, value });
}

function scrollWindow(top: number) {
  setWindow('scrollY', top);
  window.dispatchEvent(new Event('scroll'));
}

beforeEach(() => {
  setWindow('innerWidth', 1024);
  setWindow('innerHeight', 768);
  setWindow('scrollY', 0);
  // A document as tall as the longest list (rows at their estimated height, as jsdom lays
  // nothing out): the virtualizer never scrolls past its end.
  Object.defineProperty(document.documentElement, 'scrollHeight', {
    configurable: true,
    value: TABLE_ROW_ESTIMATE * 5000 + 768,
  });
  // Every element sits at the top of the document, so it moves up as the window scrolls.
  vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(() =>
    DOMRect.fromRect({ x: 0, y: -window.scrollY, width: 0, height: 0 }),
  );
  // The virtualizer scrolls the window to bring a row into view: jsdom has no scrolling,
  // so the offset is recorded and announced as a browser would.
  vi.spyOn(window, 'scrollTo').mockImplementation((options?: ScrollToOptions | number) => {
    if (typeof options === 'object' && options.top !== undefined) scrollWindow(options.top);
  });
});
afterEach(() => vi.restoreAllMocks());

// jsdom renders a chunk far slower than a browser, and the machine may be busy.
const ALL_RENDERED = { timeout: 30_000 };

describe('progressive mode (up to PROGRESSIVE_LIMIT items)', () => {
  // Queries by label, not by role: jsdom computes roles slowly over a few thousand nodes.
  const box = (name: string) => screen.getByLabelText(name);

  it('renders a window-full first, then every row; a selection made meanwhile survives', async () => {
    const u = userEvent.setup();
    render(<Harness count={100} view="table" />);
    const first = rowsInDom().length;
    expect(first).toBeGreaterThan(0);
    expect(first).toBeLessThan(100);
    await u.click(box('Select Business 2'));
    await waitFor(() => expect(rowsInDom()).toHaveLength(100), ALL_RENDERED);
    expect(box('Select Business 2')).toBeChecked();
    expect(box('Select all businesses')).toBePartiallyChecked();
    expect(document.querySelector('table')).toHaveAttribute('aria-rowcount', '101');
    expect(rowsInDom()[99]).toHaveAttribute('aria-rowindex', '101');

    await u.click(box('Select all businesses'));
    expect(selectedCount()).toBe(100);
    expect(box('Select Business 100')).toBeChecked();
  }, 60_000);

  it(`keeps every one of ${PROGRESSIVE_LIMIT} rows in the DOM in the end`, async () => {
    render(<Harness count={PROGRESSIVE_LIMIT} view="table" />);
    expect(rowsInDom().length).toBeLessThan(PROGRESSIVE_LIMIT);
    await waitFor(() => expect(rowsInDom()).toHaveLength(PROGRESSIVE_LIMIT), ALL_RENDERED);
  }, 60_000);

  it('renders 100 cards progressively into one list', async () => {
    render(<Harness count={100} view="cards" />);
    expect(cardsInDom().length).toBeLessThan(100);
    await waitFor(() => expect(cardsInDom()).toHaveLength(100), ALL_RENDERED);
    const list = screen.getByLabelText('Businesses');
    expect(list.tagName).toBe('UL');
    expect(list.querySelectorAll(':scope > li')).toHaveLength(100);
  }, 60_000);

  it('moves focus to the next and previous row with the arrow keys', async () => {
    const u = userEvent.setup();
    render(<Harness count={30} view="table" />);
    await waitFor(() => expect(rowsInDom()).toHaveLength(30), ALL_RENDERED);
    await u.click(screen.getByRole('link', { name: '+90 216 555 0002' }));
    await u.keyboard('{ArrowDown}');
    expect(screen.getByRole('link', { name: '+90 216 555 0003' })).toHaveFocus();
    await u.keyboard('{ArrowUp}{ArrowUp}');
    expect(screen.getByRole('link', { name: '+90 216 555 0001' })).toHaveFocus();
    await u.keyboard('{ArrowUp}');
    expect(screen.getByRole('link', { name: '+90 216 555 0001' })).toHaveFocus();
    // Business 3 has no e-mail link: its checkbox takes focus instead.
    await u.click(screen.getByRole('link', { name: 'info2@example.com' }));
    await u.keyboard('{ArrowDown}');
    expect(screen.getByRole('checkbox', { name: 'Select Business 3' })).toHaveFocus();
  }, 60_000);
});

describe('virtualized mode (above PROGRESSIVE_LIMIT items)', () => {
  it('renders a bounded number of 5,000 rows under the header, with the full row count', async () => {
    render(<Harness count={5000} view="table" />);
    await waitFor(() => expect(rowsInDom().length).toBeGreaterThan(0));
    expect(rowsInDom().length).toBeLessThanOrEqual(40);
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
      '',
      'Name',
      'Address',
      'Phone',
      'Email',
      'Instagram',
      'Website',
      'Rating',
      'Reviews',
    ]);
    expect(screen.getByRole('table')).toHaveAttribute('aria-rowcount', '5001');
    expect(rowsInDom()[0]).toHaveAttribute('aria-rowindex', '2');

    // Scrolling the window renders the rows there, still a bounded number of them.
    act(() => scrollWindow(TABLE_ROW_ESTIMATE * 3000));
    await waitFor(() =>
      expect(screen.getByRole('checkbox', { name: 'Select Business 3001' })).toBeInTheDocument(),
    );
    expect(screen.queryByRole('checkbox', { name: 'Select Business 1' })).not.toBeInTheDocument();
    expect(rowsInDom().length).toBeLessThanOrEqual(40);
    const shown = rowsInDom().map((row) => Number(row.getAttribute('aria-rowindex')));
    expect(shown).toContain(3002);
  });

  it('select-all selects all 5,000 items, rendered or not', async () => {
    const u = userEvent.setup();
    render(<Harness count={5000} view="table" />);
    const all = screen.getByRole('checkbox', { name: 'Select all businesses' });
    await u.click(all);
    expect(selectedCount()).toBe(5000);
    expect(all).toBeChecked();
    act(() => scrollWindow(TABLE_ROW_ESTIMATE * 4900));
    const far = await screen.findByRole('checkbox', { name: 'Select Business 4905' });
    expect(far).toBeChecked();
    await u.click(far);
    expect(selectedCount()).toBe(4999);
    expect(all).toBePartiallyChecked();
  });

  it('ArrowDown moves focus to the next row, scrolling a row not rendered yet into view', async () => {
    const u = userEvent.setup();
    render(<Harness count={5000} view="table" />);
    await u.click(screen.getByRole('checkbox', { name: 'Select Business 1' }));
    await u.keyboard('{ArrowDown}');
    expect(screen.getByRole('checkbox', { name: 'Select Business 2' })).toHaveFocus();

    const last = rowsInDom().at(-1) as HTMLElement;
    const lastPosition = Number(last.dataset.position);
    within(last).getAllByRole('checkbox')[0]?.focus();
    await u.keyboard('{ArrowDown}');
    const next = `Select Business ${lastPosition + 2}`;
    await waitFor(() => expect(screen.getByRole('checkbox', { name: next })).toHaveFocus());
    expect(window.scrollTo).toHaveBeenCalled();
    expect(rowsInDom().length).toBeLessThanOrEqual(40);
  });

  it('virtualizes 5,000 cards by grid rows, three to a row at 1024 px', async () => {
    const u = userEvent.setup();
    render(<Harness count={5000} view="cards" />);
    await waitFor(() => expect(cardsInDom().length).toBeGreaterThan(0));
    expect(cardsInDom().length).toBeLessThanOrEqual(24);
    expect(cardsInDom().length % 3).toBe(0);
    expect(cardsInDom()[0]).toHaveAttribute('aria-setsize', '5000');
    await u.click(screen.getByRole('checkbox', { name: 'Select all businesses' }));
    expect(selectedCount()).toBe(5000);

    await u.click(screen.getByRole('checkbox', { name: 'Select Business 1' }));
    await u.keyboard('{ArrowDown}');
    expect(screen.getByRole('checkbox', { name: 'Select Business 2' })).toHaveFocus();
  });
});
