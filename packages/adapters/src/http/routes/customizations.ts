import type { IRouter, RequestHandler } from 'express';
import type { Keyed } from '../idempotency';
import type { HttpUseCases } from '../use-cases';
import { iso, type Answer } from '../answers';
import { respond } from '../errors';
import { savedDraftView } from '../views/design';

/**
 * The wizard's draft: saved on Next for steps 1-7 (POST /api/customizations), read back to
 * restore the wizard (GET, by session id, without contact details), and its image,
 * uploaded once, as soon as it is chosen (POST /api/customizations/image), or taken off it
 * (DELETE). The image goes through the drafts' upload (their daily byte budget per address)
 * and every write counts against the drafts' save limits (per address before the body is read,
 * per design once it is); reading one back against its own.
 */
export function customizationRoutes(
  api: IRouter,
  useCases: HttpUseCases,
  handlers: {
    readonly upload: RequestHandler;
    readonly saveLimit: RequestHandler;
    readonly designLimit: RequestHandler;
    readonly readLimit: RequestHandler;
    readonly keyed: Keyed;
  },
): void {
  const { upload, saveLimit, designLimit, readLimit, keyed } = handlers;
  // The session id goes in the query, which the request log leaves out: it is the draft's key.
  api.get('/api/customizations', readLimit, async (req, res) => {
    const result = await useCases.getSavedDraft.execute(req.query['sessionId']);
    respond(res, result, (draft): Answer<'/api/customizations', 'get'> => ({
      draft: savedDraftView(draft),
    }));
  });

  api.post(
    '/api/customizations',
    ...keyed(saveLimit, upload, designLimit, {
      run: (req, res) =>
        useCases.saveCustomization.execute({ fields: req.body, image: res.locals.image }),
      answer: (draft): Answer<'/api/customizations', 'post'> => ({
        message: 'Design saved',
        customization: {
          id: draft.id,
          sessionId: draft.sessionId,
          updatedAt: iso(draft.updatedAt),
        },
      }),
    }),
  );

  api.post(
    '/api/customizations/image',
    ...keyed(saveLimit, upload, designLimit, {
      run: (req, res) =>
        useCases.attachDraftImage.execute({ fields: req.body, image: res.locals.image }),
      answer: (image): Answer<'/api/customizations/image', 'post', 201> => ({
        message: 'Image uploaded',
        image: { reference: image.reference, originalName: image.originalName },
      }),
      status: 201,
    }),
  );

  api.delete('/api/customizations/image', saveLimit, designLimit, async (req, res) => {
    const result = await useCases.removeDraftImage.execute(req.body);
    respond(res, result, ({ removed }): Answer<'/api/customizations/image', 'delete'> => ({
      message: removed ? 'Image removed' : 'The design had no such image',
    }));
  });
}
