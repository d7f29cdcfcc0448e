import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, it, vi } from 'vitest';
import { ShopScreen } from './ShopScreen';

const setup = (notified: boolean | null = false) => {
  const onNotifyMe = vi.fn();
  render(
    <ShopScreen
      ads={{ top: null, bottom: null }}
      onAdImpression={vi.fn()}
      onAdClick={vi.fn()}
      notified={notified}
      onNotifyMe={onNotifyMe}
    />,
  );
  return onNotifyMe;
};

it("has the documented title, tabs and 'Coming Soon', and no product grid", async () => {
  setup();
  expect(screen.getByRole('heading', { level: 1, name: 'Recovery Store' })).toBeInTheDocument();
  expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual([
    'All Items',
    'Stickers',
    'Journals',
    'Clothing',
    'Cards',
    'Accessories',
  ]);
  expect(screen.getByRole('heading', { name: 'Coming Soon' })).toBeInTheDocument();
  // What the tabs choose between is the panel, named by the open tab.
  expect(screen.getByRole('tabpanel', { name: 'All Items' })).toHaveTextContent('Coming Soon');
  expect(screen.queryByRole('button', { name: 'Add to Cart' })).not.toBeInTheDocument();
  await userEvent.click(screen.getByRole('tab', { name: 'Journals' }));
  expect(screen.getByText('Journals are on their way.')).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: /Why Choose/ })).toBeInTheDocument();
});

it("'Notify me when the store opens' asks once, then thanks", async () => {
  const onNotifyMe = setup();
  await userEvent.click(screen.getByRole('button', { name: 'Notify me when the store opens' }));
  expect(onNotifyMe).toHaveBeenCalledTimes(1);
});

it('thanks someone who already asked', () => {
  setup(true);
  expect(screen.getByRole('status')).toHaveTextContent(
    'We will let you know when the store opens.',
  );
  expect(screen.queryByRole('button', { name: /Notify me/ })).not.toBeInTheDocument();
});

it("'Notify me' keeps the focus while it saves, and a second press asks nothing more", async () => {
  const user = userEvent.setup();
  const onNotifyMe = vi.fn();
  const draw = (notifying: boolean) => (
    <ShopScreen
      ads={{ top: null, bottom: null }}
      onAdImpression={vi.fn()}
      onAdClick={vi.fn()}
      notified={false}
      notifying={notifying}
      onNotifyMe={onNotifyMe}
    />
  );
  const { rerender } = render(draw(false));
  await user.click(screen.getByRole('button', { name: 'Notify me when the store opens' }));
  rerender(draw(true));
  const saving = screen.getByRole('button', { name: 'Saving...' });
  expect(saving).toHaveFocus();
  expect(saving).toBeWaiting();
  await user.keyboard('{Enter}');
  await user.click(saving);
  expect(onNotifyMe).toHaveBeenCalledTimes(1);
});
