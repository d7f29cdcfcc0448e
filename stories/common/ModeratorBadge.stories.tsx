import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { Meta, StoryObj } from '@storybook/react';
import { ModeratorBadge } from '../../ui/common/ModeratorBadge';

const meta: Meta<typeof ModeratorBadge> = {
  title: 'Components/Common/ModeratorBadge',
  component: ModeratorBadge,
  args: { size: 'small' },
  decorators: [
    (Story) => (
      <Box sx={{ p: 3 }}>
        <Typography component="span" sx={{ fontWeight: 700 }}>
          Jordan
        </Typography>
        <Story />
      </Box>
    ),
  ],
};
export default meta;
type Story = StoryObj<typeof ModeratorBadge>;

export const Playground: Story = {};
export const Medium: Story = { args: { size: 'medium' } };
