import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, it, vi } from 'vitest';
import { AdminScreen } from './AdminScreen';
import { buildAdminCounts } from './fixtures';

it("is titled 'Admin' with seven tabs, each count beside its name but Revenue's and Audit's", () => {
  render(
    <AdminScreen
      tab="reports"
      onTabChange={vi.fn()}
      counts={buildAdminCounts()}
      renderPanel={(tab) => <p>Panel {tab}</p>}
    />,
  );
  expect(screen.getByRole('heading', { level: 1, name: 'Admin' })).toBeInTheDocument();
  expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual([
    'Reports (3)',
    'Posts (2)',
    'Places (2)',
    'Messages (1)',
    'Ads & Centers (5)',
    'Revenue',
    'Audit',
  ]);
  expect(screen.getByRole('tabpanel', { name: 'Reports (3)' })).toHaveTextContent('Panel reports');
});

it('shows the names alone until the counts are known', () => {
  render(<AdminScreen tab="audit" onTabChange={vi.fn()} counts={null} renderPanel={() => null} />);
  expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual([
    'Reports',
    'Posts',
    'Places',
    'Messages',
    'Ads & Centers',
    'Revenue',
    'Audit',
  ]);
  expect(screen.getByRole('tab', { name: 'Audit' })).toHaveAttribute('aria-selected', 'true');
});

it('a tab asks to be opened and the open tab shows its panel', async () => {
  const user = userEvent.setup();
  const onTabChange = vi.fn();
  const renderPanel = vi.fn((tab: string) => <p>Panel {tab}</p>);
  render(
    <AdminScreen
      tab="revenue"
      onTabChange={onTabChange}
      counts={buildAdminCounts({ messages: 0 })}
      renderPanel={renderPanel}
    />,
  );
  expect(screen.getByRole('tabpanel')).toHaveTextContent('Panel revenue');
  expect(renderPanel).not.toHaveBeenCalledWith('reports');
  await user.click(screen.getByRole('tab', { name: 'Messages (0)' }));
  expect(onTabChange).toHaveBeenCalledWith('messages');
});
