import Typography from '@mui/material/Typography';
import type { Meta, StoryObj } from '@storybook/react';
import { CallScreen } from '../../ui/calls/CallScreen';
import { NARROW } from './phoneFrame';

const meta: Meta<typeof CallScreen> = {
  title: 'Screens/Calls/CallScreen',
  component: CallScreen,
  args: {
    label: 'Call with Maria G.',
    children: (
      <Typography sx={{ m: 'auto', p: 3, textAlign: 'center' }}>
        The full-screen ground the call views draw on.
      </Typography>
    ),
  },
  argTypes: { children: { control: false } },
};
export default meta;
type Story = StoryObj<typeof CallScreen>;

export const Playground: Story = {};
export const Narrow: Story = { ...NARROW };
