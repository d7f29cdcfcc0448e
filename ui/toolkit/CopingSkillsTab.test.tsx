import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, it, vi } from 'vitest';
import { CopingSkillsTab } from './CopingSkillsTab';

it('lists the eight skills with guidance; a used one reads Used Today ✓ and keeps the focus', async () => {
  const user = userEvent.setup();
  const onUse = vi.fn();
  const { rerender } = render(<CopingSkillsTab usedToday={[]} onUse={onUse} />);
  expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
    'Deep Breathing',
    'Grounding 5-4-3-2-1',
    'Progressive Muscle Relaxation',
    'Call a Friend',
    'Go for a Walk',
    'Listen to Music',
    'Journal Your Feelings',
    'Practice Gratitude',
  ]);
  expect(screen.getByText(/Name 5 things you can see/)).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Use This Tool: Call a Friend' }));
  expect(onUse).toHaveBeenCalledWith('Call a Friend');
  rerender(<CopingSkillsTab usedToday={['Call a Friend']} onUse={onUse} />);
  const used = screen.getByRole('button', { name: 'Call a Friend: Used Today ✓' });
  expect(used).toHaveFocus();
  expect(used).toBeWaiting();
  await user.click(used);
  expect(onUse).toHaveBeenCalledOnce();
  expect(used).toHaveTextContent('Used Today ✓');
  expect(screen.getAllByText('Use This Tool')).toHaveLength(7);
  expect(screen.getByText('You used 1 of 8 skills today. Well done.')).toBeInTheDocument();
});
