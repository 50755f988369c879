import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Combobox, type ComboboxOption } from './combobox';

// The open/close rules of issue 18 item 1, one test per trigger. Options are handed in
// from outside, as the search form does: a fresh array on every render, arriving late.

const labels = ['İstanbul, Türkiye', 'Beyoğlu, İstanbul, Türkiye', 'Kadıköy, İstanbul, Türkiye'];
/** A new array of the same options on every call, as `suggestions.map(...)` gives. */
const fresh = (): ComboboxOption[] => labels.map((label, i) => ({ id: `p${i}`, label }));

interface HarnessProps {
  options: ComboboxOption[];
  closeOn?: unknown;
  onSubmit?: () => void;
  onPick?: (option: ComboboxOption) => void;
}

function Harness({ options, closeOn, onSubmit = () => {}, onPick = () => {} }: HarnessProps) {
  const [value, setValue] = useState('');
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <Combobox
        label="Location"
        value={value}
        onValueChange={setValue}
        options={options}
        onSelectOption={(option) => {
          setValue(option.label);
          onPick(option);
        }}
        closeOn={closeOn}
      />
      <input aria-label="Business Type" />
      <button type="submit">Search</button>
    </form>
  );
}

const input = () => screen.getByRole('combobox', { name: 'Location' });
const expectClosed = () => {
  expect(input()).toHaveAttribute('aria-expanded', 'false');
  expect(screen.queryByRole('option')).toBeNull();
};
const expectOpen = () => {
  expect(input()).toHaveAttribute('aria-expanded', 'true');
  expect(screen.getAllByRole('option')).toHaveLength(labels.length);
};

describe('Combobox: what opens the list', () => {
  it('typing opens it once the options are there', async () => {
    const u = userEvent.setup();
    const view = render(<Harness options={[]} />);
    await u.type(input(), 'İst');
    expectClosed();
    view.rerender(<Harness options={fresh()} />);
    expectOpen();
  });

  it('options arriving without typing (a restored or set value) do not open it', () => {
    const view = render(<Harness options={[]} />);
    view.rerender(<Harness options={fresh()} />);
    expectClosed();
  });

  it('Alt+ArrowDown opens it without choosing an option', async () => {
    const u = userEvent.setup();
    render(<Harness options={fresh()} />);
    await u.click(input());
    expectClosed();
    await u.keyboard('{Alt>}{ArrowDown}{/Alt}');
    expectOpen();
    expect(input()).not.toHaveAttribute('aria-activedescendant');
  });

  it('ArrowDown opens it on the first option', async () => {
    const u = userEvent.setup();
    render(<Harness options={fresh()} />);
    await u.click(input());
    await u.keyboard('{ArrowDown}');
    expectOpen();
    expect(screen.getByRole('option', { name: labels[0] })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  });

  it('a re-render with a new options array does not reopen it after Escape', async () => {
    const u = userEvent.setup();
    const view = render(<Harness options={fresh()} />);
    await u.type(input(), 'Berlin');
    expectOpen();
    await u.keyboard('{Escape}');
    expectClosed();
    view.rerender(<Harness options={fresh()} />);
    view.rerender(<Harness options={fresh()} />);
    expectClosed();
  });
});

describe('Combobox: what closes the list', () => {
  it('a choice by click closes it and hands the option over', async () => {
    const u = userEvent.setup();
    const onPick = vi.fn();
    render(<Harness options={fresh()} onPick={onPick} />);
    await u.type(input(), 'Bey');
    await u.click(screen.getByRole('option', { name: labels[1] }));
    expect(onPick).toHaveBeenCalledWith({ id: 'p1', label: labels[1] });
    expectClosed();
    expect(input()).toHaveValue(labels[1]);
  });

  it('a choice by Enter closes it without submitting', async () => {
    const u = userEvent.setup();
    const onSubmit = vi.fn();
    render(<Harness options={fresh()} onSubmit={onSubmit} />);
    await u.type(input(), 'Kad');
    await u.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}{Enter}');
    expect(input()).toHaveValue(labels[2]);
    expectClosed();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('Escape closes it', async () => {
    const u = userEvent.setup();
    render(<Harness options={fresh()} />);
    await u.type(input(), 'İst');
    expectOpen();
    await u.keyboard('{Escape}');
    expectClosed();
    expect(input()).toHaveValue('İst');
  });

  it('Tab closes it, and options answering after Tab leave it closed', async () => {
    const u = userEvent.setup();
    const view = render(<Harness options={[]} />);
    await u.type(input(), 'İstanbul');
    await u.tab();
    expect(screen.getByRole('textbox', { name: 'Business Type' })).toHaveFocus();
    // The debounced suggestion request answers after the user has moved on.
    view.rerender(<Harness options={fresh()} />);
    expectClosed();
    await u.keyboard('dentist');
    view.rerender(<Harness options={fresh()} />);
    expectClosed();
  });

  it('a click elsewhere (loss of focus) closes it', async () => {
    const u = userEvent.setup();
    const view = render(<Harness options={fresh()} />);
    await u.type(input(), 'İst');
    expectOpen();
    await u.click(document.body);
    expectClosed();
    view.rerender(<Harness options={fresh()} />);
    expectClosed();
  });

  it('submitting with Enter closes it and submits the form', async () => {
    const u = userEvent.setup();
    const onSubmit = vi.fn();
    const view = render(<Harness options={[]} onSubmit={onSubmit} />);
    await u.type(input(), 'İstanbul');
    view.rerender(<Harness options={fresh()} onSubmit={onSubmit} />);
    expectOpen();
    await u.keyboard('{Enter}');
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expectClosed();
    view.rerender(<Harness options={fresh()} onSubmit={onSubmit} />);
    expectClosed();
  });

  it('results arriving (closeOn changes) close it while the user is typing', async () => {
    const u = userEvent.setup();
    const options = fresh();
    const view = render(<Harness options={options} closeOn={false} />);
    await u.type(input(), 'Ber');
    expectOpen();
    expect(input()).toHaveFocus();
    view.rerender(<Harness options={options} closeOn={true} />);
    expectClosed();
    // Typing again opens it again.
    await u.type(input(), 'l');
    expectOpen();
  });
});
