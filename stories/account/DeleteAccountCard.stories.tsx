import type { Meta, StoryObj } from '@storybook/react';
import { fn } from 'storybook/test';
import { DeleteAccountCard } from '../../ui/account/DeleteAccountCard';

const meta: Meta<typeof DeleteAccountCard> = {
  title: 'Components/Account/DeleteAccountCard',
  component: DeleteAccountCard,
  args: { dialogOpen: false, onOpen: fn(), onCancel: fn(), onDelete: fn() },
  parameters: { maxWidth: 760 },
};
export default meta;
type Story = StoryObj<typeof DeleteAccountCard>;

export const Playground: Story = {};
export const Asking: Story = { args: { dialogOpen: true } };
/** The narrowest phone the page is made for: 320 px inside Storybook's padding. */
export const Narrow: Story = { parameters: { maxWidth: 352 } };
