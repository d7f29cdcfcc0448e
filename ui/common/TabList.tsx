import { styled } from '@mui/material/styles';
import { type KeyboardEvent, useEffect, useRef } from 'react';

export interface ScreenTab<T extends string> {
  id: T;
  label: string;
}

export interface TabListProps<T extends string> {
  /** The tabs in order, each with its id and visible label. */
  tabs: readonly ScreenTab<T>[];
  /** The open tab. */
  value: T;
  /**
   * Called with a tab's id when the person opens it (click, Enter or Space); not for the open tab,
   * and not while the arrow keys only move the focus.
   */
  onChange: (tab: T) => void;
  /** The accessible name of the list. */
  label: string;
  /** The id of each tab's button: what its panel is labelled by. */
  tabId: (tab: T) => string;
  /** The id of what each tab shows (its panel), for aria-controls. */
  panelId: (tab: T) => string;
  /**
   * Many tabs: they keep their width and the row scrolls sideways on a narrow screen, instead of
   * each tab giving up some of its width. @default false
   */
  scrollable?: boolean;
}

/** The row of tabs: it scrolls sideways rather than clip a tab on a narrow screen. */
const TabRow = styled('div')(({ theme }) => ({
  // The tabs' offsets are measured from the row (showOpenTab).
  position: 'relative',
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

/** Scrolls the row sideways, never the page, until the open tab is wholly in view. */
function showOpenTab(row: HTMLElement) {
  const open = row.querySelector<HTMLElement>('[aria-selected="true"]');
  if (!open) return;
  const start = open.offsetLeft;
  const end = start + open.offsetWidth;
  if (start < row.scrollLeft) row.scrollLeft = start;
  else if (end > row.scrollLeft + row.clientWidth) row.scrollLeft = end - row.clientWidth;
}

/**
 * A row of tabs (WAI-ARIA tabs): only the open tab is in the Tab order; the arrow keys, Home and
 * End reach the others, Enter or Space opens one.
 */
export function TabList<T extends string>({
  tabs,
  value,
  onChange,
  label,
  tabId,
  panelId,
  scrollable = false,
}: TabListProps<T>) {
  const row = useRef<HTMLDivElement>(null);
  const opensFirst = useRef(value === tabs[0]?.id);
  useEffect(() => {
    // The first tab is in view as the row first draws: no layout to read on a screen's start.
    if (opensFirst.current) {
      opensFirst.current = false;
      return;
    }
    if (row.current) showOpenTab(row.current);
  }, [value]);
  return (
    <TabRow ref={row} role="tablist" aria-label={label} onKeyDown={moveFocus}>
      {tabs.map((t) => (
        <TabButton
          key={t.id}
          type="button"
          role="tab"
          scrollable={scrollable}
          id={tabId(t.id)}
          aria-controls={panelId(t.id)}
          aria-selected={t.id === value}
          tabIndex={t.id === value ? 0 : -1}
          onClick={() => {
            if (t.id !== value) onChange(t.id);
          }}
        >
          {t.label}
        </TabButton>
      ))}
    </TabRow>
  );
}
