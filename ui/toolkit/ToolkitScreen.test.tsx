import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { expect, it } from 'vitest';
import { type ToolkitTab, TOOLKIT_TABS, ToolkitScreen } from './ToolkitScreen';

function Harness() {
  const [tab, setTab] = useState<ToolkitTab>('dashboard');
  const [count, setCount] = useState(0);
  return (
    <ToolkitScreen
      tab={tab}
      onTabChange={setTab}
      renderTab={(id) =>
        id === 'meditation' ? (
          <button onClick={() => setCount((c) => c + 1)}>Meditation {count}</button>
        ) : (
          <p>{id} panel</p>
        )
      }
    />
  );
}

it('has the eight documented tabs and shows the chosen one', () => {
  render(<Harness />);
  expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(
    TOOLKIT_TABS.map((t) => t.label),
  );
  expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual([
    'Dashboard',
    'Breathing',
    'Meditation',
    'Journal',
    'Recovery Timer',
    'Coping Skills',
    'Crisis Support',
    'Wellness',
  ]);
  expect(screen.getByRole('tabpanel')).toHaveTextContent('dashboard panel');
  fireEvent.click(screen.getByRole('tab', { name: 'Recovery Timer' }));
  expect(screen.getByRole('tab', { name: 'Recovery Timer' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  expect(screen.getByRole('tabpanel')).toHaveTextContent('timer panel');
});

it('keeps a visited tab alive while another is shown', () => {
  render(<Harness />);
  fireEvent.click(screen.getByRole('tab', { name: 'Meditation' }));
  fireEvent.click(screen.getByRole('button', { name: 'Meditation 0' }));
  fireEvent.click(screen.getByRole('tab', { name: 'Journal' }));
  expect(screen.queryByRole('button', { name: /Meditation/ })).not.toBeInTheDocument();
  fireEvent.click(screen.getByRole('tab', { name: 'Meditation' }));
  expect(screen.getByRole('button', { name: 'Meditation 1' })).toBeInTheDocument();
});
