import {
  buildPieceModel,
  DEFAULT_WORKSHOP_PROFILE,
  quoteStateOf,
  type WorkshopProfile,
  type PieceModel,
  type QuoteState,
} from '@workshop/domain';
import type { Actor } from '../actor';
import { customerView, loadVisibleRequest } from '../access';
import type { Clock } from '../ports/clock';
import type { Transaction, UnitOfWork } from '../ports/unit-of-work';
import type { CustomerRequestView, QuoteAcceptance, QuoteVersion } from '../records';
import { errors, fail, ok, type Result } from '../result';
import { NO_SUCH_VERSION } from './quote-answer';
import { projectDesignsOf } from '../wizard-design';

/** What a quote's PDF prints. */
export interface QuoteDocument {
  /** Whose letterhead it is printed on: the workshop's current profile. */
  readonly workshop: WorkshopProfile;
  readonly request: CustomerRequestView;
  readonly quote: QuoteVersion;
  readonly state: QuoteState;
  /** This version's acceptance, when it is the one accepted. */
  readonly acceptance: QuoteAcceptance | null;
  /** The terms: as accepted, else as they read today. */
  readonly terms: string;
  /** The piece the version prices, drawn as the wizard draws it; null without a design. */
  readonly piece: PieceModel | null;
  /** The names of the workshop's drawings sent with the version, in the order attached. */
  readonly drawings: readonly string[];
}

/**
 * One version of a project's quote as its PDF prints it, read in `tx` for whoever may see the
 * project: the quote's PDF and the signed copy are drawn from the same document.
 */
export async function loadQuoteDocument(
  tx: Transaction,
  actor: Actor,
  id: number,
  version: number,
  now: Date,
): Promise<Result<QuoteDocument>> {
  const loaded = await loadVisibleRequest(tx, actor, id);
  if (!loaded.ok) return loaded;
  const versions = await tx.quotes.listByRequest(id);
  const quote = versions.find((candidate) => candidate.version === version);
  if (!quote) return fail(errors.notFound(NO_SUCH_VERSION));
  const current = versions.at(-1);
  const accepted = await tx.quotes.findAcceptance(id);
  const acceptance = accepted?.version === version ? accepted : null;
  // The version's own design: a version older than pinned designs stands for the wizard's.
  const design = (await projectDesignsOf(tx, id)).versionDesign(quote);
  const workshop = (await tx.workshopProfile.current())?.document ?? DEFAULT_WORKSHOP_PROFILE;
  return ok({
    workshop,
    request: customerView(loaded.value),
    quote: { ...quote, design },
    state: quoteStateOf(
      { ...quote, current: quote.version === current?.version, accepted: acceptance !== null },
      now,
    ),
    acceptance,
    terms: acceptance?.terms ?? workshop.quoteTerms,
    piece: design ? buildPieceModel(design) : null,
    drawings: (await tx.quotes.listDrawings(id))
      .filter((drawing) => drawing.version === version)
      .map((drawing) => drawing.name),
  });
}

/**
 * One version of a project's quote, as its PDF shows it, for its customer and the team. Only a
 * read: a PDF link fetched (from any page) does not count as the customer opening the quote.
 */
export class GetQuoteDocument {
  constructor(private readonly deps: { uow: UnitOfWork; clock: Clock }) {}

  async execute(actor: Actor, id: number, version: number): Promise<Result<QuoteDocument>> {
    const now = this.deps.clock.now();
    return this.deps.uow.run((tx) => loadQuoteDocument(tx, actor, id, version, now));
  }
}
