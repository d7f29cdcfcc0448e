import { describe, expect, it } from 'vitest';
import { coarsen, markerPosition } from './area';
import { distanceMiles } from './distance';

const KM_PER_MILE = 1.609344;

describe('coarsen', () => {
  it('gives every position inside one area the same centre, about 1 km from its neighbours', () => {
    const here = coarsen({ latitude: 37.774929, longitude: -122.419416 });
    const nearby = coarsen({ latitude: 37.7749, longitude: -122.4194 });
    expect(nearby).toEqual(here);
    const north = coarsen({ latitude: here.latitude + 0.009, longitude: here.longitude });
    const km = distanceMiles(here, north) * KM_PER_MILE;
    expect(km).toBeGreaterThan(0.8);
    expect(km).toBeLessThan(1.3);
  });

  it('never keeps more than five decimals and stays within about half a kilometre of the truth', () => {
    for (const p of [
      { latitude: 37.774929123, longitude: -122.419416987 },
      { latitude: -33.8688, longitude: 151.2093 },
      { latitude: 64.1466, longitude: -21.9426 },
      { latitude: 0, longitude: 0 },
    ]) {
      const c = coarsen(p);
      expect(String(c.latitude).split('.')[1]?.length ?? 0).toBeLessThanOrEqual(5);
      const km = Math.hypot(
        (c.latitude - p.latitude) * 111.32,
        (c.longitude - p.longitude) * 111.32 * Math.cos((p.latitude * Math.PI) / 180),
      );
      expect(km).toBeLessThan(0.75);
      expect(c).not.toEqual(p);
    }
  });

  it('keeps the poles and the date line in range', () => {
    for (const p of [
      { latitude: 90, longitude: 180 },
      { latitude: -90, longitude: -180 },
    ]) {
      const c = coarsen(p);
      expect(Math.abs(c.latitude)).toBeLessThanOrEqual(90);
      expect(Math.abs(c.longitude)).toBeLessThanOrEqual(180);
    }
  });
});

describe('markerPosition', () => {
  const area = coarsen({ latitude: 37.7749, longitude: -122.4194 });

  it('is the same for one person every time and differs between two people of one area', () => {
    expect(markerPosition(area, 'aaaaaaaaaaaaaaaaaaaaaaaa')).toEqual(
      markerPosition(area, 'aaaaaaaaaaaaaaaaaaaaaaaa'),
    );
    expect(markerPosition(area, 'aaaaaaaaaaaaaaaaaaaaaaaa')).not.toEqual(
      markerPosition(area, 'bbbbbbbbbbbbbbbbbbbbbbbb'),
    );
  });

  it('stays inside the area', () => {
    for (let i = 0; i < 200; i++) {
      const p = markerPosition(area, `person-${i}`);
      expect(coarsen(p)).toEqual(area);
    }
  });
});
