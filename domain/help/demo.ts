import type { AdPlacement, Advertisement, SponsoredCenter } from '../../contract/help';

/**
 * The fictional Get Help sample: three sponsored centers of different priorities (one with a
 * logo) and a top and a bottom ad. Development seeds it into an empty database
 * (`bff/import/demoHelp.ts`) and the ui's stories and tests show the same (`ui/help/fixtures.ts`),
 * so a newcomer sees in the running product what the stories show. Names, numbers (555) and sites
 * are made up; the images are drawn here, so nothing is fetched from an image host.
 */

/** A square logo with initials. */
export const demoLogoSvg = (initials: string, colour: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96"><rect width="96" height="96" rx="18" fill="${colour}"/><text x="48" y="60" font-family="Arial" font-size="36" font-weight="700" fill="#fff" text-anchor="middle">${initials}</text></svg>`;

/** A banner with a title. */
export const demoBannerSvg = (title: string, colour: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="320" height="120"><rect width="320" height="120" fill="${colour}"/><text x="20" y="68" font-family="Arial" font-size="22" font-weight="700" fill="#fff">${title}</text></svg>`;

/** A sample center as the contract shows one, with a key and a drawn logo in place of id and URL. */
export type DemoCenter = Omit<SponsoredCenter, 'id' | 'logo_url'> & {
  /** Stable short name: the fixtures' id and the seed's advertiser id derive from it. */
  key: string;
  logo: { initials: string; colour: string } | null;
};

export const DEMO_CENTERS: readonly DemoCenter[] = [
  {
    key: 'bayside',
    name: 'Bayside Recovery Residences',
    address: '410 Harbor View Road, Sausalito, CA 94965',
    latitude: 37.8591,
    longitude: -122.4853,
    phone: '(415) 555-0180',
    website: 'https://example.org/bayside-recovery',
    description:
      'Residential treatment for alcohol and drug use with medically supported detox, individual therapy, family weekends and a 12-month alumni program that keeps you connected long after you leave.',
    services: [
      'Medical detox',
      'Residential',
      'Family program',
      'Dual diagnosis',
      'Alumni support',
    ],
    priority_level: 3,
    logo: { initials: 'BR', colour: '#1d4ed8' },
  },
  {
    key: 'golden-hills',
    name: 'Golden Hills Treatment Center',
    address: '88 Orchard Lane, Walnut Creek, CA 94596',
    latitude: 37.9101,
    longitude: -122.0652,
    phone: '(925) 555-0133',
    website: 'https://example.org/golden-hills',
    description: 'Inpatient and partial hospitalization programs with trauma-informed care.',
    services: ['Inpatient', 'Partial hospitalization', 'Trauma therapy'],
    priority_level: 2,
    logo: null,
  },
  {
    key: 'peninsula',
    name: 'Peninsula New Start',
    address: '1500 El Camino Real, San Mateo, CA 94402',
    latitude: 37.5535,
    longitude: -122.3122,
    phone: '(650) 555-0117',
    website: '',
    description: 'Outpatient counselling and medication-assisted treatment.',
    services: ['Outpatient'],
    priority_level: 1,
    logo: null,
  },
];

/** A sample ad as the contract shows one, with a key and a drawn banner in place of ids and URL. */
export type DemoAd = Omit<Advertisement, 'id' | 'advertiser_id' | 'ad_image_url'> & {
  /** Stable short name: the fixtures' ids and the seed's advertiser id derive from it. */
  key: string;
  banner: { title: string; colour: string };
  placement: AdPlacement;
};

export const DEMO_ADS: readonly DemoAd[] = [
  {
    key: 'calm-pages',
    advertiser_name: 'Calm Pages',
    ad_title: 'A journal for every day of recovery',
    ad_description: 'Guided prompts, gratitude pages and milestone stickers.',
    ad_url: 'https://example.org/calm-pages',
    banner: { title: 'Calm Pages', colour: '#2e7d5b' },
    placement: 'top',
  },
  {
    key: 'sober-social',
    advertiser_name: 'Sober Social Club',
    ad_title: 'Alcohol-free evenings in the city',
    ad_description: 'Board games, live music and mocktails every Friday.',
    ad_url: 'https://example.org/sober-social',
    banner: { title: 'Sober Social', colour: '#7e22ce' },
    placement: 'bottom',
  },
];
