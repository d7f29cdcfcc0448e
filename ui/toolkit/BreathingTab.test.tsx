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
const tick = (seconds: number) => act(() => vi.advanceTimersByTime(seconds * 1000));

it('is Ready until a technique starts, then counts down and rotates phases', () => {
  const onStart = vi.fn();
  render(<BreathingTab onStart={onStart} />);
  expect(status()).toHaveTextContent('Ready');
  fireEvent.click(screen.getByRole('button', { name: 'Start 4-7-8 Breathing' }));
  expect(onStart).toHaveBeenCalledWith('478');
  expect(status()).toHaveTextContent('Breathe In4');
  tick(1);
  expect(status()).toHaveTextContent('Breathe In3');
  tick(3);
  expect(status()).toHaveTextContent('Hold7');
  tick(7);
  expect(status()).toHaveTextContent('Breathe Out8');
  tick(8);
  expect(status()).toHaveTextContent('Breathe In4');
});

it('Stop returns to Ready, the countdown stops, and the guide keeps the focus', () => {
  render(<BreathingTab onStart={() => {}} />);
  fireEvent.click(screen.getByRole('button', { name: 'Start Box Breathing' }));
  tick(5);
  expect(status()).toHaveTextContent('Hold3');
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

it('labels Ujjayi with (Ocean Sound)', () => {
  render(<BreathingTab onStart={() => {}} />);
  fireEvent.click(screen.getByRole('button', { name: 'Start Ujjayi Breathing' }));
  expect(status()).toHaveTextContent('Breathe In (Ocean Sound)6');
  tick(6);
  expect(status()).toHaveTextContent('Breathe Out (Ocean Sound)6');
});

it('gives Mindful phases of 4 to 6 seconds from the random source', () => {
  const values = [0, 0.99, 0.5];
  let i = 0;
  render(<BreathingTab onStart={() => {}} random={() => values[i++ % values.length]!} />);
  fireEvent.click(screen.getByRole('button', { name: 'Start Mindful Breathing' }));
  expect(status()).toHaveTextContent('Breathe In4');
  tick(4);
  expect(status()).toHaveTextContent('Breathe Out6');
  tick(6);
  expect(status()).toHaveTextContent('Breathe In5');
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
