import type { Meta, StoryObj } from '@storybook/react';
import { fn } from 'storybook/test';
import { SEND_TEXTS } from '../../contract/messages';
import { ConversationNotices } from '../../ui/messages/ConversationNotices';

const reportThanks = {
  severity: 'success',
  text: 'Thank you. Your report about Maria G. was sent to our moderators.',
} as const;

const meta: Meta<typeof ConversationNotices> = {
  title: 'Components/Messages/ConversationNotices',
  component: ConversationNotices,
  args: {
    sendError: SEND_TEXTS.failed,
    onDismissSendError: fn(),
    notice: null,
    onDismissNotice: fn(),
  },
  parameters: { maxWidth: 720 },
};
export default meta;
type Story = StoryObj<typeof ConversationNotices>;

export const SendError: Story = {};
/** Without a way to dismiss it, the send error stays until the container clears it. */
export const SendErrorNotDismissable: Story = { args: { onDismissSendError: undefined } };
export const ReportThanks: Story = { args: { sendError: null, notice: reportThanks } };
/** An unblock that failed: it has no dialog, so the reason shows here. */
export const UnblockFailed: Story = {
  args: {
    sendError: null,
    notice: { severity: 'error', text: 'Could not unblock this person. Please try again.' },
  },
};
export const SendErrorAndReportThanks: Story = { args: { notice: reportThanks } };
