import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { axeViolations } from './axe';
import { FAKE_MEDIA_ARGS } from './browser';
import { e2eSession } from './session';

/** Long enough to answer on a slow machine, short enough to wait out for a missed call. */
const RING_MS = 8_000;

const e2e = e2eSession({ callRingMs: RING_MS }, FAKE_MEDIA_ARGS);

/**
 * Each RTCPeerConnection the page makes reports its connection states into `__callStates` and is
 * kept in `__peers`, so the test sees WebRTC itself connect and close, not only the screen.
 */
const RECORD_PEER_STATES = `
  window.__callStates = [];
  window.__peers = [];
  const Native = window.RTCPeerConnection;
  window.RTCPeerConnection = class extends Native {
    constructor(...args) {
      super(...args);
      window.__peers.push(this);
      this.addEventListener('connectionstatechange', () => window.__callStates.push(this.connectionState));
    }
  };
`;

async function person(email: string, name: string) {
  const who = await e2e.person(email, name);
  await who.context.addInitScript(RECORD_PEER_STATES);
  const id = await who.page.evaluate(async () => {
    const res = await fetch('/api/users/me');
    return ((await res.json()) as { id: string }).id;
  });
  return { ...who, id };
}

const peerStates = (page: Page) =>
  page.evaluate(() => (window as unknown as { __callStates: string[] }).__callStates);

/** Every peer connection the page made is closed (close() itself fires no state event). */
const peersClosed = (page: Page) =>
  page.evaluate(() =>
    (window as unknown as { __peers: RTCPeerConnection[] }).__peers.every(
      (peer) => peer.signalingState === 'closed',
    ),
  );

/** The remote video has frames and is playing. */
const remoteVideoPlaying = (page: Page) =>
  page.evaluate(() => {
    const video = document.querySelector<HTMLVideoElement>('[data-testid="remote-video"]');
    return (
      !!video &&
      !video.paused &&
      video.readyState >= HTMLMediaElement.HAVE_CURRENT_DATA &&
      video.videoWidth > 0
    );
  });

const conversation = (page: Page, name: string) =>
  page.getByRole('log', { name: `Messages with ${name}` });

it('A video-calls B from the conversation: B answers on another page, WebRTC connects, video plays, A ends it for both', async () => {
  const ana = await person('ana.call@example.com', 'Ana');
  const ben = await person('ben.call@example.com', 'Ben');
  // Both open pages after the recorder is in place: Ben waits on the Community page.
  await ben.page.goto(`${e2e.server.url}/social`);
  await ben.page.getByRole('heading', { level: 1, name: 'Community' }).waitFor();
  await ana.page.goto(`${e2e.server.url}/messages?with=${ben.id}`);
  await ana.page.getByRole('heading', { name: 'Ben' }).waitFor();

  await ana.page.getByRole('button', { name: 'Start video call' }).click();
  await ana.page.getByText(/^Starting video call\.\.\. \(Call ID: [0-9a-f-]{36}\)$/).waitFor();
  await ana.page.getByText('Calling…').waitFor();

  // Ben's page rings, whatever page he is on.
  const prompt = ben.page.getByRole('alertdialog');
  await prompt.getByText('Incoming video call').waitFor();
  expect(await prompt.textContent()).toContain('Ana');
  expect(await axeViolations(ben.page)).toEqual([]);
  await prompt.getByRole('button', { name: 'Accept' }).click();

  // WebRTC connects on both sides, and Ben sees Ana's camera.
  for (const who of [ana, ben])
    await expect.poll(() => peerStates(who.page), { timeout: 20_000 }).toContain('connected');
  await expect.poll(() => remoteVideoPlaying(ben.page), { timeout: 20_000 }).toBe(true);
  await expect.poll(() => remoteVideoPlaying(ana.page), { timeout: 20_000 }).toBe(true);
  const benCall = ben.page.getByRole('dialog', { name: 'Call with Ana' });
  await benCall.getByText(/^\d\d:\d\d$/).waitFor();
  expect(await axeViolations(ben.page)).toEqual([]);

  // Mute is Ana's own: her microphone track goes quiet.
  const anaCall = ana.page.getByRole('dialog', { name: 'Call with Ben' });
  await anaCall.getByRole('button', { name: 'Mute' }).click();
  await anaCall.getByRole('button', { name: 'Unmute' }).waitFor();

  // Camera off stops Ana's camera (her self view goes); on again, Ben sees her again.
  await anaCall.getByRole('button', { name: 'Turn camera off' }).click();
  await anaCall.getByRole('button', { name: 'Turn camera on' }).waitFor();
  await expect.poll(() => anaCall.getByTestId('local-video').count()).toBe(0);
  await anaCall.getByRole('button', { name: 'Turn camera on' }).click();
  await anaCall.getByTestId('local-video').waitFor();
  await expect.poll(() => remoteVideoPlaying(ben.page), { timeout: 20_000 }).toBe(true);

  await anaCall.getByRole('button', { name: 'End call' }).click();
  await anaCall.waitFor({ state: 'detached' });
  await benCall.waitFor({ state: 'detached', timeout: 10_000 });
  await ana.page.getByText('Call ended.').waitFor();
  await ben.page.getByText('Call ended.').waitFor();
  for (const who of [ana, ben]) await expect.poll(() => peersClosed(who.page)).toBe(true);

  // The conversation keeps the call, live.
  await conversation(ana.page, 'Ben')
    .getByText(/^Video call · \d+ s$/)
    .waitFor({ timeout: 10_000 });
});

it('a declined call and a missed call are said to the caller and kept in the conversation', async () => {
  const ana = await person('ana.decline@example.com', 'Ana');
  const ben = await person('ben.decline@example.com', 'Ben');
  await ben.page.goto(`${e2e.server.url}/toolkit`);
  await ana.page.goto(`${e2e.server.url}/messages?with=${ben.id}`);
  await ana.page.getByRole('heading', { name: 'Ben' }).waitFor();

  // Declined.
  await ana.page.getByRole('button', { name: 'Start audio call' }).click();
  const prompt = ben.page.getByRole('alertdialog');
  await prompt.getByText('Incoming audio call').waitFor();
  await prompt.getByRole('button', { name: 'Decline' }).click();
  await prompt.waitFor({ state: 'detached' });
  await ana.page.getByText('Ben declined the call.').waitFor();
  await expect.poll(() => ana.page.getByText('Calling…').count()).toBe(0);
  await conversation(ana.page, 'Ben').getByText('Declined audio call').waitFor();

  // Missed: nobody answers before the ring time runs out.
  await ana.page.getByRole('button', { name: 'Start audio call' }).click();
  await prompt.getByText('Incoming audio call').waitFor();
  await ana.page.getByText('Ben did not answer.').waitFor({ timeout: RING_MS + 10_000 });
  await ben.page.getByText('Missed audio call from Ana.').waitFor();
  await prompt.waitFor({ state: 'detached' });
  await conversation(ana.page, 'Ben').getByText('Missed audio call').waitFor();

  // Ben finds both in his conversation with Ana.
  await ben.page.goto(`${e2e.server.url}/messages?with=${ana.id}`);
  const benLog = conversation(ben.page, 'Ana');
  await benLog.getByText('Declined audio call').waitFor();
  await benLog.getByText('Missed audio call').waitFor();
});
