import { describe, expect, it } from 'vitest';
import { distanceMiles } from './distance';

describe('distanceMiles', () => {
  it('is 69 miles per degree of latitude and 54.6 per degree of longitude, to one decimal', () => {
    const a = { latitude: 37, longitude: -122 };
    expect(distanceMiles(a, { latitude: 38, longitude: -122 })).toBe(69);
    expect(distanceMiles(a, { latitude: 37, longitude: -121 })).toBe(54.6);
    // sqrt(6.9² + 5.46²) = 8.799…
    expect(distanceMiles(a, { latitude: 37.1, longitude: -121.9 })).toBe(8.8);
  });

  it('is symmetric and zero for one point', () => {
    const a = { latitude: 37.77, longitude: -122.42 };
    const b = { latitude: 37.8, longitude: -122.27 };
    expect(distanceMiles(a, b)).toBe(distanceMiles(b, a));
    expect(distanceMiles(a, a)).toBe(0);
  });
});
