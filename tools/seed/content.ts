import type { ProfileFormValues } from '../../domain/profile/profileRules';
import { Types } from 'mongoose';
import type { Privacy } from '../../contract/social';
import type { RecoveryType, SupportStatus } from '../../contract/profile';

/** Fictional people and posts for a living development database. Deterministic by index. */

const FIRST = [
  'Alex',
  'Sam',
  'Jordan',
  'Riley',
  'Casey',
  'Morgan',
  'Taylor',
  'Jamie',
  'Avery',
  'Quinn',
  'Rowan',
  'Harper',
  'Emerson',
  'Skyler',
  'Dakota',
  'Reese',
  'Finley',
  'Sage',
  'Kai',
  'Noor',
];
const LAST = 'ABCDEFGHJKLMNPRSTVW';
const STATUSES: SupportStatus[] = ['seeking', 'giving', 'both'];
const TYPES: RecoveryType[] = ['substance_use', 'mental_health', 'both', 'family_member'];
const BIOS = [
  'Taking it one day at a time.',
  'Here to listen. Been where you are.',
  'Parent of someone in recovery, learning as I go.',
  'Running, journaling and meetings keep me steady.',
  '',
];

export interface SeedPerson {
  id: Types.ObjectId;
  sub: string;
  email: string;
  name: string;
  /** Exactly what the Profile Setup form saves. */
  profile: ProfileFormValues;
}

export function fictionalPeople(count: number): SeedPerson[] {
  return Array.from({ length: count }, (_, i) => {
    const name = `${FIRST[i % FIRST.length]} ${LAST[(i * 7) % LAST.length]}.`;
    return {
      id: new Types.ObjectId(),
      sub: `seed:${i}`,
      email: `person${i}@seed.example.org`,
      name,
      profile: {
        display_name: name,
        support_status: STATUSES[i % STATUSES.length]!,
        recovery_type: TYPES[i % TYPES.length]!,
        support_radius: 5 + (i % 10) * 5,
        bio: BIOS[i % BIOS.length]!,
        location_visible: i % 5 !== 0,
        accept_messages: i % 7 !== 0,
      },
    };
  });
}

const TEXTS = [
  'Had a hard morning but called my sponsor and it passed. Grateful for this community.',
  'Went to my first meeting in a new city tonight. Nervous, but people were kind.',
  'Anyone have tips for sleeping better in early recovery?',
  'Made it through a family dinner without old habits. Small wins count.',
  'Journaling before bed has changed how I handle cravings.',
  'Feeling low today. Reading your posts helps more than you know.',
  'My daughter said she is proud of me. I cried in the car.',
  'Walked 5 km this morning instead of scrolling. Clear head.',
];
const MILESTONES = [1, 7, 30, 60, 90, 180, 365, 730];

/** The n-th fictional post: about one in ten a milestone; mostly public, some friends or private. */
export function fictionalPost(n: number) {
  const privacy: Privacy = n % 25 === 0 ? 'private' : n % 8 === 0 ? 'friends' : 'public';
  if (n % 10 === 3) {
    const days = MILESTONES[n % MILESTONES.length]!;
    return {
      content: `Celebrating ${days} days in recovery today!`,
      privacy,
      post_type: 'milestone' as const,
      milestone_type: 'days_in_recovery',
      milestone_days: days,
    };
  }
  return {
    content: TEXTS[n % TEXTS.length]!,
    privacy,
    post_type: 'text' as const,
    milestone_type: null,
    milestone_days: null,
  };
}
