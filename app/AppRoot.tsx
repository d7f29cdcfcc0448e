import { Component, StrictMode, useEffect, type ReactNode } from 'react';
import { ThemeRoot } from '../ui/theme/ThemeRoot';
import { TopLevelFallback } from '../ui/errors/TopLevelFallback';
import { hydrationCommitted } from './prerender/page';

/** Catches what even the route error screens cannot (docs/product.md, Error screens). */
class TopLevelBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? (
      <TopLevelFallback onRefresh={() => window.location.reload()} />
    ) : (
      this.props.children
    );
  }
}

/** Draws nothing; says when the first commit (the hydration, on a prerendered page) is done. */
function CommitMark() {
  useEffect(() => hydrationCommitted(), []);
  return null;
}

/**
 * What surrounds the router, in the browser (app/start.tsx) and in the build's prerender
 * (app/prerender/render.tsx) alike: hydration needs the same tree on both sides.
 */
export function AppRoot({ children }: { children: ReactNode }) {
  return (
    <StrictMode>
      <ThemeRoot>
        <TopLevelBoundary>{children}</TopLevelBoundary>
        <CommitMark />
      </ThemeRoot>
    </StrictMode>
  );
}
