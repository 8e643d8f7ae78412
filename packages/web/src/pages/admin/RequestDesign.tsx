import { useMemo } from 'react';
import {
  buildPieceModel,
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

/** Only the wizard's five types can have a design: the others are never asked for one. */
function mayHaveDesign(request: AdminRequest): boolean {
  return request.furnitureType !== null && isWizardFurnitureType(request.furnitureType);
}

interface DrawnDesign {
  readonly model: PieceModel;
  /** A size the customer typed that the drawing could not use, and the workshop's range. */
  readonly advice: readonly string[];
  /** '$2,400 – $3,100' */
  readonly price: string;
  /** The price was saved with the design (not worked out now from today's list). */
  readonly saved: boolean;
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

/** The saved design, read against the catalog as the wizard would draw it; null if it cannot. */
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
    advice,
    price: design.estimatedPrice ?? formatPriceRange(estimatePrice(piece, prices)),
    saved: design.estimatedPrice !== null,
  };
}

/** The request's design drawn and priced, once it has loaded; null for none. */
function useDrawnDesign(request: AdminRequest, enabled: boolean) {
  const query = useRequestDesign(request.id, enabled && mayHaveDesign(request));
  const design = query.data;
  const prices = usePriceList();
  const drawn = useMemo(() => (design ? drawDesign(design, prices) : null), [design, prices]);
  return { drawn, failed: query.isError && !isStatus(query.error, 404) };
}

/**
 * On an open card: the piece as the customer designed it in the wizard, drawn from the saved
 * draft, with the indicative price saved with it. Nothing for a request without a design.
 */
export function RequestDesignSection({
  request,
  headingId,
}: {
  request: AdminRequest;
  headingId: string;
}) {
  const { drawn, failed } = useDrawnDesign(request, true);
  // A request deleted meanwhile (404) leaves with the list's next read.
  if (failed) {
    return (
      <section className={styles.section} aria-labelledby={headingId}>
        <h4 id={headingId} className={styles.sectionTitle}>
          Wizard Design
        </h4>
        <p className={text.muted}>The design could not be loaded.</p>
      </section>
    );
  }
  if (!drawn) return null;
  return (
    <section className={styles.section} aria-labelledby={headingId} data-testid="request-design">
      <h4 id={headingId} className={styles.sectionTitle}>
        Wizard Design
      </h4>
      <div className={styles.design}>
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
        <PriceEstimate
          range={drawn.price}
          note={drawn.saved ? SAVED_PRICE_NOTE : TODAYS_PRICE_NOTE}
        />
      </div>
    </section>
  );
}

/** In the quote dialog: the wizard's indicative price, as a starting point. */
export function QuoteStartingPoint({ request, open }: { request: AdminRequest; open: boolean }) {
  const { drawn } = useDrawnDesign(request, open);
  if (!drawn) return null;
  return (
    <PriceEstimate
      label="Indicative price from the wizard"
      range={drawn.price}
      note={QUOTE_STARTING_POINT}
    />
  );
}
