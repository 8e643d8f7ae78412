import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { createQueryClient } from './api/query-client';
import { ToastHost } from './ui/ToastHost';
import { PageLoading } from './ui/PageLoading';
import { RouteErrorBoundary } from './ui/RouteErrorBoundary';

// Each route is its own chunk: the landing page never downloads the wizard, dashboard or admin.
const LandingPage = lazy(() => import('./pages/landing/LandingPage'));
const WizardPage = lazy(() => import('./pages/wizard/WizardPage'));
const SignInPage = lazy(() => import('./pages/signin/SignInPage'));
const DashboardPage = lazy(() => import('./pages/dashboard/DashboardPage'));
const ChangePasswordPage = lazy(() => import('./pages/change-password/ChangePasswordPage'));
const PasswordResetPage = lazy(() => import('./pages/password-reset/PasswordResetPage'));
const ResetPasswordPage = lazy(() => import('./pages/reset-password/ResetPasswordPage'));
const AdminLoginPage = lazy(() => import('./pages/admin-login/AdminLoginPage'));
const AdminPage = lazy(() => import('./pages/admin/AdminPage'));
const NotFoundPage = lazy(() => import('./pages/NotFoundPage'));

/** The app inside a router of the caller's choosing: the browser's, or the prerender's. */
export function AppContent({ queryClient, router: Router }: AppContentProps) {
  return (
    <QueryClientProvider client={queryClient}>
      <Router>
        <RouteErrorBoundary>
          <Suspense fallback={<PageLoading />}>
            <Routes>
              <Route path="/" element={<LandingPage />} />
              <Route path="/customize" element={<WizardPage />} />
              <Route path="/signin" element={<SignInPage />} />
              <Route path="/dashboard" element={<DashboardPage />} />
              <Route path="/change-password" element={<ChangePasswordPage />} />
              <Route path="/password-reset" element={<PasswordResetPage />} />
              <Route path="/reset-password" element={<ResetPasswordPage />} />
              <Route path="/admin-login" element={<AdminLoginPage />} />
              <Route path="/admin" element={<AdminPage />} />
              <Route path="*" element={<NotFoundPage />} />
            </Routes>
          </Suspense>
        </RouteErrorBoundary>
      </Router>
      <ToastHost />
    </QueryClientProvider>
  );
}

interface AppContentProps {
  readonly queryClient: QueryClient;
  readonly router: ComponentType<{ children: ReactNode }>;
}

const queryClient = createQueryClient();

export function App() {
  return <AppContent queryClient={queryClient} router={BrowserRouter} />;
}
