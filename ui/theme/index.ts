export { theme, markerColors } from './theme';
export { ThemeRoot, type ThemeRootProps } from './ThemeRoot';
