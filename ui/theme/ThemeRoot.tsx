import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { theme } from './theme';

export interface ThemeRootProps {
  /** The screens or stories drawn with the theme. */
  children: ReactNode;
}

/** The theme and baseline styles every screen and story renders inside. */
export function ThemeRoot({ children }: ThemeRootProps) {
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      {children}
    </ThemeProvider>
  );
}
