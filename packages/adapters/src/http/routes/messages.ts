import type { IRouter, RequestHandler } from 'express';
import type { HttpUseCases } from '../use-cases';
import { respond } from '../errors';
import { projectId } from '../params';

/** A project's conversation between the workshop and its customer. */
export function messageRoutes(
  api: IRouter,
  useCases: HttpUseCases,
  handlers: { readonly compress: RequestHandler; readonly postLimit: RequestHandler },
): void {
  const { compress, postLimit } = handlers;
  const base = '/api/furniture-requests/:id/messages';

  api.get(base, compress, async (req, res) => {
    const result = await useCases.listMessages.execute(res.locals.actor, projectId(req));
    respond(res, result, (messages) => ({ data: messages }));
  });

  api.post(base, postLimit, async (req, res) => {
    const result = await useCases.postMessage.execute(res.locals.actor, projectId(req), req.body);
    respond(res, result, (message) => ({ message: 'Message sent', data: message }), 201);
  });

  api.post(`${base}/read`, async (req, res) => {
    const result = await useCases.markMessagesRead.execute(
      res.locals.actor,
      projectId(req),
      req.body,
    );
    respond(res, result, ({ marked }) => ({ message: 'Messages marked as read', marked }));
  });

  api.get('/api/messages/unread-counts', async (req, res) => {
    const result = await useCases.unreadCounts.execute(res.locals.actor, req.query.userType);
    respond(res, result, (counts) => ({ data: counts }));
  });
}
