import { useQuery } from '@tanstack/react-query';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createFakeSupabaseFor, makeUser, storeSession } from '@test-support/app/fake-supabase';
import { server } from '@test-support/app/msw-server';
import { renderWithQueryClient } from '@test-support/app/render-app';
import { savedLeadsKeys } from '@/lib/query/saved-leads-keys';
import { useSaveLead } from './use-leads';

// Issue 22: the search results' markers show a lead's status, so a status saved on a list
// page marks their cached answer stale; a note leaves it be.

const user = makeUser();
let reads = 0;

function Lead() {
  const marks = useQuery({
    queryKey: savedLeadsKeys.rows(user.id, 'p:place-1'),
    queryFn: () => ++reads,
  });
  const save = useSaveLead(user.id);
  return (
    <>
      <p aria-label="reads">{marks.data}</p>
      <button onClick={() => save.mutate({ leadKey: 'p:place-1', patch: { notes: 'Call' } })}>
        Note
      </button>
      <button onClick={() => save.mutate({ leadKey: 'p:place-1', patch: { status: 'Won' } })}>
        Won
      </button>
      <p aria-label="saved">{save.isSuccess ? (save.variables?.patch.status ?? 'note') : ''}</p>
    </>
  );
}

describe('useSaveLead and the search results’ saved marks', () => {
  it('a status change reads the marks again; a note does not', async () => {
    server.use(...createFakeSupabaseFor(user).handlers);
    storeSession(user);
    renderWithQueryClient(<Lead />);
    await waitFor(() => expect(screen.getByLabelText('reads')).toHaveTextContent('1'));
    const u = userEvent.setup();
    await u.click(screen.getByRole('button', { name: 'Note' }));
    await waitFor(() => expect(screen.getByLabelText('saved')).toHaveTextContent('note'));
    expect(screen.getByLabelText('reads')).toHaveTextContent('1');
    await u.click(screen.getByRole('button', { name: 'Won' }));
    await waitFor(() => expect(screen.getByLabelText('reads')).toHaveTextContent('2'));
  });
});
