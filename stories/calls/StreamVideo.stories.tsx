import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { Meta, StoryObj } from '@storybook/react';
import { StreamVideo, type StreamVideoProps } from '../../ui/calls/StreamVideo';
import { drawnCamera } from '../../ui/calls/fixtures';

/** A 4:3 box to fill, with a caption saying what is shown. */
function Framed({ caption, ...props }: StreamVideoProps & { caption: string }) {
  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      <Typography variant="body2">{caption}</Typography>
      <Box sx={{ width: '100%', aspectRatio: '4 / 3', borderRadius: 2, overflow: 'hidden' }}>
        <StreamVideo {...props} />
      </Box>
    </Box>
  );
}

const meta: Meta<typeof StreamVideo> = {
  title: 'Components/Calls/StreamVideo',
  component: StreamVideo,
  args: { stream: null, muted: true, mirrored: false, label: 'Your camera', fit: 'cover' },
  argTypes: { fit: { control: 'inline-radio', options: ['cover', 'contain'] } },
  parameters: { maxWidth: 360 },
  render: (args) => <Framed {...args} caption="No stream: the element's black box." />,
};
export default meta;
type Story = StoryObj<typeof StreamVideo>;

export const NoStream: Story = {};
/** A drawn camera, mirrored as a self view is (it moves, so no screenshot). */
export const DrawnCameraMirrored: Story = {
  tags: ['skip-visual'],
  args: { mirrored: true },
  render: (args) => (
    <Framed
      {...args}
      stream={drawnCamera('You', '#35566b')}
      caption="A drawn camera, mirrored: the caption reads backwards."
    />
  ),
};
