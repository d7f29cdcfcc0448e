export { theme, supportStatusColors, resourceTypeColors } from './theme';
export { ThemeRoot, type ThemeRootProps } from './ThemeRoot';
