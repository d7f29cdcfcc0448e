import { fireEvent, render, screen, within } from '@testing-library/react';
import { expect, it, vi } from 'vitest';
import { DashboardTab } from './DashboardTab';
import { emptyDay } from '../../domain/toolkit/usage';

const now = new Date(2026, 2, 15, 10);
const day = (over: Partial<ReturnType<typeof emptyDay>>) => ({ ...emptyDay(), ...over });

it('shows check-ins as x/7, the real streak and 30-day totals', () => {
  render(
    <DashboardTab
      now={now}
      usage={{
        '2026-03-15': day({ checkin: 1, breathing: 2 }),
        '2026-03-14': day({ checkin: 1 }),
        '2026-03-13': day({ checkin: 1, journaling: 1 }),
        '2026-03-10': day({ checkin: 1 }),
        '2026-01-01': day({ meditation: 9 }),
      }}
      mood={4}
      checkedInToday
      onCheckIn={() => {}}
    />,
  );
  expect(screen.getByRole('region', { name: 'Check-ins this week' })).toHaveTextContent('4/7');
  expect(screen.getByRole('region', { name: 'Current streak' })).toHaveTextContent('3 days');
  expect(screen.getByRole('region', { name: 'Activities in 30 days' })).toHaveTextContent('7');
  const table = screen.getByRole('table');
  expect(within(table).getAllByRole('row')).toHaveLength(31);
  expect(within(table).getByRole('row', { name: /Mar 15/ })).toHaveTextContent('Mar 1502001');
  expect(screen.getByText("Check-in complete! You're feeling good today.")).toBeInTheDocument();
});

it('has a friendly empty state and a zero streak', () => {
  render(
    <DashboardTab now={now} usage={{}} mood={null} checkedInToday={false} onCheckIn={() => {}} />,
  );
  expect(screen.getByText(/No activity yet/)).toBeInTheDocument();
  expect(screen.getByRole('region', { name: 'Current streak' })).toHaveTextContent('0 days');
  expect(screen.getByRole('region', { name: 'Check-ins this week' })).toHaveTextContent('0/7');
  expect(screen.queryByText(/Check-in complete!/)).not.toBeInTheDocument();
});

it('the mood scale checks in with the picked value', () => {
  const onCheckIn = vi.fn();
  render(
    <DashboardTab now={now} usage={{}} mood={null} checkedInToday={false} onCheckIn={onCheckIn} />,
  );
  const scale = screen.getByRole('group', { name: /Mood today/ });
  expect(within(scale).getAllByRole('button')).toHaveLength(5);
  fireEvent.click(screen.getByRole('button', { name: '5 - Great' }));
  expect(onCheckIn).toHaveBeenCalledWith(5);
});
