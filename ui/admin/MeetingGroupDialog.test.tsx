import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, it, vi } from 'vitest';
import { buildAdminMeetingGroup } from './fixtures';
import { MeetingGroupDialog, type MeetingGroupDialogProps } from './MeetingGroupDialog';

const setup = (over: Partial<MeetingGroupDialogProps> = {}) => {
  const props: MeetingGroupDialogProps = {
    open: true,
    group: null,
    onSave: vi.fn(async () => {}),
    onClose: vi.fn(),
    ...over,
  };
  render(<MeetingGroupDialog {...props} />);
  return props;
};
const dialog = () => screen.getByRole('dialog');
const field = (name: RegExp | string) => within(dialog()).getByLabelText(name);
const save = () => within(dialog()).getByRole('button', { name: 'Save' });
const fill = async (user: ReturnType<typeof userEvent.setup>, name: RegExp, text: string) => {
  await user.click(field(name));
  await user.paste(text);
};

it('adds a group: days as checkboxes sent Sunday first, open or not, link and coordinates', async () => {
  const user = userEvent.setup();
  const { onSave, onClose } = setup();
  expect(dialog()).toHaveAccessibleName('Add meeting group');
  expect(save()).toBeDisabled();
  await fill(user, /Name/, 'Harbor Group');
  await fill(user, /Fellowship/, 'narcotics_anonymous ');
  const days = within(dialog()).getByRole('group', { name: 'Meeting days' });
  expect(within(days).getAllByRole('checkbox')).toHaveLength(7);
  await user.click(within(days).getByRole('checkbox', { name: 'Friday' }));
  await user.click(within(days).getByRole('checkbox', { name: 'Monday' }));
  await fill(user, /Meeting time/, '7:00 PM');
  await user.click(within(dialog()).getByRole('checkbox', { name: /Open meeting/ }));
  await fill(user, /Latitude/, '37.8');
  await fill(user, /Longitude/, '-122.4');
  await user.click(save());
  expect(onSave).toHaveBeenCalledWith({
    name: 'Harbor Group',
    group_type: 'narcotics_anonymous',
    address: '',
    meeting_days: ['Monday', 'Friday'],
    meeting_time: '7:00 PM',
    is_open: true,
    conference_url: '',
    latitude: 37.8,
    longitude: -122.4,
  });
  await waitFor(() => expect(onClose).toHaveBeenCalledOnce());
});

it('edits from the group’s values; a day can be taken off', async () => {
  const user = userEvent.setup();
  const group = buildAdminMeetingGroup({ conference_url: 'https://example.org/meet' });
  const { onSave } = setup({ group });
  expect(dialog()).toHaveAccessibleName('Edit meeting group');
  expect(field(/Fellowship/)).toHaveValue('alcoholics_anonymous');
  expect(within(dialog()).getByRole('checkbox', { name: 'Tuesday' })).toBeChecked();
  expect(within(dialog()).getByRole('checkbox', { name: /Open meeting/ })).toBeChecked();
  await user.click(within(dialog()).getByRole('checkbox', { name: 'Tuesday' }));
  await user.click(save());
  expect(field(/Online meeting link/)).toHaveValue('https://example.org/meet');
  expect(onSave).toHaveBeenCalledWith({
    name: 'Sunset Step Study',
    group_type: 'alcoholics_anonymous',
    address: group.address,
    meeting_days: ['Thursday'],
    meeting_time: '7:30 PM',
    is_open: true,
    conference_url: 'https://example.org/meet',
    latitude: group.latitude,
    longitude: group.longitude,
  });
});

it('a refusal shows beside its field: the time, or under the days', async () => {
  const user = userEvent.setup();
  const onSave = vi
    .fn()
    .mockRejectedValueOnce(new Error('meeting_time must look like 7:00 PM'))
    .mockRejectedValueOnce({ field: 'meeting_days', message: 'meeting_days must be day names' });
  setup({ group: buildAdminMeetingGroup(), onSave });
  await user.click(save());
  await waitFor(() =>
    expect(field(/Meeting time/)).toHaveAccessibleDescription(
      'meeting_time must look like 7:00 PM',
    ),
  );
  expect(field(/Meeting time/)).toHaveAttribute('aria-invalid', 'true');
  await user.click(save());
  await waitFor(() =>
    expect(
      within(dialog()).getByRole('group', { name: 'Meeting days' }),
    ).toHaveAccessibleDescription('meeting_days must be day names'),
  );
  expect(field(/Meeting time/)).toHaveAttribute('aria-invalid', 'false');
});

it('opens with a refusal it is given; one about no field shows above the form', () => {
  setup({
    group: buildAdminMeetingGroup(),
    refusal: { message: 'is_open must be true or false' },
  });
  expect(within(dialog()).getByRole('alert')).toHaveTextContent('is_open must be true or false');
});
