import type { IRouter } from 'express';
import type { HttpUseCases } from '../use-cases';
import type { Answer } from '../answers';
import { respond } from '../errors';
import { priceListVersionView, priceListView } from '../views/price-list';
import { profileVersionId } from '../params';

/** The price list: read by anyone (the wizard prices with it), changed by the owner only. */
export function priceListRoutes(api: IRouter, useCases: HttpUseCases): void {
  api.get('/api/price-list', async (_req, res) => {
    const result = await useCases.getPriceList.execute();
    respond(res, result, (body): Answer<'/api/price-list', 'get'> => ({
      version: body.version,
      list: priceListView(body.list),
    }));
  });

  api.put('/api/admin/price-list', async (req, res) => {
    const result = await useCases.savePriceList.execute(res.locals.actor, req.body);
    respond(res, result, (version): Answer<'/api/admin/price-list', 'put'> => ({
      message: 'Price list saved',
      version: priceListVersionView(version),
    }));
  });

  api.get('/api/admin/price-list/history', async (_req, res) => {
    const result = await useCases.listPriceListHistory.execute(res.locals.actor);
    respond(res, result, (versions): Answer<'/api/admin/price-list/history', 'get'> => ({
      versions: versions.map(priceListVersionView),
    }));
  });

  api.post('/api/admin/price-list/history/:id/restore', async (req, res) => {
    const result = await useCases.restorePriceList.execute(res.locals.actor, profileVersionId(req));
    respond(
      res,
      result,
      (version): Answer<'/api/admin/price-list/history/{id}/restore', 'post'> => ({
        message: 'Earlier price list restored',
        version: priceListVersionView(version),
      }),
    );
  });
}
