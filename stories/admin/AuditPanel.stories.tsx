import type { Meta, StoryObj } from '@storybook/react';
import { fn } from 'storybook/test';
import { mobile } from '../../.storybook/viewports';
import { AuditPanel } from '../../ui/admin/AuditPanel';
import {
  FIXTURE_MODERATORS,
  buildAuditEntries,
  buildAuditEntry,
  many,
} from '../../ui/admin/fixtures';
import { minutesAgo } from '../../ui/fixtures';

const meta: Meta<typeof AuditPanel> = {
  title: 'Components/Admin/AuditPanel',
  component: AuditPanel,
  args: {
    entries: buildAuditEntries(),
    filters: {},
    moderators: FIXTURE_MODERATORS,
    onFiltersChange: fn(),
    status: 'ready',
    nextCursor: null,
    loadingMore: false,
    loadMoreError: null,
    onRetry: fn(),
    onLoadMore: fn(),
    onUndo: fn(async () => {}),
  },
  argTypes: { status: { control: 'inline-radio', options: ['loading', 'ready', 'error'] } },
  parameters: { maxWidth: 900 },
};
export default meta;
type Story = StoryObj<typeof meta>;

export const Populated: Story = {};
export const Loading: Story = { args: { entries: [], status: 'loading' } };
export const Empty: Story = { args: { entries: [] } };
export const NothingMatches: Story = { args: { entries: [], filters: { action: 'ad.save' } } };
export const Error: Story = { args: { entries: [], status: 'error' } };
/** A full page with more to load. */
export const LongList: Story = {
  args: {
    entries: many(25, (i) =>
      buildAuditEntry({ id: `au-${i}`, at: minutesAgo(i * 45), undoable: i % 3 === 0 }),
    ),
    nextCursor: 'au-next',
  },
};
export const LoadMoreFailed: Story = {
  args: {
    nextCursor: 'au-next',
    loadMoreError: 'More entries could not be loaded. Please try again.',
  },
};
export const Mobile: Story = { tags: ['mobile'], ...mobile };
/** The narrowest screen the console supports: 320 px inside Storybook's padding. */
export const Narrow: Story = { parameters: { maxWidth: 352 } };
