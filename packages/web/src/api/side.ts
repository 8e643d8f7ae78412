/**
 * A browser may be signed in as a customer and as the workshop at once, each in its own
 * cookie; every call says which of the two it is made for. The admin panel's pages speak for
 * the workshop, every other page for the customer.
 */
export type SessionSide = 'customer' | 'admin';

export const SESSION_SIDE_HEADER = 'X-Session-Side';

export const currentSide = (): SessionSide =>
  /^\/admin(-login)?(\/|$)/.test(location.pathname) ? 'admin' : 'customer';
