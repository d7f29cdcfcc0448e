import Typography from '@mui/material/Typography';
import type { TypographyVariant } from '@mui/material/styles';
import type { Meta, StoryObj } from '@storybook/react';
import { theme } from '../../ui/theme/theme';
import { foundationDocs } from '../../.storybook/DocsPage';
import { FoundationPage, FoundationTable } from './FoundationTable';

/** The variants in use and what each is for; sizes and weights are read from the theme. */
const VARIANTS: readonly [TypographyVariant | 'screenTitle' | 'panelTitle', string][] = [
  ['screenTitle', 'The h1 of a signed-in screen (Community, Toolkit): 1.8rem, 2.2rem from 900 px.'],
  ['panelTitle', 'The h1 of a page that is one card (Profile Setup, an error).'],
  ['h1', "The landing's hero line."],
  ['h2', 'A section of a screen.'],
  ['h3', 'A card or a part of a section.'],
  ['h6', 'Dialog titles and small headings.'],
  ['subtitle1', 'A line under a title.'],
  ['body1', 'Reading text: posts, messages, descriptions.'],
  ['body2', 'Denser text: lists, tables, captions of cards.'],
  ['button', 'Every button: sentence case, never capitals.'],
  ['caption', 'Times, counts, the small print.'],
];

function Typefaces() {
  return (
    <FoundationPage
      title="Typography"
      intro={`One family, ${theme.typography.fontFamily}, bundled with the app (never fetched from a font service). Text shows at once in the fallback and takes Roboto when it has arrived. Sizes are in rem, so they follow the size the person chose in their browser.`}
    >
      <FoundationTable
        caption="Variants"
        columns={['Variant', 'Sample', 'Size', 'Weight', 'Line height', 'What it is for']}
        rows={VARIANTS.map(([variant, use]) => {
          const style = theme.typography[variant as TypographyVariant];
          return {
            key: variant,
            cells: [
              <code key="v">{variant}</code>,
              <Typography key="s" variant={variant} component="span">
                Reach out any time
              </Typography>,
              String(style.fontSize ?? ''),
              String(style.fontWeight ?? ''),
              String(style.lineHeight ?? ''),
              use,
            ],
          };
        })}
      />
    </FoundationPage>
  );
}

const meta: Meta<typeof Typefaces> = {
  title: 'Foundations/Typography',
  component: Typefaces,
  parameters: foundationDocs,
};
export default meta;

export const Scale: StoryObj<typeof Typefaces> = {};
