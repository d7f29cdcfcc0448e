import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, it, vi } from 'vitest';
import { ProfileSetupScreen } from './ProfileSetupScreen';
import { formValuesFromProfile } from '../../domain/profile/profileRules';

const defaults = formValuesFromProfile(null);

// Two MUI menus open and close here: on two busy cores the first render alone can take seconds.
it('submits the chosen values', async () => {
  const user = userEvent.setup();
  const onSubmit = vi.fn();
  render(<ProfileSetupScreen initialValues={defaults} onSubmit={onSubmit} />);
  await user.click(screen.getByLabelText('Display name'));
  await user.paste('  Sam  ');
  await user.click(screen.getByRole('combobox', { name: 'Support status' }));
  await user.click(screen.getByRole('option', { name: 'Seeking & Offering' }));
  await user.click(screen.getByRole('combobox', { name: 'Recovery type' }));
  await user.click(screen.getByRole('option', { name: 'Family member' }));
  await user.click(screen.getByLabelText('Bio'));
  await user.paste('Here for my brother.');
  await user.click(screen.getByLabelText('Accept messages from peers'));
  await user.click(screen.getByRole('button', { name: 'Complete Setup' }));
  expect(onSubmit).toHaveBeenCalledWith({
    display_name: 'Sam',
    support_status: 'both',
    recovery_type: 'family_member',
    support_radius: 10,
    bio: 'Here for my brother.',
    location_visible: true,
    accept_messages: false,
  });
}, 15_000);

it('the radius slider shows miles and moves by keyboard within 1-50', () => {
  render(
    <ProfileSetupScreen initialValues={{ ...defaults, support_radius: 50 }} onSubmit={() => {}} />,
  );
  expect(screen.getByText('Support radius: 50 miles')).toBeInTheDocument();
  const slider = screen.getByRole('slider', { name: /Support radius/ });
  fireEvent.keyDown(slider, { key: 'ArrowRight' });
  expect(screen.getByText('Support radius: 50 miles')).toBeInTheDocument();
  fireEvent.keyDown(slider, { key: 'Home' });
  expect(screen.getByText('Support radius: 1 mile')).toBeInTheDocument();
});

it("while saving the button says 'Saving...', keeps the focus, and nothing can be changed or sent again", async () => {
  const user = userEvent.setup();
  const onSubmit = vi.fn();
  const initial = { ...defaults, display_name: 'Sam' };
  const { rerender } = render(<ProfileSetupScreen initialValues={initial} onSubmit={onSubmit} />);
  await user.click(screen.getByRole('button', { name: 'Complete Setup' }));
  expect(onSubmit).toHaveBeenCalledTimes(1);
  rerender(<ProfileSetupScreen initialValues={initial} onSubmit={onSubmit} saving />);
  const saving = screen.getByRole('button', { name: 'Saving...' });
  expect(saving).toHaveFocus();
  expect(saving).toBeWaiting();
  expect(screen.getByLabelText('Display name')).toBeDisabled();
  await user.keyboard('{Enter}');
  await user.click(saving);
  expect(onSubmit).toHaveBeenCalledTimes(1);
});

it('shows a failure as an alert', () => {
  render(
    <ProfileSetupScreen
      initialValues={defaults}
      onSubmit={() => {}}
      error="Error saving profile: Failed to save profile"
    />,
  );
  expect(screen.getByRole('alert')).toHaveTextContent(
    'Error saving profile: Failed to save profile',
  );
});

it("shows 'Setting up your profile...' while loading", () => {
  render(<ProfileSetupScreen initialValues={defaults} onSubmit={() => {}} loading />);
  expect(screen.getByRole('status')).toHaveTextContent('Setting up your profile...');
  expect(screen.queryByRole('button', { name: 'Complete Setup' })).not.toBeInTheDocument();
});

it('editing offers Cancel and Save Profile', async () => {
  const user = userEvent.setup();
  const onCancel = vi.fn();
  render(
    <ProfileSetupScreen initialValues={defaults} onSubmit={() => {}} editing onCancel={onCancel} />,
  );
  expect(screen.getByRole('button', { name: 'Save Profile' })).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Cancel' }));
  expect(onCancel).toHaveBeenCalled();
});

it('while an edit saves, Cancel waits: it keeps the focus, and a press cancels nothing', async () => {
  const user = userEvent.setup();
  const onCancel = vi.fn();
  render(
    <ProfileSetupScreen
      initialValues={defaults}
      onSubmit={() => {}}
      editing
      onCancel={onCancel}
      saving
    />,
  );
  const cancel = screen.getByRole('button', { name: 'Cancel' });
  expect(cancel).toBeWaiting();
  await user.click(cancel);
  expect(cancel).toHaveFocus();
  expect(onCancel).not.toHaveBeenCalled();
});

it('a name that passes for staff is named in the form and not submitted', async () => {
  const user = userEvent.setup();
  const onSubmit = vi.fn();
  render(<ProfileSetupScreen initialValues={defaults} onSubmit={onSubmit} />);
  await user.click(screen.getByLabelText('Display name'));
  await user.paste('Mod3rator');
  expect(screen.getByLabelText('Display name')).toHaveAccessibleDescription(
    'The display name must not look like a staff account: Admin, Administrator, Moderator, Support and Peer Recovery Network are reserved.',
  );
  expect(screen.getByLabelText('Display name')).toBeInvalid();
  await user.click(screen.getByRole('button', { name: 'Complete Setup' }));
  expect(onSubmit).not.toHaveBeenCalled();
  await user.clear(screen.getByLabelText('Display name'));
  await user.paste('Sam');
  await user.click(screen.getByRole('button', { name: 'Complete Setup' }));
  expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ display_name: 'Sam' }));
}, 15_000);

it('invisible characters in a name are named in the form', async () => {
  const user = userEvent.setup();
  render(<ProfileSetupScreen initialValues={defaults} onSubmit={() => {}} />);
  await user.click(screen.getByLabelText('Display name'));
  await user.paste('Sa\u200bm');
  expect(screen.getByLabelText('Display name')).toHaveAccessibleDescription(
    'The display name must not contain invisible or text-direction control characters.',
  );
});

it("links to 'Privacy & account' when the page gives the way there", async () => {
  const user = userEvent.setup();
  const onOpenAccount = vi.fn();
  const { rerender } = render(
    <ProfileSetupScreen initialValues={formValuesFromProfile(null)} onSubmit={vi.fn()} />,
  );
  expect(screen.queryByRole('link', { name: 'Privacy & account' })).not.toBeInTheDocument();
  rerender(
    <ProfileSetupScreen
      initialValues={formValuesFromProfile(null)}
      onSubmit={vi.fn()}
      onOpenAccount={onOpenAccount}
    />,
  );
  const link = screen.getByRole('link', { name: 'Privacy & account' });
  expect(link).toHaveAttribute('href', '/account');
  expect(link.parentElement).toHaveTextContent(
    'Download your data, see where you are signed in or delete your account: Privacy & account',
  );
  await user.click(link);
  expect(onOpenAccount).toHaveBeenCalledOnce();
});

it('offers notifications on this device in their own section, without submitting the form', async () => {
  const user = userEvent.setup();
  const onSubmit = vi.fn();
  const onTurnOn = vi.fn();
  render(
    <ProfileSetupScreen
      initialValues={defaults}
      onSubmit={onSubmit}
      notificationsControl={
        <button type="button" onClick={onTurnOn}>
          Turn on notifications on this device
        </button>
      }
    />,
  );
  const section = screen.getByRole('region', { name: 'Notifications' });
  expect(section).toContainElement(
    screen.getByRole('button', { name: 'Turn on notifications on this device' }),
  );
  await user.click(screen.getByRole('button', { name: 'Turn on notifications on this device' }));
  expect(onTurnOn).toHaveBeenCalledTimes(1);
  expect(onSubmit).not.toHaveBeenCalled();
});
