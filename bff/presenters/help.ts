import type { Advertisement, SponsoredCenter } from '../../contract/help';
import type { AdvertisementDoc } from '../models/advertisement';
import type { SponsoredCenterDoc } from '../models/sponsoredCenter';

/** Images are ours, on our own origin (bff/routes/help/router.ts, GET /media/:id). */
export const mediaUrl = (id: string | null | undefined) => (id ? `/media/${id}` : '');

/** Exactly the fields of a sponsored center that leave the server (docs/product.md). */
export function presentCenter(c: SponsoredCenterDoc): SponsoredCenter {
  return {
    id: c._id,
    name: c.name,
    address: c.address ?? '',
    latitude: c.latitude,
    longitude: c.longitude,
    phone: c.phone ?? '',
    website: c.website ?? '',
    logo_url: mediaUrl(c.logo),
    description: c.description ?? '',
    services: [...(c.services ?? [])],
    priority_level: c.priority_level ?? 1,
  };
}

/** Exactly the fields of an ad that leave the server (docs/product.md, Ads). */
export function presentAd(a: AdvertisementDoc): Advertisement {
  return {
    id: a._id,
    advertiser_id: a.advertiser_id ?? '',
    advertiser_name: a.advertiser_name,
    ad_title: a.ad_title,
    ad_description: a.ad_description ?? '',
    ad_image_url: mediaUrl(a.image),
    ad_url: a.ad_url,
  };
}
