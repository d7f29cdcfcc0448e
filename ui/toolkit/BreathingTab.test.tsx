import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { BreathingTab } from './BreathingTab';

beforeEach(() => {
  vi.useFakeTimers();
  vi.stubGlobal('requestAnimationFrame', (cb: FrameRequestCallback) => setTimeout(() => cb(0), 0));
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const status = () => screen.getByRole('status');
const timer = () => screen.getByRole('timer', { name: 'Seconds left' });
/** What the guide shows: the phase, then the seconds left. */
const shown = () => `${status().textContent} ${timer().textContent}`;
const tick = (seconds: number) => act(() => vi.advanceTimersByTime(seconds * 1000));

it('is Ready until a technique starts, then counts down and rotates phases', () => {
  const onStart = vi.fn();
  render(<BreathingTab onStart={onStart} />);
  expect(status()).toHaveTextContent('Ready');
  fireEvent.click(screen.getByRole('button', { name: 'Start 4-7-8 Breathing' }));
  expect(onStart).toHaveBeenCalledWith('478');
  expect(shown()).toBe('Breathe In, 4 seconds 4');
  tick(1);
  expect(shown()).toBe('Breathe In, 4 seconds 3');
  tick(3);
  expect(shown()).toBe('Hold, 7 seconds 7');
  tick(7);
  expect(shown()).toBe('Breathe Out, 8 seconds 8');
  tick(8);
  expect(shown()).toBe('Breathe In, 4 seconds 4');
});

it('Stop returns to Ready, the countdown stops, and the guide keeps the focus', () => {
  render(<BreathingTab onStart={() => {}} />);
  fireEvent.click(screen.getByRole('button', { name: 'Start Box Breathing' }));
  tick(5);
  expect(shown()).toBe('Hold, 4 seconds 3');
  const stop = screen.getByRole('button', { name: 'Stop' });
  stop.focus();
  fireEvent.click(stop);
  const guide = screen.getByRole('region', { name: 'Choose a technique to begin' });
  expect(document.activeElement).not.toBe(document.body);
  expect(guide).toContainElement(document.activeElement as HTMLElement);
  expect(status()).toHaveTextContent('Ready');
  tick(10);
  expect(status()).toHaveTextContent('Ready');
  expect(screen.queryByRole('button', { name: 'Stop' })).not.toBeInTheDocument();
});

it('says each phase once as it begins, never each second', () => {
  render(<BreathingTab onStart={() => {}} />);
  fireEvent.click(screen.getByRole('button', { name: 'Start 4-7-8 Breathing' }));
  // What a screen reader hears: every change of the live region's text.
  const heard: string[] = [];
  const region = status();
  const observer = new MutationObserver(() => {});
  observer.observe(region, { subtree: true, childList: true, characterData: true });
  for (let second = 0; second < 19; second++) {
    tick(1);
    if (observer.takeRecords().length > 0) heard.push(region.textContent ?? '');
  }
  observer.disconnect();
  expect(heard).toEqual(['Hold, 7 seconds', 'Breathe Out, 8 seconds', 'Breathe In, 4 seconds']);
});

it('labels Ujjayi with (Ocean Sound)', () => {
  render(<BreathingTab onStart={() => {}} />);
  fireEvent.click(screen.getByRole('button', { name: 'Start Ujjayi Breathing' }));
  expect(shown()).toBe('Breathe In (Ocean Sound), 6 seconds 6');
  tick(6);
  expect(shown()).toBe('Breathe Out (Ocean Sound), 6 seconds 6');
});

it('gives Mindful phases of 4 to 6 seconds from the random source', () => {
  const values = [0, 0.99, 0.5];
  let i = 0;
  render(<BreathingTab onStart={() => {}} random={() => values[i++ % values.length]!} />);
  fireEvent.click(screen.getByRole('button', { name: 'Start Mindful Breathing' }));
  expect(shown()).toBe('Breathe In, 4 seconds 4');
  tick(4);
  expect(shown()).toBe('Breathe Out, 6 seconds 6');
  tick(6);
  expect(shown()).toBe('Breathe In, 5 seconds 5');
});

it('links each technique to a video search in a new tab', () => {
  render(<BreathingTab onStart={() => {}} />);
  const links = screen.getAllByRole('link', { name: /Watch a video/ });
  expect(links).toHaveLength(9);
  expect(links[0]).toHaveAttribute('target', '_blank');
  expect(links[0]).toHaveAttribute('rel', 'noopener noreferrer');
  expect(links[0]!.getAttribute('href')).toMatch(
    /^https:\/\/www\.youtube\.com\/results\?search_query=box/,
  );
});
