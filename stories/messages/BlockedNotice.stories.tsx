import type { Meta, StoryObj } from '@storybook/react';
import { fn } from 'storybook/test';
import { mobile } from '../../.storybook/viewports';
import { BlockedNotice } from '../../ui/messages/BlockedNotice';

const meta: Meta<typeof BlockedNotice> = {
  title: 'Components/Messages/BlockedNotice',
  component: BlockedNotice,
  args: { name: 'Jordan', busy: false, onUnblock: fn() },
  parameters: { maxWidth: 720 },
};
export default meta;
type Story = StoryObj<typeof BlockedNotice>;

export const Playground: Story = {};
/** A name that ends with a full stop gets no second one. */
export const NameEndingWithFullStop: Story = { args: { name: 'Maria G.' } };
export const Unblocking: Story = { args: { busy: true } };
/** On a phone a longer name puts Unblock on its own line. */
export const Mobile: Story = {
  args: { name: 'Maria Guadalupe Fernández de la Cruz' },
  tags: ['mobile'],
  ...mobile,
};
