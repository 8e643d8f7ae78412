import { decide, requestChangesSchema, validate } from '@workshop/domain';
import type { Actor } from '../actor';
import { loadOwnRequest } from '../access';
import type { Clock } from '../ports/clock';
import type { UnitOfWork } from '../ports/unit-of-work';
import { errors, fail, ok, type Result } from '../result';
import { answeredQuote, NO_SUCH_VERSION } from './quote-standing';

export const CHANGES_REQUESTED =
  'Your request for changes has been sent. We will send you a new version.';

/**
 * The customer asks for changes to the current quote: their words join the project's thread,
 * the team is emailed at once (not through the message digest), and the quote shows "Changes
 * requested" until a new version answers it.
 */
export class RequestQuoteChanges {
  constructor(private readonly deps: { uow: UnitOfWork; clock: Clock }) {}

  async execute(actor: Actor, id: number, body: unknown): Promise<Result<{ message: string }>> {
    const input = validate(requestChangesSchema, body);
    const now = this.deps.clock.now();
    return this.deps.uow.run(async (tx) => {
      const loaded = await loadOwnRequest(tx, actor, id, true);
      if (!loaded.ok) return loaded;
      const versions = await tx.quotes.listByRequest(id);
      const { quote, standing } = answeredQuote(
        versions,
        input.ok ? input.value.version : undefined,
        now,
      );
      const decision = decide(loaded.value, { type: 'REQUEST_CHANGES', quote: standing });
      if (!decision.allowed) return fail(errors.conflict(decision.rule, decision.message));
      if (!input.ok) return fail(errors.validation(input.message, input.fieldErrors));
      if (!quote) return fail(errors.notFound(NO_SUCH_VERSION));
      const message = await tx.messages.create(
        {
          projectId: id,
          senderType: 'customer',
          senderName: loaded.value.fullName,
          message: `Changes requested to quote v${quote.version}: ${input.value.message}`,
        },
        now,
      );
      // The team hears of it by its own email; the digest need not repeat it.
      await tx.messages.markTeamAlerted([message.id], now);
      await tx.quotes.markChangesRequested(id, quote.version, now);
      await tx.outbox.add(
        [
          {
            type: 'QuoteChangesRequested',
            requestId: id,
            quoteVersion: quote.version,
            messageId: message.id,
          },
        ],
        now,
      );
      return ok({ message: CHANGES_REQUESTED });
    });
  }
}
