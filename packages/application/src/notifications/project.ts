import type { Transaction } from '../ports/unit-of-work';
import type { FurnitureRequest, User } from '../records';

/** A project as its emails show it. */
export interface ProjectDetails {
  readonly projectId: number;
  readonly fullName: string;
  readonly email: string;
  readonly phone: string | null;
  readonly furnitureType: string | null;
  readonly description: string | null;
  readonly budgetRange: string | null;
  readonly timeline: string | null;
  readonly hasImage: boolean;
}

/** What an email about a project starts from. */
export interface ProjectContext {
  readonly request: FurnitureRequest;
  readonly details: ProjectDetails;
  /**
   * The customer's account address, never the project's editable `email` (a customer could
   * point the workshop's mail at someone else); null when the account is gone.
   */
  readonly customerEmail: string | null;
  readonly account: User | null;
}

/** The project and its customer's account; null for a project deleted since. */
export async function loadProject(
  tx: Transaction,
  requestId: number,
): Promise<ProjectContext | null> {
  const request = await tx.requests.findById(requestId);
  if (!request) return null;
  const account = await tx.users.findById(request.customerId);
  return { request, details: detailsOf(request), customerEmail: account?.email ?? null, account };
}

function detailsOf(request: FurnitureRequest): ProjectDetails {
  return {
    projectId: request.id,
    fullName: request.fullName,
    email: request.email,
    phone: request.phone,
    furnitureType: request.furnitureType,
    description: request.description,
    budgetRange: request.budgetRange,
    timeline: request.timeline,
    hasImage: request.imagePath !== null,
  };
}
