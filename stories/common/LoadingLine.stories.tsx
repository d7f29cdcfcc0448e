import Box from '@mui/material/Box';
import type { Meta, StoryObj } from '@storybook/react';
import { LoadingLine } from '../../ui/common/LoadingLine';

const meta: Meta<typeof LoadingLine> = {
  title: 'Components/Common/LoadingLine',
  component: LoadingLine,
  args: { message: 'Loading your settings...' },
  decorators: [
    (Story) => (
      <Box sx={{ p: 3 }}>
        <Story />
      </Box>
    ),
  ],
};
export default meta;
type Story = StoryObj<typeof LoadingLine>;

export const Loading: Story = {};
