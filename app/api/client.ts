import { APP_REQUEST_HEADER, APP_REQUEST_VALUE } from '../../contract/auth';

/** A failed call: the HTTP status and the server's `{error}` message (or the status text). */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly statusText = '',
    /** The input field a 400 names (`{ error, field }`), so a form can mark it. */
    readonly field: string | null = null,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** A call that never reached the server (offline, DNS, refused). */
export class NetworkError extends Error {
  constructor(cause: unknown) {
    super('Network error: the server could not be reached.', { cause });
    this.name = 'NetworkError';
  }
}

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** Calls the BFF with cookies, sends/reads JSON, and throws ApiError or NetworkError on failure. */
export async function api<T>(
  method: Method,
  path: string,
  body?: unknown,
  /** Extra request headers, e.g. `Idempotency-Key`. */
  extraHeaders: Record<string, string> = {},
): Promise<T> {
  return send<T>(
    method,
    path,
    body === undefined ? undefined : { type: 'application/json', data: JSON.stringify(body) },
    extraHeaders,
  );
}

/**
 * Like `api`, but the body is sent as it is with its own Content-Type (an image, a file's text);
 * the answer is read as JSON.
 */
export async function apiRaw<T>(
  method: 'POST' | 'PUT',
  path: string,
  body: Blob | string,
  contentType: string,
): Promise<T> {
  return send<T>(method, path, { type: contentType, data: body }, {});
}

/**
 * A call made as the page goes away (`pagehide`): the browser finishes it after the page is gone.
 * Nothing is read back, so nobody waits for it.
 */
export function apiOnLeave(method: 'POST', path: string): void {
  send(method, path, undefined, {}, true).catch((err: unknown) =>
    console.warn('call on leaving not sent', err),
  );
}

async function send<T>(
  method: Method,
  path: string,
  body: { type: string; data: Blob | string } | undefined,
  extraHeaders: Record<string, string>,
  keepalive = false,
): Promise<T> {
  let res: Response;
  try {
    res = await fetch(path, {
      method,
      keepalive,
      credentials: 'include',
      headers: {
        Accept: 'application/json',
        // Marks the call as the app's own: GETs that change something need it (contract/auth).
        [APP_REQUEST_HEADER]: APP_REQUEST_VALUE,
        ...(body === undefined ? {} : { 'Content-Type': body.type }),
        ...extraHeaders,
      },
      body: body?.data,
    });
  } catch (err) {
    throw new NetworkError(err);
  }
  const data: unknown = await res.json().catch(() => undefined);
  if (!res.ok) {
    const answer = data && typeof data === 'object' ? (data as Record<string, unknown>) : {};
    const message =
      typeof answer.error === 'string' ? answer.error : `HTTP ${res.status}: ${res.statusText}`;
    const field = typeof answer.field === 'string' ? answer.field : null;
    throw new ApiError(res.status, message, res.statusText, field);
  }
  return data as T;
}

/** What a failed action tells the person: the server's reason, or that it never reached it. */
export const requestFailureText = (err: unknown): string =>
  err instanceof ApiError
    ? err.message
    : 'That did not reach the server. Please check your connection and try again.';
