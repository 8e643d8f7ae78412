import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { clearToasts } from '../src/ui/toast-store';

// jsdom lays nothing out and has no matchMedia: every media query answers as on a phone
// (the layouts are mobile-first); browser tests cover the wider ones.
if (typeof window !== 'undefined')
  window.matchMedia = (query: string): MediaQueryList => ({
    matches: false,
    media: query,
    onchange: null,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    addListener: () => undefined,
    removeListener: () => undefined,
    dispatchEvent: () => false,
  });

afterEach(() => {
  cleanup();
  clearToasts();
  // What a page kept in the browser (the wizard's session) stays with the test that kept it.
  if (typeof window !== 'undefined') {
    window.localStorage.clear();
    window.sessionStorage.clear();
  }
});
