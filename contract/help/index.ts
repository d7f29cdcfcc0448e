/**
 * Get Help, ads, revenue events and the sponsored treatment centers (docs/product.md, Get Help and
 * crisis lines; Ads, sponsored centers and revenue): values and shapes, with no zod at run time.
 */
export type { RevenueEventInput } from './schemas';

/**
 * Priority 3 Featured, 2 Premium; anything else shows no badge (docs/product.md, Sponsored
 * treatment centers).
 */
export const PRIORITY_BADGES: Readonly<Record<number, string>> = { 3: 'Featured', 2: 'Premium' };

/** A paid listing on Get Help (docs/product.md, Sponsored treatment centers). */
export interface SponsoredCenter {
  id: string;
  name: string;
  address: string;
  latitude: number;
  longitude: number;
  phone: string;
  website: string;
  /** On our own origin (/media/<id>) or ''; never a third-party host. */
  logo_url: string;
  description: string;
  services: string[];
  priority_level: number;
}

export interface CentersResponse {
  centers: SponsoredCenter[];
}

export const AD_PLACEMENTS = ['top', 'bottom'] as const;
export type AdPlacement = (typeof AD_PLACEMENTS)[number];

/** An advertisement (docs/product.md, Ads). */
export interface Advertisement {
  id: string;
  advertiser_id: string;
  advertiser_name: string;
  ad_title: string;
  ad_description: string;
  /** On our own origin (/media/<id>) or ''. */
  ad_image_url: string;
  ad_url: string;
}

export interface AdResponse {
  ad: Advertisement | null;
}

export const REVENUE_EVENT_TYPES = [
  'ad_impression',
  'ad_click',
  'sponsored_call',
  'sponsored_click',
] as const;
export type RevenueEventType = (typeof REVENUE_EVENT_TYPES)[number];

/** What each event is worth, in dollars (docs/product.md, Revenue events). */
export const REVENUE_VALUES: Readonly<Record<RevenueEventType, number>> = {
  ad_impression: 0.01,
  ad_click: 0.25,
  sponsored_call: 5,
  sponsored_click: 2,
};

/** The same values in integer cents: what the server books, whatever amount the client sent. */
export const REVENUE_CENTS: Readonly<Record<RevenueEventType, number>> = {
  ad_impression: 1,
  ad_click: 25,
  sponsored_call: 500,
  sponsored_click: 200,
};

/** At most one event of a type per person per ad or center in this window. */
export const REVENUE_DEDUPE_MS = 30 * 60_000;
/** An ad counts as seen after this long in view (docs/product.md, Ads). */
export const AD_IMPRESSION_DELAY_MS = 1000;

export interface RevenueEventAnswer {
  /** False for a repeat within REVENUE_DEDUPE_MS: nothing was booked. */
  booked: boolean;
  event_type: RevenueEventType;
  amount_cents: number;
}

/**
 * The listings, prices and features word for word; six placeholder slots (docs/product.md, Listing
 * offer).
 */
export const LISTING_PLANS = [
  {
    name: 'Basic Listing',
    price: '$799/month',
    features: ['contact info', 'service description', 'call tracking'],
  },
  {
    name: 'Premium Listing',
    price: '$1,499/month',
    features: [
      'priority placement',
      'logo and photos',
      'enhanced description',
      'analytics dashboard',
    ],
  },
  {
    name: 'Featured Listing',
    price: '$2,999/month',
    features: ['top placement', 'highlighted design', 'lead generation', 'dedicated support'],
  },
] as const;
export const PLACEHOLDER_SLOTS = 6;

/**
 * Get Help's location texts, each followed by DISTANCE_UNAVAILABLE (docs/product.md, Location for
 * distances).
 */
export const HELP_LOCATION_TEXTS = {
  unsupported: 'Geolocation is not supported by this browser.',
  denied: 'Location access was denied.',
  unavailable: 'Location information is unavailable.',
  timeout: 'Location request timed out.',
  unknown: 'Unable to retrieve location.',
} as const;
export const DISTANCE_UNAVAILABLE = ' Distance calculations will not be available.';
/** Get Help accepts a position up to this old (docs/product.md, Location for distances). */
export const HELP_LOCATION_MAX_AGE_MS = 300_000;
