import { useEffect } from 'react';
import type { Pixel } from './useHold';

/** Turns a point on the map's surface into [latitude, longitude]. */
export type PixelToPosition = (pixel: Pixel) => [number, number];

export interface PixelBridgeProps {
  /** Receives the map's pixel-to-position function once the map has one. */
  onReady: (fn: PixelToPosition) => void;
  /** Given by pigeon-maps, which passes it to its children. */
  pixelToLatLng?: PixelToPosition;
}

/** A child of the map that hands the map's pixel-to-position function to the screen. */
export function PixelBridge({ onReady, pixelToLatLng }: PixelBridgeProps) {
  useEffect(() => {
    if (pixelToLatLng) onReady(pixelToLatLng);
  });
  return null;
}
