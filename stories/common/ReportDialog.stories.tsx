import type { Meta, StoryObj } from '@storybook/react';
import { fn } from 'storybook/test';
import { mobile } from '../../.storybook/viewports';
import { ReportDialog } from '../../ui/common/ReportDialog';

/** The person report's texts, as the conversation gives them (docs/product.md, Messages). */
const person = {
  title: 'Report Jordan',
  description:
    'Tell our moderators what happened in this conversation. Reports are private: Jordan is not told who sent them.',
  markRequired: true,
};

/** By default the post report, as the community gives it (docs/product.md, Community). */
const meta: Meta<typeof ReportDialog> = {
  title: 'Components/Common/ReportDialog',
  component: ReportDialog,
  args: {
    open: true,
    title: 'Report Post',
    description:
      'Tell our moderators what is wrong with this post. Reports are private: the author is not told who sent them.',
    sending: false,
    error: null,
    onSubmit: fn(),
    onClose: fn(),
  },
};
export default meta;
type Story = StoryObj<typeof ReportDialog>;

export const Playground: Story = {};
export const Sending: Story = { args: { sending: true } };
export const Error: Story = {
  args: { error: 'You have already reported this post. Our moderators will review it.' },
};
export const Person: Story = { args: person };
export const PersonSending: Story = { args: { ...person, sending: true } };
export const PersonError: Story = {
  args: {
    ...person,
    error: 'You have already reported this person. Our moderators will review it.',
  },
};
export const PersonMobile: Story = { args: person, tags: ['mobile'], ...mobile };
