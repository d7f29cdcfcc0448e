import type { Logger } from '../logger';
import type { HelpService } from '../services/help';

/** A plain, fictional logo drawn here (no image host, no real brand). */
const logoSvg = (initials: string, colour: string) =>
  Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96"><rect width="96" height="96" rx="18" fill="${colour}"/><text x="48" y="60" font-family="Arial, sans-serif" font-size="36" font-weight="700" fill="#ffffff" text-anchor="middle">${initials}</text></svg>`,
  );

const bannerSvg = (title: string, colour: string) =>
  Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="320" height="120" viewBox="0 0 320 120"><rect width="320" height="120" fill="${colour}"/><circle cx="270" cy="60" r="38" fill="#ffffff" opacity="0.18"/><text x="20" y="68" font-family="Arial, sans-serif" font-size="22" font-weight="700" fill="#ffffff">${title}</text></svg>`,
  );

/**
 * Development only (config.seedDemo), beside the map's samples: an empty Get Help gets three
 * fictional sponsored centers of different priorities (one with a logo) and an active top and
 * bottom ad, so a newcomer sees a living page. Names, numbers (555) and sites are made up.
 */
export async function loadDemoHelp(help: HelpService, log: Logger): Promise<boolean> {
  if (!(await help.isEmpty())) return false;
  const logo = await help.storeMedia('image/svg+xml', logoSvg('BR', '#1d4ed8'));
  await help.addCenter({
    name: 'Bayside Recovery Residences',
    address: '410 Harbor View Road, Sausalito, CA 94965',
    latitude: 37.8591,
    longitude: -122.4853,
    phone: '(415) 555-0180',
    website: 'https://example.org/bayside-recovery',
    logo,
    description:
      'Residential treatment for alcohol and drug use with medically supported detox, individual therapy, family weekends and a 12-month alumni program.',
    services: [
      'Medical detox',
      'Residential',
      'Family program',
      'Dual diagnosis',
      'Alumni support',
    ],
    priority_level: 3,
    advertiser_id: 'demo-bayside',
  });
  await help.addCenter({
    name: 'Golden Hills Treatment Center',
    address: '88 Orchard Lane, Walnut Creek, CA 94596',
    latitude: 37.9101,
    longitude: -122.0652,
    phone: '(925) 555-0133',
    website: 'https://example.org/golden-hills',
    description:
      'Inpatient and partial hospitalization programs for substance use and mental health, with trauma-informed care.',
    services: ['Inpatient', 'Partial hospitalization', 'Trauma therapy'],
    priority_level: 2,
    advertiser_id: 'demo-golden-hills',
  });
  await help.addCenter({
    name: 'Peninsula New Start',
    address: '1500 El Camino Real, San Mateo, CA 94402',
    latitude: 37.5535,
    longitude: -122.3122,
    phone: '(650) 555-0117',
    description: 'Outpatient counselling and medication-assisted treatment, evenings and weekends.',
    services: ['Outpatient', 'Medication-assisted treatment'],
    priority_level: 1,
    advertiser_id: 'demo-peninsula',
  });
  await help.addAd({
    advertiser_id: 'demo-calm-journal',
    advertiser_name: 'Calm Pages',
    ad_title: 'A journal for every day of recovery',
    ad_description: 'Guided prompts, gratitude pages and milestone stickers.',
    image: await help.storeMedia('image/svg+xml', bannerSvg('Calm Pages', '#2e7d5b')),
    ad_url: 'https://example.org/calm-pages',
    placement: 'top',
  });
  await help.addAd({
    advertiser_id: 'demo-sober-social',
    advertiser_name: 'Sober Social Club',
    ad_title: 'Alcohol-free evenings in the city',
    ad_description: 'Board games, live music and mocktails every Friday.',
    image: await help.storeMedia('image/svg+xml', bannerSvg('Sober Social', '#7e22ce')),
    ad_url: 'https://example.org/sober-social',
    placement: 'bottom',
  });
  log.info('sample Get Help: 3 sponsored centers and 2 ads created');
  return true;
}
