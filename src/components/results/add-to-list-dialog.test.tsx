import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { makeBusiness } from '@test-support/app/businesses';
import { AddToListDialog, type AddToListApi } from './add-to-list-dialog';

const business = makeBusiness({ name: 'Gülüş Dental', address: 'Moda Cd. 1, Kadıköy' });

describe('AddToListDialog: a new list', () => {
  it('refuses a name the user already has, whatever its case, before creating it', async () => {
    const api: AddToListApi = {
      loadLists: vi.fn(async () => [{ id: 'a', name: 'İstanbul dentists' }]),
      createList: vi.fn(async (name: string) => ({ id: 'n', name })),
      addToList: vi.fn(async () => 1),
    };
    render(
      <AddToListDialog
        open
        businesses={[business]}
        api={api}
        onClose={() => {}}
        onAdded={() => {}}
      />,
    );
    const dialog = screen.getByRole('dialog', { name: 'Add to List' });
    await within(dialog).findByRole('button', { name: 'İstanbul dentists' });
    const u = userEvent.setup();
    const name = within(dialog).getByLabelText('New list name');
    await u.type(name, 'ıstanbul DENTISTS{Enter}');

    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'You already have a list with this name.',
    );
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveAccessibleDescription('You already have a list with this name.');
    expect(api.createList).not.toHaveBeenCalled();
    expect(api.addToList).not.toHaveBeenCalled();
  });
});
