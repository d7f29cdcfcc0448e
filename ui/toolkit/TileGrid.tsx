import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

export interface TileGridProps {
  /** Names the list for screen readers. */
  label?: string;
  /** Columns per breakpoint, e.g. `{ xs: 1, sm: 2, md: 3 }`. */
  columns: Partial<Record<'xs' | 'sm' | 'md' | 'lg', number>>;
  /** Space between tiles, in theme spacing units. @default 2 */
  gap?: number;
  /** List items (`li` elements, e.g. `ToolCard`). */
  children: ReactNode;
}

/** A list laid out as an even grid of tiles, its columns set per screen width. */
export function TileGrid({ label, columns, gap = 2, children }: TileGridProps) {
  const template = Object.fromEntries(
    Object.entries(columns).map(([breakpoint, n]) => [breakpoint, `repeat(${n}, 1fr)`]),
  );
  return (
    <Box
      component="ul"
      aria-label={label}
      sx={{ display: 'grid', gap, gridTemplateColumns: template, listStyle: 'none', p: 0, m: 0 }}
    >
      {children}
    </Box>
  );
}
