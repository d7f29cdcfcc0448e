import type { Meta, StoryObj } from '@storybook/react';
import { fn } from 'storybook/test';
import { mobile } from '../../.storybook/viewports';
import { ContactMessageCard } from '../../ui/admin/ContactMessageCard';
import { FIXTURE_NOW, buildContactMessages } from '../../ui/admin/fixtures';

const [unread, listing, read] = buildContactMessages();

const meta: Meta<typeof ContactMessageCard> = {
  title: 'Components/Admin/ContactMessageCard',
  component: ContactMessageCard,
  args: { message: unread, busy: false, error: null, onMarkRead: fn(), now: FIXTURE_NOW },
  parameters: { maxWidth: 720 },
};
export default meta;
type Story = StoryObj<typeof meta>;

export const Unread: Story = {};
export const ListingInquiry: Story = { args: { message: listing } };
export const Read: Story = { args: { message: read } };
export const Marking: Story = { args: { busy: true } };
export const Failed: Story = { args: { error: 'The message could not be marked read.' } };
export const Mobile: Story = { tags: ['mobile'], ...mobile };
