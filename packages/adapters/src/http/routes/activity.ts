import type { IRouter } from 'express';
import type { HttpUseCases } from '../use-cases';
import { respond } from '../errors';
import { projectId } from '../params';

/** The team's activity log of one project, oldest first (admins only). */
export function activityRoutes(api: IRouter, useCases: HttpUseCases): void {
  api.get('/api/furniture-requests/:id/activity', async (req, res) => {
    const result = await useCases.listActivity.execute(res.locals.actor, projectId(req));
    // Dates go out as ISO strings (res.json).
    respond(res, result, (entries) => ({ data: entries }));
  });
}
