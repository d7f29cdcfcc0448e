import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { type ReactNode, useId, useState } from 'react';

export interface ScreenTab<T extends string> {
  id: T;
  label: string;
}

export interface TabbedScreenProps<T extends string> {
  /** The screen's h1. */
  title: string;
  /** A line under the title. */
  subtitle?: ReactNode;
  tabs: readonly ScreenTab<T>[];
  /** The open tab. */
  tab: T;
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
  /** Tabs scroll sideways on narrow screens (many tabs). @default false */
  scrollable?: boolean;
  /** @default 'md' */
  maxWidth?: 'md' | 'lg';
}

/**
 * A screen of tabs: title, tab list and panels with the ARIA wiring (each tab controls its panel,
 * each panel is labelled by its tab).
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
      <Box sx={{ borderBottom: 1, borderColor: 'divider', mb: 2 }}>
        <Tabs
          value={tab}
          onChange={(_e, value: T) => onTabChange(value)}
          aria-label={label}
          {...(scrollable
            ? { variant: 'scrollable', scrollButtons: 'auto', allowScrollButtonsMobile: true }
            : {})}
        >
          {tabs.map((t) => (
            <Tab
              key={t.id}
              value={t.id}
              label={t.label}
              id={`${baseId}-tab-${t.id}`}
              aria-controls={`${baseId}-panel-${t.id}`}
            />
          ))}
        </Tabs>
      </Box>
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
