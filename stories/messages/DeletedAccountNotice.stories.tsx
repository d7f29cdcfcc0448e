import type { Meta, StoryObj } from '@storybook/react';
import { DeletedAccountNotice } from '../../ui/messages/DeletedAccountNotice';

const meta: Meta<typeof DeletedAccountNotice> = {
  title: 'Components/Messages/DeletedAccountNotice',
  component: DeletedAccountNotice,
  parameters: { maxWidth: 720 },
};
export default meta;
type Story = StoryObj<typeof DeletedAccountNotice>;

export const Playground: Story = {};
/** The narrowest phone, 320 px inside Storybook's padding: the sentence wraps. */
export const Narrow: Story = { parameters: { maxWidth: 352 } };
