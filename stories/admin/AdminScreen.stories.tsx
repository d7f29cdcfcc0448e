import Typography from '@mui/material/Typography';
import type { Meta, StoryObj } from '@storybook/react';
import { fn } from 'storybook/test';
import { mobile } from '../../.storybook/viewports';
import { AdminScreen, type AdminTab } from '../../ui/admin/AdminScreen';
import { ReportsPanel } from '../../ui/admin/ReportsPanel';
import { FIXTURE_NOW, buildAdminCounts, buildReportCases } from '../../ui/admin/fixtures';

const panel = (tab: AdminTab) =>
  tab === 'reports' ? (
    <ReportsPanel
      cases={buildReportCases()}
      status="ready"
      nextCursor={null}
      onRetry={fn()}
      onLoadMore={fn()}
      onAction={fn(async () => {})}
      now={FIXTURE_NOW}
    />
  ) : (
    <Typography>The {tab} panel.</Typography>
  );

const meta: Meta<typeof AdminScreen> = {
  title: 'Admin/AdminScreen',
  component: AdminScreen,
  args: {
    tab: 'reports',
    onTabChange: fn(),
    counts: buildAdminCounts(),
    renderPanel: panel,
  },
  argTypes: {
    tab: {
      control: 'select',
      options: ['reports', 'posts', 'places', 'messages', 'ads', 'revenue', 'audit'],
    },
  },
};
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};
/** The counts are on their way: the tab names alone. */
export const CountsLoading: Story = { args: { counts: null } };
export const NothingToDo: Story = {
  args: {
    counts: buildAdminCounts({ reports: 0, posts: 0, places: 0, messages: 0 }),
  },
};
export const Mobile: Story = { tags: ['mobile'], ...mobile };
