import { APP_REQUEST_HEADER, APP_REQUEST_VALUE } from '../../contract/auth';

/** A failed call: the HTTP status and the server's `{error}` message (or the status text). */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly statusText = '',
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

/** Calls the BFF with cookies, sends/reads JSON, and throws ApiError or NetworkError on failure. */
export async function api<T>(
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  path: string,
  body?: unknown,
  /** Extra request headers, e.g. `Idempotency-Key`. */
  extraHeaders: Record<string, string> = {},
): Promise<T> {
  let res: Response;
  try {
    res = await fetch(path, {
      method,
      credentials: 'include',
      headers: {
        Accept: 'application/json',
        // Marks the call as the app's own: GETs that change something need it (contract/auth).
        [APP_REQUEST_HEADER]: APP_REQUEST_VALUE,
        ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
        ...extraHeaders,
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch (err) {
    throw new NetworkError(err);
  }
  const data: unknown = await res.json().catch(() => undefined);
  if (!res.ok) {
    const message =
      data && typeof data === 'object' && typeof (data as { error?: unknown }).error === 'string'
        ? (data as { error: string }).error
        : `HTTP ${res.status}: ${res.statusText}`;
    throw new ApiError(res.status, message, res.statusText);
  }
  return data as T;
}

/** What a failed action tells the person: the server's reason, or that it never reached it. */
export const requestFailureText = (err: unknown): string =>
  err instanceof ApiError
    ? err.message
    : 'That did not reach the server. Please check your connection and try again.';
