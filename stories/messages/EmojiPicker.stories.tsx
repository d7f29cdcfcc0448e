import type { Meta, StoryObj } from '@storybook/react';
import { fn } from 'storybook/test';
import { EmojiPicker } from '../../ui/messages/EmojiPicker';

const meta: Meta<typeof EmojiPicker> = {
  title: 'Components/Messages/EmojiPicker',
  component: EmojiPicker,
  args: { onPick: fn() },
  // Room above the button, where the grid opens; a line of context beside it.
  decorators: [
    (Story) => (
      <div style={{ padding: '340px 16px 16px', display: 'flex', alignItems: 'center', gap: 8 }}>
        {Story()}
        <span>Add an emoji to your message</span>
      </div>
    ),
  ],
};
export default meta;
type Story = StoryObj<typeof EmojiPicker>;

export const Playground: Story = {};
export const Open: Story = { args: { initialOpen: true } };
export const Disabled: Story = { args: { disabled: true } };
