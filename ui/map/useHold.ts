import { useEffect, useRef, type PointerEvent } from 'react';
import { TAP_HOLD_MS } from '../../contract/map';
import { movedTooFar } from '../../domain/map/press';

/** A point on the map's surface, in pixels from its top left corner. */
export type Pixel = [number, number];

/**
 * A press held still on the map's surface for TAP_HOLD_MS (docs/product.md, Constants at a
 * glance), moving no more than the tap tolerance: gives the point pressed, relative to the map.
 * Presses on markers, popups and buttons are theirs, not the map's. Spread the result on the
 * map's element.
 */
export function useHold(onHold: (pixel: Pixel) => void) {
  const press = useRef<{ x: number; y: number; timer: ReturnType<typeof setTimeout> } | null>(null);
  const cancel = () => {
    if (press.current) clearTimeout(press.current.timer);
    press.current = null;
  };
  useEffect(() => cancel, []);
  return {
    onPointerDown: (e: PointerEvent<HTMLElement>) => {
      cancel();
      if ((e.target as HTMLElement).closest('button, a, [role="dialog"], .MuiPaper-root')) return;
      const rect = e.currentTarget.getBoundingClientRect();
      const pixel: Pixel = [e.clientX - rect.left, e.clientY - rect.top];
      press.current = {
        x: e.clientX,
        y: e.clientY,
        timer: setTimeout(() => {
          press.current = null;
          onHold(pixel);
        }, TAP_HOLD_MS),
      };
    },
    onPointerMove: (e: PointerEvent<HTMLElement>) => {
      const p = press.current;
      if (p && movedTooFar(e.clientX - p.x, e.clientY - p.y)) cancel();
    },
    onPointerUp: cancel,
    onPointerCancel: cancel,
    onPointerLeave: cancel,
  };
}
