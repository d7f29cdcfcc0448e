import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { JournalTab } from './JournalTab';
import { JOURNAL_QUESTIONS } from '../../domain/toolkit/content';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

const entries = [
  {
    id: 'b',
    content: 'Went to a meeting.',
    timestamp: '2026-03-15T18:00:00.000Z',
    mood: 4 as const,
  },
  { id: 'a', content: 'Hard day.', timestamp: '2026-03-14T18:00:00.000Z', mood: null },
];

it('Save Entry is disabled while blank, counts characters and clears after saving', () => {
  const onSave = vi.fn();
  render(<JournalTab entries={[]} mood={3} onSave={onSave} onDelete={() => {}} />);
  const save = screen.getByRole('button', { name: 'Save Entry' });
  const box = screen.getByRole('textbox', { name: 'Journal entry' });
  expect(save).toBeDisabled();
  fireEvent.change(box, { target: { value: '   ' } });
  expect(save).toBeDisabled();
  expect(screen.getByText('3 / 10000 characters')).toBeInTheDocument();
  fireEvent.change(box, { target: { value: 'Grateful today' } });
  expect(screen.getByText('14 / 10000 characters')).toBeInTheDocument();
  expect(screen.getByText(/Today's mood: .* Okay/)).toBeInTheDocument();
  fireEvent.click(save);
  expect(onSave).toHaveBeenCalledWith('Grateful today');
  expect(box).toHaveValue('');
  expect(screen.getByText('No entries yet. Your entries stay on this device.')).toBeInTheDocument();
});

it('lists past entries with their mood and deletes one after confirmation', () => {
  const onDelete = vi.fn();
  render(<JournalTab entries={entries} mood={null} onSave={() => {}} onDelete={onDelete} />);
  const list = screen.getByRole('list');
  expect(within(list).getAllByRole('listitem')).toHaveLength(2);
  expect(within(list).getAllByRole('listitem')[0]).toHaveTextContent('Mood: Good');
  fireEvent.click(screen.getAllByRole('button', { name: /^Delete entry from/ })[1]!);
  fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
  expect(onDelete).toHaveBeenCalledWith('a');
});

it('after a deletion the focus goes to the next entry, else the previous one, else the heading', () => {
  const three = [
    ...entries,
    { id: 'z', content: 'First day.', timestamp: '2026-03-13T18:00:00.000Z', mood: null },
  ];
  const tab = (list: typeof three) => (
    <JournalTab entries={list} mood={null} onSave={() => {}} onDelete={() => {}} />
  );
  const remove = (name: RegExp) => {
    const button = screen.getByRole('button', { name });
    button.focus();
    fireEvent.click(button);
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
  };
  const { rerender } = render(tab(three));
  remove(/Delete entry from Sat, Mar 14/);
  rerender(tab([three[0]!, three[2]!]));
  act(() => vi.runOnlyPendingTimers());
  expect(screen.getByRole('button', { name: /Delete entry from Fri, Mar 13/ })).toHaveFocus();

  remove(/Delete entry from Fri, Mar 13/);
  rerender(tab([three[0]!]));
  act(() => vi.runOnlyPendingTimers());
  expect(screen.getByRole('button', { name: /Delete entry from Sun, Mar 15/ })).toHaveFocus();

  remove(/Delete entry from Sun, Mar 15/);
  rerender(tab([]));
  act(() => vi.runOnlyPendingTimers());
  expect(screen.getByRole('heading', { name: 'Past entries' })).toHaveFocus();
});

it('Print Journal opens a printable page of ten questions and prints it', () => {
  const onPrint = vi.fn();
  render(
    <JournalTab entries={[]} mood={null} onSave={() => {}} onDelete={() => {}} onPrint={onPrint} />,
  );
  fireEvent.click(screen.getByRole('button', { name: 'Print Journal' }));
  const sheet = screen.getByRole('dialog', { name: 'My Recovery Journal' });
  const questions = within(sheet).getAllByRole('listitem');
  expect(questions).toHaveLength(10);
  expect(questions[0]).toHaveTextContent(JOURNAL_QUESTIONS[0]!);
  fireEvent.click(within(sheet).getByRole('button', { name: 'Print' }));
  expect(onPrint).toHaveBeenCalledOnce();
  fireEvent.click(within(sheet).getByRole('button', { name: 'Close' }));
  act(() => vi.runOnlyPendingTimers());
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});
