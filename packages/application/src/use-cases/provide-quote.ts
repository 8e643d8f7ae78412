import {
  DEFAULT_WORKSHOP_PROFILE,
  decide,
  defaultValidUntil,
  formatCents,
  versionTotals,
  quoteSchema,
  reminderDueAt,
  validate,
  validUntilProblem,
} from '@workshop/domain';
import { actedBy, type Actor } from '../actor';
import { loadVisibleRequest, requireAdmin } from '../access';
import type { Clock } from '../ports/clock';
import type { UnitOfWork } from '../ports/unit-of-work';
import type { FurnitureRequest } from '../records';
import { errors, fail, ok, type Result } from '../result';
import { projectDesignsOf } from '../wizard-design';

/**
 * The workshop quotes a project: a first quote, a revision while the customer has not answered,
 * or a new version that reopens a declined project. Each is a new version; the request's quote
 * fields are read from it, and an unanswered version is reminded of before it runs out. Each
 * pins the design it prices, so what the customer signs draws what was quoted.
 */
export class ProvideQuote {
  constructor(private readonly deps: { uow: UnitOfWork; clock: Clock }) {}

  async execute(actor: Actor, id: number, body: unknown): Promise<Result<FurnitureRequest>> {
    const admin = requireAdmin(actor);
    if (!admin.ok) return admin;
    const input = validate(quoteSchema, body);
    if (!input.ok) return fail(errors.validation(input.message, input.fieldErrors));
    const now = this.deps.clock.now();
    const validUntil = input.value.validUntil ?? defaultValidUntil(now);
    const problem = validUntilProblem(validUntil, now);
    if (problem) return fail(errors.validation(problem, { validUntil: problem }));

    return this.deps.uow.run(async (tx) => {
      const loaded = await loadVisibleRequest(tx, actor, id, true);
      if (!loaded.ok) return loaded;
      const decision = decide(loaded.value, { type: 'PROVIDE_QUOTE' });
      if (!decision.allowed) return fail(errors.conflict(decision.rule, decision.message));
      const previous = await tx.quotes.current(id);
      const version = (previous?.version ?? 0) + 1;
      // Each version pins the design it prices: the one given, else the one priced before.
      const designs = await projectDesignsOf(tx, id);
      const design =
        input.value.design ?? (previous ? designs.versionDesign(previous) : designs.requestDesign);
      const profile = (await tx.workshopProfile.current())?.document ?? DEFAULT_WORKSHOP_PROFILE;
      const lines = input.value.lines ?? null;
      const firm = lines !== null || input.value.priceCents != null;
      // A firm price without a deposit given asks the workshop's usual share up front.
      const depositPercent = firm
        ? (input.value.depositPercent ?? profile.defaultDepositPercent)
        : null;
      // Lines carry the workshop's sales tax as it is now; the version keeps it as sent.
      const priced = {
        lines,
        salesTax: lines ? profile.salesTax : null,
        taxExemptReason: lines ? (input.value.taxExemptReason ?? null) : null,
        depositPercent,
        priceCents: input.value.priceCents ?? null,
      };
      // Lines: the firm price is their total with no option ticked, and the spec's amount
      // text says it, whatever text came with them.
      const base = lines ? versionTotals(priced) : null;
      await tx.quotes.add({
        requestId: id,
        version,
        amount: base ? formatCents(base.totalCents, profile.currency) : input.value.quoteAmount,
        ...priced,
        priceCents: base ? base.totalCents : priced.priceCents,
        notes: input.value.quoteNotes ?? null,
        quotedBy: input.value.quotedBy,
        quotedAt: now,
        validUntil,
        design,
      });
      // The request's quote fields read the version just added: only the status is the request's.
      const updated = await tx.requests.update(id, { status: decision.next.status }, now);
      // The change request's words joined the thread: the new version answers them, as a reply
      // would, so they no longer wait in the team's inbox as an unread message.
      if (previous?.changesRequestedAt) await tx.messages.markRead(id, 'admin');
      await tx.outbox.add([{ type: 'QuoteProvided', requestId: id, by: actedBy(actor) }], now);
      await tx.outbox.schedule(
        { type: 'QuoteReminderDue', requestId: id, quoteVersion: version },
        { at: reminderDueAt(now, validUntil), key: `quote-reminder:${id}:${version}` },
        now,
      );
      return ok(updated);
    });
  }
}
