import { expect, it } from 'vitest';
import { formValuesFromProfile } from './profileRules';

it('uses the documented defaults for a missing profile', () => {
  expect(formValuesFromProfile(null)).toEqual({
    display_name: '',
    support_status: 'seeking',
    recovery_type: 'substance_use',
    support_radius: 10,
    bio: '',
    location_visible: true,
    accept_messages: true,
  });
});

it('keeps a loaded false for the two switches only', () => {
  const v = formValuesFromProfile({
    location_visible: false,
    accept_messages: false,
    support_status: null,
    recovery_type: null,
  });
  expect(v.location_visible).toBe(false);
  expect(v.accept_messages).toBe(false);
  expect(v.support_status).toBe('seeking');
  expect(v.recovery_type).toBe('substance_use');
});

it('keeps loaded values', () => {
  const v = formValuesFromProfile({
    display_name: 'Kim',
    support_status: 'giving',
    recovery_type: 'both',
    support_radius: 3,
    bio: 'Hi',
  });
  expect(v).toMatchObject({
    display_name: 'Kim',
    support_status: 'giving',
    recovery_type: 'both',
    support_radius: 3,
    bio: 'Hi',
  });
});
