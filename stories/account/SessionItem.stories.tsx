import List from '@mui/material/List';
import type { Meta, StoryObj } from '@storybook/react';
import { fn } from 'storybook/test';
import { SessionItem } from '../../ui/account/SessionItem';
import { FIXTURE_NOW, MANY_SESSIONS, SESSIONS } from '../../ui/account/fixtures';

const meta: Meta<typeof SessionItem> = {
  title: 'Components/Account/SessionItem',
  component: SessionItem,
  args: { session: SESSIONS[1], onEnd: fn(), now: FIXTURE_NOW },
  decorators: [
    (Story) => (
      <List aria-label="Signed-in devices">
        <Story />
      </List>
    ),
  ],
  parameters: { maxWidth: 760 },
};
export default meta;
type Story = StoryObj<typeof SessionItem>;

/** Another browser: it may be signed out from here. */
export const Other: Story = {};
/** This browser: 'This device', and no 'Sign out' (that is 'Log out'). */
export const Current: Story = { args: { session: SESSIONS[0] } };
/** Another sign-out is on its way. */
export const Waiting: Story = { args: { waiting: true } };
export const LongDeviceName: Story = {
  args: { session: MANY_SESSIONS[MANY_SESSIONS.length - 1] },
  parameters: { maxWidth: 352 },
};
