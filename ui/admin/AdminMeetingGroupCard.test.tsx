import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, it, vi } from 'vitest';
import { AdminMeetingGroupCard, type AdminMeetingGroupCardProps } from './AdminMeetingGroupCard';
import { buildAdminMeetingGroup, buildAdminMeetingGroups } from './fixtures';

const [, online, removed] = buildAdminMeetingGroups();

const setup = (over: Partial<AdminMeetingGroupCardProps> = {}) => {
  const props: AdminMeetingGroupCardProps = {
    group: buildAdminMeetingGroup(),
    onEdit: vi.fn(),
    onRemove: vi.fn(),
    onRestore: vi.fn(),
    ...over,
  };
  render(<AdminMeetingGroupCard {...props} />);
  return { ...props, card: screen.getByRole('article', { name: props.group.name }) };
};

it('a group on the map: fellowship in words, open or not, schedule, address, Remove from map', async () => {
  const user = userEvent.setup();
  const { card, onRemove, onEdit } = setup();
  expect(card).toHaveTextContent('Alcoholics Anonymous · Open meeting');
  expect(card).toHaveTextContent('Tuesday, Thursday at 7:30 PM');
  expect(card).toHaveTextContent('1290 Irving Street, San Francisco, CA 94122');
  expect(within(card).getByText('On the map')).toBeInTheDocument();
  await user.click(within(card).getByRole('button', { name: 'Remove from map' }));
  await user.click(within(card).getByRole('button', { name: 'Edit' }));
  expect(onRemove).toHaveBeenCalledOnce();
  expect(onEdit).toHaveBeenCalledOnce();
  expect(within(card).queryByRole('button', { name: 'Put back on map' })).not.toBeInTheDocument();
});

it('an online closed group shows its link and that a moderator edited it', () => {
  const { card } = setup({ group: online });
  expect(card).toHaveTextContent('Al Anon · Closed meeting');
  expect(card).toHaveTextContent('Online: https://example.org/meet/family-evening');
  expect(card).toHaveTextContent('Edited by a moderator');
});

it('a removed group offers Put back on map; a failure shows on it', async () => {
  const user = userEvent.setup();
  const { card, onRestore } = setup({ group: removed, error: 'Meeting group not found.' });
  expect(within(card).getByText('Removed from map')).toBeInTheDocument();
  expect(within(card).queryByRole('button', { name: 'Remove from map' })).not.toBeInTheDocument();
  expect(within(card).getByRole('alert')).toHaveTextContent('Meeting group not found.');
  await user.click(within(card).getByRole('button', { name: 'Put back on map' }));
  expect(onRestore).toHaveBeenCalledOnce();
});

it('a group with no schedule or address shows no empty lines', () => {
  const { card } = setup({
    group: buildAdminMeetingGroup({ address: '', meeting_days: [], meeting_time: '' }),
  });
  // Heading, state, one line of what it is, then the buttons.
  expect(
    within(card)
      .getAllByText(/./, { selector: 'p' })
      .map((p) => p.textContent),
  ).toEqual(['Alcoholics Anonymous · Open meeting']);
});
