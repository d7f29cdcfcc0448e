import { useCallback, useSyncExternalStore } from 'react';

/**
 * Whether `stream` shows a picture now: it carries a video track that is not muted. The other
 * person's tracks arrive one by one into the same MediaStream (WebRTC's `track` events), and a
 * track goes muted while no picture comes (their camera is off, or not started yet); neither
 * gives React a new object to see, so this listens to the stream and its tracks.
 */
export function useHasVideo(stream: MediaStream | null): boolean {
  const subscribe = useCallback(
    (changed: () => void) => {
      if (!stream) return () => {};
      const watched = new Set<MediaStreamTrack>();
      const watchTracks = () => {
        for (const track of stream.getVideoTracks()) {
          if (watched.has(track)) continue;
          watched.add(track);
          track.addEventListener?.('mute', changed);
          track.addEventListener?.('unmute', changed);
        }
      };
      const tracksChanged = () => {
        watchTracks();
        changed();
      };
      watchTracks();
      stream.addEventListener('addtrack', tracksChanged);
      stream.addEventListener('removetrack', tracksChanged);
      return () => {
        stream.removeEventListener('addtrack', tracksChanged);
        stream.removeEventListener('removetrack', tracksChanged);
        for (const track of watched) {
          track.removeEventListener?.('mute', changed);
          track.removeEventListener?.('unmute', changed);
        }
      };
    },
    [stream],
  );
  const hasVideo = () => stream?.getVideoTracks().some((track) => !track.muted) ?? false;
  return useSyncExternalStore(subscribe, hasVideo, hasVideo);
}
