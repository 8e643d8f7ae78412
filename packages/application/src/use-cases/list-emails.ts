import type { Actor } from '../actor';
import { requireAdmin } from '../access';
import type { DeliveryView, EmailDelivery } from '../ports/delivery-log';
import type { UnitOfWork } from '../ports/unit-of-work';
import { errors, fail, ok, type Result } from '../result';

const VIEWS: readonly DeliveryView[] = ['failed', 'pending', 'sent'];
/** The Emails view shows the newest; older ones are in the database. */
const LIMIT = 200;

export interface EmailList {
  readonly emails: readonly EmailDelivery[];
  /** For the panel's badge and tabs. */
  readonly counts: { readonly failed: number; readonly pending: number };
}

/** The team's Emails view: failed for good, still trying, or sent; admins only. */
export class ListEmails {
  constructor(private readonly deps: { uow: UnitOfWork }) {}

  async execute(actor: Actor, status: unknown): Promise<Result<EmailList>> {
    const admin = requireAdmin(actor);
    if (!admin.ok) return admin;
    const view = status === undefined ? 'failed' : VIEWS.find((candidate) => candidate === status);
    if (!view) {
      return fail(errors.validation("Status must be 'failed', 'pending' or 'sent'"));
    }
    return this.deps.uow.run(async (tx) =>
      ok({
        emails: await tx.deliveries.list(view, LIMIT),
        counts: {
          failed: await tx.deliveries.count('failed'),
          pending: await tx.deliveries.count('pending'),
        },
      }),
    );
  }
}
