/** Where a list of the console stands: its first page on the way, shown, or failed. */
export type AdminListStatus = 'loading' | 'ready' | 'error';

/** What every paged list panel of the console takes beside its items. */
/** How a paged list of the console loads: the first page, the next ones, and their failures. */
export interface AdminListLoading {
  /** The first page: 'loading' until it arrives, 'error' when it could not be loaded. */
  status: AdminListStatus;
  /** The next page is on its way: 'Load more' reads 'Loading...' and waits. @default false */
  loadingMore?: boolean;
  /** Why the next page could not be loaded; 'Load more' tries again. @default null */
  loadMoreError?: string | null;
  /** Loads the first page again after an error ('Retry'). */
  onRetry: () => void;
  /** Loads the page after `cursor` (the `nextCursor` shown). */
  onLoadMore: (cursor: string) => void;
}

export interface AdminPagedListProps extends AdminListLoading {
  /** The page's `next_cursor`: 'Load more' shows while it is not null. */
  nextCursor: string | null;
}

/**
 * What a save rejects with so a form can show the message beside the field at fault: any object
 * with a `message` (an `Error` does), and `field`, the input's key (`ad_url`, `latitude`, ...),
 * when the caller knows it. Without `field` the form still finds the field when the message
 * starts with its key, as the server's validation messages do ('ad_url must be an https://
 * address'); otherwise the message shows above the form.
 */
export interface FieldError<F extends string = string> {
  /** The input's key the message is about. */
  field?: F;
  /** What to show. */
  message: string;
}

/**
 * Per-item state the app may keep itself (a store's records by item id), shown beside what the
 * panel tracks from the promises its actions return.
 */
export interface AdminItemStates {
  /** Items with an action under way, by id: their actions wait. @default {} */
  busy?: Readonly<Record<string, boolean>>;
  /** Why an item's last action failed, by id, shown on the item. @default {} */
  errors?: Readonly<Record<string, string>>;
}

/** What a moderator decides about a pending post or a suggested place. */
export type ModerationDecision = 'approve' | 'reject';
