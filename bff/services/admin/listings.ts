import { fileTypeFromBuffer } from 'file-type';
import {
  MEDIA_MAX_BYTES,
  MEDIA_TYPES,
  type AdminAd,
  type AdminCenter,
  type AdsAndCenters,
  type MediaType,
  type MediaUploaded,
} from '../../../contract/admin';
import type { AdPlacement } from '../../../contract/help';
import type { adInputSchema, centerInputSchema } from '../../../contract/admin/schemas';
import type { z } from 'zod';
import { badRequest, HttpError, notFound } from '../../errors';
import type { Models } from '../../models';
import type { AdvertisementDoc } from '../../models/advertisement';
import type { SponsoredCenterDoc } from '../../models/sponsoredCenter';
import { mediaUrl } from '../../presenters/help';
import type { SignedInUser } from '../../viewer';
import type { HelpService } from '../help';
import { auditChanges, type AuditLog } from './audit';

type AdInput = z.output<typeof adInputSchema>;
type CenterInput = z.output<typeof centerInputSchema>;

/** At most this many of each are listed in the console (paid listings are few). */
const LISTED_MAX = 500;

const adNotFound = () => notFound('Advertisement not found.', 'ad_not_found');
const centerNotFound = () => notFound('Treatment center not found.', 'center_not_found');

/** A 400 that names its field (the console shows it beside that field). */
export const fieldError = (field: string, message: string) =>
  new HttpError(400, 'validation_failed', message, field);

const presentAdminAd = (a: AdvertisementDoc): AdminAd => ({
  id: a._id,
  advertiser_id: a.advertiser_id ?? '',
  advertiser_name: a.advertiser_name,
  ad_title: a.ad_title,
  ad_description: a.ad_description ?? '',
  ad_image_url: mediaUrl(a.image),
  ad_url: a.ad_url,
  placement: a.placement as AdPlacement,
  active_from: a.active_from ? a.active_from.toISOString() : null,
  active_until: a.active_until ? a.active_until.toISOString() : null,
  active: a.active === true,
});

const presentAdminCenter = (c: SponsoredCenterDoc): AdminCenter => ({
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
  priority_level: ([1, 2, 3].includes(c.priority_level ?? 1) ? c.priority_level : 1) as 1 | 2 | 3,
  advertiser_id: c.advertiser_id ?? '',
  active: c.active === true,
});

/**
 * Ads, sponsored centers and their images, as moderators keep them (docs/product.md, Admin). A
 * save is listed or unlisted on Get Help at once (bff/services/help.ts keeps the listings), and
 * audited with what changed.
 */
export function adminListings(models: Models, help: HelpService, audit: AuditLog) {
  const { Advertisement, SponsoredCenter, Media } = models;

  /** `/media/<id>` to the stored image id; 400 naming the field when it was never uploaded. */
  async function imageId(url: string, field: string): Promise<string> {
    if (!url) return '';
    const id = url.slice('/media/'.length);
    if (!(await Media.exists({ _id: id })))
      throw fieldError(field, `${field} must be an image uploaded here first.`);
    return id;
  }

  return {
    /** GET /api/admin/ads-centers: every ad and center, active or not, newest first. */
    async list(): Promise<AdsAndCenters> {
      const [ads, centers] = await Promise.all([
        Advertisement.find({})
          .sort({ created_at: -1 })
          .limit(LISTED_MAX)
          .lean<AdvertisementDoc[]>(),
        SponsoredCenter.find({})
          .sort({ created_at: -1 })
          .limit(LISTED_MAX)
          .lean<SponsoredCenterDoc[]>(),
      ]);
      return { ads: ads.map(presentAdminAd), centers: centers.map(presentAdminCenter) };
    },

    /** POST /api/admin/ads (id null) and PUT /api/admin/ads/{id}. */
    async saveAd(moderator: SignedInUser, id: string | null, input: AdInput): Promise<AdminAd> {
      const existing = id ? await Advertisement.findById(id).lean<AdvertisementDoc>() : null;
      if (id && !existing) throw adNotFound();
      const fields = {
        advertiser_name: input.advertiser_name,
        advertiser_id: input.advertiser_id,
        ad_title: input.ad_title,
        ad_description: input.ad_description,
        image: await imageId(input.ad_image_url, 'ad_image_url'),
        ad_url: input.ad_url,
        placement: input.placement,
        active_from: input.active_from ? new Date(input.active_from) : null,
        active_until: input.active_until ? new Date(input.active_until) : null,
      };
      let adId = id;
      if (!existing) {
        adId = await help.addAd({ ...fields, active: false });
      } else {
        // Out of the old slot first, so it is never shown in two.
        if (existing.placement !== input.placement) await help.setLive('ad', existing._id, false);
        await Advertisement.updateOne({ _id: existing._id }, { $set: fields });
      }
      await help.setLive('ad', adId!, input.active);
      const saved = (await Advertisement.findById(adId).lean<AdvertisementDoc>())!;
      const after = presentAdminAd(saved);
      const before = existing ? presentAdminAd(existing) : null;
      await audit.record(moderator, {
        action: 'ad.save',
        target_type: 'ad',
        target_id: adId!,
        target_label: `${saved.advertiser_name}: ${saved.ad_title}`,
        before: before ? auditChanges(after, before) : null,
        after: auditChanges(before, after),
      });
      return after;
    },

    /** POST /api/admin/centers (id null) and PUT /api/admin/centers/{id}. */
    async saveCenter(
      moderator: SignedInUser,
      id: string | null,
      input: CenterInput,
    ): Promise<AdminCenter> {
      const existing = id ? await SponsoredCenter.findById(id).lean<SponsoredCenterDoc>() : null;
      if (id && !existing) throw centerNotFound();
      const fields = {
        name: input.name,
        address: input.address,
        latitude: input.latitude,
        longitude: input.longitude,
        phone: input.phone,
        website: input.website,
        logo: await imageId(input.logo_url, 'logo_url'),
        description: input.description,
        services: input.services,
        priority_level: input.priority_level,
        advertiser_id: input.advertiser_id,
      };
      let centerId = id;
      if (!existing) centerId = await help.addCenter({ ...fields, active: false });
      else await SponsoredCenter.updateOne({ _id: existing._id }, { $set: fields });
      await help.setLive('center', centerId!, input.active);
      const saved = (await SponsoredCenter.findById(centerId).lean<SponsoredCenterDoc>())!;
      const after = presentAdminCenter(saved);
      const before = existing ? presentAdminCenter(existing) : null;
      await audit.record(moderator, {
        action: 'center.save',
        target_type: 'center',
        target_id: centerId!,
        target_label: saved.name,
        before: before ? auditChanges(after, before) : null,
        after: auditChanges(before, after),
      });
      return after;
    },

    /**
     * POST /api/admin/media: a PNG, JPEG or WebP image up to MEDIA_MAX_BYTES, recognised by its
     * bytes (a renamed text file is refused: 415), stored and served from /media/<id>.
     */
    async upload(data: Buffer): Promise<MediaUploaded> {
      if (data.length === 0) throw badRequest('The image is empty.');
      if (data.length > MEDIA_MAX_BYTES)
        throw new HttpError(413, 'body_too_large', 'The image must be at most 200 kB.');
      const found = await fileTypeFromBuffer(data);
      const type = found?.mime as MediaType | undefined;
      if (!type || !MEDIA_TYPES.includes(type))
        throw new HttpError(
          415,
          'unsupported_media_type',
          'The file is not a PNG, JPEG or WebP image.',
        );
      const mediaId = await help.storeMedia(type, data);
      return { id: mediaId, url: mediaUrl(mediaId) };
    },
  };
}
export type AdminListings = ReturnType<typeof adminListings>;
