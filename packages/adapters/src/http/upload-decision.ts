import { rm } from 'node:fs/promises';
import type { Request, RequestHandler } from 'express';
import type { UploadTarget } from '@workshop/application';
import { sendError } from './errors';
import { scratchOf, StorageFailure } from './storage-failure';
import type { StorageHealth } from '../storage/storage-health';
import type { HttpUseCases } from './use-cases';

/**
 * Put in front of an upload: who may send files to what is decided from the session and the
 * URL alone, so a refused request is answered before its body is read (nothing is received,
 * checked or decoded for it). A JSON request passes on: it carries no file.
 */
export function decideUpload(
  useCases: HttpUseCases,
  storage: StorageHealth | undefined,
  target: (req: Request) => UploadTarget,
  upload: RequestHandler,
): RequestHandler {
  return (req, res, next) => {
    if (!req.is('multipart/form-data')) return upload(req, res, next);
    let aim: UploadTarget;
    try {
      aim = target(req);
    } catch (error) {
      return next(error);
    }
    decide(aim).then((refused) => {
      if (refused) return refused();
      // Whatever becomes of the request, nothing it received stays in the scratch folder.
      res.on('close', () => {
        for (const path of scratchOf(req)) void rm(path, { force: true }).catch(() => undefined);
      });
      upload(req, res, next);
    }, next);

    async function decide(aim: UploadTarget): Promise<(() => void) | null> {
      const decision = await useCases.authorizeUpload.execute(res.locals.actor, aim);
      if (!decision.ok) return () => sendError(res, decision.error);
      if (storage && !(await storage.roomForUploads())) {
        return () => next(new StorageFailure('low_space'));
      }
      return null;
    }
  };
}
