import { describe, expect, it } from 'vitest';
import { BBOX_MAX_DEGREES } from '../../contract/map';
import { acceptedBox, boxAround, inBox } from './box';
import { cellOf, cellsOf, CELL_DEGREES } from './cells';
import { distanceMiles } from './distance';

describe('boxAround', () => {
  it('holds every point within the distance', () => {
    const centre = { latitude: 37.77, longitude: -122.42 };
    const box = boxAround(centre, 10);
    const east = { latitude: 37.77, longitude: -122.42 + 10 / 54.6 - 1e-6 };
    expect(distanceMiles(centre, east)).toBeLessThanOrEqual(10);
    expect(inBox(east, box)).toBe(true);
    expect(inBox({ latitude: 37.77 + 11 / 69, longitude: -122.42 }, box)).toBe(false);
  });
});

describe('acceptedBox', () => {
  it('keeps a small view as it is', () => {
    expect(acceptedBox([-122.5, 37.7, -122.3, 37.8])).toEqual({
      box: [-122.5, 37.7, -122.3, 37.8],
      shrunk: false,
    });
  });

  it('shrinks a view zoomed far out to the largest accepted box around its centre', () => {
    const { box, shrunk } = acceptedBox([-130, 30, -110, 45]);
    expect(shrunk).toBe(true);
    expect(box[2] - box[0]).toBeLessThanOrEqual(BBOX_MAX_DEGREES);
    expect(box[3] - box[1]).toBeLessThanOrEqual(BBOX_MAX_DEGREES);
    expect((box[0] + box[2]) / 2).toBeCloseTo(-120);
    expect((box[1] + box[3]) / 2).toBeCloseTo(37.5);
  });
});

describe('cells', () => {
  it('names the cell of a point and every cell of a box, corners included', () => {
    const box = [-122.6, 37.6, -122.2, 37.9] as const;
    const keys = cellsOf(box);
    expect(keys).toContain(cellOf({ latitude: 37.6, longitude: -122.6 }));
    expect(keys).toContain(cellOf({ latitude: 37.9, longitude: -122.2 }));
    expect(new Set(keys).size).toBe(keys.length);
    expect(keys.length).toBe(
      (Math.floor((37.9 + 90) / CELL_DEGREES) - Math.floor((37.6 + 90) / CELL_DEGREES) + 1) *
        (Math.floor((-122.2 + 180) / CELL_DEGREES) - Math.floor((-122.6 + 180) / CELL_DEGREES) + 1),
    );
  });

  it('keeps the edges of the world inside the grid', () => {
    expect(cellOf({ latitude: 90, longitude: 180 })).toBe(
      `${180 / CELL_DEGREES - 1}:${360 / CELL_DEGREES - 1}`,
    );
    expect(cellOf({ latitude: -90, longitude: -180 })).toBe('0:0');
  });
});
