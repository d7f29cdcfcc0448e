import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, it, vi } from 'vitest';
import { TabList } from './TabList';

const TABS = [
  { id: 'all', label: 'All Items' },
  { id: 'cards', label: 'Cards' },
] as const;

it('names each tab and what it controls, marks the open one, and reports the others when chosen', async () => {
  const user = userEvent.setup();
  const onChange = vi.fn();
  render(
    <TabList
      tabs={TABS}
      value="all"
      onChange={onChange}
      label="Categories"
      tabId={(id) => `tab-${id}`}
      panelId={() => 'shown'}
      scrollable
    />,
  );
  const list = screen.getByRole('tablist', { name: 'Categories' });
  expect(list).toBeVisible();
  const all = screen.getByRole('tab', { name: 'All Items' });
  const cards = screen.getByRole('tab', { name: 'Cards' });
  expect(all).toHaveAttribute('id', 'tab-all');
  expect(all).toHaveAttribute('aria-controls', 'shown');
  expect(all).toHaveAttribute('aria-selected', 'true');
  expect(cards).toHaveAttribute('aria-selected', 'false');
  expect([all.tabIndex, cards.tabIndex]).toEqual([0, -1]);
  await user.click(all);
  expect(onChange).not.toHaveBeenCalled();
  await user.click(cards);
  expect(onChange).toHaveBeenCalledWith('cards');
  // End then Space: the keyboard reaches and opens the last tab.
  all.focus();
  await user.keyboard('{End}');
  expect(cards).toHaveFocus();
  onChange.mockClear();
  await user.keyboard(' ');
  expect(onChange).toHaveBeenCalledWith('cards');
});
