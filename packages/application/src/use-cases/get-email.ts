import type { Actor } from '../actor';
import { requireAdmin } from '../access';
import { NOTIFICATIONS } from '../notification-list';
import type { EmailDelivery } from '../ports/delivery-log';
import type { SentEmail } from '../ports/mailer';
import type { UnitOfWork } from '../ports/unit-of-work';
import { errors, fail, ok, type Result } from '../result';

/**
 * Why an email's text cannot be shown: it holds a secret (a temporary password, a one-time
 * link), it has not gone out, or it went out before copies were kept.
 */
export type MissingCopy = 'holds_secret' | 'not_sent' | 'not_kept';

export interface EmailWithCopy {
  readonly email: EmailDelivery;
  readonly copy: SentEmail | null;
  readonly missing: MissingCopy | null;
}

/** One email of the Emails view, opened: what the recipient read, when a copy was kept. */
export class GetEmail {
  constructor(private readonly deps: { uow: UnitOfWork }) {}

  async execute(actor: Actor, id: number): Promise<Result<EmailWithCopy>> {
    const admin = requireAdmin(actor);
    if (!admin.ok) return admin;
    return this.deps.uow.run(async (tx) => {
      const email = await tx.deliveries.findById(id);
      if (!email) return fail(errors.notFound('No such email'));
      const copy = await tx.deliveries.copyOf(id);
      return ok({ email, copy, missing: copy ? null : whyMissing(email) });
    });
  }
}

function whyMissing(email: EmailDelivery): MissingCopy {
  if (NOTIFICATIONS[email.template].carriesSecret) return 'holds_secret';
  return email.status === 'sent' ? 'not_kept' : 'not_sent';
}
