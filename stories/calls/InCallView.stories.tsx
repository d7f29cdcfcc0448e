import type { Meta, StoryObj } from '@storybook/react';
import { fn } from 'storybook/test';
import { InCallView } from '../../ui/calls/InCallView';
import {
  CALLER_NAME,
  FIXTURE_NOW,
  LONG_NAME,
  answeredSecondsAgo,
  drawnCamera,
} from '../../ui/calls/fixtures';
import { LANDSCAPE, NARROW } from './phoneFrame';

const meta: Meta<typeof InCallView> = {
  title: 'Components/Calls/InCallView',
  component: InCallView,
  args: {
    otherName: CALLER_NAME,
    callType: 'video',
    local: null,
    remote: null,
    connected: true,
    answeredAt: answeredSecondsAgo(4 * 60 + 27),
    muted: false,
    cameraOff: false,
    working: false,
    onToggleMute: fn(),
    onToggleCamera: fn(),
    onEnd: fn(),
    now: FIXTURE_NOW,
  },
  argTypes: { callType: { control: 'inline-radio', options: ['audio', 'video'] } },
};
export default meta;
type Story = StoryObj<typeof InCallView>;

/** Answered; the connection is coming up. */
export const Connecting: Story = { args: { connected: false, answeredAt: null } };
export const ConnectedAudio: Story = { args: { callType: 'audio' } };
/**
 * A video call; stories have no cameras, so the other person's initial stands in for their
 * picture (as it does until it arrives) and an icon for the viewer's own.
 */
export const ConnectedVideo: Story = {};
export const MutedCameraOff: Story = { args: { muted: true, cameraOff: true } };
/** The timer shows hours past an hour. */
export const PastAnHour: Story = { args: { answeredAt: answeredSecondsAgo(3600 + 2 * 60 + 5) } };
/** End call pressed: the hang-up is on its way. */
export const Ending: Story = { args: { working: true } };
export const LongName: Story = { args: { otherName: LONG_NAME } };
export const Narrow: Story = { ...NARROW, args: { otherName: LONG_NAME } };
export const NarrowAudio: Story = { ...NARROW, args: { callType: 'audio', muted: true } };
/** A phone on its side: the self view turns wide and the initial shrinks. */
export const Landscape: Story = { ...LANDSCAPE };
/** The live story's call was answered when the page loaded. */
const LIVE_ANSWERED_AT = new Date().toISOString();
/** Try it: drawn cameras on both sides and a running clock (it moves, so no screenshot). */
export const LiveVideo: Story = {
  tags: ['skip-visual'],
  render: (args) => (
    <InCallView
      {...args}
      local={drawnCamera('You', '#35566b')}
      remote={drawnCamera(CALLER_NAME, '#2e7d5b')}
      answeredAt={LIVE_ANSWERED_AT}
      now={undefined}
    />
  ),
};
