import type { AdminRequest } from '../src/api/admin-requests';

let nextId = 1;

/** A request as the admin list answers it; override what the test is about. */
export function adminRequest(overrides: Partial<AdminRequest> = {}): AdminRequest {
  const id = overrides.id ?? nextId++;
  return {
    id,
    customerId: 1,
    fullName: `Customer ${id}`,
    email: `customer${id}@example.com`,
    phone: null,
    furnitureType: 'table',
    description: 'A dining table for six',
    budgetRange: '1000-2500',
    timeline: 'flexible',
    imagePath: null,
    imageOriginalName: null,
    status: 'new',
    notes: null,
    adminNotes: '',
    quoteAmount: null,
    quoteNotes: null,
    quotedAt: null,
    quotedBy: null,
    quoteApproved: false,
    quoteApprovedAt: null,
    adminMessage: null,
    adminMessageSentAt: null,
    adminMessageSentBy: null,
    completionNote: null,
    createdAt: '2026-03-04T14:15:00.000Z',
    updatedAt: '2026-03-04T14:15:00.000Z',
    ...overrides,
  };
}
