import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  EMPTY_FILTERS,
  MIN_RATING_COUNT_DELAY_MS,
  type FilterState,
} from '@/domain/business-filters';
import { FilterBar } from './filter-bar';

const applied: FilterState[] = [];

function Harness({ initial = EMPTY_FILTERS }: { initial?: FilterState }) {
  const [filters, setFilters] = useState(initial);
  return (
    <FilterBar
      value={filters}
      onChange={(next) => {
        applied.push(next);
        setFilters(next);
      }}
      locked={false}
    />
  );
}

const lastApplied = () => applied.at(-1);

beforeEach(() => {
  applied.length = 0;
});

describe('the collapsed "Filters" button (phones)', () => {
  it('folds the panel away, opens it, and counts the active filters', async () => {
    const u = userEvent.setup();
    render(<Harness />);
    const toggle = screen.getByRole('button', { name: 'Filters' });
    const panel = screen.getByRole('region', { name: 'Filters' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveAttribute('aria-controls', panel.id);
    // Hidden below 640 px only: the bar is always shown on larger screens.
    expect(panel).toHaveClass('max-sm:hidden');
    expect(toggle).toHaveClass('sm:hidden');

    await u.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(panel).not.toHaveClass('max-sm:hidden');

    await u.click(screen.getByRole('button', { name: 'Has email' }));
    await u.click(screen.getByRole('button', { name: '4-5' }));
    await u.click(screen.getByRole('button', { name: '3-4' }));
    expect(screen.getByRole('button', { name: 'Filters 3 active' })).toBe(toggle);
    await u.type(screen.getByLabelText('Min. reviews'), '20{Enter}');
    expect(toggle).toHaveAccessibleName('Filters 4 active');
    expect(toggle).toHaveTextContent(/^Filters 4$/);

    await u.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(panel).toHaveClass('max-sm:hidden');
    expect(toggle).toHaveAccessibleName('Filters 4 active');

    await u.click(toggle);
    await u.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(toggle).toHaveAccessibleName('Filters');
  });

  it('counts filters that come with the page (restored or from a link)', () => {
    render(
      <Harness
        initial={{ presence: { phone: 'no' }, selectedRatingRanges: ['0-1'], minRatingCount: 0 }}
      />,
    );
    expect(screen.getByRole('button', { name: 'Filters 3 active' })).toBeInTheDocument();
    expect(screen.getByLabelText('Min. reviews')).toHaveValue(0);
  });
});

it("a free user's folded filters say they are a Pro feature", () => {
  render(<FilterBar value={EMPTY_FILTERS} onChange={() => {}} locked />);
  const toggle = screen.getByRole('button', { name: 'Filters Pro' });
  expect(toggle).toHaveAttribute('aria-expanded', 'false');
  expect(screen.getByRole('button', { name: 'Has email' })).toBeDisabled();
  // Issue 20's contact checks are Pro filters like the others.
  for (const name of ['Has mobile', 'E-mail checked']) {
    expect(screen.getByRole('button', { name })).toBeDisabled();
  }
});

it('toggles the contact checks beside the presence chips, and clears them with the rest', async () => {
  const u = userEvent.setup();
  render(<Harness />);
  const mobile = screen.getByRole('button', { name: 'Has mobile' });
  const checked = screen.getByRole('button', { name: 'E-mail checked' });
  expect(mobile).toHaveAttribute('aria-pressed', 'false');
  await u.click(checked);
  await u.click(mobile);
  expect(lastApplied()?.checks).toEqual(['mobile', 'checkedEmail']);
  expect(mobile).toHaveAttribute('aria-pressed', 'true');
  await u.click(mobile);
  expect(lastApplied()?.checks).toEqual(['checkedEmail']);
  await u.click(screen.getByRole('button', { name: 'Clear filters' }));
  expect(lastApplied()).toEqual(EMPTY_FILTERS);
  expect(checked).toHaveAttribute('aria-pressed', 'false');
});

describe('the minimum reviews input', () => {
  // Fake timers, and synchronous events (user-event waits on real timers between steps).
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });
  const setup = () => {
    render(<Harness />);
    return screen.getByLabelText('Min. reviews');
  };
  const typeIn = (input: HTMLElement, value: string) =>
    fireEvent.change(input, { target: { value } });
  const wait = (ms: number) => act(() => vi.advanceTimersByTime(ms));

  it(`applies ${MIN_RATING_COUNT_DELAY_MS} ms after typing stops`, () => {
    const input = setup();
    typeIn(input, '5');
    wait(MIN_RATING_COUNT_DELAY_MS - 100);
    // Another keystroke starts the wait afresh.
    typeIn(input, '50');
    wait(MIN_RATING_COUNT_DELAY_MS - 1);
    expect(applied).toEqual([]);
    wait(1);
    expect(applied).toHaveLength(1);
    expect(lastApplied()?.minRatingCount).toBe(50);

    // Emptying the field clears the minimum, after the same pause.
    typeIn(input, '');
    wait(MIN_RATING_COUNT_DELAY_MS - 1);
    expect(lastApplied()?.minRatingCount).toBe(50);
    wait(1);
    expect(lastApplied()?.minRatingCount).toBeNull();
  });

  it('applies at once on Enter, and the pending pause then changes nothing', () => {
    const input = setup();
    typeIn(input, '120');
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(applied).toHaveLength(1);
    expect(lastApplied()?.minRatingCount).toBe(120);
    wait(MIN_RATING_COUNT_DELAY_MS * 2);
    expect(applied).toHaveLength(1);
  });

  it('joins the filters as they are when the pause ends (a chip pressed meanwhile stays)', () => {
    const input = setup();
    typeIn(input, '30');
    fireEvent.click(screen.getByRole('button', { name: 'Has website' }));
    wait(MIN_RATING_COUNT_DELAY_MS);
    expect(lastApplied()).toEqual({
      presence: { website: 'has' },
      selectedRatingRanges: [],
      minRatingCount: 30,
    });
  });

  it('ignores what is not a non-negative integer (spec 5)', () => {
    const input = setup();
    typeIn(input, '-3');
    wait(MIN_RATING_COUNT_DELAY_MS);
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(applied).toEqual([]);
  });

  it('applies nothing after Clear filters', () => {
    const input = setup();
    fireEvent.click(screen.getByRole('button', { name: 'Has email' }));
    typeIn(input, '7');
    fireEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    wait(MIN_RATING_COUNT_DELAY_MS);
    expect(lastApplied()).toEqual(EMPTY_FILTERS);
    expect(input).toHaveValue(null);
  });
});
