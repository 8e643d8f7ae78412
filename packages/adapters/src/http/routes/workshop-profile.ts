import type { IRouter } from 'express';
import type { HttpUseCases } from '../use-cases';
import type { Answer } from '../answers';
import { respond } from '../errors';
import { workshopProfileVersionView, workshopProfileView } from '../views/workshop-profile';
import { profileVersionId } from '../params';

/** The workshop's profile: read by anyone (the pages show it), changed by the owner only. */
export function workshopProfileRoutes(api: IRouter, useCases: HttpUseCases): void {
  api.get('/api/workshop-profile', async (_req, res) => {
    const result = await useCases.getWorkshopProfile.execute();
    respond(res, result, (body): Answer<'/api/workshop-profile', 'get'> => ({
      version: body.version,
      profile: workshopProfileView(body.profile),
    }));
  });

  api.put('/api/admin/workshop-profile', async (req, res) => {
    const result = await useCases.saveWorkshopProfile.execute(res.locals.actor, req.body);
    respond(res, result, (version): Answer<'/api/admin/workshop-profile', 'put'> => ({
      message: 'Workshop profile saved',
      version: workshopProfileVersionView(version),
    }));
  });

  api.get('/api/admin/workshop-profile/history', async (_req, res) => {
    const result = await useCases.listWorkshopProfileHistory.execute(res.locals.actor);
    respond(res, result, (versions): Answer<'/api/admin/workshop-profile/history', 'get'> => ({
      versions: versions.map(workshopProfileVersionView),
    }));
  });

  api.post('/api/admin/workshop-profile/history/:id/restore', async (req, res) => {
    const result = await useCases.restoreWorkshopProfile.execute(
      res.locals.actor,
      profileVersionId(req),
    );
    respond(
      res,
      result,
      (version): Answer<'/api/admin/workshop-profile/history/{id}/restore', 'post'> => ({
        message: 'Earlier profile restored',
        version: workshopProfileVersionView(version),
      }),
    );
  });
}
