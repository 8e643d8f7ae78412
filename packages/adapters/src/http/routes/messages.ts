import { Router } from 'express';
import type { HttpUseCases } from '../use-cases';
import { respond } from '../errors';
import { projectId } from '../params';

/** A project's conversation between the workshop and its customer. */
export function messageRoutes(useCases: HttpUseCases): Router {
  const router = Router();
  const base = '/api/furniture-requests/:id/messages';

  router.get(base, async (req, res) => {
    const result = await useCases.listMessages.execute(res.locals.actor, projectId(req));
    respond(res, result, (messages) => ({ data: messages }));
  });

  router.post(base, async (req, res) => {
    const result = await useCases.postMessage.execute(res.locals.actor, projectId(req), req.body);
    respond(res, result, (message) => ({ message: 'Message sent', data: message }), 201);
  });

  router.post(`${base}/read`, async (req, res) => {
    const result = await useCases.markMessagesRead.execute(
      res.locals.actor,
      projectId(req),
      req.body,
    );
    respond(res, result, ({ marked }) => ({ message: 'Messages marked as read', marked }));
  });

  router.get('/api/messages/unread-counts', async (req, res) => {
    const result = await useCases.unreadCounts.execute(res.locals.actor, req.query.userType);
    respond(res, result, (counts) => ({ data: counts }));
  });

  return router;
}
