/** Get Help fixtures shared by stories and tests: the development sample of domain/help/demo.ts. */
import type { Advertisement, SponsoredCenter } from '../../contract/help';
import type { IncomingSupportRequest, SupportRequest } from '../../contract/support';
import {
  DEMO_ADS,
  DEMO_CENTERS,
  demoBannerSvg,
  demoLogoSvg,
  type DemoAd,
  type DemoCenter,
} from '../../domain/help/demo';
import { FIXTURE_NOW } from '../fixtures';

const dataUrl = (svg: string) => `data:image/svg+xml,${encodeURIComponent(svg)}`;

/** The sample's images, drawn in place, so stories need no network. */
export const FIXTURE_LOGO = dataUrl(demoLogoSvg('BR', '#1d4ed8'));
export const FIXTURE_BANNER = dataUrl(demoBannerSvg('Calm Pages', '#2e7d5b'));

const centerOf = ({ key, logo, ...fields }: DemoCenter): SponsoredCenter => ({
  ...fields,
  id: `c-${key}`,
  logo_url: logo ? dataUrl(demoLogoSvg(logo.initials, logo.colour)) : '',
});

const adOf = ({ key, banner, placement: _placement, ...fields }: DemoAd): Advertisement => ({
  ...fields,
  id: `ad-${key}`,
  advertiser_id: key,
  ad_image_url: dataUrl(demoBannerSvg(banner.title, banner.colour)),
});

/** The development sample's first (Featured) center. */
export const buildCenter = (overrides: Partial<SponsoredCenter> = {}): SponsoredCenter => ({
  ...centerOf(DEMO_CENTERS[0]!),
  ...overrides,
});

/** The development sample's three centers, by priority. */
export const buildCenters = (): SponsoredCenter[] => DEMO_CENTERS.map(centerOf);

/** The development sample's top ad. */
export const buildAd = (overrides: Partial<Advertisement> = {}): Advertisement => ({
  ...adOf(DEMO_ADS[0]!),
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
