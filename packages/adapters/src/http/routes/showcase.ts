import type { IRouter } from 'express';
import type { PublishedPiece, ShowcaseConsent } from '@workshop/application';
import type { HttpUseCases } from '../use-cases';
import { respond } from '../errors';
import { projectId } from '../params';

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

/** The customer's yes or no on showing their piece, and the workshop publishing it. */
export function showcaseRoutes(api: IRouter, useCases: HttpUseCases): void {
  const consent = '/api/furniture-requests/:id/showcase-consent';

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
