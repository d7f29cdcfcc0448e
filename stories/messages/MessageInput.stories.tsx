import type { Meta, StoryObj } from '@storybook/react';
import { fn } from 'storybook/test';
import { mobile } from '../../.storybook/viewports';
import { MESSAGE_MAX } from '../../contract/messages';
import { MessageInput } from '../../ui/messages/MessageInput';

const meta: Meta<typeof MessageInput> = {
  title: 'Components/Messages/MessageInput',
  component: MessageInput,
  args: { onSend: fn(async () => {}), onTyping: fn(), sending: false, disabled: false },
  parameters: { maxWidth: 640 },
};
export default meta;
type Story = StoryObj<typeof MessageInput>;

/** Empty: the thumbs-up stands in for Send. */
export const Playground: Story = {};
export const WithText: Story = { args: { initialText: 'See you on Tuesday!' } };
/** Past 100 px the box stops growing and scrolls. */
export const LongText: Story = {
  args: {
    initialText:
      'Line one\nLine two\nLine three\nLine four\nLine five\nLine six\nLine seven\nLine eight',
  },
};
export const NearTheLimit: Story = {
  args: { initialText: 'I keep writing. '.repeat(Math.ceil((MESSAGE_MAX - 40) / 16)) },
};
export const Sending: Story = { args: { initialText: 'See you on Tuesday!', sending: true } };
export const Disabled: Story = { args: { disabled: true } };
export const Mobile: Story = {
  args: { initialText: 'See you on Tuesday!' },
  tags: ['mobile'],
  ...mobile,
};
