import { apiJson } from '../../api/client';
import type { AdminRequest } from './admin-request';

interface Changed {
  readonly message?: string;
  readonly request?: AdminRequest;
}

const base = (id: number) => `/api/furniture-requests/${id}`;

export function provideQuote(
  id: number,
  body: { quoteAmount: string; quoteNotes: string; quotedBy: string },
) {
  return apiJson<Changed>('POST', `${base(id)}/quote`, body);
}

/** The only status change the panel offers: in progress to completed, with optional notes. */
export function markCompleted(id: number, notes: string) {
  return apiJson<Changed>('PATCH', `${base(id)}/status`, {
    status: 'completed',
    ...(notes.trim() ? { notes: notes.trim() } : {}),
  });
}

export function updateAdminNotes(id: number, adminNotes: string) {
  return apiJson<Changed>('PATCH', `${base(id)}/admin-notes`, { adminNotes });
}

export function deleteRequest(id: number) {
  return apiJson<{ message?: string }>('DELETE', base(id));
}

export function adminLogout() {
  return apiJson<{ message?: string }>('POST', '/api/admin/logout');
}
