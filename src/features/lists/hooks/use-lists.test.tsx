import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { API } from '@test-support/app/fake-supabase';
import { server } from '@test-support/app/msw-server';
import { renderWithQueryClient } from '@test-support/app/render-app';
import { useLists } from './use-lists';

function ListNames({ label }: { label: string }) {
  const { lists } = useLists('user-1');
  return <p aria-label={label}>{lists ? lists.map((list) => list.name).join(', ') : 'loading'}</p>;
}

describe('useLists (the query cache)', () => {
  it('gives two components that ask for the lists at once one request', async () => {
    let reads = 0;
    server.use(
      http.get(`${API}/rest/v1/business_lists`, () => {
        reads += 1;
        return HttpResponse.json([
          {
            id: 'a',
            name: 'Moda',
            description: null,
            created_at: '2026-05-01T10:00:00Z',
            business_list_items: [{ count: 2 }],
          },
        ]);
      }),
    );
    renderWithQueryClient(
      <>
        <ListNames label="first" />
        <ListNames label="second" />
      </>,
    );
    await waitFor(() => expect(screen.getByLabelText('first')).toHaveTextContent('Moda'));
    expect(screen.getByLabelText('second')).toHaveTextContent('Moda');
    expect(reads).toBe(1);
  });
});
