import { pipeline } from 'node:stream/promises';
import { Router, type Response } from 'express';
import {
  contentTypeOf,
  PUBLIC_UPLOAD_NAME,
  type ObjectStore,
  type StoredObjectInfo,
} from '../../storage/object-store';

function notFound(res: Response): void {
  res.removeHeader('ETag');
  res.status(404).json({ message: 'Image not found' });
}

function describe(res: Response, name: string, info: StoredObjectInfo): void {
  res.set({
    'Content-Type': contentTypeOf(name),
    'Content-Length': String(info.size),
    'Last-Modified': info.lastModified.toUTCString(),
    'Cache-Control': 'private, max-age=86400, immutable',
  });
}

/**
 * GET /uploads/{name}: only names we generated, streamed from the store (a folder or a private
 * bucket), never redirected to it. A stored name is written once and never changes, so the name
 * itself is a strong validator: a revalidation only asks the store whether the file still exists.
 */
export function uploadRoutes(store: ObjectStore): Router {
  const router = Router();
  router.get('/uploads/:name', async (req, res, next) => {
    const name = req.params.name;
    if (!PUBLIC_UPLOAD_NAME.test(name)) return notFound(res);
    // Set before req.fresh is read: it compares If-None-Match with this header.
    res.set('ETag', `"${name.slice(0, name.indexOf('.'))}"`);
    try {
      if (req.fresh || req.method === 'HEAD') {
        const info = await store.stat(name);
        if (!info) return notFound(res);
        describe(res, name, info);
        if (req.fresh) res.status(304).removeHeader('Content-Length');
        res.end();
        return;
      }
      const object = await store.open(name);
      if (!object) return notFound(res);
      describe(res, name, object);
      // A client that goes away destroys the store's stream with it.
      await pipeline(object.body, res);
    } catch (error) {
      if (!res.headersSent) next(error);
      else res.destroy();
    }
  });
  return router;
}
