import { Component, type ReactNode } from 'react';
import { button } from '../design/recipes.css';
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
          {/* Not <Button>: that brings Radix Slot into the entry chunk every page loads. */}
          <button type="button" className={button()} onClick={() => window.location.reload()}>
            Reload
          </button>
        </div>
      </main>
    );
  }
}
