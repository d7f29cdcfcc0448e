import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { Meta, StoryObj } from '@storybook/react';
import { ThemeRoot } from '../../ui/theme/ThemeRoot';

/** The product theme on its own: type scale, button colours and alerts, for design review. */
function ThemeSample() {
  return (
    <Box sx={{ p: 3, display: 'grid', gap: 2, maxWidth: 720 }}>
      <Typography variant="h1" sx={{ fontSize: '2.2rem' }}>
        Heading 1
      </Typography>
      <Typography variant="h2" sx={{ fontSize: '1.6rem' }}>
        Heading 2
      </Typography>
      <Typography>Body text: the quick brown fox jumps over the lazy dog.</Typography>
      <Typography color="text.secondary">Secondary text for hints and captions.</Typography>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        <Button variant="contained">Primary</Button>
        <Button variant="contained" color="secondary">
          Secondary
        </Button>
        <Button variant="contained" color="success">
          Success
        </Button>
        <Button variant="contained" color="error">
          Error
        </Button>
        <Button variant="outlined">Outlined</Button>
      </Box>
      <Alert severity="success">A success message.</Alert>
      <Alert severity="error">An error message.</Alert>
    </Box>
  );
}

const meta: Meta<typeof ThemeRoot> = {
  title: 'Components/Theme/ThemeRoot',
  component: ThemeRoot,
  args: { children: <ThemeSample /> },
};
export default meta;
type Story = StoryObj<typeof ThemeRoot>;

export const Playground: Story = {};
