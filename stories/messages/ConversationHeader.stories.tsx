import type { Meta, StoryObj } from '@storybook/react';
import { fn } from 'storybook/test';
import { mobile } from '../../.storybook/viewports';
import { ConversationHeader } from '../../ui/messages/ConversationHeader';
import {
  FIXTURE_NOW,
  buildCorrespondent,
  buildDeletedCorrespondent,
  minutesAgo,
} from '../../ui/messages/fixtures';

const meta: Meta<typeof ConversationHeader> = {
  title: 'Components/Messages/ConversationHeader',
  component: ConversationHeader,
  args: {
    other: buildCorrespondent(),
    name: 'Maria G.',
    headingId: 'conversation-heading',
    now: FIXTURE_NOW,
    onBack: fn(),
    onCall: fn(),
    onBlock: fn(),
    onUnblock: fn(),
    onReport: fn(),
  },
  parameters: { maxWidth: 720 },
};
export default meta;
type Story = StoryObj<typeof ConversationHeader>;

export const Playground: Story = {};
export const AwayPerson: Story = {
  args: {
    other: buildCorrespondent({
      display_name: 'Sam',
      presence: { online: false, last_seen: minutesAgo(60 * 5) },
    }),
    name: 'Sam',
  },
};
/** Calls are off; the menu offers Unblock. */
export const Blocked: Story = {
  args: { other: buildCorrespondent({ display_name: 'Jordan', blocked: true }), name: 'Jordan' },
};
/** They deleted their account: the name alone, no presence, calls or menu. */
export const DeletedAccount: Story = {
  args: { other: buildDeletedCorrespondent(), name: 'Deleted account' },
};
/** Before the conversation's first page names the person: no presence, calls or menu. */
export const PersonNotYetKnown: Story = { args: { other: null, name: 'Conversation' } };
export const LongName: Story = {
  args: {
    other: buildCorrespondent({ display_name: 'Maria Guadalupe Fernández de la Cruz' }),
    name: 'Maria Guadalupe Fernández de la Cruz',
  },
};
/** On a phone: 'Back to chats'. */
export const Mobile: Story = { args: { showBack: true }, tags: ['mobile'], ...mobile };
