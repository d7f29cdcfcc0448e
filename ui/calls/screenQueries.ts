/**
 * The call screens size themselves to their own box (CallScreen is a size container), not to the
 * window: the same rules hold for a phone on its side and for a story's 320 px frame.
 */
export const SHORT_SCREEN = '@container call-screen (max-height: 440px)';
export const WIDE_SCREEN = '@container call-screen (min-width: 600px)';
