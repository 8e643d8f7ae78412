import { agreedDesign, type DesignSource, type QuotedDesign } from '@workshop/domain';
import type { Actor } from '../actor';
import { loadVisibleRequest, requireAdmin } from '../access';
import type { UnitOfWork } from '../ports/unit-of-work';
import type { FurnitureCustomization } from '../records';
import { ok, type Result } from '../result';
import { projectDesignsFrom } from '../wizard-design';

/** The wizard design a project came from, as the customer saved it. */
export type RequestDesign = Pick<
  FurnitureCustomization,
  | 'furnitureType'
  | 'style'
  | 'material'
  | 'specificMaterial'
  | 'finish'
  | 'specificFinish'
  | 'dimensions'
  | 'features'
  | 'base'
  | 'leafCount'
  | 'leafLength'
  | 'estimatedPrice'
  | 'updatedAt'
>;

/** The design a project is to be built to, where it comes from, and its indicative price. */
export interface DesignInForce {
  readonly design: QuotedDesign;
  readonly source: DesignSource;
  /** Saved with the customer's design; null for a quote's, priced from today's list. */
  readonly estimatedPrice: string | null;
  /** When the design was saved or quoted. */
  readonly updatedAt: Date;
}

export interface RequestDesigns {
  /** Signed, else the customer's own, else the workshop's in its newest version; null for none. */
  readonly agreed: DesignInForce | null;
  /** The customer's wizard design as sent: the history once a signed version replaces it. */
  readonly requested: RequestDesign | null;
}

/**
 * The workshop reads the design of a project: the one it is to be built to and the one the
 * customer sent. Only the design: the draft's contact fields are the project's own.
 */
export class GetRequestDesign {
  constructor(private readonly deps: { uow: UnitOfWork }) {}

  async execute(actor: Actor, id: number): Promise<Result<RequestDesigns>> {
    const admin = requireAdmin(actor);
    if (!admin.ok) return admin;
    return this.deps.uow.run(async (tx) => {
      const request = await loadVisibleRequest(tx, actor, id);
      if (!request.ok) return request;
      const draft = await tx.customizations.findByRequestId(id);
      const designs = projectDesignsFrom(draft);
      const versions = await tx.quotes.listByRequest(id);
      const acceptance = await tx.quotes.findAcceptance(id);
      const signed = versions.find((quote) => quote.version === acceptance?.version) ?? null;
      const newest = versions.at(-1) ?? null;
      const agreed = agreedDesign({
        signed: signed && { version: signed.version, design: designs.versionDesign(signed) },
        requested: designs.requestDesign,
        newest: newest && { version: newest.version, design: designs.versionDesign(newest) },
      });
      const source = agreed?.source;
      const quoted =
        source?.kind === 'quote'
          ? versions.find((quote) => quote.version === source.version)
          : undefined;
      return ok({
        agreed: agreed && {
          ...agreed,
          estimatedPrice: agreed.source.kind === 'request' ? (draft?.estimatedPrice ?? null) : null,
          updatedAt: quoted?.quotedAt ?? draft?.updatedAt ?? request.value.createdAt,
        },
        requested: draft && {
          furnitureType: draft.furnitureType,
          style: draft.style,
          material: draft.material,
          specificMaterial: draft.specificMaterial,
          finish: draft.finish,
          specificFinish: draft.specificFinish,
          dimensions: draft.dimensions,
          features: draft.features,
          base: draft.base,
          leafCount: draft.leafCount,
          leafLength: draft.leafLength,
          estimatedPrice: draft.estimatedPrice,
          updatedAt: draft.updatedAt,
        },
      });
    });
  }
}
