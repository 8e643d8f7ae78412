import type { IRouter } from 'express';
import type { HttpUseCases } from '../use-cases';
import { iso, type Answer } from '../answers';
import { respond } from '../errors';
import { projectId } from '../params';

/** The team's activity log of one project, oldest first (admins only). */
export function activityRoutes(api: IRouter, useCases: HttpUseCases): void {
  api.get('/api/furniture-requests/:id/activity', async (req, res) => {
    const result = await useCases.listActivity.execute(res.locals.actor, projectId(req));
    // Each entry is made field by field by the application (activity.ts); only its date is
    // written here.
    respond(res, result, (entries): Answer<'/api/furniture-requests/{id}/activity', 'get'> => ({
      data: entries.map((entry) => ({ ...entry, at: iso(entry.at) })),
    }));
  });
}
