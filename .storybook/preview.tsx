import '@fontsource/roboto/400.css';
import '@fontsource/roboto/500.css';
import '@fontsource/roboto/700.css';
import type { Preview } from '@storybook/react';
import { ThemeRoot } from '../ui/theme/ThemeRoot';

/** Every story renders inside the product theme, with bundled fonts and no network. */
const preview: Preview = {
  decorators: [
    (Story) => (
      <ThemeRoot>
        <Story />
      </ThemeRoot>
    ),
  ],
  parameters: {
    layout: 'fullscreen',
    controls: { expanded: true },
    // Snapshots stay stable: no transition timing differences between runs.
    chromatic: { pauseAnimationAtEnd: true },
  },
};
export default preview;
