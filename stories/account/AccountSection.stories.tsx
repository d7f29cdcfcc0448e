import Typography from '@mui/material/Typography';
import type { Meta, StoryObj } from '@storybook/react';
import { AccountSection } from '../../ui/account/AccountSection';

const meta: Meta<typeof AccountSection> = {
  title: 'Components/Account/AccountSection',
  component: AccountSection,
  args: {
    title: 'Download my data',
    children: <Typography>What the card is about, and its buttons below.</Typography>,
  },
  parameters: { maxWidth: 760 },
};
export default meta;
type Story = StoryObj<typeof AccountSection>;

export const Playground: Story = {};
/** The narrowest phone the page is made for: 320 px inside Storybook's padding. */
export const Narrow: Story = { parameters: { maxWidth: 352 } };
