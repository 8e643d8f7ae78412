import type {
  CustomerRequestView,
  FurnitureRequest,
  RequestPageRow,
  StatusCounts,
} from '@workshop/application';
import { iso, isoOrNull, type Schema } from '../answers';
import { accountSummaryView } from './account';

/**
 * What the customer and the workshop both see of a project, field by field: a column added to
 * the record goes out only once it is named here (and in the API document).
 */
function projectFields(request: CustomerRequestView): Schema<'ProjectFields'> {
  return {
    id: request.id,
    customerId: request.customerId,
    fullName: request.fullName,
    email: request.email,
    phone: request.phone,
    furnitureType: request.furnitureType,
    description: request.description,
    budgetRange: request.budgetRange,
    timeline: request.timeline,
    imagePath: request.imagePath,
    imageOriginalName: request.imageOriginalName,
    status: request.status,
    notes: request.notes,
    completionNote: request.completionNote,
    quoteAmount: request.quoteAmount,
    quoteNotes: request.quoteNotes,
    quotedAt: isoOrNull(request.quotedAt),
    quotedBy: request.quotedBy,
    quoteApproved: request.quoteApproved,
    quoteApprovedAt: isoOrNull(request.quoteApprovedAt),
    adminMessage: request.adminMessage,
    adminMessageSentAt: isoOrNull(request.adminMessageSentAt),
    adminMessageSentBy: request.adminMessageSentBy,
    createdAt: iso(request.createdAt),
    updatedAt: iso(request.updatedAt),
  };
}

/** A project as its customer sees it: never the internal notes. */
export function projectView(request: CustomerRequestView): Schema<'Project'> {
  return projectFields(request);
}

/** A project as the workshop sees it, internal notes included. */
export function adminRequestView(request: FurnitureRequest): Schema<'AdminRequest'> {
  return { ...projectFields(request), adminNotes: request.adminNotes };
}

/** A row of the workshop's list page: whether its quote is overdue, its money and consent. */
export function adminListRowView(
  request: RequestPageRow,
): Schema<'RequestPage'>['requests'][number] {
  return {
    ...adminRequestView(request),
    quoteOverdue: request.quoteOverdue,
    accountSummary: accountSummaryView(request.account),
    showcaseAllowed: request.showcaseAllowed,
  };
}

/** The tabs' figures: requests by status and their total. */
export function statusCountsView(counts: StatusCounts): Schema<'StatusCounts'> {
  return {
    total: counts.total,
    new: counts.new,
    quoted: counts.quoted,
    in_progress: counts.in_progress,
    completed: counts.completed,
    declined: counts.declined,
  };
}
