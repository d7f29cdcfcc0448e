export { IncomingCallPrompt, type IncomingCallPromptProps } from './IncomingCallPrompt';
export { OutgoingCallView, type OutgoingCallViewProps } from './OutgoingCallView';
export { InCallView, type InCallViewProps } from './InCallView';
export { StreamVideo, type StreamVideoProps } from './StreamVideo';
export { formatCallTime } from './callTime';
