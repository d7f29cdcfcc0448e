import '@fontsource/roboto/400.css';
import '@fontsource/roboto/500.css';
import '@fontsource/roboto/700.css';
import Box from '@mui/material/Box';
import type { Decorator, Preview } from '@storybook/react';
import { ThemeRoot } from '../ui/theme/ThemeRoot';
import { ComponentDocsPage, DocsFrame } from './DocsPage';
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

/**
 * Every story renders inside the product theme, with bundled fonts and no network. Every story
 * file has a docs page (autodocs): the component's doc comment, each state as a story, and its
 * props with descriptions and defaults.
 */
const preview: Preview = {
  tags: ['autodocs'],
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
    docs: {
      // Each story on a docs page in a frame of its own: a dialog, a menu or a full screen stays
      // inside its example instead of covering the page.
      story: { inline: false, height: '480px' },
      toc: true,
      container: DocsFrame,
      page: ComponentDocsPage,
    },
    options: {
      // The handbook first, then whole screens, then the components they are made of.
      storySort: {
        order: [
          'Introduction',
          'Foundations',
          ['Colours', 'Typography', 'Spacing', 'Elevation', 'Icons', 'Voice and wording'],
          'Screens',
          'Components',
        ],
      },
    },
    // Snapshots stay stable: no transition timing differences between runs.
    chromatic: { pauseAnimationAtEnd: true },
  },
};
export default preview;
