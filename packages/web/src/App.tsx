import { lazy, Suspense, useEffect, type ComponentType, type ReactNode } from 'react';
import { BrowserRouter, Route, Routes, useLocation } from 'react-router-dom';
import { ToastHost } from './ui/ToastHost';
import { PageLoading } from './ui/PageLoading';
import { RouteErrorBoundary } from './ui/RouteErrorBoundary';

// The landing page is a chunk of its own; every other page sits behind PageRoutes' chunk.
const LandingPage = lazy(() => import('./pages/landing/LandingPage'));
const PageRoutes = lazy(() => import('./PageRoutes'));

/** Whether a page was shown yet: the first keeps the scroll the browser restored on reload. */
let shown = false;

/** A new page starts at its top, wherever the last one was scrolled (`/` stays in budget). */
function ScrollToTop() {
  const { pathname } = useLocation();
  useEffect(() => {
    if (shown) window.scrollTo({ top: 0, behavior: 'instant' });
    shown = true;
  }, [pathname]);
  return null;
}

/**
 * The app inside a router of the caller's choosing: the browser's, or the prerender's. The
 * query cache is PageRoutes' (the landing page loads none).
 */
export function AppContent({ router: Router }: AppContentProps) {
  return (
    <>
      <Router>
        <ScrollToTop />
        <RouteErrorBoundary>
          <Suspense fallback={<PageLoading />}>
            <Routes>
              <Route path="/" element={<LandingPage />} />
              <Route path="*" element={<PageRoutes />} />
            </Routes>
          </Suspense>
        </RouteErrorBoundary>
      </Router>
      <ToastHost />
    </>
  );
}

interface AppContentProps {
  readonly router: ComponentType<{ children: ReactNode }>;
}

export function App() {
  return <AppContent router={BrowserRouter} />;
}
