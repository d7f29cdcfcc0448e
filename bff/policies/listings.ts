/**
 * When a paid listing shows (docs/product.md, Ads): an ad is shown while active and inside its
 * window (active_from, active_until; either may be open). The one home of the rule.
 */
export interface AdWindowFacts {
  active?: boolean | null;
  active_from?: Date | null;
  active_until?: Date | null;
}

export const adShownAt = (ad: AdWindowFacts, now: Date): boolean =>
  ad.active === true &&
  (!ad.active_from || ad.active_from.getTime() <= now.getTime()) &&
  (!ad.active_until || now.getTime() < ad.active_until.getTime());
