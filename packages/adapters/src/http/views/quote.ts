import type { QuoteAcceptance, QuoteDrawing, QuoteView } from '@workshop/application';
import { tableOptionsOf, type QuotedDesign, type QuoteLine } from '@workshop/domain';
import { iso, isoOrNull, type Schema } from '../answers';

/** One version of a project's quote, field by field, with where it stands. */
export function quoteVersionView(quote: QuoteView): Schema<'QuoteVersion'> {
  return {
    requestId: quote.requestId,
    version: quote.version,
    amount: quote.amount,
    priceCents: quote.priceCents,
    depositPercent: quote.depositPercent,
    notes: quote.notes,
    quotedBy: quote.quotedBy,
    quotedAt: iso(quote.quotedAt),
    validUntil: quote.validUntil,
    viewedAt: isoOrNull(quote.viewedAt),
    changesRequestedAt: isoOrNull(quote.changesRequestedAt),
    changesRequest: quote.changesRequest,
    declinedAt: isoOrNull(quote.declinedAt),
    declineReason: quote.declineReason,
    state: quote.state,
    design: quote.design && quotedDesignView(quote.design),
    drawings: quote.drawings.map((drawing) => quoteDrawingView(quote.requestId, drawing)),
    lines: quote.lines && quote.lines.map(quoteLineView),
    salesTax: quote.salesTax && {
      name: quote.salesTax.name,
      ratePercent: quote.salesTax.ratePercent,
    },
    taxExemptReason: quote.taxExemptReason,
    totals: quote.totals && {
      subtotalCents: quote.totals.subtotalCents,
      taxCents: quote.totals.taxCents,
      totalCents: quote.totals.totalCents,
      depositPercent: quote.totals.depositPercent,
      depositCents: quote.totals.depositCents,
      balanceCents: quote.totals.balanceCents,
      chosenLines: quote.totals.lines.flatMap((line, index) =>
        line.optional && line.included ? [index] : [],
      ),
    },
  };
}

function quoteLineView(line: QuoteLine): Schema<'QuoteLine'> {
  return {
    description: line.description,
    quantity: line.quantity,
    unitPriceCents: line.unitPriceCents,
    taxable: line.taxable,
    optional: line.optional,
    amountCents: line.quantity * line.unitPriceCents,
  };
}

/** A drawing by its address, never by its stored name. */
export function quoteDrawingView(requestId: number, drawing: QuoteDrawing): Schema<'QuoteDrawing'> {
  return {
    position: drawing.position,
    name: drawing.name,
    contentType: drawing.contentType,
    size: drawing.size,
    url: `/api/furniture-requests/${requestId}/quotes/${drawing.version}/drawings/${drawing.position}`,
  };
}

/**
 * A design, field by field: the piece, its hardware and notes; a table's base and leaves with
 * their defaults filled in, so a design pinned before they were asked reads as it was drawn.
 */
export function quotedDesignView(design: QuotedDesign): Schema<'QuotedDesign'> {
  return {
    ...(design.furnitureType === 'table' ? tableOptionsOf(design) : {}),
    furnitureType: design.furnitureType,
    style: design.style,
    constructionMaterial: design.constructionMaterial,
    specificMaterial: design.specificMaterial,
    surfaceFinish: design.surfaceFinish,
    specificFinish: design.specificFinish,
    dimensions: { ...design.dimensions },
    features: [...design.features],
    hardware: design.hardware,
    notes: design.notes,
  };
}

/** The customer's signed acceptance, as written. */
export function quoteAcceptanceView(acceptance: QuoteAcceptance): Schema<'QuoteAcceptance'> {
  return {
    requestId: acceptance.requestId,
    version: acceptance.version,
    amount: acceptance.amount,
    method: acceptance.method,
    signatureName: acceptance.signatureName,
    acceptedAt: iso(acceptance.acceptedAt),
    ipAddress: acceptance.ipAddress,
    userAgent: acceptance.userAgent,
    terms: acceptance.terms,
    chosenLines: [...acceptance.chosenLines],
    priceCents: acceptance.priceCents,
  };
}
