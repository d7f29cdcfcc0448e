import { GEOLOCATION_TIMEOUT_MS, MAP_TEXTS, type LatLng } from '../../contract/map';

/** Why the browser gave no position: not supported, or refused/unavailable/timed out. */
export class GeolocationError extends Error {
  constructor(
    readonly reason: 'unsupported' | 'denied' | 'unavailable' | 'timeout' | 'unknown',
    message: string,
  ) {
    super(message);
    this.name = 'GeolocationError';
  }
}

const REASONS = { 1: 'denied', 2: 'unavailable', 3: 'timeout' } as const;

/**
 * The browser's position (high accuracy, 10 s time-out: docs/product.md, Constants at a glance;
 * `maxAgeMs` lets Get Help accept a cached one). Rejects with a GeolocationError whose message is
 * the map's text.
 */
export function currentPosition(maxAgeMs = 0): Promise<LatLng> {
  const geo = typeof navigator !== 'undefined' ? navigator.geolocation : undefined;
  if (!geo) return Promise.reject(new GeolocationError('unsupported', MAP_TEXTS.unsupported));
  return new Promise((resolve, reject) => {
    geo.getCurrentPosition(
      (p) => resolve({ latitude: p.coords.latitude, longitude: p.coords.longitude }),
      (err) =>
        reject(
          new GeolocationError(
            REASONS[err.code as 1 | 2 | 3] ?? 'unknown',
            MAP_TEXTS.locationFailed,
          ),
        ),
      { enableHighAccuracy: true, timeout: GEOLOCATION_TIMEOUT_MS, maximumAge: maxAgeMs },
    );
  });
}
