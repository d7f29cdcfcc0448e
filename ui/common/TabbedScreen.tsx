import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { type ReactNode, useId, useState } from 'react';
import { TabList, type ScreenTab } from './TabList';

export interface TabbedScreenProps<T extends string> {
  /** The screen's h1. */
  title: string;
  /** A line under the title. */
  subtitle?: ReactNode;
  /** The tabs in order, each with its id and visible label. */
  tabs: readonly ScreenTab<T>[];
  /** The open tab. */
  tab: T;
  /** Called with the id of the tab the person opens; pass it back as `tab` to show it. */
  onTabChange: (tab: T) => void;
  /** The accessible name of the tab list. */
  label: string;
  /** The content of one tab. */
  renderTab: (tab: T) => ReactNode;
  /**
   * Keeps each tab once opened mounted (hidden) when another is shown, so a running exercise
   * goes on. @default false
   */
  keepVisited?: boolean;
  /**
   * Many tabs: they keep their width and the row scrolls sideways on a narrow screen, instead of
   * each tab giving up some of its width. @default false
   */
  scrollable?: boolean;
  /** How wide the screen's content may grow (MUI Container breakpoint). @default 'md' */
  maxWidth?: 'md' | 'lg';
}

/**
 * A screen of tabs: title, tab list and panels with the ARIA wiring (each tab controls its panel,
 * each panel is labelled by its tab), the list being ./TabList.tsx.
 * Accessibility: the list takes one Tab stop and the arrow keys, Home and End move between tabs;
 * panels not shown are `hidden`, so screen readers skip them too.
 */
export function TabbedScreen<T extends string>({
  title,
  subtitle,
  tabs,
  tab,
  onTabChange,
  label,
  renderTab,
  keepVisited = false,
  scrollable = false,
  maxWidth = 'md',
}: TabbedScreenProps<T>) {
  const baseId = useId();
  const [visited, setVisited] = useState<ReadonlySet<T>>(() => new Set([tab]));
  if (keepVisited && !visited.has(tab)) setVisited(new Set([...visited, tab]));
  const mounted = tabs.filter((t) => t.id === tab || (keepVisited && visited.has(t.id)));

  return (
    <Container maxWidth={maxWidth} sx={{ py: { xs: 2, md: 3 } }}>
      <Typography variant="screenTitle" component="h1" sx={{ mb: subtitle ? 1 : 2 }}>
        {title}
      </Typography>
      {subtitle && (
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {subtitle}
        </Typography>
      )}
      <TabList
        tabs={tabs}
        value={tab}
        onChange={onTabChange}
        label={label}
        tabId={(id) => `${baseId}-tab-${id}`}
        panelId={(id) => `${baseId}-panel-${id}`}
        scrollable={scrollable}
      />
      {mounted.map((t) => (
        <div
          key={t.id}
          role="tabpanel"
          id={`${baseId}-panel-${t.id}`}
          aria-labelledby={`${baseId}-tab-${t.id}`}
          hidden={t.id !== tab}
        >
          {renderTab(t.id)}
        </div>
      ))}
    </Container>
  );
}
