import type { Actor } from '../actor';
import { buildActivity, type ActivityEntry } from '../activity';
import { loadVisibleRequest, requireAdmin } from '../access';
import type { UnitOfWork } from '../ports/unit-of-work';
import { ok, type Result } from '../result';

/**
 * The team's history of one project, oldest first: what happened, when and by whom, and every
 * email it caused. Read from the outbox and the email log; admins only.
 */
export class ListActivity {
  constructor(private readonly deps: { uow: UnitOfWork }) {}

  async execute(actor: Actor, id: number): Promise<Result<ActivityEntry[]>> {
    const admin = requireAdmin(actor);
    if (!admin.ok) return admin;
    // One transaction: the events, the emails and the rows that name them agree.
    return this.deps.uow.run(async (tx) => {
      const loaded = await loadVisibleRequest(tx, actor, id);
      if (!loaded.ok) return loaded;
      const request = loaded.value;
      const events = await tx.history.events(id);
      const emails = await tx.history.emails(id);
      return ok(
        buildActivity(events, emails, {
          request,
          quotes: await tx.quotes.listByRequest(id),
          acceptance: await tx.quotes.findAcceptance(id),
          signedCopy: await tx.quotes.findSignedCopy(id),
          messages: await tx.messages.listByProject(id),
          invoices: await tx.invoices.listByProject(id),
          payments: await tx.payments.listByProject(id),
        }),
      );
    });
  }
}
