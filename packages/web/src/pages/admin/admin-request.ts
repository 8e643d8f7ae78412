import type { RequestStatus } from '@workshop/domain';

/** One furniture request as GET /api/furniture-requests answers it for the admin. */
export interface AdminRequest {
  readonly id: number;
  readonly customerId?: number;
  readonly fullName: string;
  readonly email: string;
  readonly phone: string | null;
  readonly furnitureType: string | null;
  readonly description: string | null;
  readonly budgetRange: string | null;
  readonly timeline: string | null;
  readonly imagePath: string | null;
  readonly imageOriginalName: string | null;
  readonly status: RequestStatus;
  readonly notes: string | null;
  readonly adminNotes?: string;
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
