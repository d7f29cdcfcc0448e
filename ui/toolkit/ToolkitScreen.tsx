import type { ReactNode } from 'react';
import { TabbedScreen } from '../common/TabbedScreen';

export const TOOLKIT_TABS = [
  { id: 'dashboard', label: 'Dashboard' },
  { id: 'breathing', label: 'Breathing' },
  { id: 'meditation', label: 'Meditation' },
  { id: 'journal', label: 'Journal' },
  { id: 'timer', label: 'Recovery Timer' },
  { id: 'coping', label: 'Coping Skills' },
  { id: 'crisis', label: 'Crisis Support' },
  { id: 'wellness', label: 'Wellness' },
] as const;
export type ToolkitTab = (typeof TOOLKIT_TABS)[number]['id'];

export const isToolkitTab = (value: unknown): value is ToolkitTab =>
  TOOLKIT_TABS.some((t) => t.id === value);

export interface ToolkitScreenProps {
  /** The open tab. */
  tab: ToolkitTab;
  /** Called with the id of the tab the person opens; pass it back as `tab` to show it. */
  onTabChange: (tab: ToolkitTab) => void;
  /** The content of one tab; called for the open tab and kept for tabs visited before. */
  renderTab: (tab: ToolkitTab) => ReactNode;
}

/**
 * The Toolkit page: eight tabs. A tab once opened stays mounted (hidden) so a running breathing
 * exercise or meditation keeps going while the person looks at another tool.
 * Accessibility: the tab list is named 'Toolkit tools'; the arrow keys, Home and End move between
 * its tabs, and the hidden tabs are hidden from screen readers too.
 */
export function ToolkitScreen({ tab, onTabChange, renderTab }: ToolkitScreenProps) {
  return (
    <TabbedScreen
      title="Toolkit"
      subtitle="Self-help tools for every day. What you enter here stays on this device."
      tabs={TOOLKIT_TABS}
      tab={tab}
      onTabChange={onTabChange}
      label="Toolkit tools"
      renderTab={renderTab}
      keepVisited
      scrollable
      maxWidth="lg"
    />
  );
}
