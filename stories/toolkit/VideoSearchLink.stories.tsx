import type { Meta, StoryObj } from '@storybook/react';
import { VideoSearchLink } from '../../ui/toolkit/VideoSearchLink';

const meta: Meta<typeof VideoSearchLink> = {
  title: 'Components/Toolkit/VideoSearchLink',
  component: VideoSearchLink,
  args: { query: 'box breathing', children: 'Watch a video' },
  parameters: { layout: 'padded' },
};
export default meta;
type Story = StoryObj<typeof VideoSearchLink>;

export const Playground: Story = {};
