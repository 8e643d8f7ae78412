import { parseRequestStatus, type RequestLifecycleState } from '@workshop/domain';
import { apiJson } from '../../api/client';

/** A project as GET /api/furniture-requests answers it to its customer (no adminNotes). */
export interface Project {
  readonly id: number;
  readonly fullName: string;
  readonly email: string;
  readonly phone: string | null;
  readonly furnitureType: string | null;
  readonly description: string | null;
  readonly budgetRange: string | null;
  readonly timeline: string | null;
  readonly imagePath: string | null;
  readonly imageOriginalName: string | null;
  readonly status: string | null;
  readonly notes: string | null;
  readonly quoteAmount: string | null;
  readonly quoteNotes: string | null;
  readonly quotedAt: string | null;
  readonly quotedBy: string | null;
  readonly quoteApproved: boolean;
  readonly quoteApprovedAt: string | null;
  readonly adminMessage: string | null;
  readonly adminMessageSentAt: string | null;
  readonly adminMessageSentBy: string | null;
  readonly createdAt: string;
  readonly updatedAt: string;
}

export interface ProjectEdit {
  readonly fullName: string;
  readonly email: string;
  readonly phone: string;
  readonly furnitureType: string;
  readonly description: string;
  readonly budgetRange: string;
  readonly timeline: string;
}

/** The lifecycle state the domain rules ask about; an unknown status allows nothing. */
export function lifecycleOf(project: Project): RequestLifecycleState | null {
  const parsed = parseRequestStatus(project.status);
  return parsed.ok ? { status: parsed.status, quoteApproved: project.quoteApproved } : null;
}

export const updateProject = (id: number, body: ProjectEdit) =>
  apiJson<{ message?: string }>('PATCH', `/api/furniture-requests/${id}`, body);

export const deleteProject = (id: number, customerEmail: string) =>
  apiJson<{ message?: string }>('DELETE', `/api/furniture-requests/${id}/customer-delete`, {
    customerEmail,
  });

export const approveQuote = (id: number) =>
  apiJson<{ message?: string }>('POST', `/api/furniture-requests/${id}/approve`);

export const imageUrl = (imagePath: string) => `/uploads/${encodeURIComponent(imagePath)}`;
