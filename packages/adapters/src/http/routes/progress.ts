import { pipeline } from 'node:stream/promises';
import type { IRouter, Request, RequestHandler, Response, NextFunction } from 'express';
import {
  requireAdmin,
  type PhotoSize,
  type ProgressPhoto,
  type ProgressUpdate,
} from '@workshop/application';
import type { Keyed } from '../idempotency';
import type { HttpUseCases } from '../use-cases';
import { isoOrNull, type Answer, type Schema } from '../answers';
import { respond, sendError } from '../errors';
import { photoNumber, progressUpdateId, projectId } from '../params';
import { contentTypeOf, type ObjectStore } from '../../storage/object-store';

/** A photo as the API answers it: by the addresses that check who asks, never by stored name. */
function photoView(
  projectIdValue: number,
  update: ProgressUpdate,
  photo: ProgressPhoto,
  n: number,
) {
  const url = `/api/furniture-requests/${projectIdValue}/progress/${update.id}/photos/${n}`;
  return {
    url,
    thumbnailUrl: `${url}/thumbnail`,
    name: photo.originalName,
    width: photo.width,
    height: photo.height,
  };
}

function updateView(update: ProgressUpdate): Schema<'ProgressUpdate'> {
  return {
    id: update.id,
    kind: update.kind,
    milestone: update.milestone,
    note: update.note,
    postedAt: update.postedAt.toISOString(),
    readByCustomer: update.readByCustomer,
    authorName: update.authorName,
    editedAt: isoOrNull(update.editedAt),
    photos: update.photos.map((photo, index) =>
      photoView(update.projectId, update, photo, index + 1),
    ),
  };
}

/**
 * A project's progress timeline: the workshop posts (multipart, photos through the upload
 * path), the customer and the workshop read, the customer marks it read, and each photo is
 * served from the store to those two only.
 */
export function progressRoutes(
  api: IRouter,
  useCases: HttpUseCases,
  handlers: {
    readonly upload: RequestHandler;
    readonly store: ObjectStore;
    readonly keyed: Keyed;
  },
): void {
  const { upload, store, keyed } = handlers;
  const base = '/api/furniture-requests/:id/progress';

  // Only the workshop may send photos: anyone else is refused before a byte is read or decoded.
  const adminFirst: RequestHandler = (_req, res, next) => {
    const admin = requireAdmin(res.locals.actor);
    if (!admin.ok) return sendError(res, admin.error);
    next();
  };

  api.post(
    base,
    ...keyed(adminFirst, upload, {
      run: (req, res) =>
        useCases.postProgress.execute(res.locals.actor, projectId(req), {
          fields: req.body,
          photos: res.locals.photos,
        }),
      answer: (update): Answer<'/api/furniture-requests/{id}/progress', 'post', 201> => ({
        message: 'Progress posted',
        data: updateView(update),
      }),
      status: 201,
    }),
  );

  api.get(base, async (req, res) => {
    const result = await useCases.listProgress.execute(res.locals.actor, projectId(req));
    respond(res, result, (updates): Answer<'/api/furniture-requests/{id}/progress', 'get'> => ({
      data: updates.map(updateView),
      unread: updates.filter((update) => !update.readByCustomer).length,
    }));
  });

  api.patch(`${base}/:updateId`, async (req, res) => {
    const result = await useCases.editProgress.execute(
      res.locals.actor,
      projectId(req),
      progressUpdateId(req),
      req.body,
    );
    respond(
      res,
      result,
      (update): Answer<'/api/furniture-requests/{id}/progress/{updateId}', 'patch'> => ({
        message: 'Progress update edited',
        data: updateView(update),
      }),
    );
  });

  api.delete(`${base}/:updateId`, async (req, res) => {
    const result = await useCases.deleteProgress.execute(
      res.locals.actor,
      projectId(req),
      progressUpdateId(req),
      req.body,
    );
    respond(
      res,
      result,
      ({ id }): Answer<'/api/furniture-requests/{id}/progress/{updateId}', 'delete'> => ({
        message: 'Progress update deleted',
        id,
      }),
    );
  });

  api.post(`${base}/read`, async (req, res) => {
    const result = await useCases.markProgressRead.execute(res.locals.actor, projectId(req));
    respond(
      res,
      result,
      ({ marked }): Answer<'/api/furniture-requests/{id}/progress/read', 'post'> => ({
        message: 'Progress marked as read',
        marked,
      }),
    );
  });

  const sendPhoto =
    (size: PhotoSize) => async (req: Request, res: Response, next: NextFunction) => {
      const result = await useCases.getProgressPhoto.execute(res.locals.actor, {
        projectId: projectId(req),
        updateId: progressUpdateId(req),
        n: photoNumber(req),
        size,
      });
      if (!result.ok) return sendError(res, result.error);
      const { path, downloadName } = result.value;
      try {
        const object = await store.open(path);
        if (!object) {
          res.status(404).json({ message: 'Photo not found' });
          return;
        }
        // The API's headers stay (nosniff, a CSP that allows nothing, no framing); only the
        // cache changes: this address always holds the same photo, kept by this browser only.
        res.set({
          'Content-Type': contentTypeOf(path),
          'Content-Length': String(object.size),
          'Content-Disposition': `inline; filename="${downloadName}"`,
          'Cache-Control': 'private, max-age=86400, immutable',
        });
        await pipeline(object.body, res);
      } catch (error) {
        if (!res.headersSent) next(error);
        else res.destroy();
      }
    };

  api.get(`${base}/:updateId/photos/:n`, sendPhoto('full'));
  api.get(`${base}/:updateId/photos/:n/thumbnail`, sendPhoto('thumbnail'));
}
