import type { IRouter } from 'express';
import type { Review } from '@workshop/application';
import type { HttpUseCases } from '../use-cases';
import { respond } from '../errors';
import { projectId } from '../params';

function reviewView(review: Review) {
  return {
    projectId: review.projectId,
    rating: review.rating,
    text: review.text,
    status: review.status,
    furnitureType: review.furnitureType,
    createdAt: review.createdAt.toISOString(),
    updatedAt: review.updatedAt.toISOString(),
  };
}

/**
 * Reviews: the customer writes, edits or withdraws the review of their completed project, the
 * workshop approves or hides it; the approved ones are part of the landing's showcase.
 */
export function reviewRoutes(api: IRouter, useCases: HttpUseCases): void {
  const base = '/api/furniture-requests/:id/review';

  api.get(base, async (req, res) => {
    const result = await useCases.getReview.execute(res.locals.actor, projectId(req));
    respond(res, result, ({ review, invited }) => ({
      data: review ? reviewView(review) : null,
      invited,
    }));
  });

  api.put(base, async (req, res) => {
    const result = await useCases.saveReview.execute(res.locals.actor, projectId(req), req.body);
    respond(res, result, (review) => ({
      message: 'Thank you! Your review will appear once the workshop has read it.',
      data: reviewView(review),
    }));
  });

  api.delete(base, async (req, res) => {
    const result = await useCases.withdrawReview.execute(res.locals.actor, projectId(req));
    respond(res, result, () => ({ message: 'Review withdrawn' }));
  });

  api.get('/api/admin/reviews', async (_req, res) => {
    const result = await useCases.listReviews.execute(res.locals.actor);
    respond(res, result, (reviews) => ({ data: reviews.map(reviewView) }));
  });

  api.patch('/api/admin/reviews/:id', async (req, res) => {
    const result = await useCases.moderateReview.execute(
      res.locals.actor,
      projectId(req),
      req.body,
    );
    respond(res, result, (review) => ({
      message: review.status === 'approved' ? 'Review approved' : 'Review hidden',
      data: reviewView(review),
    }));
  });
}
