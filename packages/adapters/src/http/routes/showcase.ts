import type { IRouter, NextFunction, Request, Response } from 'express';
import type { PublishedPiece, ShowcaseConsent } from '@workshop/application';
import type { HttpUseCases } from '../use-cases';
import { HttpError, respond, sendError } from '../errors';
import { pieceId, piecePhotoNumber, projectId } from '../params';
import {
  DEFAULT_SHOWCASE_WIDTH,
  SHOWCASE_WIDTHS,
  type ShowcaseImage,
  type ShowcasePhotoCache,
  type ShowcaseWidth,
} from '../showcase-photo-cache';
import { showcaseView } from '../views/showcase';

const consentView = (consent: ShowcaseConsent | null) =>
  consent && { allowed: consent.allowed, answeredAt: consent.answeredAt.toISOString() };

// The stored photo names stay on the server: only how many were chosen is answered.
const pieceView = (piece: PublishedPiece) => ({
  id: piece.id,
  projectId: piece.projectId,
  title: piece.title,
  text: piece.text,
  photoCount: piece.photos.length,
  publishedAt: piece.publishedAt.toISOString(),
});

export function showcaseWidth(req: Request): ShowcaseWidth {
  const raw = req.query['w'];
  if (raw === undefined) return DEFAULT_SHOWCASE_WIDTH;
  const width = SHOWCASE_WIDTHS.find((candidate) => String(candidate) === raw);
  if (!width) throw new HttpError(400, `Width must be one of ${SHOWCASE_WIDTHS.join(', ')}`);
  return width;
}

// The address always holds the same image: a year in any cache, a CDN's included.
export const PUBLIC_FOREVER = 'public, max-age=31536000, immutable';

/** A derived WebP, with its ETag; a 404 with a message when its file is gone from the store. */
export async function sendWebp(
  req: Request,
  res: Response,
  next: NextFunction,
  encoding: Promise<ShowcaseImage | null>,
  cacheControl: string,
): Promise<void> {
  try {
    const image = await encoding;
    if (!image) {
      res.status(404).json({ message: 'Photo not found' });
      return;
    }
    res.set({ 'Content-Type': 'image/webp', 'Cache-Control': cacheControl, ETag: image.etag });
    if (req.fresh) {
      res.status(304).end();
      return;
    }
    res.send(image.bytes);
  } catch (error) {
    next(error);
  }
}

/**
 * The landing's showcase (published pieces and reviews) with the pieces' photos, the
 * customer's yes or no on showing their piece, and the workshop publishing it.
 */
export function showcaseRoutes(
  api: IRouter,
  useCases: HttpUseCases,
  photos: ShowcasePhotoCache,
): void {
  const consent = '/api/furniture-requests/:id/showcase-consent';

  api.get('/api/showcase', async (_req, res) => {
    const result = await useCases.getPublicShowcase.execute();
    // Public and the same for everyone: a short shared cache spares the database.
    res.set('Cache-Control', 'public, max-age=60');
    respond(res, result, showcaseView);
  });

  api.get('/api/showcase/pieces/:id/photos/:n', async (req, res, next) => {
    const width = showcaseWidth(req);
    const result = await useCases.getShowcasePhoto.execute(pieceId(req), piecePhotoNumber(req));
    if (!result.ok) return sendError(res, result.error);
    await sendWebp(req, res, next, photos.get(result.value, width), PUBLIC_FOREVER);
  });

  api.get(consent, async (req, res) => {
    const result = await useCases.getShowcaseConsent.execute(res.locals.actor, projectId(req));
    respond(res, result, (answer) => ({ data: consentView(answer) }));
  });

  api.put(consent, async (req, res) => {
    const result = await useCases.answerShowcaseConsent.execute(
      res.locals.actor,
      projectId(req),
      req.body,
    );
    respond(res, result, (answer) => ({
      message: answer.allowed
        ? 'Thank you! The workshop may show your piece, never your name.'
        : 'Understood: your piece stays private.',
      data: consentView(answer),
    }));
  });

  api.post('/api/furniture-requests/:id/publish', async (req, res) => {
    const result = await useCases.publishPiece.execute(res.locals.actor, projectId(req), req.body);
    respond(
      res,
      result,
      (piece) => ({ message: 'Published to the portfolio', data: pieceView(piece) }),
      201,
    );
  });
}
