/** What the error screen says about a failure (docs/product.md, Error screens). */
export interface ErrorDescription {
  title: string;
  code: string;
  message: string;
}

interface WithStatus {
  status?: unknown;
  message?: unknown;
  statusText?: unknown;
  data?: unknown;
  name?: unknown;
}

const text = (v: unknown) => (typeof v === 'string' ? v : '');

function byStatus(status: number, detail: string): ErrorDescription {
  switch (status) {
    case 404:
      return {
        title: 'Page Not Found',
        code: 'NOT_FOUND',
        message: detail || "We couldn't find that page.",
      };
    case 403:
      return {
        title: 'Access Denied',
        code: 'ACCESS_DENIED',
        message: detail || "You don't have access to this page.",
      };
    case 401:
      return {
        title: 'Authentication Error',
        code: 'AUTH_ERROR',
        message: detail || 'Please sign in again.',
      };
    case 503:
      return {
        title: 'Service Unavailable',
        code: 'SERVICE_UNAVAILABLE',
        message: detail || 'The service is not available right now.',
      };
    case 500:
      return {
        title: 'Server Error',
        code: 'SERVER_ERROR',
        message: detail || 'Something went wrong on our side.',
      };
    default:
      return {
        title: `Server Error (${status})`,
        code: `HTTP_${status}`,
        message: detail || 'The server could not complete the request.',
      };
  }
}

/** Turns anything thrown into the title, code and message the error screen shows. */
export function classifyError(error: unknown): ErrorDescription {
  if (error && typeof error === 'object') {
    const e = error as WithStatus;
    const detail = text(e.message) || text(e.data) || text(e.statusText);
    if (typeof e.status === 'number' && e.status >= 400) return byStatus(e.status, detail);
    if (error instanceof Error) {
      const msg = error.message;
      if (
        /failed to fetch|network ?error|load failed|networkerror|connection|offline|timed? ?out/i.test(
          msg,
        )
      ) {
        return {
          title: 'Connection Problem',
          code: 'CONNECTION_ERROR',
          message: 'Please check your internet connection and try again.',
        };
      }
      if (/auth|session|sign.?in|log.?in|token|credential/i.test(msg)) {
        return { title: 'Authentication Error', code: 'AUTH_ERROR', message: msg };
      }
      if (/database|mongo|api\b|service unavailable|503/i.test(msg)) {
        return { title: 'Service Unavailable', code: 'SERVICE_UNAVAILABLE', message: msg };
      }
      if (/permission|geolocation|location|not allowed|denied/i.test(msg)) {
        return { title: 'Permission Required', code: 'PERMISSION_REQUIRED', message: msg };
      }
      return {
        title: 'Application Error',
        code: 'APPLICATION_ERROR',
        message: msg || 'The application ran into a problem.',
      };
    }
  }
  return {
    title: 'Something Went Wrong',
    code: 'UNKNOWN_ERROR_TYPE',
    message: 'An unexpected problem occurred.',
  };
}

/** A mailto: draft to support with what happened, so a person can report it in one tap. */
export function supportMailto(
  email: string,
  d: ErrorDescription,
  where: string,
  when = new Date(),
): string {
  const subject = `Problem report: ${d.title} (${d.code})`;
  const body = [
    'Please describe what you were doing when this happened:',
    '',
    '',
    '--- details for the support team ---',
    `Error: ${d.title}`,
    `Code: ${d.code}`,
    `Message: ${d.message}`,
    `Page: ${where}`,
    `Time: ${when.toISOString()}`,
  ].join('\n');
  return `mailto:${email}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
}
