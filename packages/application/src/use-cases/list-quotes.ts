import {
  quoteStateOf,
  versionTotals,
  type QuotedDesign,
  type QuoteState,
  type QuoteTotals,
} from '@workshop/domain';
import type { Actor } from '../actor';
import { loadVisibleRequest } from '../access';
import type { Clock } from '../ports/clock';
import type { UnitOfWork } from '../ports/unit-of-work';
import type { QuoteAcceptance, QuoteDrawing, QuoteVersion } from '../records';
import { ok, type Result } from '../result';
import { projectDesignsOf } from '../wizard-design';

export interface QuoteView extends QuoteVersion {
  readonly state: QuoteState;
  /** Its figures: as signed for the accepted version, else with no option ticked. */
  readonly totals: QuoteTotals | null;
  /** The workshop's drawings sent with it, in the order attached. */
  readonly drawings: readonly QuoteDrawing[];
}

export interface QuoteHistory {
  /** Oldest first; the last is the current quote. */
  readonly versions: readonly QuoteView[];
  readonly acceptance: QuoteAcceptance | null;
  /** The design the customer sent from the wizard, which the versions' changes are read from. */
  readonly requestDesign: QuotedDesign | null;
}

/**
 * Every version of a project's quote with where each stands, for its customer and the team.
 * Only a read: the customer's opening of a quote is their page's own call (MarkQuoteViewed).
 */
export class ListQuotes {
  constructor(private readonly deps: { uow: UnitOfWork; clock: Clock }) {}

  async execute(actor: Actor, id: number): Promise<Result<QuoteHistory>> {
    const now = this.deps.clock.now();
    return this.deps.uow.run(async (tx) => {
      const loaded = await loadVisibleRequest(tx, actor, id);
      if (!loaded.ok) return loaded;
      const versions = await tx.quotes.listByRequest(id);
      const current = versions.at(-1);
      const acceptance = await tx.quotes.findAcceptance(id);
      const designs = await projectDesignsOf(tx, id);
      const drawings = await tx.quotes.listDrawings(id);
      return ok({
        requestDesign: designs.requestDesign,
        versions: versions.map((quote) => ({
          ...quote,
          // A version sent before designs were pinned stands for the wizard's design.
          design: designs.versionDesign(quote),
          drawings: drawings.filter((drawing) => drawing.version === quote.version),
          totals: signedTotals(quote, acceptance),
          state: quoteStateOf(
            {
              ...quote,
              current: quote.version === current?.version,
              accepted: acceptance?.version === quote.version,
            },
            now,
          ),
        })),
        acceptance,
      });
    });
  }
}

/** A version's figures: with the options its acceptance ticked, when it is the one accepted. */
export function signedTotals(
  quote: QuoteVersion,
  acceptance: QuoteAcceptance | null,
): QuoteTotals | null {
  return versionTotals(quote, acceptance?.version === quote.version ? acceptance.chosenLines : []);
}
