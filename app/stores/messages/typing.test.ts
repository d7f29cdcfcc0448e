import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { member } from '../../test/renderApp';
import { hear } from '../../test/fakeEventSource';
import { followMessagesEvents, useMessagesStore } from '../messagesStore';
import { useSessionStore } from '../sessionStore';
import { ben } from '../../test/messagesFixtures';

beforeEach(() => useSessionStore.setState({ user: member }));
// The store follows the live events as the signed-in layout has it do; the stop is the teardown.
beforeEach(() => followMessagesEvents());
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

it('shows typing for one second after each signal', async () => {
  vi.useFakeTimers();
  hear('typing', { user_id: ben });
  expect(useMessagesStore.getState().typing[ben]).toBe(true);
  vi.advanceTimersByTime(999);
  expect(useMessagesStore.getState().typing[ben]).toBe(true);
  vi.advanceTimersByTime(1);
  expect(useMessagesStore.getState().typing[ben]).toBeUndefined();
});
