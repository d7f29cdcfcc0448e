import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { MeditationTab } from './MeditationTab';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

const timer = () => screen.getByRole('timer');
const tick = (ms: number) => act(() => vi.advanceTimersByTime(ms));

it('presets set the time; Start counts down and records one session', () => {
  const onStart = vi.fn();
  render(<MeditationTab onStart={onStart} onComplete={() => {}} />);
  expect(timer()).toHaveTextContent('00:00');
  expect(screen.getByRole('button', { name: 'Start' })).toBeDisabled();
  for (const [m, text] of [
    [10, '10:00'],
    [15, '15:00'],
    [20, '20:00'],
    [5, '05:00'],
  ] as const) {
    fireEvent.click(screen.getByRole('button', { name: `${m} minutes` }));
    expect(timer()).toHaveTextContent(text);
  }
  fireEvent.click(screen.getByRole('button', { name: 'Start' }));
  expect(onStart).toHaveBeenCalledTimes(1);
  tick(61_000);
  expect(timer()).toHaveTextContent('03:59');
});

it('Pause stops the countdown; starting again resumes without a new session', () => {
  const onStart = vi.fn();
  render(<MeditationTab onStart={onStart} onComplete={() => {}} />);
  fireEvent.click(screen.getByRole('button', { name: '5 minutes' }));
  fireEvent.click(screen.getByRole('button', { name: 'Start' }));
  tick(10_000);
  fireEvent.click(screen.getByRole('button', { name: 'Pause' }));
  expect(timer()).toHaveTextContent('04:50');
  tick(60_000);
  expect(timer()).toHaveTextContent('04:50');
  fireEvent.click(screen.getByRole('button', { name: 'Start' }));
  tick(5_000);
  expect(timer()).toHaveTextContent('04:45');
  expect(onStart).toHaveBeenCalledTimes(1);
});

it('Reset sets zero', () => {
  render(<MeditationTab onStart={() => {}} onComplete={() => {}} />);
  fireEvent.click(screen.getByRole('button', { name: '10 minutes' }));
  fireEvent.click(screen.getByRole('button', { name: 'Start' }));
  tick(3_000);
  fireEvent.click(screen.getByRole('button', { name: 'Reset' }));
  expect(timer()).toHaveTextContent('00:00');
  tick(5_000);
  expect(timer()).toHaveTextContent('00:00');
});

it('stops itself at zero with the end signal', () => {
  const onComplete = vi.fn();
  render(<MeditationTab onStart={() => {}} onComplete={onComplete} />);
  fireEvent.click(screen.getByRole('button', { name: '5 minutes' }));
  fireEvent.click(screen.getByRole('button', { name: 'Start' }));
  tick(5 * 60_000);
  expect(timer()).toHaveTextContent('00:00');
  expect(onComplete).toHaveBeenCalledTimes(1);
  expect(screen.getByText(/Session complete/)).toBeInTheDocument();
  tick(10_000);
  expect(onComplete).toHaveBeenCalledTimes(1);
  expect(screen.getByRole('button', { name: 'Start' })).toBeDisabled();
});
