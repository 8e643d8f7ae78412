import { lazy, Suspense } from 'react';
import { useToasts } from './toast-store';

// Radix Toast is loaded with the first toast, so pages that never toast (the landing page)
// never download it.
const Toaster = lazy(() => import('./Toaster').then((module) => ({ default: module.Toaster })));

export function ToastHost() {
  const toasts = useToasts();
  if (toasts.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}
