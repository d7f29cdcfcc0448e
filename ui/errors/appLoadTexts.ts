/**
 * What a page says when the app's code did not arrive (app/main.tsx): its crisis lines, in the
 * HTML, work all the same, and the words say so first.
 */
export const APP_NOT_LOADED =
  'The crisis lines above work, but the rest of the app could not load.';

/** The same, offline: the page loads by itself once the connection is back. */
export const APP_WAITS_FOR_NETWORK =
  'You are offline. The crisis lines above still work; the rest of the app will load when you are back online.';
