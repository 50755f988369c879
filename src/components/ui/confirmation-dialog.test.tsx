import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ConfirmationDialog, type ConfirmationDialogProps } from './confirmation-dialog';

function Harness({ onCancel, ...props }: Partial<ConfirmationDialogProps>) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <button type="button">Outside</button>
      <ConfirmationDialog
        open={open}
        title="Delete list"
        message="This cannot be undone."
        confirmText="Delete"
        cancelText="Keep"
        {...props}
        onConfirm={props.onConfirm ?? (() => setOpen(false))}
        onCancel={() => {
          onCancel?.();
          setOpen(false);
        }}
      />
    </>
  );
}

describe('ConfirmationDialog (spec 2)', () => {
  it('is a labelled, described modal that takes focus and traps Tab', async () => {
    const u = userEvent.setup();
    render(<Harness />);
    await u.click(screen.getByRole('button', { name: 'Open' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Delete list' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveAccessibleDescription('This cannot be undone.');
    const keep = screen.getByRole('button', { name: 'Keep' });
    const del = screen.getByRole('button', { name: 'Delete' });
    expect(keep).toHaveFocus();
    await u.tab();
    expect(del).toHaveFocus();
    await u.tab();
    expect(keep).toHaveFocus();
    await u.tab({ shift: true });
    expect(del).toHaveFocus();
  });

  it('Escape cancels and focus returns to the opener', async () => {
    const onCancel = vi.fn();
    const u = userEvent.setup();
    render(<Harness onCancel={onCancel} />);
    const opener = screen.getByRole('button', { name: 'Open' });
    await u.click(opener);
    await u.keyboard('{Escape}');
    expect(onCancel).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('a backdrop click cancels', async () => {
    const onCancel = vi.fn();
    const u = userEvent.setup();
    render(<Harness onCancel={onCancel} />);
    await u.click(screen.getByRole('button', { name: 'Open' }));
    await u.click(screen.getByTestId('dialog-backdrop'));
    expect(onCancel).toHaveBeenCalledTimes(1);
  });

  it('while busy: buttons disabled, "Processing...", Escape and backdrop ignored', async () => {
    const onCancel = vi.fn();
    const onConfirm = vi.fn();
    const u = userEvent.setup();
    render(
      <ConfirmationDialog
        open
        busy
        title="Cancel Subscription"
        message="Sure?"
        confirmText="Yes, Cancel"
        onConfirm={onConfirm}
        onCancel={onCancel}
      />,
    );
    expect(screen.getByRole('button', { name: 'Processing...' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Yes, Cancel' })).not.toBeInTheDocument();
    await u.keyboard('{Escape}');
    await u.click(screen.getByTestId('dialog-backdrop'));
    expect(onCancel).not.toHaveBeenCalled();
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('success type: one centred OK button that confirms, also on Escape', async () => {
    const onConfirm = vi.fn();
    const u = userEvent.setup();
    render(
      <ConfirmationDialog
        open
        type="success"
        title="Export Successful"
        message="Done."
        onConfirm={onConfirm}
      />,
    );
    const dialog = screen.getByRole('dialog', { name: 'Export Successful' });
    expect(screen.getAllByRole('button')).toHaveLength(1);
    const ok = screen.getByRole('button', { name: 'OK' });
    expect(ok.parentElement).toHaveClass('justify-center');
    expect(ok).toHaveFocus();
    await u.click(ok);
    expect(onConfirm).toHaveBeenCalledTimes(1);
    await u.keyboard('{Escape}');
    expect(onConfirm).toHaveBeenCalledTimes(2);
    expect(dialog).toBeInTheDocument();
  });

  it('defaults to the warning type with Confirm and Cancel', () => {
    render(<ConfirmationDialog open title="Sure?" message="Really." onConfirm={() => {}} />);
    expect(screen.getByRole('alertdialog', { name: 'Sure?' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Confirm' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
  });
});
