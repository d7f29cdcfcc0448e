import type { Meta, StoryObj } from '@storybook/react';
import { fn } from 'storybook/test';
import { DataExportCard } from '../../ui/account/DataExportCard';

const meta: Meta<typeof DataExportCard> = {
  title: 'Components/Account/DataExportCard',
  component: DataExportCard,
  args: { onExport: fn() },
  parameters: { maxWidth: 760 },
};
export default meta;
type Story = StoryObj<typeof DataExportCard>;

export const Playground: Story = {};
/** The server prepares the file: the button waits. */
export const Working: Story = { args: { exporting: true } };
/** The daily limit: the server's own words. */
export const Refused: Story = {
  args: {
    error: 'You have downloaded your data 3 times today. Please try again in 9 hours.',
  },
};
export const Done: Story = { args: { exported: true } };
/** The narrowest phone the page is made for: 320 px inside Storybook's padding. */
export const Narrow: Story = { args: { exported: true }, parameters: { maxWidth: 352 } };
