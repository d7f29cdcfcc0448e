import { useEffect, type ReactNode } from 'react';
import { act, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useHydrated } from '../prerender/useHydrated';
import { hydrationCommitted, setPrerenderedPage, whenHydrated } from '../prerender/page';
import { create } from './create';

interface Counter {
  count: number;
  other: number;
  add: () => void;
}

const makeStore = () =>
  create<Counter>((set) => ({
    count: 0,
    other: 0,
    add: () => set((s) => ({ count: s.count + 1 })),
  }));

describe('a store read outside a hydration', () => {
  it('draws the store and follows its slice, not the rest of it', () => {
    const useCounter = makeStore();
    const drawn = vi.fn();
    function Count() {
      const count = useCounter((s) => s.count);
      drawn();
      return <p>count {count}</p>;
    }
    render(<Count />);
    expect(screen.getByText('count 0')).toBeVisible();
    act(() => useCounter.getState().add());
    expect(screen.getByText('count 1')).toBeVisible();
    const times = drawn.mock.calls.length;
    act(() => useCounter.setState({ other: 5 }));
    expect(drawn).toHaveBeenCalledTimes(times);
  });

  it('reads the whole state without a selector', () => {
    const useCounter = makeStore();
    function Whole() {
      const { count } = useCounter();
      return <p>whole {count}</p>;
    }
    render(<Whole />);
    act(() => useCounter.getState().add());
    expect(screen.getByText('whole 1')).toBeVisible();
  });
});

describe('a store read in a page React hydrates', () => {
  let root: Root | null = null;
  const wasActEnvironment = (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean })
    .IS_REACT_ACT_ENVIRONMENT;

  beforeEach(() => {
    // React's scheduling as in the browser: act() would draw every update at once, whatever its kind.
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
  });
  afterEach(() => {
    root?.unmount();
    root = null;
    document.body.innerHTML = '';
    setPrerenderedPage(null);
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT =
      wasActEnvironment;
  });

  /** Draws `page` as the server does, then hydrates it (app/start.tsx does so in a transition). */
  async function hydrate(page: () => ReactNode, beforeHydrating: () => void) {
    setPrerenderedPage('help');
    const container = document.createElement('div');
    container.innerHTML = renderToString(page());
    document.body.appendChild(container);
    beforeHydrating();
    const recoverable = vi.fn();
    root = hydrateRoot(
      container,
      <>
        {page()}
        <CommitMark />
      </>,
      { onRecoverableError: recoverable },
    );
    await whenHydrated();
    return { container, recoverable };
  }

  /** Says when the first commit is done, as the app's root does (app/AppRoot.tsx). */
  function CommitMark() {
    useEffect(() => hydrationCommitted(), []);
    return null;
  }

  it('draws what the server drew, then the store, as a transition after the hydration', async () => {
    const useCounter = makeStore();
    function Count() {
      return <p>count {useCounter((s) => s.count)}</p>;
    }
    const { container, recoverable } = await hydrate(
      () => <Count />,
      // The store moves on before React has hydrated (a session checked, answers loading).
      () => useCounter.setState({ count: 3 }),
    );
    // Right after the hydration's commit, no redraw at once: what the server drew is still there.
    await Promise.resolve();
    expect(container.textContent).toBe('count 0');
    // Then the store's state, in a later task.
    await vi.waitFor(() => expect(container.textContent).toBe('count 3'));
    expect(recoverable).not.toHaveBeenCalled();
    // From then on it follows the store.
    useCounter.getState().add();
    await vi.waitFor(() => expect(container.textContent).toBe('count 4'));
  });

  it('a change made while the transition is being drawn is drawn too', async () => {
    const useCounter = makeStore();
    let changeWhileDrawing = false;
    function Mover() {
      // Drawn after its parent has read the store, in the same transition: the store moves on
      // before the parent follows it.
      if (changeWhileDrawing) {
        changeWhileDrawing = false;
        useCounter.setState({ count: 2 });
      }
      return null;
    }
    function Count() {
      return (
        <p>
          count {useCounter((s) => s.count)}
          <Mover />
        </p>
      );
    }
    const { container } = await hydrate(
      () => <Count />,
      () => useCounter.setState({ count: 1 }),
    );
    // Hydrated; the transition that draws the store is still to come.
    changeWhileDrawing = true;
    await vi.waitFor(() => expect(container.textContent).toBe('count 2'));
  });

  it("a change made in the person's own event is drawn at once, before the transition", async () => {
    const useCounter = makeStore();
    function Count() {
      const count = useCounter((s) => s.count);
      return (
        <button type="button" onClick={() => useCounter.getState().add()}>
          count {count}
        </button>
      );
    }
    const { container } = await hydrate(
      () => <Count />,
      () => {},
    );
    container.querySelector('button')!.click();
    // Drawn as React draws a tap's update: before the browser's next task, where a transition is.
    await Promise.resolve();
    expect(container.textContent).toBe('count 1');
  });

  it('useHydrated turns true as a transition once the page is hydrated', async () => {
    function Mark() {
      return <p>{useHydrated() ? 'app' : 'server'}</p>;
    }
    const { container, recoverable } = await hydrate(
      () => <Mark />,
      () => {},
    );
    await Promise.resolve();
    expect(container.textContent).toBe('server');
    await vi.waitFor(() => expect(container.textContent).toBe('app'));
    expect(recoverable).not.toHaveBeenCalled();
  });
});
