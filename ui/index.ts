/** The component library: presentational React + MUI; props in, callbacks out. */
export * from './theme';
export * from './common';
export * from './landing';
export * from './layout';
export * from './auth';
export * from './profile';
export * from './errors';
export * from './section';
export * from './social';
export * from './messages';
export * from './toolkit';
export * from './map';
export * from './help';
export * from './support';
export * from './shop';
export * from './admin';
export * from './contact';
