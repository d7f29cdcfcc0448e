import type { Meta, StoryObj } from '@storybook/react';
import { fn } from 'storybook/test';
import { mobile } from '../../.storybook/viewports';
import { ReportsPanel } from '../../ui/admin/ReportsPanel';
import {
  FIXTURE_NOW,
  buildMessageCase,
  buildPersonCase,
  buildPostCase,
  buildReportCases,
  many,
} from '../../ui/admin/fixtures';

const meta: Meta<typeof ReportsPanel> = {
  title: 'Components/Admin/ReportsPanel',
  component: ReportsPanel,
  args: {
    cases: buildReportCases(),
    status: 'ready',
    nextCursor: null,
    loadingMore: false,
    loadMoreError: null,
    onRetry: fn(),
    onLoadMore: fn(),
    onAction: fn(async () => {}),
    now: FIXTURE_NOW,
  },
  argTypes: { status: { control: 'inline-radio', options: ['loading', 'ready', 'error'] } },
  parameters: { maxWidth: 900 },
};
export default meta;
type Story = StoryObj<typeof meta>;

const builders = [buildPostCase, buildMessageCase, buildPersonCase];

export const Populated: Story = {};
export const Loading: Story = { args: { cases: [], status: 'loading' } };
export const Empty: Story = { args: { cases: [] } };
export const Error: Story = { args: { cases: [], status: 'error' } };
/** A full page of cases with more to load. */
export const LongList: Story = {
  args: {
    cases: many(25, (i) => {
      const c = builders[i % 3]!();
      return { ...c, id: `${c.id}-${i}`, subject_name: `${c.subject_name} ${i + 1}` };
    }),
    nextCursor: 'c-2',
  },
};
export const LoadingMore: Story = { args: { nextCursor: 'c-2', loadingMore: true } };
export const LoadMoreFailed: Story = {
  args: { nextCursor: 'c-2', loadMoreError: 'More reports could not be loaded. Please try again.' },
};
export const Mobile: Story = { tags: ['mobile'], ...mobile };
/** The narrowest screen the console supports: 320 px (inside the 16 px padding); nothing scrolls sideways. */
export const Narrow: Story = { parameters: { maxWidth: 352 } };
