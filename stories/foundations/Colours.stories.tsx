import Box from '@mui/material/Box';
import { decomposeColor, getContrastRatio, recomposeColor } from '@mui/material/styles';
import type { Meta, StoryObj } from '@storybook/react';
import { markerColors, theme } from '../../ui/theme/theme';
import { foundationDocs } from '../../.storybook/DocsPage';
import { FoundationPage, FoundationTable } from './FoundationTable';

/** What each colour of the theme is for; the values themselves come from the theme. */
const ROLES = [
  ['primary', 'Actions and links: contained buttons, the open tab, links, focus outlines.'],
  ['secondary', 'A second accent: milestones, the breathing exercise, a caller without a picture.'],
  ['error', 'Errors, deleting and leaving: messages that need the person to act.'],
  ['warning', 'Cautions that do not stop anything (a draft not yet saved, a slow connection).'],
  ['success', 'What went through: a saved profile, a sent request, a check-in made.'],
  ['info', 'Neutral notes: a search with too many results, what a screen is about.'],
] as const;

/** WCAG 2.2's levels for a ratio: 4.5 for text (AA), 7 (AAA), 3 for large text and controls. */
function level(ratio: number): string {
  if (ratio >= 7) return 'AAA';
  if (ratio >= 4.5) return 'AA';
  if (ratio >= 3) return 'AA large text and controls only';
  return 'Not for text';
}

/** A colour with transparency (the divider) as it shows over `surface`. */
function over(colour: string, surface: string): string {
  const { values, type } = decomposeColor(colour);
  const alpha = type === 'rgba' || type === 'hsla' ? (values[3] ?? 1) : 1;
  if (alpha === 1) return colour;
  const under = decomposeColor(surface).values;
  const mixed = [0, 1, 2].map((i) => Math.round(values[i]! * alpha + under[i]! * (1 - alpha)));
  return recomposeColor({ type: 'rgb', values: [mixed[0]!, mixed[1]!, mixed[2]!] });
}

const ratioText = (a: string, b: string) => {
  const ratio = getContrastRatio(over(a, b), b);
  return `${ratio.toFixed(2)}:1 (${level(ratio)})`;
};

function Swatch({ colour, label }: { colour: string; label: string }) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
      <Box
        aria-hidden
        sx={{
          width: 32,
          height: 32,
          borderRadius: 1,
          bgcolor: colour,
          border: 1,
          borderColor: 'divider',
        }}
      />
      <code>{label}</code>
    </Box>
  );
}

function Colours() {
  const { palette } = theme;
  return (
    <FoundationPage
      title="Colours"
      intro="Every colour here is read from the theme (ui/theme/theme.ts) as the components use it, with its contrast against the page and against its own text. Text needs 4.5:1 (AA); large text, icons and the edges of controls need 3:1."
    >
      <FoundationTable
        caption="Roles"
        columns={['Role', 'Main', 'What it is for', 'Its text on it', 'On the page (paper)']}
        rows={ROLES.map(([role, use]) => {
          const colour = palette[role];
          return {
            key: role,
            cells: [
              role,
              <Swatch key="s" colour={colour.main} label={colour.main} />,
              use,
              ratioText(colour.contrastText, colour.main),
              ratioText(colour.main, palette.background.paper),
            ],
          };
        })}
      />
      <FoundationTable
        caption="Text and surfaces"
        columns={['Token', 'Value', 'What it is for', 'Contrast']}
        rows={(
          [
            [
              'text.primary',
              palette.text.primary,
              'Body text and headings.',
              `${ratioText(palette.text.primary, palette.background.paper)} on paper, ${ratioText(palette.text.primary, palette.background.default)} on the background`,
            ],
            [
              'text.secondary',
              palette.text.secondary,
              'Times, counts, hints: text that supports.',
              `${ratioText(palette.text.secondary, palette.background.paper)} on paper, ${ratioText(palette.text.secondary, palette.background.default)} on the background`,
            ],
            [
              'background.default',
              palette.background.default,
              'Behind every screen.',
              `text.primary on it: ${ratioText(palette.text.primary, palette.background.default)}`,
            ],
            [
              'background.paper',
              palette.background.paper,
              'Cards, dialogs, menus.',
              `text.primary on it: ${ratioText(palette.text.primary, palette.background.paper)}`,
            ],
            [
              'divider',
              palette.divider,
              'Lines between parts: decoration, never the only sign of a control.',
              `${ratioText(palette.divider, palette.background.paper)} on paper`,
            ],
          ] as const
        ).map(([token, value, use, contrast]) => ({
          key: token,
          cells: [token, <Swatch key="s" colour={value} label={value} />, use, contrast],
        }))}
      />
      <FoundationTable
        caption="The map's markers and legend"
        columns={['Name', 'Value', 'White text on it', 'Against the page']}
        rows={Object.entries(markerColors).map(([name, value]) => ({
          key: name,
          cells: [
            name,
            <Swatch key="s" colour={value} label={value} />,
            ratioText('#ffffff', value),
            ratioText(value, palette.background.paper),
          ],
        }))}
      />
    </FoundationPage>
  );
}

const meta: Meta<typeof Colours> = {
  title: 'Foundations/Colours',
  component: Colours,
  parameters: foundationDocs,
};
export default meta;

export const Palette: StoryObj<typeof Colours> = {};
