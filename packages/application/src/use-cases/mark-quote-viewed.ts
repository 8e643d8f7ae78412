import { quoteStateOf } from '@workshop/domain';
import type { Actor } from '../actor';
import { loadOwnRequest } from '../access';
import type { Clock } from '../ports/clock';
import type { UnitOfWork } from '../ports/unit-of-work';
import { errors, fail, ok, type Result } from '../result';
import { signedTotals, type QuoteView } from './list-quotes';
import { NO_SUCH_VERSION } from './quote-answer';
import { projectDesignsOf } from '../wizard-design';

/**
 * The customer opened a version of their quote on the site's own page (the dashboard calls
 * this; no read does). The first opening of the current version, while it awaits their answer,
 * is recorded and the team is told, once: the row is marked only where it was not yet. An older
 * version, or one opened after the project moved on (approved, declined, done), changes nothing:
 * "opened" then tells the team nothing. Only the customer counts; the team's reads never do.
 */
export class MarkQuoteViewed {
  constructor(private readonly deps: { uow: UnitOfWork; clock: Clock }) {}

  async execute(actor: Actor, id: number, version: number): Promise<Result<QuoteView>> {
    const now = this.deps.clock.now();
    return this.deps.uow.run(async (tx) => {
      const loaded = await loadOwnRequest(tx, actor, id);
      if (!loaded.ok) return loaded;
      const versions = await tx.quotes.listByRequest(id);
      const opened = versions.find((quote) => quote.version === version);
      if (!opened) return fail(errors.notFound(NO_SUCH_VERSION));
      const current = opened.version === versions.at(-1)?.version;
      const awaited = current && loaded.value.status === 'quoted' && !opened.viewedAt;
      let quote = opened;
      if (awaited && (await tx.quotes.markViewed(id, version, now))) {
        quote = { ...opened, viewedAt: now };
        await tx.outbox.add([{ type: 'QuoteViewed', requestId: id, quoteVersion: version }], now);
      }
      const acceptance = await tx.quotes.findAcceptance(id);
      return ok({
        ...quote,
        design: (await projectDesignsOf(tx, id)).versionDesign(quote),
        drawings: (await tx.quotes.listDrawings(id)).filter((d) => d.version === version),
        totals: signedTotals(quote, acceptance),
        state: quoteStateOf({ ...quote, current, accepted: acceptance?.version === version }, now),
      });
    });
  }
}
