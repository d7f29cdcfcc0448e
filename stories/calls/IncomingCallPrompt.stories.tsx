import type { Meta, StoryObj } from '@storybook/react';
import { fn } from 'storybook/test';
import { IncomingCallPrompt } from '../../ui/calls/IncomingCallPrompt';
import { CALLER_NAME, LONG_NAME } from '../../ui/calls/fixtures';
import { NARROW } from './phoneFrame';

const meta: Meta<typeof IncomingCallPrompt> = {
  title: 'Components/Calls/IncomingCallPrompt',
  component: IncomingCallPrompt,
  args: {
    open: true,
    callerName: CALLER_NAME,
    callType: 'video',
    working: false,
    onAccept: fn(),
    onDecline: fn(),
  },
  argTypes: { callType: { control: 'inline-radio', options: ['audio', 'video'] } },
};
export default meta;
type Story = StoryObj<typeof IncomingCallPrompt>;

/** Over any page while someone calls; focus starts on Accept, Escape declines. */
export const Video: Story = {};
export const Audio: Story = { args: { callType: 'audio' } };
/** Accepted: the answer is on its way, both buttons wait (and the ring stops pulsing). */
export const Working: Story = { args: { working: true } };
export const LongName: Story = { args: { callerName: LONG_NAME } };
/** On a 320 px phone the buttons share the width, or stack when they cannot. */
export const Narrow: Story = { ...NARROW, args: { callerName: LONG_NAME, callType: 'audio' } };
