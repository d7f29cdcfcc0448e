import { Component, type ReactNode } from 'react';

/**
 * Around a part of a page loaded on first use (a lazy chunk): if it cannot load (the network
 * dropped), the page stays as it is and `onFailed` offers another way, instead of the failure
 * reaching the route's error screen and taking the whole page with it.
 */
export class LoadBoundary extends Component<
  { onFailed: (error: unknown) => void; children: ReactNode },
  { failed: boolean }
> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    this.props.onFailed(error);
  }

  override render() {
    return this.state.failed ? null : this.props.children;
  }
}
