import { fireEvent, render, screen, within } from '@testing-library/react';
import { expect, it, vi } from 'vitest';
import { WellnessTab } from './WellnessTab';

const now = new Date(2026, 2, 15, 9);

it("ticks today's habits and shows the last seven days", () => {
  const onToggle = vi.fn();
  render(
    <WellnessTab
      now={now}
      habits={{
        '2026-03-15': ['water'],
        '2026-03-10': ['sleep', 'water'],
        '2026-03-01': ['meals'],
      }}
      onToggle={onToggle}
    />,
  );
  expect(screen.getByRole('checkbox', { name: /Drank enough water/ })).toBeChecked();
  expect(screen.getByRole('checkbox', { name: /Slept 7\+ hours/ })).not.toBeChecked();
  expect(screen.getByText(/1 of 5 done today/)).toBeInTheDocument();
  fireEvent.click(screen.getByRole('checkbox', { name: /Moved my body/ }));
  expect(onToggle).toHaveBeenCalledWith('movement');
  const table = screen.getByRole('table');
  // Each day's heading is heard as 'Mon 9' (or 'Today'), whichever form the screen's width draws.
  const headers = within(table).getAllByRole('columnheader');
  const names = ['Habit', 'Mon 9', 'Tue 10', 'Wed 11', 'Thu 12', 'Fri 13', 'Sat 14', 'Today'];
  expect(headers).toHaveLength(names.length);
  names.forEach((name, i) =>
    expect(within(table).getByRole('columnheader', { name })).toBe(headers[i]),
  );
  const water = within(table).getByRole('row', { name: /Drank enough water/ });
  expect(within(water).getAllByTitle('Done')).toHaveLength(2);
  const meals = within(table).getByRole('row', { name: /Ate regular meals/ });
  expect(within(meals).queryAllByTitle('Done')).toHaveLength(0);
});
