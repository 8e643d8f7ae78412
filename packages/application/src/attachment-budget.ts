import type { Reads } from './ports/unit-of-work';
import type { FurnitureRequest } from './records';
import type { SecuritySettings } from './settings';
import { errors, fail, ok, type Result } from './result';

export const ATTACHMENT_BUDGET_RULE = 'attachment-budget';

const megabytes = (bytes: number) => Math.floor(bytes / (1024 * 1024));

/**
 * Whether `adding` more bytes of attachments fit the project's budget and its customer's (all
 * their projects together): files are kept for as long as the project, so one account cannot
 * fill the disk by sending 10 MB files, three at a time, on project after project.
 */
export async function checkAttachmentBudget(
  db: Reads,
  project: FurnitureRequest,
  adding: number,
  budget: SecuritySettings['attachmentBudget'],
): Promise<Result<void>> {
  const onProject = await db.messages.attachmentBytes({ projectId: project.id });
  if (onProject + adding > budget.perProject) {
    return fail(
      errors.conflict(
        ATTACHMENT_BUDGET_RULE,
        `Files on this project are limited to ${megabytes(budget.perProject)} MB in all, and these would go past it: send fewer or smaller files.`,
      ),
    );
  }
  const onAccount = await db.messages.attachmentBytes({ customerId: project.customerId });
  if (onAccount + adding > budget.perCustomer) {
    return fail(
      errors.conflict(
        ATTACHMENT_BUDGET_RULE,
        `Files on all of this customer's projects are limited to ${megabytes(budget.perCustomer)} MB in all, and these would go past it: send fewer or smaller files.`,
      ),
    );
  }
  return ok(undefined);
}
