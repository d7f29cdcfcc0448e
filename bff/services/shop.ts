import { isDuplicateKey } from '../errors';
import type { Models } from '../models';

/** The Store (docs/product.md, Store; `shop` in code): 'Notify me when the store opens', one record per person. */
export function shopService(models: Models) {
  const { ShopInterest } = models;
  return {
    async interested(userId: string): Promise<boolean> {
      return (await ShopInterest.exists({ _id: userId })) !== null;
    },
    /** Records the person's interest; false when it was recorded before. */
    async notifyMe(userId: string): Promise<boolean> {
      if (await ShopInterest.exists({ _id: userId })) return false;
      try {
        await ShopInterest.create({ _id: userId });
        return true;
      } catch (err) {
        // Two taps at once: the second finds the first's record.
        if (isDuplicateKey(err)) return false;
        throw err;
      }
    },
  };
}
export type ShopService = ReturnType<typeof shopService>;
