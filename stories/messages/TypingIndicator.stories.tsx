import type { Meta, StoryObj } from '@storybook/react';
import { TypingIndicator } from '../../ui/messages/TypingIndicator';

const meta: Meta<typeof TypingIndicator> = {
  title: 'Components/Messages/TypingIndicator',
  component: TypingIndicator,
  args: { name: 'Maria G.', typing: true },
  parameters: { maxWidth: 480 },
};
export default meta;
type Story = StoryObj<typeof TypingIndicator>;

export const Playground: Story = {};
export const LongName: Story = { args: { name: 'Alexandra from the Tuesday circle' } };
