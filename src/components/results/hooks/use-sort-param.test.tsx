import { act, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { BusinessSort } from '@/domain/business-sort';
import { useSortParam } from './use-sort-param';

const CHOICES: [string, BusinessSort | null][] = [
  ['name A-Z', { column: 'name', direction: 'asc' }],
  ['has email first', { column: 'email', direction: 'desc' }],
  ['default', null],
];

function Probe() {
  const [sort, setSort] = useSortParam();
  return (
    <>
      <p data-testid="sort">{sort ? `${sort.column} ${sort.direction}` : 'default'}</p>
      {CHOICES.map(([label, choice]) => (
        <button key={label} type="button" onClick={() => setSort(choice)}>
          {label}
        </button>
      ))}
    </>
  );
}

function renderAt(url: string) {
  const router = createMemoryRouter(
    [
      { path: '/', element: <p>Home</p> },
      { path: '/dashboard', element: <Probe /> },
    ],
    {
      initialEntries: ['/', url],
      initialIndex: 1,
    },
  );
  render(<RouterProvider router={router} />);
  return router;
}

const shown = () => screen.getByTestId('sort').textContent;
const pick = (label: string) => fireEvent.click(screen.getByRole('button', { name: label }));

describe('useSortParam', () => {
  it('reads the sort from the URL; absent or unknown is the default order', () => {
    renderAt('/dashboard?location=Kad%C4%B1k%C3%B6y&sort=rating-desc');
    expect(shown()).toBe('rating desc');
  });

  it.each(['/dashboard', '/dashboard?sort=address-asc', '/dashboard?sort=rating'])(
    '%s is the default order',
    (url) => {
      renderAt(url);
      expect(shown()).toBe('default');
    },
  );

  it('writes it beside the other parameters, in place of the history entry', () => {
    const router = renderAt('/dashboard?location=Kad%C4%B1k%C3%B6y&type=dentist');
    pick('name A-Z');
    expect(shown()).toBe('name asc');
    expect(router.state.location.search).toBe(
      '?location=Kad%C4%B1k%C3%B6y&type=dentist&sort=name-asc',
    );
    expect(router.state.historyAction).toBe('REPLACE');

    pick('has email first');
    expect(new URLSearchParams(router.state.location.search).get('sort')).toBe('email-desc');

    pick('default');
    expect(shown()).toBe('default');
    expect(router.state.location.search).toBe('?location=Kad%C4%B1k%C3%B6y&type=dentist');
    // Back still leaves the page: sorting added no entries.
    act(() => void router.navigate(-1));
    expect(router.state.location.pathname).toBe('/');
  });
});
