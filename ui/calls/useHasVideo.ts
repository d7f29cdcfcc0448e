import { useCallback, useSyncExternalStore } from 'react';

/**
 * Whether `stream` carries a video track now. The other person's tracks arrive one by one into
 * the same MediaStream (WebRTC's `track` events), which changes without a new object for React to
 * see, so this listens to the stream itself.
 */
export function useHasVideo(stream: MediaStream | null): boolean {
  const subscribe = useCallback(
    (changed: () => void) => {
      if (!stream) return () => {};
      stream.addEventListener('addtrack', changed);
      stream.addEventListener('removetrack', changed);
      return () => {
        stream.removeEventListener('addtrack', changed);
        stream.removeEventListener('removetrack', changed);
      };
    },
    [stream],
  );
  const hasVideo = () => (stream?.getVideoTracks().length ?? 0) > 0;
  return useSyncExternalStore(subscribe, hasVideo, hasVideo);
}
