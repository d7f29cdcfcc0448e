import type { Meta, StoryObj } from '@storybook/react';
import { fn } from 'storybook/test';
import { MessageReactionPicker } from '../../ui/messages/MessageReactionPicker';

const meta: Meta<typeof MessageReactionPicker> = {
  title: 'Components/Messages/MessageReactionPicker',
  component: MessageReactionPicker,
  args: { current: null, onPick: fn() },
  // Beside a message, as in a conversation, with room above for the reactions.
  decorators: [
    (Story) => (
      <div style={{ padding: '80px 16px 16px', display: 'flex', alignItems: 'center', gap: 8 }}>
        <span>How are you holding up today?</span>
        {Story()}
      </div>
    ),
  ],
};
export default meta;
type Story = StoryObj<typeof MessageReactionPicker>;

export const Playground: Story = {};
export const Open: Story = { args: { initialOpen: true } };
/** The viewer's own reaction is pressed; choosing it again removes it. */
export const OpenWithMine: Story = { args: { initialOpen: true, current: '❤️' } };
export const Disabled: Story = { args: { disabled: true } };
