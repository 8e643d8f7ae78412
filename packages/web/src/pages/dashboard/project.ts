import { parseRequestStatus, type RequestLifecycleState } from '@workshop/domain';
import type { Project } from '../../api/projects';

/** Said wherever the approved quote keeps the customer from changing the project. */
export const LOCKED_MESSAGE = 'Project cannot be modified or deleted after quote approval';

/** The lifecycle state the domain rules ask about; an unknown status allows nothing. */
export function lifecycleOf(project: Project): RequestLifecycleState | null {
  const parsed = parseRequestStatus(project.status);
  return parsed.ok ? { status: parsed.status, quoteApproved: project.quoteApproved } : null;
}

export const imageUrl = (imagePath: string) => `/uploads/${encodeURIComponent(imagePath)}`;
