import { create } from './create';
import type {
  AdInput,
  AdminAd,
  AdminCenter,
  AdminCounts,
  AdminMeetingGroup,
  AdminResource,
  AuditEntry,
  CaseAction,
  CenterInput,
  ContactMessage,
  ImportReport,
  MediaUploaded,
  MeetingGroupInput,
  Moderator,
  PendingPost,
  PendingResource,
  ReportCase,
  ResourceInput,
  RevenueSummary,
} from '../../contract/admin';
import { adminApi, type AuditFilters, type Decision, type ImportKind } from '../api/admin';
import { ApiError, requestFailureText } from '../api/client';
import { resettable } from './resetRegistry';

export type AdminLoadStatus = 'loading' | 'loaded' | 'error';

/** One paged list of the console, and what is happening to each of its items. */
export interface AdminList<T> {
  items: T[];
  nextCursor: string | null;
  /** 'loading' until the first page arrives (and during a reload). */
  status: AdminLoadStatus;
  /** Why the last load failed (status 'error'), shown beside a retry. */
  error: string | null;
  loadingMore: boolean;
  /** Why the last loadMore failed; the items shown stay. */
  moreError: string | null;
  /** Items with an action under way, by id: a second action on one of them is ignored. */
  busy: Record<string, true>;
  /** Why an item's last action failed, by id (cleared when it is tried again). */
  itemErrors: Record<string, string>;
}

/** The lists of the console and what each holds. */
export interface AdminListItems {
  reports: ReportCase;
  posts: PendingPost;
  places: PendingResource;
  messages: ContactMessage;
  audit: AuditEntry;
}
export type AdminListName = keyof AdminListItems;
export const ADMIN_LISTS: readonly AdminListName[] = [
  'reports',
  'posts',
  'places',
  'messages',
  'audit',
];

/** A form's save to the server: under way, or why it was refused and which field it named. */
export interface AdminSave {
  saving: boolean;
  error: string | null;
  /** The input field the refusal names, so the form marks it. */
  field: string | null;
}

type Lists = { [K in AdminListName]: AdminList<AdminListItems[K]> };

/** The places moderators keep on the map: resources and meeting groups, searched by name. */
export interface AdminPlaceItems {
  resource: AdminResource;
  meeting: AdminMeetingGroup;
}
export type AdminPlaceKind = keyof AdminPlaceItems;
export const ADMIN_PLACE_KINDS: readonly AdminPlaceKind[] = ['resource', 'meeting'];

/** One kind's search of places on the map, and what is happening to each place found. */
export interface AdminPlaceSearch<T> {
  /** The words the items answer ('' = the first ones by name). */
  query: string;
  /** 'idle' until the first search; 'loading' while one runs (the items shown stay). */
  status: 'idle' | AdminLoadStatus;
  /** Why the last search failed (status 'error'), shown beside a retry. */
  error: string | null;
  items: T[];
  /** More places matched than one search answers: the moderator should narrow it. */
  more: boolean;
  /** Places with a removal or restore under way, by id: a second one is ignored. */
  busy: Record<string, true>;
  /** Why a place's last removal or restore failed, by id (cleared when it is tried again). */
  itemErrors: Record<string, string>;
}
type PlaceSearches = { [K in AdminPlaceKind]: AdminPlaceSearch<AdminPlaceItems[K]> };

/** The forms whose refusal the store keeps. */
export type AdminForm = 'ad' | 'center' | 'resource' | 'meetingGroup';

interface AdminState extends Lists {
  /** What each tab shows beside its name; null until first read. */
  counts: AdminCounts | null;
  auditFilters: AuditFilters;
  /** Everyone who has acted in the console (the audit log's moderator filter). */
  moderators: Moderator[];
  /** People being suspended or unsuspended, by user id, and why that last failed. */
  users: { busy: Record<string, true>; errors: Record<string, string> };
  adsCenters: {
    ads: AdminAd[];
    centers: AdminCenter[];
    status: AdminLoadStatus;
    error: string | null;
  };
  adSave: AdminSave;
  centerSave: AdminSave;
  /** Resources and meeting groups found on the map, per kind. */
  placeSearch: PlaceSearches;
  resourceSave: AdminSave;
  meetingGroupSave: AdminSave;
  media: { uploading: boolean; error: string | null; uploaded: MediaUploaded | null };
  importRun: { running: boolean; report: ImportReport | null; error: string | null };
  revenue: { summary: RevenueSummary | null; status: AdminLoadStatus; error: string | null };

  loadCounts: () => Promise<void>;
  /** Reads a list's first page again (the items shown are replaced). */
  load: (list: AdminListName) => Promise<void>;
  /** Appends the page after the items shown, when there is one. */
  loadMore: (list: AdminListName) => Promise<void>;
  /** Dismiss the reports, hide the content or suspend its subject; the case leaves the list. */
  actOnCase: (caseId: string, action: CaseAction) => Promise<boolean>;
  decidePost: (id: string, decision: Decision) => Promise<boolean>;
  decidePlace: (id: string, decision: Decision) => Promise<boolean>;
  /** The message stays in the list, marked read. */
  markRead: (id: string) => Promise<boolean>;
  setSuspended: (userId: string, suspended: boolean) => Promise<boolean>;
  undo: (entryId: string) => Promise<boolean>;
  /** Replaces the audit filters and reads the log again with them. */
  setAuditFilters: (filters: AuditFilters) => Promise<void>;
  loadAdsCenters: () => Promise<void>;
  /** Creates an ad, or with `id` changes it; resolves with the saved ad, or null when refused. */
  saveAd: (input: AdInput, id?: string) => Promise<AdminAd | null>;
  saveCenter: (input: CenterInput, id?: string) => Promise<AdminCenter | null>;
  /** Forgets a form's refusal (the form was closed or reopened). */
  clearSave: (form: AdminForm) => void;
  /** Finds places of one kind by part of their name or address ('' = the first ones by name). */
  search: (kind: AdminPlaceKind, q: string) => Promise<void>;
  /** Adds a resource (`id` null, shown first) or changes one in place; null when refused. */
  saveResource: (id: string | null, input: ResourceInput) => Promise<AdminResource | null>;
  saveMeetingGroup: (
    id: string | null,
    input: MeetingGroupInput,
  ) => Promise<AdminMeetingGroup | null>;
  /** Takes a place off the map; it stays in the list as the server answers it (removed). */
  removePlace: (kind: AdminPlaceKind, id: string) => Promise<boolean>;
  /** Puts a removed place back on the map; it stays in the list as the server answers it. */
  restorePlace: (kind: AdminPlaceKind, id: string) => Promise<boolean>;
  /** Stores an image (an ad's picture, a center's logo); resolves with its address or null. */
  upload: (file: Blob) => Promise<MediaUploaded | null>;
  runImport: (kind: ImportKind, text: string, groupType?: string) => Promise<ImportReport | null>;
  loadRevenue: () => Promise<void>;
}

const emptyList = <T>(): AdminList<T> => ({
  items: [],
  nextCursor: null,
  status: 'loading',
  error: null,
  loadingMore: false,
  moreError: null,
  busy: {},
  itemErrors: {},
});
const idleSave: AdminSave = { saving: false, error: null, field: null };
const idleSearch = <T>(): AdminPlaceSearch<T> => ({
  query: '',
  status: 'idle',
  error: null,
  items: [],
  more: false,
  busy: {},
  itemErrors: {},
});

/** Which of the store's saves each form is. */
const SAVES = {
  ad: 'adSave',
  center: 'centerSave',
  resource: 'resourceSave',
  meetingGroup: 'meetingGroupSave',
} as const satisfies Record<AdminForm, keyof AdminState>;

type Found<K extends AdminPlaceKind> = { items: AdminPlaceItems[K][]; more: boolean };
/** How each kind of place is searched. */
const findPlaces: { [K in AdminPlaceKind]: (q: string) => Promise<Found<K>> } = {
  resource: async (q) => {
    const found = await adminApi.searchResources(q);
    return { items: found.resources, more: found.more };
  },
  meeting: async (q) => {
    const found = await adminApi.searchMeetingGroups(q);
    return { items: found.meeting_groups, more: found.more };
  },
};

type PlaceAction = 'remove' | 'restore';
/** How each kind of place is taken off the map or put back: the place as it is now. */
const actOnPlace: {
  [K in AdminPlaceKind]: (id: string, action: PlaceAction) => Promise<AdminPlaceItems[K]>;
} = {
  resource: async (id, action) =>
    (action === 'remove' ? await adminApi.removeResource(id) : await adminApi.restoreResource(id))
      .resource,
  meeting: async (id, action) =>
    (action === 'remove'
      ? await adminApi.removeMeetingGroup(id)
      : await adminApi.restoreMeetingGroup(id)
    ).meeting_group,
};

/** The number of each kind's latest search: an older answer arriving later is dropped. */
const searchSeq: Record<AdminPlaceKind, number> = { resource: 0, meeting: 0 };

type Page<T> = { items: T[]; nextCursor: string | null };
type Fetch<K extends AdminListName> = (
  cursor: string | null,
  state: AdminState,
) => Promise<Page<AdminListItems[K]>>;

/** How each list reads a page (after `cursor`, or the first one). */
const fetchPage: { [K in AdminListName]: Fetch<K> } = {
  reports: async (cursor) => {
    const p = await adminApi.reports({ cursor });
    return { items: p.cases, nextCursor: p.next_cursor };
  },
  posts: async (cursor) => {
    const p = await adminApi.pendingPosts({ cursor });
    return { items: p.posts, nextCursor: p.next_cursor };
  },
  places: async (cursor) => {
    const p = await adminApi.pendingResources({ cursor });
    return { items: p.resources, nextCursor: p.next_cursor };
  },
  messages: async (cursor) => {
    const p = await adminApi.contactMessages({ cursor });
    return { items: p.messages, nextCursor: p.next_cursor };
  },
  audit: async (cursor, state) => {
    const p = await adminApi.audit(state.auditFilters, { cursor });
    // Everyone who ever acted, for the moderator filter (the server lists them with each page).
    useAdminStore.setState({ moderators: p.moderators ?? [] });
    return { items: p.entries, nextCursor: p.next_cursor };
  },
};

/**
 * The number of each list's latest load: an older answer arriving later (a reload, new audit
 * filters) is dropped, and so is a page of loadMore asked for before it. Only ever counts up, so
 * a store reset needs nothing here.
 */
const loadSeq: Record<AdminListName, number> = {
  reports: 0,
  posts: 0,
  places: 0,
  messages: 0,
  audit: 0,
};
let countsSeq = 0;

/** Removes keys from a record without touching the others. */
function without<V>(record: Record<string, V>, key: string): Record<string, V> {
  const { [key]: _gone, ...rest } = record;
  return rest;
}

/** Adds a saved ad or center first, or replaces the one with its id in place. */
const upsert = <T extends { id: string }>(list: T[], saved: T) =>
  list.some((x) => x.id === saved.id)
    ? list.map((x) => (x.id === saved.id ? saved : x))
    : [saved, ...list];

/** The field a refused save names: the server's `field`, else the input key its text opens with. */
function refusedField(err: unknown, input: object): string | null {
  if (!(err instanceof ApiError)) return null;
  return err.field ?? Object.keys(input).find((k) => err.message.startsWith(`${k} `)) ?? null;
}

/**
 * The moderation console (docs/product.md, Admin): counts per tab, the five paged lists and the
 * actions on their items, the audit log's filters, ads and centers, the places on the map (a
 * search per kind, saves, removal and restore), uploads, imports and revenue.
 *
 * Error contract: nothing here rejects or announces. Admin data failures are only logged
 * (console.warn) and kept in state for the screen to offer a retry: a list's `error` (status
 * 'error') or `moreError`, an item's `itemErrors[id]`, `users.errors[id]`, a form's `error` and
 * `field`, a place search's `error` and its `itemErrors[id]`, `media.error`, `importRun.error`,
 * `revenue.error`. Actions resolve true when done (or with what was saved), false/null when
 * refused or ignored. After an action on an item succeeds the item leaves its list (a contact
 * message stays, marked read) and the counts are read again; a place on the map stays in its
 * search as the server answers it (the counts only count suggestions, so they are not read).
 */
export const useAdminStore = resettable(
  create<AdminState>()((set, get) => {
    /** `set` for one list. */
    const patch = <K extends AdminListName>(
      list: K,
      update: (l: AdminList<AdminListItems[K]>) => Partial<AdminList<AdminListItems[K]>>,
    ) =>
      set((s) => {
        const current: Lists[K] = (s as Lists)[list];
        const next: Lists[K] = { ...current, ...update(current) };
        // A computed key types as a string index; the object holds exactly list K.
        return { [list]: next } as Partial<Lists>;
      });

    /**
     * Runs an action on one item of a list: ignored while one runs on it; then `done` changes the
     * list, and the counts are read again; a failure is kept for the item and logged.
     */
    const onItem = async <K extends AdminListName>(
      list: K,
      id: string,
      what: string,
      call: () => Promise<unknown>,
      done: (items: AdminListItems[K][]) => AdminListItems[K][],
    ): Promise<boolean> => {
      if (get()[list].busy[id]) return false;
      patch(list, (l) => ({
        busy: { ...l.busy, [id]: true },
        itemErrors: without(l.itemErrors, id),
      }));
      try {
        await call();
        patch(list, (l) => ({ busy: without(l.busy, id), items: done(l.items) }));
        void get().loadCounts();
        return true;
      } catch (err) {
        console.warn(`admin: ${what} failed`, err);
        patch(list, (l) => ({
          busy: without(l.busy, id),
          itemErrors: { ...l.itemErrors, [id]: requestFailureText(err) },
        }));
        return false;
      }
    };
    /** `set` for one kind's search of places. */
    const patchSearch = <K extends AdminPlaceKind>(
      kind: K,
      update: (
        s: AdminPlaceSearch<AdminPlaceItems[K]>,
      ) => Partial<AdminPlaceSearch<AdminPlaceItems[K]>>,
    ) =>
      set((state) => {
        const current: AdminPlaceSearch<AdminPlaceItems[K]> = state.placeSearch[kind];
        return {
          placeSearch: { ...state.placeSearch, [kind]: { ...current, ...update(current) } },
        };
      });

    /** Removes or restores a place: ignored while one runs on it; the answer replaces it. */
    const onPlace = async <K extends AdminPlaceKind>(
      kind: K,
      id: string,
      action: PlaceAction,
    ): Promise<boolean> => {
      if (get().placeSearch[kind].busy[id]) return false;
      patchSearch(kind, (s) => ({
        busy: { ...s.busy, [id]: true },
        itemErrors: without(s.itemErrors, id),
      }));
      try {
        const place = await actOnPlace[kind](id, action);
        patchSearch(kind, (s) => ({
          busy: without(s.busy, id),
          items: s.items.map((x) => (x.id === id ? place : x)),
        }));
        return true;
      } catch (err) {
        console.warn(`admin: ${action} of ${kind} ${id} failed`, err);
        patchSearch(kind, (s) => ({
          busy: without(s.busy, id),
          itemErrors: { ...s.itemErrors, [id]: requestFailureText(err) },
        }));
        return false;
      }
    };

    /** Finds places of one kind; only the latest search's answer is shown. */
    const runSearch = async <K extends AdminPlaceKind>(kind: K, q: string) => {
      const seq = ++searchSeq[kind];
      const query = q.trim();
      patchSearch(kind, () => ({ query, status: 'loading', error: null, itemErrors: {} }));
      try {
        const found: Found<K> = await findPlaces[kind](query);
        if (seq !== searchSeq[kind]) return;
        patchSearch(kind, () => ({ items: found.items, more: found.more, status: 'loaded' }));
      } catch (err) {
        if (seq !== searchSeq[kind]) return;
        console.warn(`admin: ${kind} search failed`, err);
        patchSearch(kind, () => ({ status: 'error', error: requestFailureText(err) }));
      }
    };

    /** Saves a place of one kind through its form: the saved place is shown first or in place. */
    const savePlace = async <K extends AdminPlaceKind>(
      kind: K,
      form: 'resource' | 'meetingGroup',
      input: object,
      call: () => Promise<AdminPlaceItems[K]>,
    ): Promise<AdminPlaceItems[K] | null> => {
      const key = SAVES[form];
      if (get()[key].saving) return null;
      set({ [key]: { saving: true, error: null, field: null } });
      try {
        const place = await call();
        set({ [key]: idleSave });
        patchSearch(kind, (s) => ({ items: upsert(s.items, place) }));
        return place;
      } catch (err) {
        console.warn(`admin: ${kind} not saved`, err);
        set({
          [key]: { saving: false, error: requestFailureText(err), field: refusedField(err, input) },
        });
        return null;
      }
    };

    const remove =
      (id: string) =>
      <T extends { id: string }>(items: T[]) =>
        items.filter((x) => x.id !== id);

    return {
      counts: null,
      reports: emptyList(),
      posts: emptyList(),
      places: emptyList(),
      messages: emptyList(),
      audit: emptyList(),
      auditFilters: {},
      moderators: [],
      users: { busy: {}, errors: {} },
      adsCenters: { ads: [], centers: [], status: 'loading', error: null },
      adSave: idleSave,
      centerSave: idleSave,
      placeSearch: { resource: idleSearch(), meeting: idleSearch() },
      resourceSave: idleSave,
      meetingGroupSave: idleSave,
      media: { uploading: false, error: null, uploaded: null },
      importRun: { running: false, report: null, error: null },
      revenue: { summary: null, status: 'loading', error: null },

      loadCounts: async () => {
        const seq = ++countsSeq;
        try {
          const counts = await adminApi.counts();
          if (seq === countsSeq) set({ counts });
        } catch (err) {
          console.warn('admin: counts not loaded', err);
        }
      },

      load: async (list) => {
        const seq = ++loadSeq[list];
        patch(list, () => ({
          status: 'loading',
          error: null,
          loadingMore: false,
          moreError: null,
        }));
        try {
          const page = await fetchPage[list](null, get());
          if (seq !== loadSeq[list]) return;
          patch(list, () => ({ items: page.items, nextCursor: page.nextCursor, status: 'loaded' }));
        } catch (err) {
          if (seq !== loadSeq[list]) return;
          console.warn(`admin: ${list} not loaded`, err);
          patch(list, () => ({ status: 'error', error: requestFailureText(err) }));
        }
      },

      loadMore: async (list) => {
        const { nextCursor, status, loadingMore } = get()[list];
        if (!nextCursor || status !== 'loaded' || loadingMore) return;
        const seq = loadSeq[list];
        patch(list, () => ({ loadingMore: true, moreError: null }));
        try {
          const page = await fetchPage[list](nextCursor, get());
          if (seq !== loadSeq[list]) return;
          patch(list, (l) => {
            // An item acted on meanwhile may come again on the next page: shown once.
            const shown = new Set(l.items.map((x) => x.id));
            return {
              items: [...l.items, ...page.items.filter((x) => !shown.has(x.id))],
              nextCursor: page.nextCursor,
              loadingMore: false,
            };
          });
        } catch (err) {
          if (seq !== loadSeq[list]) return;
          console.warn(`admin: more ${list} not loaded`, err);
          patch(list, () => ({ loadingMore: false, moreError: requestFailureText(err) }));
        }
      },

      actOnCase: (caseId, action) => {
        const subject = get().reports.items.find((c) => c.id === caseId)?.subject_user_id;
        return onItem(
          'reports',
          caseId,
          `${action} of ${caseId}`,
          () => adminApi.caseAction(caseId, action),
          (cases) =>
            cases
              .filter((c) => c.id !== caseId)
              // The person is suspended in every other case about them too.
              .map((c) =>
                action === 'suspend' && subject && c.subject_user_id === subject
                  ? { ...c, subject_suspended: true }
                  : c,
              ),
        );
      },

      decidePost: (id, decision) =>
        onItem(
          'posts',
          id,
          `${decision} of post ${id}`,
          () => adminApi.decidePost(id, decision),
          remove(id),
        ),

      decidePlace: async (id, decision) => {
        const done = await onItem(
          'places',
          id,
          `${decision} of resource ${id}`,
          () => adminApi.decideResource(id, decision),
          remove(id),
        );
        // The same place may be among those found on the map: its status changed there too.
        if (done)
          patchSearch('resource', (s) => ({
            items: s.items.map((r) =>
              r.id === id ? { ...r, status: decision === 'approve' ? 'approved' : 'rejected' } : r,
            ),
          }));
        return done;
      },

      markRead: (id) =>
        onItem(
          'messages',
          id,
          `reading message ${id}`,
          () => adminApi.markMessageRead(id),
          (messages) => messages.map((m) => (m.id === id ? { ...m, is_read: true } : m)),
        ),

      setSuspended: async (userId, suspended) => {
        if (get().users.busy[userId]) return false;
        set((s) => ({
          users: {
            busy: { ...s.users.busy, [userId]: true },
            errors: without(s.users.errors, userId),
          },
        }));
        try {
          await (suspended ? adminApi.suspendUser(userId) : adminApi.unsuspendUser(userId));
          set((s) => ({
            users: { ...s.users, busy: without(s.users.busy, userId) },
            reports: {
              ...s.reports,
              items: s.reports.items.map((c) =>
                c.subject_user_id === userId ? { ...c, subject_suspended: suspended } : c,
              ),
            },
          }));
          void get().loadCounts();
          return true;
        } catch (err) {
          console.warn(`admin: ${suspended ? 'suspend' : 'unsuspend'} of ${userId} failed`, err);
          set((s) => ({
            users: {
              busy: without(s.users.busy, userId),
              errors: { ...s.users.errors, [userId]: requestFailureText(err) },
            },
          }));
          return false;
        }
      },

      undo: async (entryId) => {
        const done = await onItem(
          'audit',
          entryId,
          `undo of ${entryId}`,
          () => adminApi.undo(entryId),
          (entries) => entries.map((e) => (e.id === entryId ? { ...e, undoable: false } : e)),
        );
        if (done) {
          // The log has a new entry, and what was undone may be back in (or out of) a list.
          const s = get();
          for (const list of ADMIN_LISTS)
            if (list === 'audit' || s[list].status === 'loaded') void s.load(list);
          for (const kind of ADMIN_PLACE_KINDS)
            if (s.placeSearch[kind].status === 'loaded')
              void s.search(kind, s.placeSearch[kind].query);
        }
        return done;
      },

      setAuditFilters: (filters) => {
        set({ auditFilters: filters });
        return get().load('audit');
      },

      loadAdsCenters: async () => {
        set((s) => ({ adsCenters: { ...s.adsCenters, status: 'loading', error: null } }));
        try {
          const { ads, centers } = await adminApi.adsAndCenters();
          set({ adsCenters: { ads, centers, status: 'loaded', error: null } });
        } catch (err) {
          console.warn('admin: ads and centers not loaded', err);
          set((s) => ({
            adsCenters: { ...s.adsCenters, status: 'error', error: requestFailureText(err) },
          }));
        }
      },

      saveAd: async (input, id) => {
        if (get().adSave.saving) return null;
        set({ adSave: { saving: true, error: null, field: null } });
        try {
          const { ad } = id ? await adminApi.updateAd(id, input) : await adminApi.createAd(input);
          set((s) => ({
            adSave: idleSave,
            adsCenters: { ...s.adsCenters, ads: upsert(s.adsCenters.ads, ad) },
          }));
          void get().loadCounts();
          return ad;
        } catch (err) {
          console.warn('admin: ad not saved', err);
          set({
            adSave: {
              saving: false,
              error: requestFailureText(err),
              field: refusedField(err, input),
            },
          });
          return null;
        }
      },

      saveCenter: async (input, id) => {
        if (get().centerSave.saving) return null;
        set({ centerSave: { saving: true, error: null, field: null } });
        try {
          const { center } = id
            ? await adminApi.updateCenter(id, input)
            : await adminApi.createCenter(input);
          set((s) => ({
            centerSave: idleSave,
            adsCenters: { ...s.adsCenters, centers: upsert(s.adsCenters.centers, center) },
          }));
          void get().loadCounts();
          return center;
        } catch (err) {
          console.warn('admin: center not saved', err);
          set({
            centerSave: {
              saving: false,
              error: requestFailureText(err),
              field: refusedField(err, input),
            },
          });
          return null;
        }
      },

      clearSave: (form) => {
        const key = SAVES[form];
        if (!get()[key].saving) set({ [key]: idleSave });
      },

      search: (kind, q) => runSearch(kind, q),

      saveResource: (id, input) =>
        savePlace('resource', 'resource', input, async () =>
          id
            ? (await adminApi.updateResource(id, input)).resource
            : (await adminApi.createResource(input)).resource,
        ),

      saveMeetingGroup: (id, input) =>
        savePlace('meeting', 'meetingGroup', input, async () =>
          id
            ? (await adminApi.updateMeetingGroup(id, input)).meeting_group
            : (await adminApi.createMeetingGroup(input)).meeting_group,
        ),

      removePlace: (kind, id) => onPlace(kind, id, 'remove'),
      restorePlace: (kind, id) => onPlace(kind, id, 'restore'),

      upload: async (file) => {
        if (get().media.uploading) return null;
        set({ media: { uploading: true, error: null, uploaded: null } });
        try {
          const uploaded = await adminApi.uploadMedia(file);
          set({ media: { uploading: false, error: null, uploaded } });
          return uploaded;
        } catch (err) {
          console.warn('admin: image not uploaded', err);
          set({ media: { uploading: false, error: requestFailureText(err), uploaded: null } });
          return null;
        }
      },

      runImport: async (kind, text, groupType) => {
        if (get().importRun.running) return null;
        set({ importRun: { running: true, report: null, error: null } });
        try {
          const report = await adminApi.importPlaces(kind, text, groupType);
          set({ importRun: { running: false, report, error: null } });
          return report;
        } catch (err) {
          console.warn(`admin: ${kind} import failed`, err);
          set({ importRun: { running: false, report: null, error: requestFailureText(err) } });
          return null;
        }
      },

      loadRevenue: async () => {
        set((s) => ({ revenue: { ...s.revenue, status: 'loading', error: null } }));
        try {
          const summary = await adminApi.revenue();
          set({ revenue: { summary, status: 'loaded', error: null } });
        } catch (err) {
          console.warn('admin: revenue not loaded', err);
          set((s) => ({
            revenue: { ...s.revenue, status: 'error', error: requestFailureText(err) },
          }));
        }
      },
    };
  }),
);
