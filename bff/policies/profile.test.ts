import { expect, it } from 'vitest';
import { assertProfileComplete, reachable } from './profile';

const complete = { support_status: 'giving', recovery_type: 'mental_health' };

it('a complete profile passes the gate and can be reached', () => {
  expect(() => assertProfileComplete(complete, 'contactPeers')).not.toThrow();
  expect(reachable(complete)).toBe(true);
});

it.each([
  ['askForSupport', 'Please complete your profile first.'],
  ['findPeers', 'Please complete your profile before finding peers.'],
  ['contactPeers', 'Please complete your profile before contacting peers.'],
  ['suggestResources', 'Please complete your profile before suggesting resources.'],
] as const)('%s without a complete profile: 403 naming what was tried', (action, message) => {
  for (const profile of [null, undefined, { support_status: 'seeking' }, { recovery_type: 'both' }])
    expect(() => assertProfileComplete(profile, action)).toThrow(
      expect.objectContaining({ status: 403, id: 'profile_incomplete', message }),
    );
});

it('nobody reaches a person who has not finished Profile Setup', () => {
  expect(reachable(null)).toBe(false);
  expect(reachable({ support_status: 'seeking', recovery_type: null })).toBe(false);
});
