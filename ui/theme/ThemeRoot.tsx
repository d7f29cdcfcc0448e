import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider, type Theme } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { createAppTheme } from './theme';

export interface ThemeRootProps {
  /** The screens or stories drawn with the theme. */
  children: ReactNode;
}

let made: Theme | undefined;

/**
 * The theme, made at the first draw rather than as the app's code loads: that code's evaluation is
 * one task the phone cannot pause, a first draw a slice of the page's transition (docs/performance.md,
 * The main thread). Made once, and the same for every draw after.
 */
function appTheme(): Theme {
  made ??= createAppTheme();
  return made;
}

/** The theme and baseline styles every screen and story renders inside. */
export function ThemeRoot({ children }: ThemeRootProps) {
  return (
    <ThemeProvider theme={appTheme()}>
      <CssBaseline />
      {children}
    </ThemeProvider>
  );
}
