import { lazy, Suspense } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { createQueryClient } from './api/client';
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

const queryClient = createQueryClient();

export function App() {
  return (
    <QueryClientProvider client={queryClient}>
      <BrowserRouter>
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
      </BrowserRouter>
      <ToastHost />
    </QueryClientProvider>
  );
}
