import type { Meta, StoryObj } from '@storybook/react';
import { fn } from 'storybook/test';
import { SessionsCard } from '../../ui/account/SessionsCard';
import { FIXTURE_NOW, MANY_SESSIONS, SESSIONS } from '../../ui/account/fixtures';

const meta: Meta<typeof SessionsCard> = {
  title: 'Components/Account/SessionsCard',
  component: SessionsCard,
  args: {
    status: 'ready',
    sessions: SESSIONS,
    onRetry: fn(),
    onEnd: fn(),
    onEndOthers: fn(),
    now: FIXTURE_NOW,
  },
  parameters: { maxWidth: 760 },
};
export default meta;
type Story = StoryObj<typeof SessionsCard>;

export const Playground: Story = {};
export const Loading: Story = { args: { status: 'loading', sessions: [] } };
export const LoadFailed: Story = {
  args: {
    status: 'error',
    sessions: [],
    loadError: 'That did not reach the server. Please check your connection and try again.',
  },
};
/** Only this browser: nothing else to sign out. */
export const OnlyThisDevice: Story = { args: { sessions: SESSIONS.slice(0, 1) } };
export const Many: Story = { args: { sessions: MANY_SESSIONS } };
export const EndingOne: Story = { args: { ending: SESSIONS[1]!.id } };
export const EndingOthers: Story = { args: { endingOthers: true } };
export const EndFailed: Story = { args: { error: 'No such session.' } };
/** The narrowest phone the page is made for: 320 px inside Storybook's padding. */
export const Narrow: Story = { parameters: { maxWidth: 352 } };
