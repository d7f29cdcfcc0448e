import { createTheme, type Theme, type TypographyStyle } from '@mui/material/styles';
import type { MarkerColour } from '../../contract/map';

declare module '@mui/material/styles' {
  interface TypographyVariants {
    /** The h1 of a signed-in screen (Community, Toolkit, sections): 1.8rem, 2.2rem from md. */
    screenTitle: TypographyStyle;
    /** The h1 of a single card or panel (profile setup, error pages): 1.8rem. */
    panelTitle: TypographyStyle;
  }
  interface TypographyVariantsOptions {
    screenTitle?: TypographyStyle;
    panelTitle?: TypographyStyle;
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

const fontFamily = 'Roboto, "Helvetica Neue", Arial, sans-serif';
/** The h1 every screen's title builds on. */
const h1: TypographyStyle = { fontFamily, fontWeight: 700, fontSize: '2.4rem', lineHeight: 1.2 };

/**
 * Makes the product's one MUI theme: calm, high-contrast, readable at a glance, with the screen
 * header sizes every screen shares. One createTheme call (it runs while every page starts), so the
 * derived variants are written out rather than read back from a first theme.
 */
export function createAppTheme(): Theme {
  return createTheme({
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
      fontFamily,
      h1,
      h2: { fontSize: '1.8rem', fontWeight: 700 },
      h3: { fontSize: '1.4rem', fontWeight: 600 },
      button: { textTransform: 'none', fontWeight: 600 },
      // 'md' is 900 px (MUI's default breakpoints, which this theme keeps).
      screenTitle: {
        ...h1,
        fontSize: '1.8rem',
        '@media (min-width:900px)': { fontSize: '2.2rem' },
      },
      panelTitle: { ...h1, fontSize: '1.8rem' },
    },
    components: {
      MuiCssBaseline: {
        styleOverrides: {
          // A person who asked their device for less motion gets none from MUI: dialogs, menus and
          // collapses appear and go at once, a button changes shade at once, and a press's ripple
          // shows without spreading (its focus ring stays, still). Spinners keep turning: they say
          // something is on its way. ui/toolkit/BreathingTab.tsx keeps its circle still on its own.
          '@media (prefers-reduced-motion: reduce)': {
            '*, *::before, *::after': {
              transitionDuration: '0s !important',
              transitionDelay: '0s !important',
            },
            '.MuiTouchRipple-root *': {
              animationDuration: '0s !important',
              animationIterationCount: '1 !important',
            },
          },
        },
      },
      MuiButton: { defaultProps: { disableElevation: true } },
      MuiLink: { defaultProps: { underline: 'hover' } },
      MuiTypography: {
        defaultProps: { variantMapping: { screenTitle: 'h1', panelTitle: 'h1' } },
      },
    },
  });
}

/**
 * The theme, made as this module loads: for the stories and the library's users. The app draws
 * with the one ThemeRoot makes at its first draw (ui/theme/ThemeRoot.tsx); a bundle that uses only
 * that one leaves this call out (it is marked pure).
 */
export const theme = /* @__PURE__ */ createAppTheme();
