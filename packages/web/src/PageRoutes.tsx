import { lazy, type ComponentType } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { Route, Routes } from 'react-router-dom';
import type { PagePath } from '@workshop/domain';
import { appQueryClient } from './api/query-client';

// Each page is its own chunk, and this table is one too: `/` downloads neither the pages nor
// the list of files each would need (that list alone grew past the landing page's budget).
const WizardPage = lazy(() => import('./pages/wizard/WizardPage'));
const SignInPage = lazy(() => import('./pages/signin/SignInPage'));
const DashboardPage = lazy(() => import('./pages/dashboard/DashboardPage'));
const ChangePasswordPage = lazy(() => import('./pages/change-password/ChangePasswordPage'));
const PasswordResetPage = lazy(() => import('./pages/password-reset/PasswordResetPage'));
const ResetPasswordPage = lazy(() => import('./pages/reset-password/ResetPasswordPage'));
const AdminLoginPage = lazy(() => import('./pages/admin-login/AdminLoginPage'));
const AdminPage = lazy(() => import('./pages/admin/AdminPage'));
const StaffInvitationPage = lazy(() => import('./pages/staff-invitation/StaffInvitationPage'));
const NotFoundPage = lazy(() => import('./pages/NotFoundPage'));
const RequestSentPage = lazy(() => import('./pages/request-sent/RequestSentPage'));

/**
 * The page at each path of the domain's PAGE_PATHS but `/` (App's own), the list the server
 * also answers 404 by: a path there without a page here, or a page at a path not there, does
 * not compile.
 */
const PAGES: { readonly [P in Exclude<PagePath, '/'>]: ComponentType } = {
  '/customize': WizardPage,
  '/request-sent': RequestSentPage,
  '/signin': SignInPage,
  '/dashboard': DashboardPage,
  '/change-password': ChangePasswordPage,
  '/password-reset': PasswordResetPage,
  '/reset-password': ResetPasswordPage,
  '/admin-login': AdminLoginPage,
  '/admin': AdminPage,
  '/staff-invitation': StaffInvitationPage,
};

/** Every page but the landing page, and Page Not Found for any other path, with the app's cache. */
export default function PageRoutes() {
  return (
    <QueryClientProvider client={appQueryClient}>
      <Routes>
        {Object.entries(PAGES).map(([path, Page]) => (
          <Route key={path} path={path} element={<Page />} />
        ))}
        <Route path="*" element={<NotFoundPage />} />
      </Routes>
    </QueryClientProvider>
  );
}
