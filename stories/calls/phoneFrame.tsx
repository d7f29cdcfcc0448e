import Box from '@mui/material/Box';
import { ThemeProvider, createTheme } from '@mui/material/styles';
import type { Decorator } from '@storybook/react';
import { theme } from '../../ui/theme/theme';

/** Modals stay where they are drawn instead of opening at the end of the page. */
const inPlace = createTheme(theme, {
  components: { MuiModal: { defaultProps: { disablePortal: true } } },
});

/**
 * For the call screens' smallest stories: a phone's screen of `height` px inside the page, as wide
 * as the story's `maxWidth` allows. The call screens cover the window and open in a portal; in
 * here they cover only the frame (a transform makes it hold fixed children) and open in place.
 */
export const phoneFrame =
  (height: number): Decorator =>
  (Story) => (
    <ThemeProvider theme={inPlace}>
      <Box
        sx={{
          position: 'relative',
          height,
          overflow: 'hidden',
          transform: 'translateZ(0)',
          outline: '1px solid',
          outlineColor: 'divider',
          bgcolor: 'background.default',
        }}
      >
        <Story />
      </Box>
    </ThemeProvider>
  );

/** 320 px wide, the narrowest phone the call screens are made for (with Storybook's padding). */
export const NARROW = { parameters: { maxWidth: 352 }, decorators: [phoneFrame(568)] };

/** The same phone on its side: 568 by 320. */
export const LANDSCAPE = { parameters: { maxWidth: 600 }, decorators: [phoneFrame(320)] };
