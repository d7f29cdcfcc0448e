// Roboto's Latin faces only: the font CSS blocks the first paint, and the seven subsets' faces
// (27 rules with long unicode ranges) made it 17 kB compressed. A character outside Latin falls
// back, glyph by glyph, to the next font of the theme's stack (Helvetica Neue, Arial, sans-serif).
import '@fontsource/roboto/latin-400.css';
import '@fontsource/roboto/latin-500.css';
import '@fontsource/roboto/latin-700.css';
import { Component, StrictMode, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { ThemeRoot } from '../ui/theme/ThemeRoot';
import { TopLevelFallback } from '../ui/errors/TopLevelFallback';
import { createAppRouter } from './routes/router';
import { useSessionStore } from './stores/sessionStore';

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

// Ask who is signed in now, while React renders its first frame, not after it: the root
// route's load() shares this request (sessionStore: one in-flight check).
void useSessionStore.getState().load();

const router = createAppRouter();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <ThemeRoot>
      <TopLevelBoundary>
        <RouterProvider router={router} />
      </TopLevelBoundary>
    </ThemeRoot>
  </StrictMode>,
);
