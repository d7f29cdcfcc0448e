/**
 * Calls fixtures shared by stories and tests: names, a fixed clock for the timer, a drawn camera
 * for the stories that play live media, and a stand-in MediaStream for jsdom (which has none).
 */
import { FIXTURE_NOW } from '../fixtures';

export { FIXTURE_NOW };

export const CALLER_NAME = 'Maria G.';
/** Nearly as long as a display name may be (DISPLAY_NAME_MAX, contract/profile). */
export const LONG_NAME = 'Alexandra Konstantinopoulou-Villanueva (Tuesdays)';

/** An ISO time this many seconds before FIXTURE_NOW: a call answered that long ago. */
export const answeredSecondsAgo = (seconds: number) =>
  new Date(FIXTURE_NOW.getTime() - seconds * 1000).toISOString();

const drawn = new Map<string, MediaStream | null>();

/**
 * A live 'camera' drawn on a canvas (a silhouette, a caption and a clock that ticks), for stories
 * tagged skip-visual; one per caption, made once. Null where there is no canvas capture (jsdom).
 */
export function drawnCamera(caption: string, colour: string): MediaStream | null {
  if (drawn.has(caption)) return drawn.get(caption) ?? null;
  const canvas = typeof document === 'undefined' ? null : document.createElement('canvas');
  // jsdom has no captureStream, and reports its unimplemented getContext as an error: ask first.
  const context = canvas && 'captureStream' in canvas ? canvas.getContext('2d') : null;
  if (!canvas || !context) {
    drawn.set(caption, null);
    return null;
  }
  canvas.width = 640;
  canvas.height = 480;
  const stream = canvas.captureStream(10);
  const draw = () => {
    context.fillStyle = colour;
    context.fillRect(0, 0, 640, 480);
    context.fillStyle = 'rgba(255,255,255,0.85)';
    context.beginPath();
    context.arc(320, 200, 80, 0, Math.PI * 2);
    context.fill();
    context.beginPath();
    context.ellipse(320, 470, 170, 150, 0, Math.PI, 0);
    context.fill();
    context.font = '600 32px Roboto, sans-serif';
    context.fillText(caption, 24, 48);
    context.fillText(new Date().toLocaleTimeString(), 24, 90);
  };
  draw();
  setInterval(draw, 500);
  drawn.set(caption, stream);
  return stream;
}

/** A stand-in for a MediaStream in jsdom: its video tracks, and a way to add one as WebRTC does. */
export interface FakeStream {
  stream: MediaStream;
  /** A video track arrives (the stream fires 'addtrack', as a remote stream does). */
  addVideoTrack: () => void;
  /** Their picture stops or comes back (the video tracks' mute and unmute). */
  setMuted: (muted: boolean) => void;
}

export function fakeStream({ video = false }: { video?: boolean } = {}): FakeStream {
  const target = new EventTarget();
  const videoTracks: MediaStreamTrack[] = [];
  const track = () =>
    Object.assign(new EventTarget(), {
      kind: 'video',
      enabled: true,
      muted: false,
    }) as unknown as MediaStreamTrack;
  if (video) videoTracks.push(track());
  const stream = Object.assign(target, {
    getVideoTracks: () => videoTracks,
    getAudioTracks: () => [],
    getTracks: () => videoTracks,
  }) as unknown as MediaStream;
  return {
    stream,
    addVideoTrack() {
      videoTracks.push(track());
      target.dispatchEvent(new Event('addtrack'));
    },
    setMuted(muted: boolean) {
      for (const t of videoTracks) {
        Object.assign(t, { muted });
        t.dispatchEvent(new Event(muted ? 'mute' : 'unmute'));
      }
    },
  };
}
