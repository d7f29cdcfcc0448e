import type {
  AdInput,
  AdminAd,
  AdminCenter,
  AdminCounts,
  AdminMeetingGroup,
  AdminMeetingGroupsFound,
  AdminResource,
  AdminResourcesFound,
  AdsAndCenters,
  AuditAction,
  AuditPage,
  CaseAction,
  CenterInput,
  ContactMessagesPage,
  ImportReport,
  MediaUploaded,
  MeetingGroupInput,
  PendingPostsPage,
  PendingResourcesPage,
  ReportCasesPage,
  ResourceInput,
  RevenueSummary,
} from '../../contract/admin';
import type { SuccessResponse } from '../../contract/auth';
import { api, apiRaw } from './client';

const base = '/api/admin';
const enc = encodeURIComponent;

/** Which page of an admin list: after `cursor` (a page's next_cursor), at most `limit` items. */
export interface AdminPageQuery {
  cursor?: string | null;
  limit?: number;
}

/** The audit log's filters: one action, one moderator, days from/to (YYYY-MM-DD, inclusive). */
export interface AuditFilters {
  action?: AuditAction;
  moderator?: string;
  from?: string;
  to?: string;
}

/** What a moderator decides about a pending post or a suggested resource. */
export type Decision = 'approve' | 'reject';

/** What `POST /api/admin/imports` reads: a Meeting Guide JSON feed or a treatment-center CSV. */
export type ImportKind = ImportReport['kind'];

/** `path?a=1&b=2` with the parameters that have a value; none gives `path`. */
function withQuery(path: string, params: Record<string, string | number | null | undefined>) {
  const query = Object.entries(params)
    .filter(([, v]) => v !== undefined && v !== null && v !== '')
    .map(([k, v]) => `${k}=${enc(String(v))}`)
    .join('&');
  return query ? `${path}?${query}` : path;
}

const page = (path: string, q: AdminPageQuery = {}) =>
  withQuery(path, { cursor: q.cursor, limit: q.limit });

/** The moderation console's calls (contract/admin); every one is refused to non-admins. */
export const adminApi = {
  counts: () => api<AdminCounts>('GET', `${base}/counts`),

  reports: (q?: AdminPageQuery) => api<ReportCasesPage>('GET', page(`${base}/reports`, q)),
  /** `caseId` is `<post|message|user>:<id>`; its colon is encoded like the rest. */
  caseAction: (caseId: string, action: CaseAction) =>
    api<SuccessResponse>('POST', `${base}/reports/${enc(caseId)}/${action}`),

  pendingPosts: (q?: AdminPageQuery) =>
    api<PendingPostsPage>('GET', page(`${base}/pending-posts`, q)),
  decidePost: (id: string, decision: Decision) =>
    api<SuccessResponse>('POST', `${base}/posts/${enc(id)}/${decision}`),

  pendingResources: (q?: AdminPageQuery) =>
    api<PendingResourcesPage>('GET', page(`${base}/pending-resources`, q)),
  decideResource: (id: string, decision: Decision) =>
    api<SuccessResponse>('POST', `${base}/resources/${enc(id)}/${decision}`),

  contactMessages: (q?: AdminPageQuery) =>
    api<ContactMessagesPage>('GET', page(`${base}/contact-messages`, q)),
  markMessageRead: (id: string) =>
    api<SuccessResponse>('POST', `${base}/contact-messages/${enc(id)}/read`),

  suspendUser: (id: string) => api<SuccessResponse>('POST', `${base}/users/${enc(id)}/suspend`),
  unsuspendUser: (id: string) => api<SuccessResponse>('POST', `${base}/users/${enc(id)}/unsuspend`),

  audit: (filters: AuditFilters = {}, q: AdminPageQuery = {}) =>
    api<AuditPage>(
      'GET',
      withQuery(`${base}/audit`, { ...filters, cursor: q.cursor, limit: q.limit }),
    ),
  undo: (entryId: string) => api<SuccessResponse>('POST', `${base}/audit/${enc(entryId)}/undo`),

  adsAndCenters: () => api<AdsAndCenters>('GET', `${base}/ads-centers`),
  createAd: (input: AdInput) => api<{ ad: AdminAd }>('POST', `${base}/ads`, input),
  updateAd: (id: string, input: AdInput) =>
    api<{ ad: AdminAd }>('PUT', `${base}/ads/${enc(id)}`, input),
  createCenter: (input: CenterInput) =>
    api<{ center: AdminCenter }>('POST', `${base}/centers`, input),
  updateCenter: (id: string, input: CenterInput) =>
    api<{ center: AdminCenter }>('PUT', `${base}/centers/${enc(id)}`, input),

  /** The image itself is the body, with its own type (the server checks the bytes: 413, 415). */
  uploadMedia: (file: Blob) =>
    apiRaw<MediaUploaded>(
      'POST',
      `${base}/media`,
      file,
      file.type === '' ? 'application/octet-stream' : file.type,
    ),
  /**
   * The file's text is the body, as plain text whatever the kind: the BFF's body parser reads only
   * JSON and forms (up to 100 kB), so the import route gets the text untouched.
   */
  /** A Meeting Guide file names no fellowship: `groupType` says which (alcoholics_anonymous). */
  importPlaces: (kind: ImportKind, text: string, groupType?: string) =>
    apiRaw<ImportReport>(
      'POST',
      withQuery(`${base}/imports`, { kind, group_type: groupType }),
      text,
      'text/plain; charset=utf-8',
    ),

  revenue: () => api<RevenueSummary>('GET', `${base}/revenue`),

  /** Places on the map by part of their name or address; '' gives the first ones by name. */
  searchResources: (q: string) =>
    api<AdminResourcesFound>('GET', withQuery(`${base}/resources`, { q })),
  createResource: (input: ResourceInput) =>
    api<{ resource: AdminResource }>('POST', `${base}/resources`, input),
  updateResource: (id: string, input: ResourceInput) =>
    api<{ resource: AdminResource }>('PUT', `${base}/resources/${enc(id)}`, input),
  /** Takes a resource off the map (409 for one that is pending or rejected); restore puts it back. */
  removeResource: (id: string) =>
    api<{ resource: AdminResource }>('POST', `${base}/resources/${enc(id)}/remove`),
  restoreResource: (id: string) =>
    api<{ resource: AdminResource }>('POST', `${base}/resources/${enc(id)}/restore`),

  searchMeetingGroups: (q: string) =>
    api<AdminMeetingGroupsFound>('GET', withQuery(`${base}/meeting-groups`, { q })),
  createMeetingGroup: (input: MeetingGroupInput) =>
    api<{ meeting_group: AdminMeetingGroup }>('POST', `${base}/meeting-groups`, input),
  updateMeetingGroup: (id: string, input: MeetingGroupInput) =>
    api<{ meeting_group: AdminMeetingGroup }>('PUT', `${base}/meeting-groups/${enc(id)}`, input),
  removeMeetingGroup: (id: string) =>
    api<{ meeting_group: AdminMeetingGroup }>('POST', `${base}/meeting-groups/${enc(id)}/remove`),
  restoreMeetingGroup: (id: string) =>
    api<{ meeting_group: AdminMeetingGroup }>('POST', `${base}/meeting-groups/${enc(id)}/restore`),
};

/** The revenue summary as CSV: a download the browser opens itself (not read by `fetch`). */
export const REVENUE_CSV_PATH = `${base}/revenue.csv`;
