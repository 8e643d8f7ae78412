import { lazy, Suspense } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { createQueryClient } from './api/client';
import { ToastHost } from './ui/ToastHost';
import { PageLoading } from './ui/PageLoading';

// Each route is its own chunk: the landing page never downloads the wizard, dashboard or admin.
const LandingPage = lazy(() => import('./pages/landing/LandingPage'));
const WizardPage = lazy(() => import('./pages/wizard/WizardPage'));
const NotFoundPage = lazy(() => import('./pages/NotFoundPage'));

const queryClient = createQueryClient();

export function App() {
  return (
    <QueryClientProvider client={queryClient}>
      <BrowserRouter>
        <Suspense fallback={<PageLoading />}>
          <Routes>
            <Route path="/" element={<LandingPage />} />
            <Route path="/customize" element={<WizardPage />} />
            <Route path="*" element={<NotFoundPage />} />
          </Routes>
        </Suspense>
      </BrowserRouter>
      <ToastHost />
    </QueryClientProvider>
  );
}
