import type { Meta, StoryObj } from '@storybook/react';
import { fn } from 'storybook/test';
import { FIXTURE_NOW, buildReactor, minutesAgo } from '../../ui/fixtures';
import { ReactorsDialog } from '../../ui/social/ReactorsDialog';

const meta: Meta<typeof ReactorsDialog> = {
  title: 'Components/Social/ReactorsDialog',
  component: ReactorsDialog,
  args: {
    open: true,
    status: 'ready',
    now: FIXTURE_NOW,
    onClose: fn(),
    reactors: [
      buildReactor(),
      buildReactor({ display_name: 'Lee', reaction_type: 'strong', created_at: minutesAgo(180) }),
    ],
  },
  argTypes: { status: { control: 'inline-radio', options: ['loading', 'ready', 'error'] } },
};
export default meta;
type Story = StoryObj<typeof ReactorsDialog>;

export const Playground: Story = {};
export const Loading: Story = { args: { status: 'loading', reactors: [] } };
export const Empty: Story = { args: { reactors: [] } };
export const Error: Story = { args: { status: 'error', reactors: [] } };
