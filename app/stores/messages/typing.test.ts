import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { member } from '../../test/renderApp';
import { hear } from '../../test/fakeEventSource';
import { useMessagesStore } from '../messagesStore';
import { useSessionStore } from '../sessionStore';
import { ben } from './fixtures';

beforeEach(() => useSessionStore.setState({ user: member }));
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
