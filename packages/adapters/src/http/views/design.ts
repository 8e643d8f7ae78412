import type { DesignInForce, RequestDesign, SavedDraftView } from '@workshop/application';
import { tableOptionsOf } from '@workshop/domain';
import { iso, type Schema } from '../answers';

/** A project's saved wizard design, the piece only, as the customer sent it. */
export function requestDesignView(design: RequestDesign): Schema<'Design'> {
  return {
    furnitureType: design.furnitureType,
    style: design.style,
    material: design.material,
    specificMaterial: design.specificMaterial,
    finish: design.finish,
    specificFinish: design.specificFinish,
    dimensions: design.dimensions,
    features: [...design.features],
    ...tableOptionsView(design),
    estimatedPrice: design.estimatedPrice,
    updatedAt: iso(design.updatedAt),
    source: 'request',
    quoteVersion: null,
    signed: false,
  };
}

/**
 * The design a project is to be built to, in the same fields as the wizard's, with where it
 * comes from: the request, or a version of the quote (signed or not).
 */
export function designInForceView({
  design,
  source,
  estimatedPrice,
  updatedAt,
}: DesignInForce): Schema<'Design'> {
  return {
    furnitureType: design.furnitureType,
    style: design.style || null,
    material: design.constructionMaterial || null,
    specificMaterial: design.specificMaterial || null,
    finish: design.surfaceFinish || null,
    specificFinish: design.specificFinish || null,
    dimensions: JSON.stringify(design.dimensions),
    features: [...design.features],
    ...(design.furnitureType === 'table' ? tableOptionsOf(design) : {}),
    estimatedPrice,
    updatedAt: iso(updatedAt),
    source: source.kind,
    quoteVersion: source.kind === 'quote' ? source.version : null,
    signed: source.kind === 'quote' && source.signed,
  };
}

/** A table's options as saved: only those given (a draft saved before them has none). */
function tableOptionsView(
  saved: Pick<RequestDesign, 'base' | 'leafCount' | 'leafLength'>,
): Pick<Schema<'Design'>, 'base' | 'leafCount' | 'leafLength'> {
  return {
    ...(saved.base === null ? {} : { base: saved.base }),
    ...(saved.leafCount === null ? {} : { leafCount: saved.leafCount }),
    ...(saved.leafLength === null ? {} : { leafLength: saved.leafLength }),
  };
}

/** A wizard draft read back by its session: never the contact details. */
export function savedDraftView(draft: SavedDraftView): Schema<'SavedDraft'> {
  return {
    sessionId: draft.sessionId,
    furnitureType: draft.furnitureType,
    style: draft.style,
    constructionMaterial: draft.constructionMaterial,
    specificMaterial: draft.specificMaterial,
    surfaceFinish: draft.surfaceFinish,
    specificFinish: draft.specificFinish,
    dimensions: draft.dimensions,
    features: [...draft.features],
    base: draft.base,
    leafCount: draft.leafCount,
    leafLength: draft.leafLength,
    notes: draft.notes,
    timeline: draft.timeline,
    image: draft.image && {
      reference: draft.image.reference,
      originalName: draft.image.originalName,
    },
    updatedAt: iso(draft.updatedAt),
  };
}
