import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, it, vi } from 'vitest';
import { AdminResourceCard, type AdminResourceCardProps } from './AdminResourceCard';
import { buildAdminResource, buildAdminResources } from './fixtures';

const [edited, removed, pending, rejected, otherType] = buildAdminResources();

const setup = (over: Partial<AdminResourceCardProps> = {}) => {
  const props: AdminResourceCardProps = {
    resource: buildAdminResource(),
    onEdit: vi.fn(),
    onRemove: vi.fn(),
    onRestore: vi.fn(),
    ...over,
  };
  render(<AdminResourceCard {...props} />);
  return { ...props, card: screen.getByRole('article', { name: props.resource.name }) };
};
const buttons = (card: HTMLElement) =>
  within(card)
    .getAllByRole('button')
    .map((b) => b.textContent);

it('a resource on the map: its type in words, address, state, Edit and Remove from map', async () => {
  const user = userEvent.setup();
  const { card, onEdit, onRemove, onRestore } = setup();
  expect(card).toHaveTextContent('Rehabilitation Center');
  expect(card).toHaveTextContent('1275 Market Street, San Francisco, CA 94103');
  expect(within(card).getByText('On the map')).toBeInTheDocument();
  expect(card).not.toHaveTextContent('Edited by a moderator');
  expect(buttons(card)).toEqual(['Edit', 'Remove from map']);
  await user.click(within(card).getByRole('button', { name: 'Edit' }));
  await user.click(within(card).getByRole('button', { name: 'Remove from map' }));
  expect(onEdit).toHaveBeenCalledOnce();
  expect(onRemove).toHaveBeenCalledOnce();
  expect(onRestore).not.toHaveBeenCalled();
});

it('a removed resource offers Put back on map instead', async () => {
  const user = userEvent.setup();
  const { card, onRestore, onRemove } = setup({ resource: removed });
  expect(within(card).getByText('Removed from map')).toBeInTheDocument();
  expect(buttons(card)).toEqual(['Edit', 'Put back on map']);
  await user.click(within(card).getByRole('button', { name: 'Put back on map' }));
  expect(onRestore).toHaveBeenCalledOnce();
  expect(onRemove).not.toHaveBeenCalled();
});

it('pending and rejected resources are decided in Suggested places: only Edit', () => {
  const first = setup({ resource: pending });
  expect(within(first.card).getByText('Pending review')).toBeInTheDocument();
  expect(buttons(first.card)).toEqual(['Edit']);
  const second = setup({ resource: rejected });
  expect(within(second.card).getByText('Rejected')).toBeInTheDocument();
  expect(buttons(second.card)).toEqual(['Edit']);
});

it('says when a moderator edited it, and reads an unlisted type as its words', () => {
  expect(setup({ resource: edited }).card).toHaveTextContent('Edited by a moderator');
  expect(setup({ resource: otherType }).card).toHaveTextContent('Sober living home');
});

it('while busy the buttons wait and the running one says so; a failure shows on the card', () => {
  const busy = setup({ busy: true, running: 'remove' });
  expect(within(busy.card).getByRole('button', { name: 'Removing...' })).toBeWaiting();
  expect(within(busy.card).getByRole('button', { name: 'Edit' })).toBeWaiting();
  expect(busy.card).toHaveAttribute('aria-busy', 'true');
  const failed = setup({ resource: removed, error: 'Resource not found.' });
  expect(within(failed.card).getByRole('alert')).toHaveTextContent('Resource not found.');
  expect(within(failed.card).getByRole('button', { name: 'Put back on map' })).toBeEnabled();
});
