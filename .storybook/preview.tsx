import '@fontsource/roboto/400.css';
import '@fontsource/roboto/500.css';
import '@fontsource/roboto/700.css';
import Box from '@mui/material/Box';
import type { Decorator, Preview } from '@storybook/react';
import { ThemeRoot } from '../ui/theme/ThemeRoot';
import { MOBILE_WIDTH } from './viewports';

/**
 * The one viewport decorator: stories tagged 'mobile' (see viewports.ts) are as wide as a phone;
 * a `maxWidth` parameter caps a part shown alone. No story wraps itself in a width.
 */
const viewport: Decorator = (Story, { tags, parameters }) => {
  const width = tags.includes('mobile')
    ? MOBILE_WIDTH
    : (parameters.maxWidth as number | undefined);
  if (width === undefined) return <Story />;
  return (
    <Box sx={{ maxWidth: width, p: tags.includes('mobile') ? 0 : 2 }}>
      <Story />
    </Box>
  );
};

/** Every story renders inside the product theme, with bundled fonts and no network. */
const preview: Preview = {
  decorators: [
    viewport,
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
