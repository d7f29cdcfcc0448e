import { TAP_HOLD_MS, TAP_TOLERANCE_PX } from '../../contract/map';

/**
 * What a press on the map was (tap-hold 600 ms, tap tolerance 15 px; docs/product.md, Map and
 * location).
 */
export type PressKind = 'tap' | 'hold' | 'drag';

/** Whether a pointer moved far enough from where it went down to be a drag, not a tap. */
export const movedTooFar = (dx: number, dy: number): boolean =>
  Math.hypot(dx, dy) > TAP_TOLERANCE_PX;

/**
 * Reads a finished press: moved beyond the tolerance is a drag (the map panned, so a marker under
 * the finger is not opened); held in place for TAP_HOLD_MS or longer is a hold; otherwise a tap.
 */
export function classifyPress(dx: number, dy: number, heldMs: number): PressKind {
  if (movedTooFar(dx, dy)) return 'drag';
  return heldMs >= TAP_HOLD_MS ? 'hold' : 'tap';
}
