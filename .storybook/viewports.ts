/**
 * Story viewports. A phone story is written `{ tags: ['mobile'], ...mobile }`:
 * - the tag, which must be a literal for Storybook's indexer to put it in
 *   storybook-static/index.json, makes the visual test open the story in a 375 px wide page and
 *   the decorator in preview.tsx narrow it (also under Vitest);
 * - the spread picks Storybook's phone viewport in the Storybook UI.
 */
export const MOBILE_WIDTH = 375;

export const mobile = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};

declare module '@storybook/react' {
  interface Parameters {
    /** Caps the story's width in px (a card or a tab shown alone), with Storybook's padding. */
    maxWidth?: number;
  }
}
