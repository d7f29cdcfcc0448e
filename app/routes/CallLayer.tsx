import { useEffect } from 'react';
import { InCallView } from '../../ui/calls/InCallView';
import { IncomingCallPrompt } from '../../ui/calls/IncomingCallPrompt';
import { OutgoingCallView } from '../../ui/calls/OutgoingCallView';
import { useCallStore } from '../stores/calls/callStore';
import { useSessionStore } from '../stores/sessionStore';

/**
 * The viewer's call over whatever page is open: the incoming prompt, 'Calling…', and the call
 * itself. Loaded apart from the layout, so a page does not wait for the call screens.
 */
export default function CallLayer() {
  const viewerId = useSessionStore((s) => s.user?.id);
  const follow = useCallStore((s) => s.follow);
  const call = useCallStore((s) => s.call);
  const phase = useCallStore((s) => s.phase);
  const local = useCallStore((s) => s.local);
  const remote = useCallStore((s) => s.remote);
  const muted = useCallStore((s) => s.muted);
  const cameraOff = useCallStore((s) => s.cameraOff);
  const working = useCallStore((s) => s.working);
  const { accept, decline, hangUp, toggleMute, toggleCamera } = useCallStore.getState();

  useEffect(() => (viewerId ? follow(viewerId) : undefined), [viewerId, follow]);

  if (phase === 'idle') return null;
  if (phase === 'incoming' && call)
    return (
      <IncomingCallPrompt
        open
        callerName={call.caller_name}
        callType={call.call_type}
        working={working}
        onAccept={() => void accept()}
        onDecline={() => void decline()}
      />
    );
  if (phase === 'outgoing')
    return (
      <OutgoingCallView
        calleeName={call?.recipient_name ?? null}
        callType={call?.call_type ?? (local?.getVideoTracks().length ? 'video' : 'audio')}
        local={local}
        working={working}
        onCancel={() => void hangUp()}
      />
    );
  if (!call) return null;
  const caller = call.caller_id === viewerId;
  return (
    <InCallView
      otherName={caller ? call.recipient_name : call.caller_name}
      callType={call.call_type}
      local={local}
      remote={remote}
      connected={phase === 'connected'}
      answeredAt={call.answered_at}
      muted={muted}
      cameraOff={cameraOff}
      working={working}
      onToggleMute={toggleMute}
      onToggleCamera={toggleCamera}
      onEnd={() => void hangUp()}
    />
  );
}
