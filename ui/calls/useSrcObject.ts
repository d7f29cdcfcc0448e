import { useCallback } from 'react';

/**
 * A ref for a <video> or <audio> that plays `stream`: a MediaStream has no URL, so it is given
 * to the element as `srcObject`, which React cannot set as an attribute. A callback ref, because
 * the element may mount after its component (inside a modal's portal).
 */
export function useSrcObject<T extends HTMLMediaElement>(stream: MediaStream | null) {
  return useCallback(
    (element: T | null) => {
      if (!element) return;
      element.srcObject = stream;
      // Let go of the stream, so an ended call leaves no element holding its camera.
      return () => {
        element.srcObject = null;
      };
    },
    [stream],
  );
}
