import { describe, expect, it } from 'vitest';
import { classifyError, supportMailto } from './classifyError';

describe('classifyError', () => {
  it.each([
    [{ status: 404 }, 'Page Not Found', 'NOT_FOUND'],
    [{ status: 403 }, 'Access Denied', 'ACCESS_DENIED'],
    [{ status: 500 }, 'Server Error', 'SERVER_ERROR'],
    [{ status: 418 }, 'Server Error (418)', 'HTTP_418'],
    [{ status: 401 }, 'Authentication Error', 'AUTH_ERROR'],
    [{ status: 503 }, 'Service Unavailable', 'SERVICE_UNAVAILABLE'],
    [new TypeError('Failed to fetch'), 'Connection Problem', 'CONNECTION_ERROR'],
    [
      new Error('Network error: the server could not be reached.'),
      'Connection Problem',
      'CONNECTION_ERROR',
    ],
    [new Error('Session expired'), 'Authentication Error', 'AUTH_ERROR'],
    [new Error('Database unavailable'), 'Service Unavailable', 'SERVICE_UNAVAILABLE'],
    [new Error('User denied Geolocation'), 'Permission Required', 'PERMISSION_REQUIRED'],
    [
      new Error('Rendered more hooks than during the previous render'),
      'Application Error',
      'APPLICATION_ERROR',
    ],
    ['a string', 'Something Went Wrong', 'UNKNOWN_ERROR_TYPE'],
    [42, 'Something Went Wrong', 'UNKNOWN_ERROR_TYPE'],
    [null, 'Something Went Wrong', 'UNKNOWN_ERROR_TYPE'],
  ])('%o -> %s', (error, title, code) => {
    expect(classifyError(error)).toMatchObject({ title, code });
  });
});

it('builds a mailto draft with the details', () => {
  const href = supportMailto(
    'help@example.org',
    classifyError({ status: 404 }),
    '/nowhere',
    new Date('2026-01-02T03:04:05Z'),
  );
  expect(href.startsWith('mailto:help@example.org?subject=')).toBe(true);
  const body = decodeURIComponent(href.split('body=')[1]!);
  expect(body).toContain('Code: NOT_FOUND');
  expect(body).toContain('Page: /nowhere');
  expect(body).toContain('Time: 2026-01-02T03:04:05.000Z');
});
