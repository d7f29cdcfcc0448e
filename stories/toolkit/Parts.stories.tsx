import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { Meta, StoryObj } from '@storybook/react';
import { fn } from 'storybook/test';
import { TileGrid } from '../../ui/toolkit/TileGrid';
import { ToolCard } from '../../ui/toolkit/ToolCard';
import { VideoSearchLink } from '../../ui/toolkit/VideoSearchLink';

const meta: Meta<typeof ToolCard> = {
  title: 'Toolkit/Parts',
  component: ToolCard,
  decorators: [(Story) => <div style={{ maxWidth: 960, padding: 16 }}>{Story()}</div>],
};
export default meta;
type Story = StoryObj<typeof ToolCard>;

const card = (title: string, used = false) => (
  <ToolCard
    key={title}
    title={title}
    headingLevel="h2"
    subtitle="A short line about the tool."
    videoQuery={title}
    action={
      <Button variant={used ? 'outlined' : 'contained'} disabled={used} onClick={fn()}>
        {used ? 'Used Today ✓' : 'Use This Tool'}
      </Button>
    }
  >
    <Typography variant="body2">Guidance for how to use it.</Typography>
  </ToolCard>
);

export const ToolCardInGrid: Story = {
  render: () => (
    <TileGrid label="Tools" columns={{ xs: 1, md: 2 }}>
      {card('Go for a Walk')}
      {card('Listen to Music', true)}
    </TileGrid>
  ),
};
export const TileGridOfThree: Story = {
  render: () => (
    <TileGrid label="Tools" columns={{ xs: 1, sm: 3 }}>
      {card('One')}
      {card('Two')}
      {card('Three')}
    </TileGrid>
  ),
};
export const VideoSearch: Story = {
  render: () => (
    <Typography>
      <VideoSearchLink query="box breathing">Watch a video</VideoSearchLink>
    </Typography>
  ),
};
