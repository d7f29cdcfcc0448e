import { createTheme } from '@mui/material/styles';
import type { CSSProperties } from 'react';
import type { MarkerColour } from '../../contract/map';

declare module '@mui/material/styles' {
  interface TypographyVariants {
    /** The h1 of a signed-in screen (Community, Toolkit, sections): 1.8rem, 2.2rem from md. */
    screenTitle: CSSProperties;
    /** The h1 of a single card or panel (profile setup, error pages): 1.8rem. */
    panelTitle: CSSProperties;
  }
  interface TypographyVariantsOptions {
    screenTitle?: CSSProperties;
    panelTitle?: CSSProperties;
  }
}
declare module '@mui/material/Typography' {
  interface TypographyPropsVariantOverrides {
    screenTitle: true;
    panelTitle: true;
  }
}

/**
 * The marker colours of the map's legend and resource types (docs/product.md, Labels and
 * colours), kept in one place.
 * Dark enough for white text and a 3:1 edge against the map's light tiles.
 */
export const markerColors: Record<MarkerColour, string> = {
  amber: '#b45309',
  green: '#15803d',
  purple: '#7e22ce',
  blue: '#1d4ed8',
  red: '#b91c1c',
  cyan: '#0e7490',
  orange: '#c2410c',
  indigo: '#4338ca',
  grey: '#6b7280',
};

/** Calm, high-contrast, readable at a glance. */
const base = createTheme({
  palette: {
    mode: 'light',
    primary: { main: '#1f5f8b', contrastText: '#ffffff' },
    secondary: { main: '#2e7d5b', contrastText: '#ffffff' },
    error: { main: '#b3261e' },
    warning: { main: '#8a5300' },
    success: { main: '#1e6b3a' },
    background: { default: '#f5f7fa', paper: '#ffffff' },
    text: { primary: '#1a1f24', secondary: '#4a5560' },
  },
  shape: { borderRadius: 10 },
  typography: {
    fontFamily: 'Roboto, "Helvetica Neue", Arial, sans-serif',
    h1: { fontSize: '2.4rem', fontWeight: 700, lineHeight: 1.2 },
    h2: { fontSize: '1.8rem', fontWeight: 700 },
    h3: { fontSize: '1.4rem', fontWeight: 600 },
    button: { textTransform: 'none', fontWeight: 600 },
  },
  components: {
    MuiButton: { defaultProps: { disableElevation: true } },
    MuiLink: { defaultProps: { underline: 'hover' } },
  },
});

/** The product's one MUI theme, with the screen header sizes every screen shares. */
export const theme = createTheme(base, {
  typography: {
    screenTitle: {
      ...base.typography.h1,
      fontSize: '1.8rem',
      [base.breakpoints.up('md')]: { fontSize: '2.2rem' },
    },
    panelTitle: { ...base.typography.h1, fontSize: '1.8rem' },
  },
  components: {
    MuiTypography: {
      defaultProps: { variantMapping: { screenTitle: 'h1', panelTitle: 'h1' } },
    },
  },
});
