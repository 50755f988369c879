import { Component, Suspense, type ReactNode } from 'react';
import { PageSpinner } from '@/components/ui/spinner';
import { RouteError } from '../routes/route-error';

interface State {
  failed: boolean;
}

/** Catches a page that fails to render or whose chunk fails to load (e.g. after a deploy). */
class RouteErrorBoundary extends Component<{ children: ReactNode; resetKey: string }, State> {
  state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  componentDidUpdate(previous: { resetKey: string }) {
    // An error on one page must not stick to the next.
    if (previous.resetKey !== this.props.resetKey && this.state.failed) {
      this.setState({ failed: false });
    }
  }

  render() {
    return this.state.failed ? <RouteError /> : this.props.children;
  }
}

/**
 * What the data router's errorElement and lazy routes gave, for the declarative router:
 * a spinner while a page's chunk loads and the error screen if it fails, cleared when the
 * path (`resetKey`) changes.
 */
export function RouteBoundary({ children, resetKey }: { children: ReactNode; resetKey: string }) {
  return (
    <RouteErrorBoundary resetKey={resetKey}>
      <Suspense
        fallback={
          // As tall as a screen: the footer stays below the fold until the page arrives, so
          // the page's arrival moves nothing the visitor can see (no layout shift).
          <div className="min-h-screen">
            <PageSpinner />
          </div>
        }
      >
        {children}
      </Suspense>
    </RouteErrorBoundary>
  );
}
