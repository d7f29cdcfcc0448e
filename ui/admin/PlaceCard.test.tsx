import { render, screen, within } from '@testing-library/react';
import { expect, it, vi } from 'vitest';
import { PlaceCard, type PlaceCardProps } from './PlaceCard';

const setup = (over: Partial<PlaceCardProps> = {}) => {
  const view = render(
    <PlaceCard
      name="Harbor Light Recovery"
      statusLabel="On the map"
      tone="on"
      details={['Rehabilitation Center', '', '1275 Market Street']}
      removal="remove"
      onEdit={vi.fn()}
      onRemove={vi.fn()}
      onRestore={vi.fn()}
      {...over}
    />,
  );
  return { view, card: screen.getByRole('article', { name: 'Harbor Light Recovery' }) };
};

it('shows its lines in order, leaving out empty ones', () => {
  const { card } = setup();
  expect(
    within(card)
      .getAllByText(/./, { selector: 'p' })
      .map((p) => p.textContent),
  ).toEqual(['Rehabilitation Center', '1275 Market Street']);
});

it('a restore under way says so; no removal means only Edit', () => {
  const restoring = setup({ removal: 'restore', busy: true, running: 'restore' });
  expect(within(restoring.card).getByRole('button', { name: 'Putting back...' })).toBeWaiting();
  restoring.view.unmount();
  const { card: waiting } = setup({
    removal: null,
    statusLabel: 'Pending review',
    tone: 'waiting',
  });
  expect(
    within(waiting)
      .getAllByRole('button')
      .map((b) => b.textContent),
  ).toEqual(['Edit']);
});
