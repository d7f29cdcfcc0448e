import { expect, it } from 'vitest';
import { areaOf, seesPeer, shownOnMap } from './map';

const complete = { support_status: 'giving', recovery_type: 'both' };
const area = { area_latitude: 37.78, area_longitude: -122.42 };

it('a person is on the map only with a complete profile, location_visible and a shared area', () => {
  expect(shownOnMap({ ...complete, ...area })).toBe(true);
  expect(shownOnMap({ ...complete, ...area, location_visible: true })).toBe(true);
  expect(shownOnMap({ ...complete, ...area, location_visible: false })).toBe(false);
  expect(shownOnMap({ ...complete })).toBe(false);
  expect(shownOnMap({ support_status: 'giving', ...area })).toBe(false);
  expect(shownOnMap(null)).toBe(false);
});

it("a person's area is the shared one, or none until both coordinates are stored", () => {
  expect(areaOf(area)).toEqual({ latitude: 37.78, longitude: -122.42 });
  expect(areaOf({ area_latitude: 0, area_longitude: 0 })).toEqual({ latitude: 0, longitude: 0 });
  expect(areaOf({ area_latitude: 37.78, area_longitude: null })).toBeNull();
  expect(areaOf({ area_latitude: null, area_longitude: -122.42 })).toBeNull();
  expect(areaOf({})).toBeNull();
  expect(areaOf(null)).toBeNull();
  expect(shownOnMap({ ...complete, area_latitude: 37.78 })).toBe(false);
});

it('a viewer sees peers within their radius, never themself nor anyone behind a block', () => {
  const centre = { latitude: 37.78, longitude: -122.42 };
  const viewer = { id: 'me', hidden: new Set(['blocked']), centre, radiusMiles: 10 };
  const near = { latitude: 37.8, longitude: -122.42 }; // about 1.4 miles north
  const far = { latitude: 37.34, longitude: -121.89 }; // about 40 miles south
  expect(seesPeer(viewer, { id: 'peer', at: near })).toBe(true);
  expect(seesPeer(viewer, { id: 'peer', at: far })).toBe(false);
  expect(seesPeer(viewer, { id: 'me', at: near })).toBe(false);
  expect(seesPeer(viewer, { id: 'blocked', at: near })).toBe(false);
});
