/** Get Help fixtures shared by stories and tests: fictional centers and ads (555 numbers). */
import type { Advertisement, SponsoredCenter } from '../../contract/help';
import type { IncomingSupportRequest, SupportRequest } from '../../contract/support';
import { FIXTURE_NOW } from '../fixtures';

/** A logo drawn in place, so stories need no network. */
export const FIXTURE_LOGO = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96"><rect width="96" height="96" rx="18" fill="#1d4ed8"/><text x="48" y="60" font-family="Arial" font-size="36" font-weight="700" fill="#fff" text-anchor="middle">BR</text></svg>',
)}`;
export const FIXTURE_BANNER = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" width="320" height="120"><rect width="320" height="120" fill="#2e7d5b"/><text x="20" y="68" font-family="Arial" font-size="22" font-weight="700" fill="#fff">Calm Pages</text></svg>',
)}`;

export const buildCenter = (overrides: Partial<SponsoredCenter> = {}): SponsoredCenter => ({
  id: 'c-bayside',
  name: 'Bayside Recovery Residences',
  address: '410 Harbor View Road, Sausalito, CA 94965',
  latitude: 37.8591,
  longitude: -122.4853,
  phone: '(415) 555-0180',
  website: 'https://example.org/bayside-recovery',
  logo_url: FIXTURE_LOGO,
  description:
    'Residential treatment for alcohol and drug use with medically supported detox, individual therapy, family weekends and a 12-month alumni program that keeps you connected long after you leave.',
  services: ['Medical detox', 'Residential', 'Family program', 'Dual diagnosis', 'Alumni support'],
  priority_level: 3,
  ...overrides,
});

export const buildCenters = (): SponsoredCenter[] => [
  buildCenter(),
  buildCenter({
    id: 'c-golden-hills',
    name: 'Golden Hills Treatment Center',
    address: '88 Orchard Lane, Walnut Creek, CA 94596',
    latitude: 37.9101,
    longitude: -122.0652,
    phone: '(925) 555-0133',
    website: 'https://example.org/golden-hills',
    logo_url: '',
    description: 'Inpatient and partial hospitalization programs with trauma-informed care.',
    services: ['Inpatient', 'Partial hospitalization', 'Trauma therapy'],
    priority_level: 2,
  }),
  buildCenter({
    id: 'c-peninsula',
    name: 'Peninsula New Start',
    address: '1500 El Camino Real, San Mateo, CA 94402',
    latitude: 37.5535,
    longitude: -122.3122,
    phone: '(650) 555-0117',
    website: '',
    logo_url: '',
    description: 'Outpatient counselling and medication-assisted treatment.',
    services: ['Outpatient'],
    priority_level: 1,
  }),
];

export const buildAd = (overrides: Partial<Advertisement> = {}): Advertisement => ({
  id: 'ad-calm',
  advertiser_id: 'calm-pages',
  advertiser_name: 'Calm Pages',
  ad_title: 'A journal for every day of recovery',
  ad_description: 'Guided prompts, gratitude pages and milestone stickers.',
  ad_image_url: FIXTURE_BANNER,
  ad_url: 'https://example.org/calm-pages',
  ...overrides,
});

export const buildSupportRequest = (overrides: Partial<SupportRequest> = {}): SupportRequest => ({
  id: 'sr-1',
  message: 'Having a hard night.',
  created_at: FIXTURE_NOW.toISOString(),
  expires_at: new Date(FIXTURE_NOW.getTime() + 2 * 3600_000).toISOString(),
  notified: 6,
  responded: 0,
  status: 'open',
  ...overrides,
});

export const buildIncoming = (
  overrides: Partial<IncomingSupportRequest> = {},
): IncomingSupportRequest => ({
  id: 'sr-1',
  requester_id: 'u-dev',
  requester_name: 'Dev',
  message: 'Having a hard night. Could use someone to talk to.',
  created_at: FIXTURE_NOW.toISOString(),
  expires_at: new Date(FIXTURE_NOW.getTime() + 2 * 3600_000).toISOString(),
  responded: false,
  ...overrides,
});
