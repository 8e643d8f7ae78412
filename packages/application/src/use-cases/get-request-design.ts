import type { Actor } from '../actor';
import { loadVisibleRequest, requireAdmin } from '../access';
import type { UnitOfWork } from '../ports/unit-of-work';
import type { FurnitureCustomization } from '../records';
import { ok, type Result } from '../result';

/** The wizard design a project came from: what the workshop draws and quotes from. */
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
  | 'estimatedPrice'
  | 'updatedAt'
>;

/**
 * The workshop reads the saved design of a project (null for a request that did not come from
 * the wizard). Only the design: the draft's contact fields are the project's own.
 */
export class GetRequestDesign {
  constructor(private readonly deps: { uow: UnitOfWork }) {}

  async execute(actor: Actor, id: number): Promise<Result<RequestDesign | null>> {
    const admin = requireAdmin(actor);
    if (!admin.ok) return admin;
    return this.deps.uow.run(async (tx) => {
      const request = await loadVisibleRequest(tx, actor, id);
      if (!request.ok) return request;
      const draft = await tx.customizations.findByRequestId(id);
      if (!draft) return ok(null);
      return ok({
        furnitureType: draft.furnitureType,
        style: draft.style,
        material: draft.material,
        specificMaterial: draft.specificMaterial,
        finish: draft.finish,
        specificFinish: draft.specificFinish,
        dimensions: draft.dimensions,
        features: draft.features,
        estimatedPrice: draft.estimatedPrice,
        updatedAt: draft.updatedAt,
      });
    });
  }
}
