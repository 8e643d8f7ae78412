import { requestChangesSchema, validate } from '@workshop/domain';
import type { Actor } from '../actor';
import type { Clock } from '../ports/clock';
import type { UnitOfWork } from '../ports/unit-of-work';
import { ok, type Result } from '../result';
import { answerQuote } from './quote-answer';

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
      const answer = await answerQuote(tx, actor, id, 'REQUEST_CHANGES', input, now);
      if (!answer.ok) return answer;
      const { request, quote } = answer.value;
      const message = await tx.messages.create(
        {
          projectId: id,
          senderType: 'customer',
          senderName: request.fullName,
          message: `Changes requested to quote v${quote.version}: ${answer.value.input.message}`,
        },
        now,
      );
      // The team hears of it by its own email; the digest need not repeat it.
      await tx.messages.markTeamAlerted([message.id], now);
      await tx.quotes.markChangesRequested(id, quote.version, answer.value.input.message, now);
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
