import { createHash, createHmac } from 'node:crypto';
import { Types } from 'mongoose';
import {
  REVENUE_CENTS,
  type AdPlacement,
  type Advertisement,
  type RevenueEventAnswer,
  type SponsoredCenter,
} from '../../contract/help';
import type { z } from 'zod';
import type { revenueEventSchema } from '../../contract/help/schemas';
import type { EngineSeam } from '../db/seam';
import { isDuplicateKey, notFound } from '../errors';
import type { AdvertisementDoc } from '../models/advertisement';
import type { Models } from '../models';
import type { SponsoredCenterDoc } from '../models/sponsoredCenter';
import { bookable, guardKey, guardMarks, staleMarks } from '../policies/revenue';
import { adShownAt } from '../policies/listings';
import { presentAd, presentCenter } from '../presenters/help';

type RevenueEventInput = z.output<typeof revenueEventSchema>;

export interface NewCenter {
  name: string;
  address: string;
  latitude: number;
  longitude: number;
  phone: string;
  website?: string;
  /** A stored image's id (storeMedia). */
  logo?: string;
  description: string;
  services: string[];
  priority_level: number;
  advertiser_id?: string;
  active?: boolean;
}

export interface NewAd {
  advertiser_id?: string;
  advertiser_name: string;
  ad_title: string;
  ad_description: string;
  image?: string;
  ad_url: string;
  placement: AdPlacement;
  active?: boolean;
  active_from?: Date | null;
  active_until?: Date | null;
}
interface ListingDoc {
  _id: string;
  ids?: string[];
}

/**
 * Get Help's paid content (docs/product.md, Ads, sponsored centers and revenue): the sponsored
 * centers by priority, the ads of a slot in turn, the revenue the server books for them (its own
 * values; which events count is bff/policies/revenue.ts), and the images it serves itself.
 * `secret` keys the hash that stands for a person in the booking guard, so the database never says
 * who looked at Get Help.
 */
export function helpService(models: Models, seam: EngineSeam, secret: string) {
  const { SponsoredCenter, Advertisement, Listing, RevenueEvent, RevenueMark, Media } = models;
  const listing = async (id: string) =>
    ((await Listing.findById(id).lean()) as ListingDoc | null)?.ids ?? [];
  const personKey = (userId: string) =>
    createHmac('sha256', secret).update(userId).digest('hex').slice(0, 20);

  const listIn = (listingId: string, id: string, live: boolean) =>
    seam.serialize(`listing:${listingId}`, async () => {
      await Listing.updateOne(
        { _id: listingId },
        live ? { $addToSet: { ids: id } } : { $pull: { ids: id } },
        { upsert: true },
      );
    });
  /** Starts or stops a center or an ad: listed and active, or neither (so it cannot be billed). */
  const setLive = async (kind: 'center' | 'ad', id: string, live: boolean) => {
    if (kind === 'center') {
      await SponsoredCenter.updateOne({ _id: id }, { $set: { active: live } });
      await listIn('centers', id, live);
      return;
    }
    const ad = (await Advertisement.findById(id).lean()) as AdvertisementDoc | null;
    if (!ad) return;
    await Advertisement.updateOne({ _id: id }, { $set: { active: live } });
    await listIn(`ads:${ad.placement}`, id, live);
  };
  /** The next ad of each slot, per process. */
  const turns = new Map<AdPlacement, number>();

  return {
    /** Active centers, highest priority first, then by name (docs/product.md). */
    async centers(): Promise<SponsoredCenter[]> {
      const ids = await listing('centers');
      const found = await seam.findByIds<SponsoredCenterDoc>(SponsoredCenter, ids);
      return [...found.values()]
        .filter((c) => c.active)
        .sort(
          (a, b) =>
            (b.priority_level ?? 0) - (a.priority_level ?? 0) || a.name.localeCompare(b.name),
        )
        .map(presentCenter);
    },

    /** The next active ad of a slot, in turn, or null when the slot has none. */
    async ad(placement: AdPlacement): Promise<Advertisement | null> {
      const _id = `ads:${placement}`;
      const doc = (await Listing.findById(_id).lean()) as ListingDoc | null;
      const ids = doc?.ids ?? [];
      if (ids.length === 0) return null;
      const found = await seam.findByIds<AdvertisementDoc>(Advertisement, ids);
      // The next turn of this slot (counted in this process: a view is not a database write),
      // then the first one still active from there (a stopped ad is skipped).
      const now = new Date();
      const turn = turns.get(placement) ?? 0;
      turns.set(placement, turn + 1);
      const start = turn % ids.length;
      for (let i = 0; i < ids.length; i++) {
        const ad = found.get(ids[(start + i) % ids.length]!);
        if (ad && adShownAt(ad, now) && ad.placement === placement) return presentAd(ad);
      }
      return null;
    },

    /**
     * Books an event at the server's value, or answers booked: false for a repeat the rule does
     * not count. 404 for an unknown or inactive ad or center.
     */
    async book(userId: string, input: RevenueEventInput): Promise<RevenueEventAnswer> {
      const isAd = input.event_type === 'ad_impression' || input.event_type === 'ad_click';
      const targetId = (isAd ? input.ad_id : input.center_id)!;
      const target = isAd
        ? ((await Advertisement.findById(targetId).lean()) as AdvertisementDoc | null)
        : ((await SponsoredCenter.findById(targetId).lean()) as SponsoredCenterDoc | null);
      if (!bookable(target))
        throw isAd
          ? notFound('Advertisement not found.', 'ad_not_found')
          : notFound('Treatment center not found.', 'center_not_found');

      const amount_cents = REVENUE_CENTS[input.event_type];
      const answer = (booked: boolean): RevenueEventAnswer => ({
        booked,
        event_type: input.event_type,
        amount_cents,
      });
      const event = { eventType: input.event_type, targetId, person: personKey(userId) };
      const marks = guardMarks(event, Date.now());
      return seam.serialize(`revenue:${guardKey(event)}`, async () => {
        // Each mark is an atomic insert of its `_id`: a duplicate means the event does not count.
        const taken: string[] = [];
        const release = () => Promise.all(taken.map((_id) => RevenueMark.deleteOne({ _id })));
        try {
          for (const _id of marks) {
            await RevenueMark.create({ _id });
            taken.push(_id);
          }
        } catch (err) {
          await release();
          if (isDuplicateKey(err)) return answer(false);
          throw err;
        }
        try {
          await RevenueEvent.create({
            event_type: input.event_type,
            amount_cents,
            ad_id: isAd ? targetId : null,
            center_id: isAd ? null : targetId,
            advertiser_id: target.advertiser_id ?? '',
            description: input.description,
          });
        } catch (err) {
          // Not booked: a retry may book it.
          await release();
          throw err;
        }
        return answer(true);
      });
    },

    /** Drops the booking guards that can no longer stop a booking (no TTL indexes on FerretDB). */
    async purgeMarks(): Promise<void> {
      await RevenueMark.deleteMany(staleMarks(Date.now()));
    },

    /** An image we serve, or null. */
    async media(id: string): Promise<{ contentType: string; data: Buffer } | null> {
      const doc = (await Media.findById(id).lean()) as {
        content_type: string;
        data: Buffer | { buffer: ArrayBuffer };
      } | null;
      if (!doc) return null;
      const data = Buffer.isBuffer(doc.data) ? doc.data : Buffer.from(doc.data.buffer);
      return { contentType: doc.content_type, data };
    },

    /** Stores an image and gives its id (the same bytes, the same id). */
    async storeMedia(contentType: string, data: Buffer): Promise<string> {
      const _id = createHash('sha256').update(data).digest('hex').slice(0, 24);
      if (await Media.exists({ _id })) return _id;
      try {
        await Media.create({ _id, content_type: contentType, data });
      } catch (err) {
        if (!isDuplicateKey(err)) throw err;
      }
      return _id;
    },

    setLive,

    /** Adds a sponsored center (an admin API will call this; the demo data and tests do now). */
    async addCenter(fields: NewCenter): Promise<string> {
      const _id = new Types.ObjectId().toHexString();
      const active = fields.active ?? true;
      await SponsoredCenter.create({ ...fields, _id, active });
      if (active) await listIn('centers', _id, true);
      return _id;
    },

    /** Adds an ad to its slot. */
    async addAd(fields: NewAd): Promise<string> {
      const _id = new Types.ObjectId().toHexString();
      const active = fields.active ?? true;
      await Advertisement.create({ ...fields, _id, active });
      if (active) await listIn(`ads:${fields.placement}`, _id, true);
      return _id;
    },

    /** Whether anything was ever listed (the demo data fills an empty Get Help only). */
    async isEmpty(): Promise<boolean> {
      return (await Listing.findById('centers').lean()) === null;
    },
  };
}
export type HelpService = ReturnType<typeof helpService>;
