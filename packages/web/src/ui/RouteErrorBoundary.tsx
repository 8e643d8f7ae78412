import { Component, type ReactNode } from 'react';
import { Button } from './Button';
import { loading } from './page-loading.css';

interface State {
  readonly failed: boolean;
}

/**
 * A page chunk that fails to load (a tab left open across a release, a dropped connection)
 * would otherwise leave a blank page: offer a reload instead.
 */
export class RouteErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <main className={loading}>
        <div role="alert">
          <h1>Something went wrong loading this page</h1>
          <p>Please reload to get the latest version of the site.</p>
          <Button onClick={() => window.location.reload()}>Reload</Button>
        </div>
      </main>
    );
  }
}
