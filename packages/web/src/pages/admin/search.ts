import type { AdminRequest } from '../../api/admin-requests';

type Searchable = Pick<
  AdminRequest,
  'fullName' | 'email' | 'phone' | 'description' | 'furnitureType'
>;

/** A search is active once the box holds something other than spaces. */
export function isSearchActive(query: string): boolean {
  return query.trim() !== '';
}

/**
 * Spec section 5, search (admin): a case-insensitive match on full name, email, description
 * and furniture type, and a plain substring match on the phone number. An empty query matches
 * everything.
 */
export function matchesSearch(request: Searchable, query: string): boolean {
  const needle = query.trim();
  if (needle === '') return true;
  const lower = needle.toLowerCase();
  const fields = [request.fullName, request.email, request.description, request.furnitureType];
  for (const field of fields) {
    if (field && field.toLowerCase().includes(lower)) return true;
  }
  return !!request.phone && request.phone.includes(needle);
}

/** The requests that match, in their original order (the list stays newest first). */
export function filterRequests<T extends Searchable>(requests: readonly T[], query: string): T[] {
  if (!isSearchActive(query)) return [...requests];
  return requests.filter((request) => matchesSearch(request, query));
}
