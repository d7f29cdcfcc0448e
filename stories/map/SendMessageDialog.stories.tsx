import type { Meta, StoryObj } from '@storybook/react';
import { fn } from 'storybook/test';
import { mobile } from '../../.storybook/viewports';
import { SendMessageDialog } from '../../ui/map/SendMessageDialog';

const meta: Meta<typeof SendMessageDialog> = {
  title: 'Components/Map/SendMessageDialog',
  component: SendMessageDialog,
  args: { open: true, name: 'Maria G.', onSend: fn(), onClose: fn() },
};
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};
export const Mobile: Story = { tags: ['mobile'], ...mobile };
