import { pipeline } from 'node:stream/promises';
import type { IRouter, RequestHandler } from 'express';
import type { ObjectStore } from '../../storage/object-store';
import type { HttpUseCases } from '../use-cases';
import type { Answer } from '../answers';
import { respond, sendError } from '../errors';
import { disposition } from '../file-disposition';
import { drawingPosition, projectId, quoteVersion } from '../params';
import { quoteDrawingView } from '../views/quote';

/** The workshop's own drawings on a quote version: attached by the team, read by both sides. */
export function quoteDrawingRoutes(
  api: IRouter,
  useCases: HttpUseCases,
  handlers: {
    /** Reads the drawings (checked, stored) once the target was allowed. */
    readonly upload: RequestHandler;
    readonly store: Pick<ObjectStore, 'open'>;
  },
): void {
  const { upload, store } = handlers;

  api.post(
    '/api/admin/furniture-requests/:id/quotes/:version/drawings',
    upload,
    async (req, res) => {
      const id = projectId(req);
      const version = quoteVersion(req);
      const result = await useCases.attachQuoteDrawings.execute(
        res.locals.actor,
        id,
        version,
        res.locals.attachments,
      );
      respond(
        res,
        result,
        (
          drawings,
        ): Answer<'/api/admin/furniture-requests/{id}/quotes/{version}/drawings', 'post', 201> => ({
          message: 'Drawings attached',
          data: drawings.map((drawing) => quoteDrawingView(id, drawing)),
        }),
        201,
      );
    },
  );

  api.get(
    '/api/furniture-requests/:id/quotes/:version/drawings/:position',
    async (req, res, next) => {
      const result = await useCases.getQuoteDrawing.execute(
        res.locals.actor,
        projectId(req),
        quoteVersion(req),
        drawingPosition(req),
      );
      if (!result.ok) return sendError(res, result.error);
      const drawing = result.value;
      try {
        const object = await store.open(drawing.storageKey);
        if (!object) {
          res.status(404).json({ message: 'Drawing not found' });
          return;
        }
        // As a message's files: the API's strict headers stay, the same address keeps one file.
        res.set({
          'Content-Type': drawing.contentType,
          'Content-Length': String(object.size),
          'Content-Disposition': disposition(drawing),
          'Cache-Control': 'private, max-age=86400, immutable',
        });
        await pipeline(object.body, res);
      } catch (error) {
        if (!res.headersSent) next(error);
        else res.destroy();
      }
    },
  );
}
