import type { Meta, StoryObj } from '@storybook/react';
import { fn } from 'storybook/test';
import { mobile } from '../../.storybook/viewports';
import { AdminScreen, ADMIN_TABS, type AdminTab } from '../../ui/admin/AdminScreen';
import { AdsCentersPanel } from '../../ui/admin/AdsCentersPanel';
import { AuditPanel } from '../../ui/admin/AuditPanel';
import { ContactMessagesPanel } from '../../ui/admin/ContactMessagesPanel';
import { PendingPostsPanel } from '../../ui/admin/PendingPostsPanel';
import { PlacesPanel } from '../../ui/admin/PlacesPanel';
import { ReportsPanel } from '../../ui/admin/ReportsPanel';
import { RevenuePanel } from '../../ui/admin/RevenuePanel';
import {
  FIXTURE_MODERATORS,
  FIXTURE_NOW,
  buildAdminCounts,
  buildAdsAndCenters,
  buildAuditEntries,
  buildContactMessages,
  buildImportReport,
  buildPendingPosts,
  buildPendingResources,
  buildReportCases,
  buildRevenueSummary,
} from '../../ui/admin/fixtures';
import { FIXTURE_BANNER } from '../../ui/help/fixtures';

/** What every paged panel needs beside its items: the first page, no more. */
const page = {
  status: 'ready',
  nextCursor: null,
  onRetry: fn(),
  onLoadMore: fn(),
} as const;

/** The panels as the app passes them, with fixture data. */
function panel(tab: AdminTab) {
  switch (tab) {
    case 'reports':
      return (
        <ReportsPanel
          {...page}
          cases={buildReportCases()}
          onAction={fn(async () => {})}
          now={FIXTURE_NOW}
        />
      );
    case 'posts':
      return (
        <PendingPostsPanel
          {...page}
          posts={buildPendingPosts()}
          onDecide={fn(async () => {})}
          now={FIXTURE_NOW}
        />
      );
    case 'places':
      return (
        <PlacesPanel
          {...page}
          resources={buildPendingResources()}
          onDecide={fn(async () => {})}
          onImport={fn(async () => buildImportReport())}
          now={FIXTURE_NOW}
        />
      );
    case 'messages':
      return (
        <ContactMessagesPanel
          {...page}
          messages={buildContactMessages()}
          onMarkRead={fn(async () => {})}
          now={FIXTURE_NOW}
        />
      );
    case 'ads':
      return (
        <AdsCentersPanel
          status="ready"
          {...buildAdsAndCenters()}
          onRetry={fn()}
          onSaveAd={fn(async () => {})}
          onSaveCenter={fn(async () => {})}
          onUpload={fn(async () => ({ id: 'img1', url: FIXTURE_BANNER }))}
        />
      );
    case 'revenue':
      return (
        <RevenuePanel
          status="ready"
          summary={buildRevenueSummary()}
          onRetry={fn()}
          onDownloadCsv={fn()}
        />
      );
    case 'audit':
      return (
        <AuditPanel
          {...page}
          entries={buildAuditEntries()}
          filters={{}}
          moderators={FIXTURE_MODERATORS}
          onFiltersChange={fn()}
          onUndo={fn(async () => {})}
        />
      );
  }
}

const meta: Meta<typeof AdminScreen> = {
  title: 'Screens/Admin/AdminScreen',
  component: AdminScreen,
  args: {
    tab: 'reports',
    onTabChange: fn(),
    counts: buildAdminCounts(),
    renderPanel: panel,
  },
  argTypes: { tab: { control: 'select', options: ADMIN_TABS } },
};
export default meta;
type Story = StoryObj<typeof meta>;

export const Reports: Story = {};
export const Posts: Story = { args: { tab: 'posts' } };
export const Places: Story = { args: { tab: 'places' } };
export const Messages: Story = { args: { tab: 'messages' } };
export const AdsAndCenters: Story = { args: { tab: 'ads' } };
export const Revenue: Story = { args: { tab: 'revenue' } };
export const Audit: Story = { args: { tab: 'audit' } };
/** The counts are on their way: the tab names alone. */
export const CountsLoading: Story = { args: { counts: null } };
/** Nothing waits: zero beside each name and a calm panel. */
export const NothingToDo: Story = {
  args: {
    counts: buildAdminCounts({ reports: 0, posts: 0, places: 0, messages: 0 }),
    renderPanel: (tab: AdminTab) =>
      tab === 'reports' ? (
        <ReportsPanel {...page} cases={[]} onAction={fn(async () => {})} />
      ) : (
        panel(tab)
      ),
  },
};
export const Mobile: Story = { tags: ['mobile'], ...mobile };
export const MobileRevenue: Story = { args: { tab: 'revenue' }, tags: ['mobile'], ...mobile };
