import Typography from '@mui/material/Typography';
import type { Meta, StoryObj } from '@storybook/react';
import { fn } from 'storybook/test';
import { PrintableSheet } from '../../ui/toolkit/PrintableSheet';

const meta: Meta<typeof PrintableSheet> = {
  title: 'Components/Toolkit/PrintableSheet',
  component: PrintableSheet,
  args: {
    open: true,
    title: 'My Recovery Journal',
    onClose: fn(),
    onPrint: fn(),
    children: <Typography>Date: ____________________</Typography>,
  },
};
export default meta;
type Story = StoryObj<typeof PrintableSheet>;

export const Playground: Story = {};
