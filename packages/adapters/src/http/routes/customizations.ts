import type { IRouter, RequestHandler } from 'express';
import type { HttpUseCases } from '../use-cases';
import { respond } from '../errors';

/** POST /api/customizations: the wizard's draft, saved on Next for steps 1-7. */
export function customizationRoutes(
  api: IRouter,
  useCases: HttpUseCases,
  upload: RequestHandler,
  saveLimit: RequestHandler,
): void {
  api.post('/api/customizations', saveLimit, upload, async (req, res) => {
    const result = await useCases.saveCustomization.execute({
      fields: req.body,
      image: res.locals.image,
    });
    respond(res, result, (draft) => ({
      message: 'Design saved',
      customization: { id: draft.id, sessionId: draft.sessionId, updatedAt: draft.updatedAt },
    }));
  });
}
