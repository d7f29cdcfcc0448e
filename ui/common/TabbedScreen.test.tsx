import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { expect, it, vi } from 'vitest';
import { TabbedScreen } from './TabbedScreen';

type Tab = 'one' | 'two' | 'three';
const TABS = [
  { id: 'one', label: 'First' },
  { id: 'two', label: 'Second' },
  { id: 'three', label: 'Third' },
] as const;

function Screen({ onTabChange }: { onTabChange: (tab: Tab) => void }) {
  const [tab, setTab] = useState<Tab>('one');
  return (
    <TabbedScreen<Tab>
      title="Section"
      label="Section tabs"
      tabs={TABS}
      tab={tab}
      onTabChange={(next) => {
        onTabChange(next);
        setTab(next);
      }}
      renderTab={(t) => <p>Content of {t}</p>}
    />
  );
}

it('shows the open tab selected with its panel, and opens another on a click', async () => {
  const user = userEvent.setup();
  const onTabChange = vi.fn();
  render(<Screen onTabChange={onTabChange} />);
  expect(screen.getByRole('heading', { level: 1, name: 'Section' })).toBeVisible();
  const list = screen.getByRole('tablist', { name: 'Section tabs' });
  expect(list).toBeVisible();
  const first = screen.getByRole('tab', { name: 'First' });
  expect(first).toHaveAttribute('aria-selected', 'true');
  expect(screen.getByRole('tabpanel', { name: 'First' })).toHaveTextContent('Content of one');
  // Clicking the open tab changes nothing.
  await user.click(first);
  expect(onTabChange).not.toHaveBeenCalled();
  await user.click(screen.getByRole('tab', { name: 'Third' }));
  expect(onTabChange).toHaveBeenCalledWith('three');
  expect(screen.getByRole('tab', { name: 'Third' })).toHaveAttribute('aria-selected', 'true');
  expect(screen.getByRole('tabpanel', { name: 'Third' })).toHaveTextContent('Content of three');
  expect(screen.queryByText('Content of one')).toBeNull();
});

it('takes one Tab stop; the arrow keys, Home and End move between tabs, Enter opens one', async () => {
  const user = userEvent.setup();
  const onTabChange = vi.fn();
  render(<Screen onTabChange={onTabChange} />);
  await user.tab();
  expect(screen.getByRole('tab', { name: 'First' })).toHaveFocus();
  await user.keyboard('{ArrowRight}');
  expect(screen.getByRole('tab', { name: 'Second' })).toHaveFocus();
  // Moving focus does not open the tab.
  expect(onTabChange).not.toHaveBeenCalled();
  await user.keyboard('{End}');
  expect(screen.getByRole('tab', { name: 'Third' })).toHaveFocus();
  await user.keyboard('{ArrowRight}');
  expect(screen.getByRole('tab', { name: 'First' })).toHaveFocus();
  await user.keyboard('{ArrowLeft}');
  expect(screen.getByRole('tab', { name: 'Third' })).toHaveFocus();
  await user.keyboard('{Home}{ArrowRight}{Enter}');
  expect(onTabChange).toHaveBeenCalledWith('two');
  expect(screen.getByRole('tab', { name: 'Second' })).toHaveAttribute('tabindex', '0');
  expect(screen.getByRole('tab', { name: 'First' })).toHaveAttribute('tabindex', '-1');
  // Tab leaves the list for the open panel's content.
  await user.tab();
  expect(screen.getByRole('tab', { name: 'Second' })).not.toHaveFocus();
});
