import type { Meta, StoryObj } from '@storybook/react';
import { fn } from 'storybook/test';
import { mobile } from '../../.storybook/viewports';
import { PlacesPanel } from '../../ui/admin/PlacesPanel';
import {
  FIXTURE_NOW,
  buildImportReport,
  buildPendingResource,
  buildPendingResources,
  many,
} from '../../ui/admin/fixtures';

const meta: Meta<typeof PlacesPanel> = {
  title: 'Admin/PlacesPanel',
  component: PlacesPanel,
  args: {
    resources: buildPendingResources(),
    status: 'ready',
    nextCursor: null,
    loadingMore: false,
    loadMoreError: null,
    onRetry: fn(),
    onLoadMore: fn(),
    onDecide: fn(async () => {}),
    onImport: fn(async () => buildImportReport()),
    now: FIXTURE_NOW,
  },
  argTypes: { status: { control: 'inline-radio', options: ['loading', 'ready', 'error'] } },
  parameters: { maxWidth: 900 },
};
export default meta;
type Story = StoryObj<typeof meta>;

export const Populated: Story = {};
export const Loading: Story = { args: { resources: [], status: 'loading' } };
export const Empty: Story = { args: { resources: [] } };
export const Error: Story = { args: { resources: [], status: 'error' } };
/** A full page with more to load. */
export const LongList: Story = {
  args: {
    resources: many(25, (i) =>
      buildPendingResource({ id: `${i}`.padStart(24, 'b'), name: `Suggested place ${i + 1}` }),
    ),
    nextCursor: 'r-2',
  },
};
export const LoadMoreFailed: Story = {
  args: {
    nextCursor: 'r-2',
    loadMoreError: 'More suggestions could not be loaded. Please try again.',
  },
};
export const Mobile: Story = { tags: ['mobile'], ...mobile };
/** The narrowest screen the console supports: 320 px inside Storybook's padding. */
export const Narrow: Story = { parameters: { maxWidth: 352 } };
