import Box from '@mui/material/Box';
import type { Breakpoint } from '@mui/material/styles';
import type { Meta, StoryObj } from '@storybook/react';
import { theme } from '../../ui/theme/theme';
import { foundationDocs } from '../../.storybook/DocsPage';
import { FoundationPage, FoundationTable } from './FoundationTable';

const STEPS = [0.5, 1, 1.5, 2, 3, 4, 6, 8] as const;

/** What changes at each breakpoint; the widths are read from the theme. */
const BREAKPOINTS: readonly [Breakpoint, string][] = [
  [
    'xs',
    "Phones from 320 px: the header's menu button, one thing at a time in Messages, the header's name hidden behind its mark.",
  ],
  ['sm', 'Large phones: the header shows its name, cards and panels get more room inside.'],
  [
    'md',
    'Tablets and up: the header shows its tabs, Messages shows the list beside the conversation, screen titles grow.',
  ],
  ['lg', "Laptops: a screen's content stops growing and is centred."],
  ['xl', 'Wide screens: nothing new.'],
];

function SpacingAndBreakpoints() {
  return (
    <FoundationPage
      title="Spacing and breakpoints"
      intro={`Space comes in steps of theme.spacing (${theme.spacing(1)} a step): components say how many steps (p: 2, gap: 1.5), never pixels. Corners are ${theme.shape.borderRadius} px round. Every screen works from 320 px wide without scrolling sideways.`}
    >
      <FoundationTable
        caption="Spacing steps"
        columns={['Step', 'Size', 'Shown']}
        rows={STEPS.map((step) => ({
          key: String(step),
          cells: [
            String(step),
            theme.spacing(step),
            <Box
              key="b"
              aria-hidden
              sx={{
                height: 12,
                width: theme.spacing(step),
                bgcolor: 'primary.main',
                borderRadius: 0.5,
              }}
            />,
          ],
        }))}
      />
      <FoundationTable
        caption="Breakpoints"
        columns={['Name', 'From', 'What changes']}
        rows={BREAKPOINTS.map(([name, what]) => ({
          key: name,
          cells: [<code key="n">{name}</code>, `${theme.breakpoints.values[name]} px`, what],
        }))}
      />
    </FoundationPage>
  );
}

const meta: Meta<typeof SpacingAndBreakpoints> = {
  title: 'Foundations/Spacing',
  component: SpacingAndBreakpoints,
  parameters: foundationDocs,
};
export default meta;

export const ScaleAndBreakpoints: StoryObj<typeof SpacingAndBreakpoints> = {};
