import Box from '@mui/material/Box';
import type { Meta, StoryObj } from '@storybook/react';
import { fn } from 'storybook/test';
import { mobile } from '../../.storybook/viewports';
import { ThreadList } from '../../ui/messages/ThreadList';
import {
  FIXTURE_NOW,
  buildDeletedThread,
  buildThreads,
  minutesAgo,
} from '../../ui/messages/fixtures';

const meta: Meta<typeof ThreadList> = {
  title: 'Components/Messages/ThreadList',
  component: ThreadList,
  args: {
    threads: buildThreads(),
    status: 'ready',
    selectedUserId: null,
    now: FIXTURE_NOW,
    onSelect: fn(),
    onRetry: fn(),
  },
  argTypes: { status: { control: 'inline-radio', options: ['loading', 'ready', 'error'] } },
  decorators: [(Story) => <Box sx={{ height: 560 }}>{Story()}</Box>],
  parameters: { maxWidth: 380 },
};
export default meta;
type Story = StoryObj<typeof ThreadList>;

export const Playground: Story = {};
export const Selected: Story = { args: { selectedUserId: 'u-dev' } };
export const Loading: Story = { args: { threads: [], status: 'loading' } };
export const Error: Story = { args: { threads: [], status: 'error' } };
export const Empty: Story = { args: { threads: [] } };
export const Searching: Story = { args: { initialSearch: 'sa' } };
export const SearchNoMatch: Story = { args: { initialSearch: 'zed' } };
/**
 * Two people deleted their account: 'Deleted account' with a neutral avatar and no presence dot,
 * one with the viewer's last message, one with nothing left in it.
 */
export const DeletedAccount: Story = {
  args: {
    threads: [
      ...buildThreads().slice(0, 3),
      buildDeletedThread({ other_user_id: 'u-ruth' }),
      buildDeletedThread({
        other_user_id: 'u-gone',
        last_message: '',
        last_message_time: minutesAgo(60 * 24 * 6),
      }),
    ],
  },
};
export const Mobile: Story = { tags: ['mobile'], ...mobile };
