import type { Meta, StoryObj } from '@storybook/react';
import { CallEntry } from '../../ui/messages/CallEntry';
import { buildCallEntry } from '../../ui/messages/fixtures';

/** Each outcome is shown through MessageBubble's stories (CallMissed, CallDeclined, ...). */
const meta: Meta<typeof CallEntry> = {
  title: 'Components/Messages/CallEntry',
  component: CallEntry,
  args: { message: buildCallEntry() },
  parameters: { maxWidth: 640 },
};
export default meta;
type Story = StoryObj<typeof CallEntry>;

export const Playground: Story = {};
/** An entry without its call's details: the words the server stored, a plain phone icon. */
export const WithoutDetails: Story = {
  args: { message: { ...buildCallEntry(), call: undefined, content: 'Audio call · 2 min' } },
};
