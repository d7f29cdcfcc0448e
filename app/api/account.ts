import { APP_REQUEST_HEADER, APP_REQUEST_VALUE } from '../../contract/auth';
import {
  DELETE_CONFIRM_WORD,
  EXPORT_CUT_TEXT,
  endsWholeExport,
  exportFileName,
  type AccountDeleted,
  type AccountSessions,
  type DeleteAccountInput,
  type SessionsEnded,
} from '../../contract/account';
import { ApiError, NetworkError, api } from './client';

const base = '/api/account';
/** The end of the file looked at for EXPORT_COMPLETE_MARK. */
const EXPORT_TAIL_BYTES = 64;
const enc = encodeURIComponent;

/** The export as downloaded: the file and the name to save it under. */
export interface ExportFile {
  file: Blob;
  name: string;
}

/**
 * The name the server gave the file (`Content-Disposition: attachment; filename="…"`), if it is a
 * plain file name; a name with anything else in it is not used (the browser would rewrite it).
 */
export function attachmentName(disposition: string | null): string | null {
  const name = /filename="?([^";]+)"?/i.exec(disposition ?? '')?.[1];
  return name && /^[\w.-]+$/.test(name) ? name : null;
}

/**
 * GET /api/account/export as a file, not as JSON to read: fetched (with the app's header, which
 * the route needs) so that a refusal such as the daily limit reaches the page as an ApiError
 * instead of being saved as a file.
 */
async function exportData(now: () => Date = () => new Date()): Promise<ExportFile> {
  let res: Response;
  try {
    res = await fetch(`${base}/export`, {
      credentials: 'include',
      headers: { Accept: 'application/json', [APP_REQUEST_HEADER]: APP_REQUEST_VALUE },
    });
  } catch (err) {
    throw new NetworkError(err);
  }
  if (!res.ok) {
    const answer: unknown = await res.json().catch(() => undefined);
    const error =
      answer && typeof answer === 'object' ? (answer as Record<string, unknown>).error : undefined;
    throw new ApiError(
      res.status,
      typeof error === 'string' ? error : `HTTP ${res.status}: ${res.statusText}`,
      res.statusText,
    );
  }
  let file: Blob;
  try {
    file = await res.blob();
  } catch (err) {
    // The answer broke off on its way.
    throw new NetworkError(err);
  }
  // A file whose stream broke off half-way is not handed over as if it were whole.
  if (!endsWholeExport(await file.slice(-EXPORT_TAIL_BYTES).text()))
    throw new ApiError(502, EXPORT_CUT_TEXT, 'Bad Gateway');
  const name = attachmentName(res.headers.get('Content-Disposition')) ?? exportFileName(now());
  return { file, name };
}

const confirmDelete: DeleteAccountInput = { confirm: DELETE_CONFIRM_WORD };

/** The person's own account (docs/product.md, Privacy & account). */
export const accountApi = {
  exportData,
  sessions: () => api<AccountSessions>('GET', `${base}/sessions`),
  /** 204; ending the current session signs this browser out. */
  endSession: (id: string) => api<undefined>('DELETE', `${base}/sessions/${enc(id)}`),
  /** Every session but this one. */
  endOtherSessions: () => api<SessionsEnded>('DELETE', `${base}/sessions`),
  deleteAccount: () => api<AccountDeleted>('DELETE', base, confirmDelete),
};
