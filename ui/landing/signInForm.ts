/**
 * The landing's sign-in form, as both its React component and the page's first script
 * (app/main.tsx) know it: that script shows the form's progress when the browser sends it before
 * the app has started, so it finds the form and its label by these names and uses the same words.
 * (A module of its own: the first script must not import the landing's components.)
 */
export const SIGN_IN_FORM_ID = 'sign-in';
/** The attribute on the span holding the button's words. */
export const SIGN_IN_LABEL_ATTRIBUTE = 'data-sign-in-label';
export const SIGN_IN_LABEL = 'Continue with Google';
export const SIGN_IN_PROGRESS_LABEL = 'Redirecting...';
