import { isDuplicateKey } from '../errors';
import type { Models } from '../models';

/** The Store (docs/product.md, Store): 'Notify me when the store opens', one record per person. */
export function storeService(models: Models) {
  const { StoreInterest } = models;
  return {
    async interested(userId: string): Promise<boolean> {
      return (await StoreInterest.exists({ _id: userId })) !== null;
    },
    /** Records the person's interest; false when it was recorded before. */
    async notifyMe(userId: string): Promise<boolean> {
      if (await StoreInterest.exists({ _id: userId })) return false;
      try {
        await StoreInterest.create({ _id: userId });
        return true;
      } catch (err) {
        // Two taps at once: the second finds the first's record.
        if (isDuplicateKey(err)) return false;
        throw err;
      }
    },
  };
}
export type StoreService = ReturnType<typeof storeService>;
