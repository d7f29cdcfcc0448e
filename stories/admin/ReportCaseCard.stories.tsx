import type { Meta, StoryObj } from '@storybook/react';
import { fn } from 'storybook/test';
import { mobile } from '../../.storybook/viewports';
import { ReportCaseCard } from '../../ui/admin/ReportCaseCard';
import {
  FIXTURE_NOW,
  buildDeletedPersonCase,
  buildDeletedSenderCase,
  buildMessageCase,
  buildPersonCase,
  buildPostCase,
} from '../../ui/admin/fixtures';

const meta: Meta<typeof ReportCaseCard> = {
  title: 'Components/Admin/ReportCaseCard',
  component: ReportCaseCard,
  args: {
    reportCase: buildPostCase(),
    busy: false,
    running: null,
    error: null,
    onDismiss: fn(),
    onHide: fn(),
    onSuspend: fn(),
    now: FIXTURE_NOW,
  },
  parameters: { maxWidth: 720 },
};
export default meta;
type Story = StoryObj<typeof meta>;

export const Post: Story = {};
export const Message: Story = { args: { reportCase: buildMessageCase() } };
export const Person: Story = { args: { reportCase: buildPersonCase() } };
export const Hiding: Story = { args: { busy: true, running: 'hide' } };
export const Failed: Story = {
  args: { error: 'This case was already closed by another moderator.' },
};
/** Admins cannot be suspended: the button stays, disabled, and says why. */
export const AboutAnAdmin: Story = {
  args: { reportCase: buildPostCase({ subject_is_admin: true }) },
};
export const AlreadySuspended: Story = {
  args: { reportCase: buildPersonCase({ subject_suspended: true }) },
};
/** The sender deleted their account: the reported words as the case kept them, no one to suspend. */
export const MessageFromDeletedAccount: Story = {
  args: { reportCase: buildDeletedSenderCase() },
};
export const DeletedPerson: Story = { args: { reportCase: buildDeletedPersonCase() } };
export const Mobile: Story = {
  args: { reportCase: buildMessageCase() },
  tags: ['mobile'],
  ...mobile,
};
