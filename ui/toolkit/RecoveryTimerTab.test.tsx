import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { RESET_QUESTION, RecoveryTimerTab, type RecoveryTimerTabProps } from './RecoveryTimerTab';

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date(2026, 2, 15, 12, 0, 0));
});
afterEach(() => vi.useRealTimers());

const setup = (props: Partial<RecoveryTimerTabProps> = {}) => {
  const handlers = {
    onStart: vi.fn(),
    onUpdateDate: vi.fn(),
    onReset: vi.fn(),
    onShare: vi.fn<RecoveryTimerTabProps['onShare']>().mockResolvedValue(undefined),
  };
  render(
    <RecoveryTimerTab startDate={null} recoveryType="substance_use" {...handlers} {...props} />,
  );
  return handlers;
};
const dateField = () => screen.getByRole('textbox', { name: 'Recovery start date' });
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Start Tracking' }));

it('the setup form is disabled while empty and explains each invalid date', () => {
  const { onStart } = setup();
  expect(screen.getByRole('button', { name: 'Start Tracking' })).toBeDisabled();
  const cases: [string, string][] = [
    ['15-03-2026', 'Please enter a valid date in MM/DD/YYYY or YYYY-MM-DD format'],
    ['02/30/2025', 'Please enter a valid date in MM/DD/YYYY or YYYY-MM-DD format'],
    ['03/16/2026', 'Recovery start date cannot be in the future'],
    ['1899-01-01', 'Please enter a valid year (1900 or later)'],
  ];
  for (const [input, message] of cases) {
    fireEvent.change(dateField(), { target: { value: input } });
    submit();
    expect(screen.getByRole('alert')).toHaveTextContent(message);
  }
  expect(onStart).not.toHaveBeenCalled();
  fireEvent.change(dateField(), { target: { value: '01/10/2025' } });
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  submit();
  expect(onStart).toHaveBeenCalledWith('2025-01-10', 'substance_use');
});

it('quick-select fills 1, 2, 5 and 10 years ago and the type can be chosen', () => {
  const { onStart } = setup();
  const expected: Record<string, string> = {
    '1 year ago': '2025-03-15',
    '2 years ago': '2024-03-15',
    '5 years ago': '2021-03-16',
    '10 years ago': '2016-03-17',
  };
  for (const [label, date] of Object.entries(expected)) {
    fireEvent.click(screen.getByRole('button', { name: label }));
    expect(dateField()).toHaveValue(date);
  }
  fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Recovery type' }));
  const options = within(screen.getByRole('listbox')).getAllByRole('option');
  expect(options.map((o) => o.textContent)).toEqual(['Substance use', 'Mental health', 'Both']);
  fireEvent.click(options[1]!);
  submit();
  expect(onStart).toHaveBeenCalledWith('2016-03-17', 'mental_health');
});

it('shows live stats, milestones and the next goal', () => {
  setup({ startDate: '2026-02-10' });
  expect(screen.getByText('33 days')).toBeInTheDocument();
  expect(screen.getByText('0 years, 1 month, 5 days · 4 weeks')).toBeInTheDocument();
  const seconds = () => screen.getByText('Seconds').previousSibling;
  expect(seconds()).toHaveTextContent('2,894,400');
  act(() => vi.advanceTimersByTime(3000));
  expect(seconds()).toHaveTextContent('2,894,403');
  expect(screen.getByText('Next goal: 2 Months · 27 days to go')).toBeInTheDocument();
  expect(screen.getByRole('progressbar', { name: 'Progress to 2 Months' })).toHaveAttribute(
    'aria-valuenow',
    '55',
  );
  expect(screen.getByRole('button', { name: '1 Month Achieved (30 days)' })).toBeEnabled();
  expect(screen.getByRole('button', { name: '2 Months 60 days' })).toBeDisabled();
});

it('an achieved milestone opens the congratulations; Share posts it and closes', async () => {
  const { onShare } = setup({ startDate: '2026-02-10' });
  fireEvent.click(screen.getByRole('button', { name: '1 Week Achieved (7 days)' }));
  const dialog = screen.getByRole('dialog', { name: /Congratulations!/ });
  expect(dialog).toHaveTextContent('You reached 1 Week: 7 days in recovery.');
  fireEvent.click(within(dialog).getByRole('button', { name: 'Share to Community' }));
  expect(onShare).toHaveBeenCalledWith({ source: 'milestone', days: 7, label: '1 Week' });
  await act(async () => {});
  act(() => vi.runOnlyPendingTimers());
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});

it('a failed share keeps the dialog open to try again', async () => {
  const onShare = vi.fn().mockRejectedValue(new Error('offline'));
  setup({ startDate: '2026-02-10', onShare });
  fireEvent.click(screen.getByRole('button', { name: '1 Week Achieved (7 days)' }));
  fireEvent.click(screen.getByRole('button', { name: 'Share to Community' }));
  await act(async () => {});
  expect(screen.getByRole('dialog')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Share to Community' })).toBeEnabled();
  fireEvent.click(screen.getByRole('button', { name: 'Close' }));
  act(() => vi.runOnlyPendingTimers());
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});

it('sharing progress needs at least one day', () => {
  const { onShare } = setup({ startDate: '2026-03-15' });
  fireEvent.click(screen.getByRole('button', { name: 'Share My Progress' }));
  expect(
    screen.getByText('Keep going! You can share your progress after your first day.'),
  ).toBeInTheDocument();
  expect(onShare).not.toHaveBeenCalled();
});

it('shares progress with the total days', () => {
  const { onShare } = setup({ startDate: '2026-03-01' });
  fireEvent.click(screen.getByRole('button', { name: 'Share My Progress' }));
  expect(onShare).toHaveBeenCalledWith({ source: 'progress', days: 14 });
});

it("'Share My Progress' keeps the focus while it shares, and a second press shares nothing", async () => {
  let done!: () => void;
  const onShare = vi.fn(() => new Promise<void>((resolve) => (done = resolve)));
  setup({ startDate: '2026-03-01', onShare });
  const button = screen.getByRole('button', { name: 'Share My Progress' });
  button.focus();
  fireEvent.click(button);
  const sharing = screen.getByRole('button', { name: 'Sharing...' });
  expect(sharing).toBe(button);
  expect(sharing).toHaveFocus();
  expect(sharing).toBeWaiting();
  fireEvent.click(sharing);
  expect(onShare).toHaveBeenCalledOnce();
  await act(async () => done());
  expect(screen.getByRole('button', { name: 'Share My Progress' })).not.toHaveAttribute(
    'aria-disabled',
    'true',
  );
});

it('a future stored date yields no stats and cannot be shared', () => {
  const { onShare } = setup({ startDate: '2027-01-01' });
  expect(screen.getByText(/no stats to show/)).toBeInTheDocument();
  fireEvent.click(screen.getByRole('button', { name: 'Share My Progress' }));
  expect(
    screen.getByText(
      'Please set up your recovery timer first and ensure you have at least 1 day of progress.',
    ),
  ).toBeInTheDocument();
  expect(onShare).not.toHaveBeenCalled();
});

it('Reset Timer asks the documented question first', () => {
  const { onReset } = setup({ startDate: '2026-02-10' });
  fireEvent.click(screen.getByRole('button', { name: 'Reset Timer' }));
  const dialog = screen.getByRole('dialog');
  expect(dialog).toHaveTextContent(RESET_QUESTION);
  fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
  act(() => vi.runOnlyPendingTimers());
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(onReset).not.toHaveBeenCalled();
  fireEvent.click(screen.getByRole('button', { name: 'Reset Timer' }));
  fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Reset Timer' }));
  expect(onReset).toHaveBeenCalledOnce();
});

it('Update Date checks the new date with the prompt messages', () => {
  const { onUpdateDate } = setup({ startDate: '2026-02-10' });
  fireEvent.click(screen.getByRole('button', { name: 'Update Date' }));
  const field = screen.getByRole('textbox', { name: 'New start date' });
  expect(field).toHaveValue('2026-02-10');
  const save = () => fireEvent.click(screen.getByRole('button', { name: 'Save' }));
  fireEvent.change(field, { target: { value: 'last week' } });
  save();
  expect(screen.getByRole('alert')).toHaveTextContent(
    'Invalid date format. Please use MM/DD/YYYY or YYYY-MM-DD',
  );
  fireEvent.change(field, { target: { value: '12/25/2026' } });
  save();
  expect(screen.getByRole('alert')).toHaveTextContent(
    'Invalid date. Please use MM/DD/YYYY or YYYY-MM-DD format with a valid date that is not in the future.',
  );
  expect(onUpdateDate).not.toHaveBeenCalled();
  fireEvent.change(field, { target: { value: '12/25/2025' } });
  save();
  expect(onUpdateDate).toHaveBeenCalledWith('2025-12-25');
});
