import type { Meta, StoryObj } from '@storybook/react';
import { ReportedContent } from '../../ui/admin/ReportedContent';
import {
  FIXTURE_NOW,
  buildMessageCase,
  buildPersonCase,
  buildPostCase,
} from '../../ui/admin/fixtures';

const meta: Meta<typeof ReportedContent> = {
  title: 'Components/Admin/ReportedContent',
  component: ReportedContent,
  args: { preview: buildPostCase().preview, now: FIXTURE_NOW },
  parameters: { maxWidth: 600 },
};
export default meta;
type Story = StoryObj<typeof meta>;

export const Post: Story = {};
export const Message: Story = { args: { preview: buildMessageCase().preview } };
export const Person: Story = { args: { preview: buildPersonCase().preview } };
export const PersonWithoutBio: Story = {
  args: { preview: { kind: 'user', display_name: 'Quiet Person', bio: '' } },
};
