import { Router, type RequestHandler } from 'express';
import type { HttpUseCases } from '../use-cases';
import { respond } from '../errors';

/** POST /api/customizations: the wizard's draft, saved on Next for steps 1-7. */
export function customizationRoutes(
  useCases: HttpUseCases,
  upload: RequestHandler,
  saveLimit: RequestHandler,
): Router {
  const router = Router();
  router.post('/api/customizations', saveLimit, upload, async (req, res) => {
    const result = await useCases.saveCustomization.execute({
      fields: req.body,
      image: res.locals.image,
    });
    respond(res, result, (draft) => ({
      message: 'Design saved',
      customization: { id: draft.id, sessionId: draft.sessionId, updatedAt: draft.updatedAt },
    }));
  });
  return router;
}
