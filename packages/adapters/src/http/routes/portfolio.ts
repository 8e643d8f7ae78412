import type { IRouter, RequestHandler } from 'express';
import { requireOwner, type PortfolioItem } from '@workshop/application';
import type { HttpUseCases } from '../use-cases';
import type { Schema } from '../answers';
import { respond, sendError } from '../errors';
import { portfolioItemId, portfolioPhotoId } from '../params';
import type { ShowcasePhotoCache } from '../showcase-photo-cache';
import { portfolioItemView } from '../views/portfolio';
import { PUBLIC_FOREVER, sendWebp, showcaseWidth } from './showcase';

const portfolioView = (items: readonly PortfolioItem[]): { items: Schema<'PortfolioItem'>[] } => ({
  items: items.map(portfolioItemView),
});

const changed = (message: string) => (items: readonly PortfolioItem[]) => ({
  message,
  ...portfolioView(items),
});

/**
 * The landing's portfolio: the owner edits it (items, their order, hiding, photos with alt
 * text); anyone reads its photos while the landing shows them, as WebP at the showcase widths.
 */
export function portfolioRoutes(
  api: IRouter,
  useCases: HttpUseCases,
  handlers: { readonly upload: RequestHandler; readonly photos: ShowcasePhotoCache },
): void {
  const items = '/api/admin/portfolio/items';
  const photo = `${items}/:id/photos/:photoId`;

  api.get('/api/admin/portfolio', async (_req, res) => {
    respond(res, await useCases.listPortfolio.execute(res.locals.actor), portfolioView);
  });

  api.post(items, async (req, res) => {
    const result = await useCases.addPortfolioItem.execute(res.locals.actor, req.body);
    respond(res, result, changed('Item added: it shows on the site once it has a photo'), 201);
  });

  api.patch(`${items}/:id`, async (req, res) => {
    const result = await useCases.editPortfolioItem.execute(
      res.locals.actor,
      portfolioItemId(req),
      req.body,
    );
    respond(res, result, changed('Portfolio saved'));
  });

  api.post(`${items}/:id/move`, async (req, res) => {
    const result = await useCases.movePortfolioItem.execute(
      res.locals.actor,
      portfolioItemId(req),
      req.body,
    );
    respond(res, result, changed('Order saved'));
  });

  // Only the owner may send photos: anyone else is refused before a byte is read or decoded.
  const ownerFirst: RequestHandler = (_req, res, next) => {
    const owner = requireOwner(res.locals.actor);
    if (!owner.ok) return sendError(res, owner.error);
    next();
  };

  api.post(`${items}/:id/photos`, ownerFirst, handlers.upload, async (req, res) => {
    const result = await useCases.addPortfolioPhotos.execute(
      res.locals.actor,
      portfolioItemId(req),
      { fields: req.body, photos: res.locals.photos },
    );
    respond(res, result, changed('Photos added'), 201);
  });

  api.patch(photo, async (req, res) => {
    const result = await useCases.editPortfolioPhoto.execute(
      res.locals.actor,
      portfolioItemId(req),
      portfolioPhotoId(req),
      req.body,
    );
    respond(res, result, changed('Alt text saved'));
  });

  api.delete(photo, async (req, res) => {
    const result = await useCases.removePortfolioPhoto.execute(
      res.locals.actor,
      portfolioItemId(req),
      portfolioPhotoId(req),
    );
    respond(res, result, changed('Photo removed'));
  });

  api.post(`${photo}/restore`, async (req, res) => {
    const result = await useCases.restorePortfolioPhoto.execute(
      res.locals.actor,
      portfolioItemId(req),
      portfolioPhotoId(req),
    );
    respond(res, result, changed('Photo restored'));
  });

  api.get('/api/portfolio/photos/:photoId', async (req, res, next) => {
    const width = showcaseWidth(req);
    const result = await useCases.getPortfolioPhoto.execute(
      res.locals.actor,
      portfolioPhotoId(req),
    );
    if (!result.ok) return sendError(res, result.error);
    const { photo, shown } = result.value;
    // A hidden item's photo is the owner's preview: never kept by a shared cache.
    const cacheControl = shown ? PUBLIC_FOREVER : 'private, no-store';
    await sendWebp(req, res, next, handlers.photos.get(photo, width), cacheControl);
  });
}
