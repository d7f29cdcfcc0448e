import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { AdSlot } from './AdSlot';
import { buildAd } from './fixtures';

/** A stand-in IntersectionObserver the test moves in and out of view. */
let visible: (inView: boolean) => void = () => {};
beforeEach(() => {
  vi.useFakeTimers();
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      constructor(private cb: IntersectionObserverCallback) {
        visible = (inView) =>
          this.cb([{ isIntersecting: inView } as IntersectionObserverEntry], this as never);
      }
      observe() {}
      disconnect() {}
    },
  );
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const setup = () => {
  const onImpression = vi.fn();
  const onClick = vi.fn();
  render(<AdSlot ad={buildAd()} onImpression={onImpression} onClick={onClick} />);
  return { onImpression, onClick };
};

it("is marked 'Sponsored' and counts one impression only after 1 s in view", () => {
  const { onImpression } = setup();
  expect(screen.getByText(/^Sponsored · Calm Pages$/)).toBeInTheDocument();
  act(() => vi.advanceTimersByTime(5000));
  expect(onImpression).not.toHaveBeenCalled(); // never in view yet
  act(() => visible(true));
  act(() => vi.advanceTimersByTime(999));
  expect(onImpression).not.toHaveBeenCalled();
  act(() => vi.advanceTimersByTime(1));
  expect(onImpression).toHaveBeenCalledTimes(1);
  act(() => visible(false));
  act(() => visible(true));
  act(() => vi.advanceTimersByTime(5000));
  expect(onImpression).toHaveBeenCalledTimes(1);
});

it('counts nothing when it leaves view before 1 s', () => {
  const { onImpression } = setup();
  act(() => visible(true));
  act(() => vi.advanceTimersByTime(600));
  act(() => visible(false));
  act(() => vi.advanceTimersByTime(2000));
  expect(onImpression).not.toHaveBeenCalled();
});

it('a click opens the ad in a new tab without a referrer and sends a click', () => {
  const { onClick } = setup();
  const link = screen.getByRole('link', { name: 'A journal for every day of recovery' });
  expect(link).toHaveAttribute('href', 'https://example.org/calm-pages');
  expect(link).toHaveAttribute('target', '_blank');
  expect(link).toHaveAttribute('rel', 'noopener noreferrer sponsored');
  link.addEventListener('click', (e) => e.preventDefault());
  fireEvent.click(link);
  expect(onClick).toHaveBeenCalledWith(buildAd());
});

it('can be closed for this page', () => {
  setup();
  fireEvent.click(screen.getByRole('button', { name: 'Close ad' }));
  expect(screen.queryByText(/Sponsored/)).not.toBeInTheDocument();
});

it("'Close ad' hands the focus to the next control of the page, else the one before", () => {
  const page = (
    <>
      <a href="/help">Get Help</a>
      <AdSlot ad={buildAd()} onImpression={vi.fn()} onClick={vi.fn()} />
      <button type="button">Find a meeting</button>
    </>
  );
  const { unmount } = render(page);
  const close = screen.getByRole('button', { name: 'Close ad' });
  close.focus();
  fireEvent.click(close);
  expect(screen.queryByRole('complementary')).not.toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Find a meeting' })).toHaveFocus();
  unmount();

  // The last thing on the page: the focus goes back to the control before it.
  render(
    <>
      <a href="/help">Get Help</a>
      <AdSlot ad={buildAd()} onImpression={vi.fn()} onClick={vi.fn()} />
    </>,
  );
  screen.getByRole('button', { name: 'Close ad' }).focus();
  fireEvent.click(screen.getByRole('button', { name: 'Close ad' }));
  expect(screen.getByRole('link', { name: 'Get Help' })).toHaveFocus();
});

it("keeps the image's box before it arrives, so nothing beside it moves", () => {
  render(<AdSlot ad={buildAd()} onImpression={vi.fn()} onClick={vi.fn()} />);
  const image = document.querySelector('img')!;
  expect(image).toHaveAttribute('width', '160');
  expect(image).toHaveAttribute('height', '60');
});
