/**
 * Story viewports. A story spreads `...mobile` to be shown as on a phone: the `mobile` tag reaches
 * storybook-static/index.json (the visual test opens those stories in a 375 px wide page), the
 * decorator in preview.tsx narrows the story, and the global picks Storybook's phone viewport.
 */
export const MOBILE_WIDTH = 375;

export const mobile = {
  tags: ['mobile'],
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};

declare module '@storybook/react' {
  interface Parameters {
    /** Caps the story's width in px (a card or a tab shown alone), with Storybook's padding. */
    maxWidth?: number;
  }
}
