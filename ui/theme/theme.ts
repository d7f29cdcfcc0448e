import { createTheme } from '@mui/material/styles';

/** Colours of the spec's map legend and labels, kept in one place (spec: Map). */
export const supportStatusColors = {
  seeking: '#b45309', // amber
  giving: '#15803d', // green
  both: '#7e22ce', // purple
  unknown: '#6b7280', // grey
} as const;

export const resourceTypeColors = {
  rehab: '#1d4ed8', // blue
  detox: '#b91c1c', // red
  peer_center: '#15803d', // green
  crisis_center: '#b45309', // amber
  harm_reduction: '#7e22ce', // purple
  housing: '#0e7490', // cyan
  family: '#c2410c', // orange
  unknown: '#6b7280', // grey
} as const;

/** The product's one MUI theme: calm, high-contrast, readable at a glance. */
export const theme = createTheme({
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
