import type { Meta, StoryObj } from '@storybook/react';
import { fn } from 'storybook/test';
import { OutgoingCallView } from '../../ui/calls/OutgoingCallView';
import { CALLER_NAME, LONG_NAME, drawnCamera } from '../../ui/calls/fixtures';
import { LANDSCAPE, NARROW } from './phoneFrame';

const meta: Meta<typeof OutgoingCallView> = {
  title: 'Components/Calls/OutgoingCallView',
  component: OutgoingCallView,
  args: {
    calleeName: CALLER_NAME,
    callType: 'video',
    local: null,
    working: false,
    onCancel: fn(),
  },
  argTypes: { callType: { control: 'inline-radio', options: ['audio', 'video'] } },
};
export default meta;
type Story = StoryObj<typeof OutgoingCallView>;

/** A video call ringing out; with no camera in the story, the person's initial shows. */
export const Video: Story = {};
/** The viewer's own camera behind the screen (a drawn one here: it moves, so no screenshot). */
export const VideoWithCamera: Story = {
  tags: ['skip-visual'],
  render: (args) => <OutgoingCallView {...args} local={drawnCamera('You', '#35566b')} />,
};
export const Audio: Story = { args: { callType: 'audio' } };
/** The call's details have not arrived yet: 'Calling…' alone. */
export const NameUnknown: Story = { args: { calleeName: null } };
/** Cancel pressed: the hang-up is on its way. */
export const Cancelling: Story = { args: { working: true } };
export const LongName: Story = { args: { calleeName: LONG_NAME } };
export const Narrow: Story = { ...NARROW, args: { calleeName: LONG_NAME } };
/** A phone on its side: the picture gives way to the words and Cancel. */
export const Landscape: Story = { ...LANDSCAPE };
