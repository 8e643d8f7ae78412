import type { Request, RequestHandler } from 'express';
import type { UploadTarget } from '@workshop/application';
import { sendError } from './errors';
import type { HttpUseCases } from './use-cases';

/**
 * Put in front of an upload: who may send files to what is decided from the session and the
 * URL alone, so a refused request is answered before its body is read (nothing is received,
 * checked or decoded for it). A JSON request passes on: it carries no file.
 */
export function decideUpload(
  useCases: HttpUseCases,
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
    useCases.authorizeUpload.execute(res.locals.actor, aim).then((decision) => {
      if (!decision.ok) return sendError(res, decision.error);
      upload(req, res, next);
    }, next);
  };
}
