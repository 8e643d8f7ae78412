import type { IRouter, RequestHandler } from 'express';
import { errors, requireOwner, TEAM_MEMBER_NOT_FOUND } from '@workshop/application';
import type { HttpUseCases } from '../use-cases';
import type { Answer } from '../answers';
import { respond, sendError } from '../errors';
import { workshopProfileVersionView, workshopProfileView } from '../views/workshop-profile';
import { profileVersionId, teamMemberIndex, teamPhotoId } from '../params';
import type { ShowcasePhotoCache } from '../showcase-photo-cache';
import { PUBLIC_FOREVER, sendWebp, showcaseWidth } from './showcase';

/**
 * The workshop's profile: read by anyone (the pages show it), changed by the owner only; the
 * team's photos, sent by the owner, served to anyone as WebP at the showcase widths.
 */
export function workshopProfileRoutes(
  api: IRouter,
  useCases: HttpUseCases,
  handlers: { readonly upload: RequestHandler; readonly photos: ShowcasePhotoCache },
): void {
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

  const teamPhoto = '/api/admin/workshop-profile/team/:n/photo';

  // Only the owner may send a photo: anyone else is refused before a byte is read or decoded.
  const ownerFirst: RequestHandler = (_req, res, next) => {
    const owner = requireOwner(res.locals.actor);
    if (!owner.ok) return sendError(res, owner.error);
    next();
  };

  // A member the profile does not list is answered before the photo is read or decoded (the
  // use case checks again, in the transaction that writes).
  const memberFirst: RequestHandler = async (req, res, next) => {
    const current = await useCases.getWorkshopProfile.execute();
    if (current.ok && !current.value.profile.team[teamMemberIndex(req)]) {
      return sendError(res, errors.notFound(TEAM_MEMBER_NOT_FOUND));
    }
    next();
  };

  api.post(teamPhoto, ownerFirst, memberFirst, handlers.upload, async (req, res) => {
    const result = await useCases.setTeamPhoto.execute(
      res.locals.actor,
      teamMemberIndex(req),
      res.locals.photos,
    );
    respond(
      res,
      result,
      (version): Answer<'/api/admin/workshop-profile/team/{n}/photo', 'post'> => ({
        message: 'Photo saved',
        version: workshopProfileVersionView(version),
      }),
    );
  });

  api.delete(teamPhoto, async (req, res) => {
    const result = await useCases.removeTeamPhoto.execute(res.locals.actor, teamMemberIndex(req));
    respond(
      res,
      result,
      (version): Answer<'/api/admin/workshop-profile/team/{n}/photo', 'delete'> => ({
        message: 'Photo removed',
        version: workshopProfileVersionView(version),
      }),
    );
  });

  api.get('/api/workshop-profile/team-photos/:photoId', async (req, res, next) => {
    const width = showcaseWidth(req);
    const result = await useCases.getTeamPhoto.execute(teamPhotoId(req));
    if (!result.ok) return sendError(res, result.error);
    await sendWebp(req, res, next, handlers.photos.get(result.value, width), PUBLIC_FOREVER);
  });
}
