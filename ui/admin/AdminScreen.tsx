import type { ReactNode } from 'react';
import type { AdminCounts } from '../../contract/admin';
import { TabbedScreen } from '../common/TabbedScreen';

/** The tabs of /admin, in order. */
export const ADMIN_TABS = [
  'reports',
  'posts',
  'places',
  'messages',
  'ads',
  'revenue',
  'audit',
] as const;
export type AdminTab = (typeof ADMIN_TABS)[number];

const LABELS: Readonly<Record<AdminTab, string>> = {
  reports: 'Reports',
  posts: 'Posts',
  places: 'Places',
  messages: 'Messages',
  ads: 'Ads & Centers',
  revenue: 'Revenue',
  audit: 'Audit',
};

/** Which count each tab shows beside its name; Revenue and Audit show none. */
const COUNT_OF: Readonly<Partial<Record<AdminTab, keyof AdminCounts>>> = {
  reports: 'reports',
  posts: 'posts',
  places: 'places',
  messages: 'messages',
  ads: 'ads_centers',
};

export interface AdminScreenProps {
  /** The open tab. */
  tab: AdminTab;
  /** A tab was chosen (the app opens it). */
  onTabChange: (tab: AdminTab) => void;
  /** What each tab shows beside its name ('Reports (3)'); null until known: names alone. */
  counts: AdminCounts | null;
  /** The panel of a tab (the app passes ReportsPanel, PendingPostsPanel, ...). */
  renderPanel: (tab: AdminTab) => ReactNode;
}

/**
 * The moderators' console (/admin): 'Admin' and its seven tabs, each with its count.
 * Accessibility: the tab list is named 'Moderation sections' and a tab's count is part of its name;
 * the arrow keys, Home and End move between the tabs.
 */
export function AdminScreen({ tab, onTabChange, counts, renderPanel }: AdminScreenProps) {
  const tabs = ADMIN_TABS.map((id) => {
    const key = COUNT_OF[id];
    const count = key && counts ? counts[key] : null;
    return { id, label: count === null ? LABELS[id] : `${LABELS[id]} (${count})` };
  });
  return (
    <TabbedScreen
      title="Admin"
      tabs={tabs}
      tab={tab}
      onTabChange={onTabChange}
      label="Moderation sections"
      renderTab={renderPanel}
      scrollable
      maxWidth="lg"
    />
  );
}
