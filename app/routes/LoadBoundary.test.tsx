import { render, screen, waitFor } from '@testing-library/react';
import { Suspense, lazy } from 'react';
import { expect, it, vi } from 'vitest';
import { LoadBoundary } from './LoadBoundary';

it('keeps the page when a part loaded on first use cannot load, and says so once', async () => {
  // React reports the caught error on the console; the test is about what the person sees.
  vi.spyOn(console, 'error').mockImplementation(() => {});
  const Broken = lazy(() =>
    Promise.reject(new Error('Failed to fetch dynamically imported module')),
  );
  const onFailed = vi.fn();
  render(
    <>
      <p>The page</p>
      <LoadBoundary onFailed={onFailed}>
        <Suspense fallback={null}>
          <Broken />
        </Suspense>
      </LoadBoundary>
    </>,
  );
  await waitFor(() => expect(onFailed).toHaveBeenCalledTimes(1));
  expect(onFailed.mock.calls[0]![0]).toEqual(
    new Error('Failed to fetch dynamically imported module'),
  );
  expect(screen.getByText('The page')).toBeVisible();
});
