import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { TAP_HOLD_MS } from '../../contract/map';
import { useHold, type Pixel } from './useHold';

function Surface({ onHold }: { onHold: (pixel: Pixel) => void }) {
  const hold = useHold(onHold);
  return (
    <div data-testid="surface" {...hold}>
      <button type="button">Marker</button>
    </div>
  );
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

const setup = () => {
  const onHold = vi.fn();
  render(<Surface onHold={onHold} />);
  const surface = screen.getByTestId('surface');
  vi.spyOn(surface, 'getBoundingClientRect').mockReturnValue(new DOMRect(10, 20, 400, 300));
  return { onHold, surface };
};

it('a press held still gives the point pressed, relative to the surface', () => {
  const { onHold, surface } = setup();
  fireEvent.pointerDown(surface, { clientX: 110, clientY: 70 });
  vi.advanceTimersByTime(TAP_HOLD_MS - 1);
  expect(onHold).not.toHaveBeenCalled();
  vi.advanceTimersByTime(1);
  expect(onHold).toHaveBeenCalledWith([100, 50]);
});

it('a press that moves more than 15 px, or ends early, is not a hold', () => {
  const { onHold, surface } = setup();
  fireEvent.pointerDown(surface, { clientX: 110, clientY: 70 });
  fireEvent.pointerMove(surface, { clientX: 130, clientY: 70 });
  vi.advanceTimersByTime(TAP_HOLD_MS);
  fireEvent.pointerDown(surface, { clientX: 110, clientY: 70 });
  fireEvent.pointerUp(surface);
  vi.advanceTimersByTime(TAP_HOLD_MS);
  expect(onHold).not.toHaveBeenCalled();
  fireEvent.pointerDown(surface, { clientX: 110, clientY: 70 });
  fireEvent.pointerMove(surface, { clientX: 115, clientY: 75 });
  vi.advanceTimersByTime(TAP_HOLD_MS);
  expect(onHold).toHaveBeenCalledTimes(1);
});

it('a press on a button is the button’s, not the surface’s', () => {
  const { onHold } = setup();
  fireEvent.pointerDown(screen.getByRole('button', { name: 'Marker' }), {
    clientX: 110,
    clientY: 70,
  });
  vi.advanceTimersByTime(TAP_HOLD_MS);
  expect(onHold).not.toHaveBeenCalled();
});
