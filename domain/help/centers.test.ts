import { expect, it } from 'vitest';
import { helpLocationText, priorityBadge, servicesPreview } from './centers';

it('3 is Featured, 2 Premium, anything else no badge', () => {
  expect(priorityBadge(3)).toBe('Featured');
  expect(priorityBadge(2)).toBe('Premium');
  expect(priorityBadge(1)).toBeNull();
  expect(priorityBadge(7)).toBeNull();
});

it("shows the first 3 services and '+N more'", () => {
  expect(servicesPreview(['a', 'b'])).toEqual({ shown: ['a', 'b'], more: null });
  expect(servicesPreview(['a', 'b', 'c'])).toEqual({ shown: ['a', 'b', 'c'], more: null });
  expect(servicesPreview(['a', 'b', 'c', 'd', 'e'])).toEqual({
    shown: ['a', 'b', 'c'],
    more: '+2 more',
  });
});

it("every location text ends with ' Distance calculations will not be available.'", () => {
  expect(helpLocationText('denied')).toBe(
    'Location access was denied. Distance calculations will not be available.',
  );
  expect(helpLocationText('unsupported')).toBe(
    'Geolocation is not supported by this browser. Distance calculations will not be available.',
  );
  expect(helpLocationText('timeout')).toBe(
    'Location request timed out. Distance calculations will not be available.',
  );
});
