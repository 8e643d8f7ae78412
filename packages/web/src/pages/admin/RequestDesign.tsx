import { useMemo } from 'react';
import {
  buildPieceModel,
  describePiece,
  designSummary,
  dimensionFieldsFor,
  dimensionProblems,
  estimatePrice,
  formatInches,
  formatPriceRange,
  inchesAsWritten,
  isWizardFurnitureType,
  parseLength,
  pieceDesignFromSaved,
  readSizes,
  type DimensionField,
  type DimensionProblem,
  type PieceModel,
  type PriceList,
} from '@workshop/domain';
import { PiecePreview } from '../../features/piece/PiecePreview';
import { PriceEstimate } from '../../features/piece/PriceEstimate';
import { isStatus } from '../../api/errors';
import { useRequestDesign, type AdminRequest, type RequestDesign } from '../../api/admin-requests';
import { usePriceList } from '../../api/price-list';
import * as text from './text.css';
import * as styles from './request-details.css';

export const ADMIN_TYPICAL_NOTE = '* A typical size: the customer left this one empty.';
export const SAVED_PRICE_NOTE =
  'From the price list when the customer saved the design: a starting point for the quote.';
export const TODAYS_PRICE_NOTE =
  'From today’s price list (the design was saved without one): a starting point for the quote.';
export const QUOTE_STARTING_POINT =
  'A starting point from the price list, for the piece the customer drew: your quote is what counts.';
/** A quote version's design has no price of its own: the quote's amount is the price. */
export const QUOTED_PRICE_NOTE =
  'From today’s price list, for this design: the quote’s amount is what was agreed.';

/**
 * A wizard type has the customer's design; any request the workshop quoted may have one of the
 * workshop's (a quick-form request it designed in its quote).
 */
function mayHaveDesign(request: AdminRequest): boolean {
  return (
    (request.furnitureType !== null && isWizardFurnitureType(request.furnitureType)) ||
    request.quoteAmount !== null
  );
}

interface DrawnDesign {
  readonly model: PieceModel;
  /** The design in one line: '96 x 40 x 30 in walnut trestle table with 2 leaves of 18 in'. */
  readonly summary: string;
  /** A size the customer typed that the drawing could not use, and the workshop's range. */
  readonly advice: readonly string[];
  /** '$2,400 – $3,100' */
  readonly price: string;
  readonly priceNote: string;
}

/**
 * A size the drawing could not use, for the workshop to confirm: 'Length typed as “about six
 * feet”: not a size the site could read.', 'Length typed as “70 ft” (840 in): A table is ...'.
 */
function sizeAdvice(field: DimensionField, typed: string, problem: DimensionProblem): string {
  const asTyped = `${field.descriptionLabel} typed as “${typed.trim()}”`;
  if (problem.kind === 'unreadable' && field.unit === 'inches') {
    return `${asTyped}: not a size the site could read.`;
  }
  const inches =
    field.unit === 'inches' && inchesAsWritten(typed) === null ? parseLength(typed) : null;
  const read = inches === null ? '' : ` (${formatInches(inches)} in)`;
  return `${asTyped}${read}: ${problem.message}.`;
}

/** A design as answered, read against the catalog as the wizard would draw it; null if it cannot. */
function drawDesign(design: RequestDesign, prices: PriceList): DrawnDesign | null {
  const piece = pieceDesignFromSaved({
    furnitureType: design.furnitureType,
    style: design.style,
    constructionMaterial: design.material,
    specificMaterial: design.specificMaterial,
    surfaceFinish: design.finish,
    specificFinish: design.specificFinish,
    dimensions: design.dimensions,
    features: design.features,
    base: design.base,
    leafCount: design.leafCount,
    leafLength: design.leafLength,
  });
  if (!piece) return null;
  const typed = readSizes(design.dimensions ?? '') ?? {};
  const problems = dimensionProblems(design.furnitureType, typed);
  const advice = dimensionFieldsFor(design.furnitureType).flatMap((field) => {
    const problem = problems[field.key];
    return problem ? [sizeAdvice(field, typed[field.key] ?? '', problem)] : [];
  });
  return {
    model: buildPieceModel(piece),
    summary: designSummary(piece),
    advice,
    price: design.estimatedPrice ?? formatPriceRange(estimatePrice(piece, prices)),
    priceNote:
      design.source === 'quote'
        ? QUOTED_PRICE_NOTE
        : design.estimatedPrice !== null
          ? SAVED_PRICE_NOTE
          : TODAYS_PRICE_NOTE,
  };
}

/** The request's designs drawn and priced, once they have loaded: in force, and as sent. */
function useDrawnDesigns(request: AdminRequest, enabled: boolean) {
  const query = useRequestDesign(request, enabled && mayHaveDesign(request));
  const prices = usePriceList();
  const { design, requestDesign } = query.data ?? { design: null, requestDesign: null };
  const drawn = useMemo(() => (design ? drawDesign(design, prices) : null), [design, prices]);
  const requested = useMemo(
    () => (requestDesign ? drawDesign(requestDesign, prices) : null),
    [requestDesign, prices],
  );
  return { design, drawn, requested, failed: query.isError && !isStatus(query.error, 404) };
}

/** "Signed Design (version 2)", "Quoted Design (version 1)", "Wizard Design". */
function titleOf(design: RequestDesign): string {
  if (design.source === 'request') return 'Wizard Design';
  return `${design.signed ? 'Signed' : 'Quoted'} Design (version ${design.quoteVersion ?? '?'})`;
}

function DrawnDesignBody({ drawn }: { drawn: DrawnDesign }) {
  return (
    <div className={styles.design}>
      <p className={styles.designSummary} data-testid="design-summary">
        {drawn.summary}
      </p>
      <PiecePreview model={drawn.model} typicalNote={ADMIN_TYPICAL_NOTE} />
      {drawn.advice.length > 0 && (
        <div className={styles.advice}>
          <p>Sizes to confirm with the customer (drawn at a typical size):</p>
          <ul>
            {drawn.advice.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </div>
      )}
      <PriceEstimate range={drawn.price} note={drawn.priceNote} />
    </div>
  );
}

/**
 * On an open card: the piece the project is to be built to, drawn, in words and priced. Once
 * the customer signed a version, that version's design, with the customer's own design kept
 * below as the original request; before, the customer's wizard design, or for a request
 * without one the design the workshop quoted. Nothing for a request without any design.
 */
export function RequestDesignSection({
  request,
  headingId,
}: {
  request: AdminRequest;
  headingId: string;
}) {
  const { design, drawn, requested, failed } = useDrawnDesigns(request, true);
  // A request deleted meanwhile (404) leaves with the list's next read.
  if (failed) {
    return (
      <section className={styles.section} aria-labelledby={headingId}>
        <h4 id={headingId} className={styles.sectionTitle}>
          Design
        </h4>
        <p className={text.muted}>The design could not be loaded.</p>
      </section>
    );
  }
  if (!design || !drawn) return null;
  // The customer's design below the signed one, unless it is the same piece.
  const history =
    design.source === 'quote' &&
    design.signed &&
    requested &&
    describePiece(requested.model) !== describePiece(drawn.model)
      ? requested
      : null;
  return (
    <>
      <section
        className={styles.section}
        aria-labelledby={headingId}
        data-testid="request-design"
        data-source={design.signed ? 'signed' : design.source}
      >
        <h4 id={headingId} className={styles.sectionTitle}>
          {titleOf(design)}
        </h4>
        <DrawnDesignBody drawn={drawn} />
      </section>
      {history && (
        <section
          className={styles.section}
          aria-labelledby={`${headingId}-original`}
          data-testid="original-design"
        >
          <h4 id={`${headingId}-original`} className={styles.sectionTitle}>
            Original request: the customer’s design
          </h4>
          <DrawnDesignBody drawn={history} />
        </section>
      )}
    </>
  );
}

/** In the quote dialog: the wizard's indicative price, as a starting point. */
export function QuoteStartingPoint({ request, open }: { request: AdminRequest; open: boolean }) {
  const { requested } = useDrawnDesigns(request, open);
  if (!requested) return null;
  return (
    <PriceEstimate
      label="Indicative price from the wizard"
      range={requested.price}
      note={QUOTE_STARTING_POINT}
    />
  );
}
