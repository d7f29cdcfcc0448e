import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { FIXTURE_NOW } from './fixtures';
import { useSecondsSince } from './useSecondsSince';

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(FIXTURE_NOW);
});
afterEach(() => {
  vi.useRealTimers();
});

const ago = (seconds: number) => new Date(FIXTURE_NOW.getTime() - seconds * 1000).toISOString();

it('counts whole seconds since the time, every second, and stops its clock when it goes', () => {
  const { result, unmount } = renderHook(() => useSecondsSince(ago(3)));
  expect(result.current).toBe(3);
  expect(vi.getTimerCount()).toBe(1);
  act(() => vi.advanceTimersByTime(2000));
  expect(result.current).toBe(5);
  unmount();
  expect(vi.getTimerCount()).toBe(0);
});

it('is null, with no clock running, while the time is not known', () => {
  const { result } = renderHook(() => useSecondsSince(null));
  expect(result.current).toBeNull();
  expect(vi.getTimerCount()).toBe(0);
});

it('a fixed now stops the clock', () => {
  const fixed = new Date(FIXTURE_NOW.getTime() + 60_000);
  const { result } = renderHook(() => useSecondsSince(ago(0), fixed));
  expect(result.current).toBe(60);
  expect(vi.getTimerCount()).toBe(0);
});

it('a time a little ahead of this clock (the server stamped it) counts as 0', () => {
  const { result } = renderHook(() => useSecondsSince(ago(-2)));
  expect(result.current).toBe(0);
});
