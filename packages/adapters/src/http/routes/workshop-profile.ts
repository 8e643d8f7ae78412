import type { IRouter } from 'express';
import type { WorkshopProfileVersion } from '@workshop/application';
import type { HttpUseCases } from '../use-cases';
import { respond } from '../errors';
import { profileVersionId } from '../params';

const versionView = (version: WorkshopProfileVersion) => ({
  id: version.id,
  savedAt: version.savedAt,
  savedBy: version.savedBy?.name ?? null,
  restoredFrom: version.restoredFrom,
  profile: version.profile,
});

/** The workshop's profile: read by anyone (the pages show it), changed by the owner only. */
export function workshopProfileRoutes(api: IRouter, useCases: HttpUseCases): void {
  api.get('/api/workshop-profile', async (_req, res) => {
    const result = await useCases.getWorkshopProfile.execute();
    respond(res, result, (body) => body);
  });

  api.put('/api/admin/workshop-profile', async (req, res) => {
    const result = await useCases.saveWorkshopProfile.execute(res.locals.actor, req.body);
    respond(res, result, (version) => ({
      message: 'Workshop profile saved',
      version: versionView(version),
    }));
  });

  api.get('/api/admin/workshop-profile/history', async (_req, res) => {
    const result = await useCases.listWorkshopProfileHistory.execute(res.locals.actor);
    respond(res, result, (versions) => ({ versions: versions.map(versionView) }));
  });

  api.post('/api/admin/workshop-profile/history/:id/restore', async (req, res) => {
    const result = await useCases.restoreWorkshopProfile.execute(
      res.locals.actor,
      profileVersionId(req),
    );
    respond(res, result, (version) => ({
      message: 'Earlier profile restored',
      version: versionView(version),
    }));
  });
}
