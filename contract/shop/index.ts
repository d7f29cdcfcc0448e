/** The Store's 'Notify me when the store opens' (GET and POST /api/store/interest). */
export interface ShopInterest {
  /** The person asked to hear when the store opens. */
  interested: boolean;
}
