import type { IRouter, RequestHandler } from 'express';
import type { Keyed } from '../idempotency';
import type { HttpUseCases } from '../use-cases';
import type { Answer } from '../answers';
import { respond } from '../errors';
import { requestTablePageView } from '../views/request-table';
import {
  adminListRowView,
  adminRequestView,
  projectView,
  statusCountsView,
} from '../views/project';
import { designInForceView, requestDesignView } from '../views/design';
import { projectId } from '../params';

function sessionIdOf(body: unknown): string | undefined {
  if (typeof body !== 'object' || body === null || !('sessionId' in body)) return undefined;
  const { sessionId } = body;
  return typeof sessionId === 'string' && sessionId.length <= 100 ? sessionId : undefined;
}

/** The wizard's image by reference, as sent; the use case reads it. */
function imageRefOf(body: unknown): unknown {
  return typeof body === 'object' && body !== null && 'imageRef' in body
    ? body.imageRef
    : undefined;
}

/** Project requests: submission, the spec's list, the workshop's pages, and every change of the lifecycle. */
export function furnitureRequestRoutes(
  api: IRouter,
  useCases: HttpUseCases,
  handlers: {
    readonly upload: RequestHandler;
    readonly submitLimit: RequestHandler;
    /** For the list, the one large answer. */
    readonly compress: RequestHandler;
    readonly keyed: Keyed;
  },
): void {
  const { upload, submitLimit, compress, keyed } = handlers;
  const base = '/api/furniture-requests';

  api.post(
    base,
    ...keyed(submitLimit, upload, {
      run: (req, res) =>
        useCases.submitRequest.execute(res.locals.actor, {
          fields: req.body,
          image: res.locals.image,
          sessionId: sessionIdOf(req.body),
          imageRef: imageRefOf(req.body),
        }),
      answer: ({ request, message }): Answer<'/api/furniture-requests', 'post', 201> => ({
        message,
        request: { id: request.id },
      }),
      status: 201,
    }),
  );

  // customerEmail in the query is accepted and ignored: the session decides whose list this is.
  // The spec's list: every request (or the customer's own), whatever else the query says.
  api.get(base, compress, async (_req, res) => {
    respond(
      res,
      await useCases.listRequests.execute(res.locals.actor),
      (list): Answer<'/api/furniture-requests', 'get'> =>
        list.view === 'admin'
          ? list.requests.map(adminRequestView)
          : list.requests.map(projectView),
    );
  });

  // The workshop's list, one page at a time with the tabs' figures (docs/decisions.md).
  api.get('/api/admin/furniture-requests', compress, async (req, res) => {
    const query = req.query as Readonly<Record<string, unknown>>;
    respond(
      res,
      await useCases.browseRequests.execute(res.locals.actor, query),
      (page): Answer<'/api/admin/furniture-requests', 'get'> => ({
        requests: page.requests.map(adminListRowView),
        nextCursor: page.nextCursor,
        sort: page.sort,
        limit: page.limit,
        counts: statusCountsView(page.counts),
        matching: statusCountsView(page.matching),
      }),
    );
  });

  // The same list as a table: any column's order and the triage filters, a page at a time.
  api.get('/api/admin/request-table', compress, async (req, res) => {
    const query = req.query as Readonly<Record<string, unknown>>;
    respond(
      res,
      await useCases.browseRequestTable.execute(res.locals.actor, query),
      (page): Answer<'/api/admin/request-table', 'get'> => requestTablePageView(page),
    );
  });

  api.get(`${base}/:id`, async (req, res) => {
    const result = await useCases.getRequest.execute(res.locals.actor, projectId(req));
    respond(res, result, (request): Answer<'/api/furniture-requests/{id}', 'get'> => ({
      request: adminRequestView(request),
    }));
  });

  api.get(`${base}/:id/design`, async (req, res) => {
    const result = await useCases.getRequestDesign.execute(res.locals.actor, projectId(req));
    respond(res, result, (designs): Answer<'/api/furniture-requests/{id}/design', 'get'> => ({
      design: designs.agreed && designInForceView(designs.agreed),
      requestDesign: designs.requested && requestDesignView(designs.requested),
    }));
  });

  api.patch(`${base}/:id`, async (req, res) => {
    const result = await useCases.editRequest.execute(res.locals.actor, projectId(req), req.body);
    respond(res, result, (request): Answer<'/api/furniture-requests/{id}', 'patch'> => ({
      message: 'Project updated',
      request: projectView(request),
    }));
  });

  api.delete(`${base}/:id`, async (req, res) => {
    const result = await useCases.deleteRequest.execute(res.locals.actor, projectId(req));
    respond(res, result, (): Answer<'/api/furniture-requests/{id}', 'delete'> => ({
      message: 'Request deleted',
    }));
  });

  api.delete(`${base}/:id/customer-delete`, async (req, res) => {
    const result = await useCases.customerDeleteRequest.execute(res.locals.actor, projectId(req));
    respond(res, result, (): Answer<'/api/furniture-requests/{id}/customer-delete', 'delete'> => ({
      message: 'Project deleted',
    }));
  });

  api.post(
    `${base}/:id/quote`,
    ...keyed({
      run: (req, res) => useCases.provideQuote.execute(res.locals.actor, projectId(req), req.body),
      answer: (request): Answer<'/api/furniture-requests/{id}/quote', 'post'> => ({
        message: 'Quote provided',
        request: adminRequestView(request),
      }),
    }),
  );

  api.patch(`${base}/:id/status`, async (req, res) => {
    const result = await useCases.markComplete.execute(res.locals.actor, projectId(req), req.body);
    respond(res, result, (request): Answer<'/api/furniture-requests/{id}/status', 'patch'> => ({
      message: 'Status updated',
      request: adminRequestView(request),
    }));
  });

  api.patch(`${base}/:id/admin-notes`, async (req, res) => {
    const result = await useCases.updateAdminNotes.execute(
      res.locals.actor,
      projectId(req),
      req.body,
    );
    respond(
      res,
      result,
      (request): Answer<'/api/furniture-requests/{id}/admin-notes', 'patch'> => ({
        message: 'Admin notes updated',
        request: adminRequestView(request),
      }),
    );
  });
}
