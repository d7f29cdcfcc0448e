import Paper from '@mui/material/Paper';
import type { Meta, StoryObj } from '@storybook/react';
import { theme } from '../../ui/theme/theme';
import { foundationDocs } from '../../.storybook/DocsPage';
import { FoundationPage, FoundationTable } from './FoundationTable';

/** The elevations in use and what sits at each; the shadows are the theme's. */
const LEVELS: readonly [number, string][] = [
  [0, 'Flat parts: outlined cards (a post, a setting, a thread), a disabled button.'],
  [1, "Cards and panels resting on the page (MUI's default for Card and Paper)."],
  [2, "The landing's header and button, the map's floating buttons and its legend."],
  [4, "The reaction picker, the map's controls: parts that open over the content."],
  [6, "A place's popup on the map, your own picture in a video call."],
  [8, 'Menus and popovers (the notifications list, a post menu).'],
  [24, 'Dialogs.'],
];

function Elevations() {
  return (
    <FoundationPage
      title="Elevation"
      intro="How far a surface sits above the page, as a shadow: the higher it is, the more it asks for attention. Outlines, not shadows, separate most cards, so a screen stays calm."
    >
      <FoundationTable
        caption="Levels"
        columns={['Level', 'Shown', 'What sits there']}
        rows={LEVELS.map(([level, what]) => ({
          key: String(level),
          cells: [
            String(level),
            <Paper
              key="p"
              elevation={level}
              variant={level === 0 ? 'outlined' : 'elevation'}
              sx={{ width: 96, height: 48, boxShadow: theme.shadows[level] }}
              aria-hidden
            />,
            what,
          ],
        }))}
      />
    </FoundationPage>
  );
}

const meta: Meta<typeof Elevations> = {
  title: 'Foundations/Elevation',
  component: Elevations,
  parameters: foundationDocs,
};
export default meta;

export const Levels: StoryObj<typeof Elevations> = {};
