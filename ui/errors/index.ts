export { ErrorScreen, type ErrorScreenProps } from './ErrorScreen';
export { TopLevelFallback, type TopLevelFallbackProps } from './TopLevelFallback';
export { classifyError, supportMailto, type ErrorDescription } from './classifyError';
