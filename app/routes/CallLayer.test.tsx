import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, it, vi } from 'vitest';
import type { CallInfo } from '../../contract/calls';
import { callDevices } from '../stores/calls/callStore';
import { useNoticeStore } from '../stores/noticeStore';
import { hear, stubEventSource } from '../test/fakeEventSource';
import { fakeApi, member, renderApp, signedIn } from '../test/renderApp';

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const ringing: CallInfo = {
  id: '11111111-1111-4111-8111-111111111111',
  caller_id: 'b'.repeat(24),
  caller_name: 'Ben',
  recipient_id: member.id,
  recipient_name: 'Sam',
  call_type: 'audio',
  status: 'ringing',
  outcome: null,
  started_at: '2026-11-26T10:00:00.000Z',
  answered_at: null,
  ended_at: null,
};

it('a call that rings when a page opens is shown there, rings, and Decline refuses it', async () => {
  const ring = { start: vi.fn(), stop: vi.fn() };
  callDevices.ring = ring;
  stubEventSource();
  const { calls } = fakeApi({
    ...signedIn(),
    'GET /api/calls/current': () => ({ status: 200, body: { call: ringing } }),
    [`POST /api/calls/${ringing.id}/decline`]: () => ({
      status: 200,
      body: { call: { ...ringing, status: 'ended', outcome: 'declined' } },
    }),
  });
  await renderApp('/toolkit');
  // The call screens load after the page (their first import takes a while on a busy machine).
  const prompt = await screen.findByRole('alertdialog', { name: 'Ben' }, { timeout: 10_000 });
  expect(within(prompt).getByText('Incoming audio call')).toBeInTheDocument();
  expect(ring.start).toHaveBeenCalled();

  await userEvent.click(within(prompt).getByRole('button', { name: 'Decline' }));
  await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  expect(calls.map((c) => `${c.method} ${c.path}`)).toContain(
    `POST /api/calls/${ringing.id}/decline`,
  );
  expect(ring.stop).toHaveBeenCalled();
});

it('a call that rings later appears on the open page, and its missed end is said', async () => {
  callDevices.ring = { start: vi.fn(), stop: vi.fn() };
  stubEventSource();
  const { calls } = fakeApi(signedIn());
  await renderApp('/toolkit');
  // The call screens load after the page; they follow calls once they have asked for the current.
  await waitFor(() => expect(calls.map((c) => c.path)).toContain('/api/calls/current'));
  hear('call', ringing);
  await screen.findByRole('alertdialog', { name: 'Ben' });
  hear('call', { ...ringing, status: 'ended', outcome: 'missed' });
  await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  expect(useNoticeStore.getState().notice?.message).toBe('Missed audio call from Ben.');
});
