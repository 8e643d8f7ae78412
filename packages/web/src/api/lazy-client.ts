/**
 * The typed client, loaded at the first call. For the modules the landing page reads (the
 * workshop's profile, the showcase): the server writes their data into the page, so they call
 * nothing on a first visit, and the client's 2.6 KB (gzip) would take `/` over its 100 KB
 * budget.
 */
export const loadClient = () => import('./client');
