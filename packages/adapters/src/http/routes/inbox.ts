import type { IRouter } from 'express';
import type { HttpUseCases } from '../use-cases';
import type { Answer } from '../answers';
import { respond } from '../errors';
import { inboxItemView } from '../views/inbox';

/** The team's Inbox: what waits on the workshop across projects (admins only). */
export function inboxRoutes(api: IRouter, useCases: HttpUseCases): void {
  api.get('/api/admin/inbox', async (_req, res) => {
    const result = await useCases.listInbox.execute(res.locals.actor);
    respond(res, result, ({ items, total }): Answer<'/api/admin/inbox', 'get'> => ({
      data: items.map(inboxItemView),
      total,
    }));
  });
}
