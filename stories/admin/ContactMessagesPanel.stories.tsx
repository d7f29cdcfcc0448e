import type { Meta, StoryObj } from '@storybook/react';
import { fn } from 'storybook/test';
import { mobile } from '../../.storybook/viewports';
import { ContactMessagesPanel } from '../../ui/admin/ContactMessagesPanel';
import {
  FIXTURE_NOW,
  buildContactMessage,
  buildContactMessages,
  many,
} from '../../ui/admin/fixtures';
import { minutesAgo } from '../../ui/fixtures';

const meta: Meta<typeof ContactMessagesPanel> = {
  title: 'Components/Admin/ContactMessagesPanel',
  component: ContactMessagesPanel,
  args: {
    messages: buildContactMessages(),
    status: 'ready',
    nextCursor: null,
    loadingMore: false,
    loadMoreError: null,
    onRetry: fn(),
    onLoadMore: fn(),
    onMarkRead: fn(async () => {}),
    now: FIXTURE_NOW,
  },
  argTypes: { status: { control: 'inline-radio', options: ['loading', 'ready', 'error'] } },
  parameters: { maxWidth: 900 },
};
export default meta;
type Story = StoryObj<typeof meta>;

export const Populated: Story = {};
export const Loading: Story = { args: { messages: [], status: 'loading' } };
export const Empty: Story = { args: { messages: [] } };
export const Error: Story = { args: { messages: [], status: 'error' } };
/** A full page with more to load. */
export const LongList: Story = {
  args: {
    messages: many(25, (i) =>
      buildContactMessage({
        id: `cm-${i}`,
        subject: `Question number ${i + 1}`,
        created_at: minutesAgo(i * 90),
        is_read: i > 4,
        kind: i % 4 === 1 ? 'listing' : 'contact',
      }),
    ),
    nextCursor: 'cm-next',
  },
};
export const LoadingMore: Story = { args: { nextCursor: 'cm-next', loadingMore: true } };
export const Mobile: Story = { tags: ['mobile'], ...mobile };
/** The narrowest screen the console supports: 320 px inside Storybook's padding. */
export const Narrow: Story = { parameters: { maxWidth: 352 } };
