import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { styled } from '@mui/material/styles';
import { type KeyboardEvent, type ReactNode, useId, useState } from 'react';

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
  /**
   * Many tabs: they keep their width and the row scrolls sideways on a narrow screen, instead of
   * each tab giving up some of its width. @default false
   */
  scrollable?: boolean;
  /** @default 'md' */
  maxWidth?: 'md' | 'lg';
}

/** The row of tabs: it scrolls sideways rather than clip a tab on a narrow screen. */
const TabRow = styled('div')(({ theme }) => ({
  display: 'flex',
  overflowX: 'auto',
  scrollbarWidth: 'none',
  borderBottom: `1px solid ${theme.palette.divider}`,
  marginBottom: theme.spacing(2),
}));

/**
 * One tab: a plain button styled as the theme's tabs, the open one underlined in the primary
 * colour. Plain, not MUI's Tabs: those measure themselves in the browser as they first draw
 * (to place the moving underline), a forced layout on the longest task of Community's first
 * screen (docs/performance.md, The main thread).
 */
const TabButton = styled('button', {
  shouldForwardProp: (prop) => prop !== 'scrollable',
})<{ scrollable: boolean }>(({ theme, scrollable }) => ({
  ...theme.typography.button,
  flex: scrollable ? '0 0 auto' : '0 1 auto',
  minWidth: scrollable ? 90 : 0,
  minHeight: 48,
  padding: theme.spacing(1.5, 2),
  margin: 0,
  border: 0,
  borderBottom: '2px solid transparent',
  background: 'none',
  color: theme.palette.text.secondary,
  cursor: 'pointer',
  whiteSpace: scrollable ? 'nowrap' : 'normal',
  '&:hover': { backgroundColor: theme.palette.action.hover },
  '&:focus-visible': {
    outline: `2px solid ${theme.palette.primary.main}`,
    outlineOffset: -2,
  },
  '&[aria-selected="true"]': {
    color: theme.palette.primary.main,
    borderBottomColor: theme.palette.primary.main,
  },
  '@media (prefers-reduced-motion: no-preference)': {
    transition: theme.transitions.create(['color', 'border-color', 'background-color'], {
      duration: theme.transitions.duration.shortest,
    }),
  },
}));

/** Arrow keys, Home and End move between tabs (WAI-ARIA tabs); Enter or Space opens one. */
function moveFocus(event: KeyboardEvent<HTMLDivElement>) {
  const tabs = [...event.currentTarget.querySelectorAll<HTMLButtonElement>('[role="tab"]')];
  const at = tabs.indexOf(document.activeElement as HTMLButtonElement);
  if (at < 0) return;
  const to =
    event.key === 'ArrowRight'
      ? (at + 1) % tabs.length
      : event.key === 'ArrowLeft'
        ? (at - 1 + tabs.length) % tabs.length
        : event.key === 'Home'
          ? 0
          : event.key === 'End'
            ? tabs.length - 1
            : null;
  if (to === null) return;
  event.preventDefault();
  tabs[to]!.focus();
  tabs[to]!.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
}

/**
 * A screen of tabs: title, tab list and panels with the ARIA wiring (each tab controls its panel,
 * each panel is labelled by its tab). Only the open tab is in the Tab order; the arrow keys reach
 * the others.
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
      <TabRow role="tablist" aria-label={label} onKeyDown={moveFocus}>
        {tabs.map((t) => (
          <TabButton
            key={t.id}
            type="button"
            role="tab"
            scrollable={scrollable}
            id={`${baseId}-tab-${t.id}`}
            aria-controls={`${baseId}-panel-${t.id}`}
            aria-selected={t.id === tab}
            tabIndex={t.id === tab ? 0 : -1}
            onClick={() => {
              if (t.id !== tab) onTabChange(t.id);
            }}
          >
            {t.label}
          </TabButton>
        ))}
      </TabRow>
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
