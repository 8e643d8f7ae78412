import { loading } from './page-loading.css';

export function PageLoading() {
  return (
    <div role="status" aria-live="polite" className={loading}>
      Loading…
    </div>
  );
}
