import { styled } from '@mui/material/styles';
import { useSrcObject } from './useSrcObject';

export interface StreamVideoProps {
  /** What to play; null shows the element's black box (the views put a placeholder over it). */
  stream: MediaStream | null;
  /** Silent: the viewer's own camera (no echo), or a picture whose sound plays elsewhere. */
  muted: boolean;
  /** Flipped left to right, as people expect to see themselves. @default false */
  mirrored?: boolean;
  /** What the picture is, for screen readers: 'Your camera', 'Maria G.'s video'. */
  label: string;
  /** 'cover' fills the box and crops; 'contain' shows all of the picture. @default 'cover' */
  fit?: 'cover' | 'contain';
  /** Lets the end-to-end journeys find the remote and the self view. */
  'data-testid'?: string;
}

const Video = styled('video', { name: 'PeerStreamVideo', slot: 'Root' })({
  display: 'block',
  width: '100%',
  height: '100%',
  backgroundColor: '#000',
});

/** A live MediaStream in a <video> that fills its box; plays inline on phones. */
export function StreamVideo({
  stream,
  muted,
  mirrored = false,
  label,
  fit = 'cover',
  'data-testid': testId,
}: StreamVideoProps) {
  const ref = useSrcObject<HTMLVideoElement>(stream);
  return (
    <Video
      ref={ref}
      autoPlay
      playsInline
      muted={muted}
      aria-label={label}
      data-testid={testId}
      style={{ objectFit: fit, transform: mirrored ? 'scaleX(-1)' : undefined }}
    />
  );
}
