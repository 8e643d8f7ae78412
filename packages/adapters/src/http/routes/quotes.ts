import type { IRouter, Request } from 'express';
import type { AcceptanceOrigin } from '@workshop/application';
import type { Keyed } from '../idempotency';
import type { HttpUseCases } from '../use-cases';
import { respond, sendError } from '../errors';
import { projectId, quoteVersion } from '../params';
import { renderQuotePdf } from '../../pdf/quote-pdf';

const USER_AGENT_MAX = 500;

/** Where an acceptance came from: the client's address (as TRUST_PROXY allows) and browser. */
function originOf(req: Request): AcceptanceOrigin {
  return {
    ipAddress: req.ip ?? null,
    userAgent: req.get('user-agent')?.slice(0, USER_AGENT_MAX) ?? null,
  };
}

/** A project's quote: its versions, the customer's three answers, and each version's PDF. */
export function quoteRoutes(api: IRouter, useCases: HttpUseCases, keyed: Keyed): void {
  const base = '/api/furniture-requests/:id';

  api.post(
    `${base}/approve`,
    ...keyed({
      run: (req, res) =>
        useCases.approveQuote.execute(res.locals.actor, projectId(req), req.body, originOf(req)),
      answer: (request) => ({ message: 'Your project is now in progress', request }),
    }),
  );

  api.post(
    `${base}/request-changes`,
    ...keyed({
      run: (req, res) =>
        useCases.requestQuoteChanges.execute(res.locals.actor, projectId(req), req.body),
      answer: (answer) => answer,
    }),
  );

  api.post(
    `${base}/decline`,
    ...keyed({
      run: (req, res) => useCases.declineQuote.execute(res.locals.actor, projectId(req), req.body),
      answer: (request) => ({ message: 'You declined the quote.', request }),
    }),
  );

  api.get(`${base}/quotes`, async (req, res) => {
    const result = await useCases.listQuotes.execute(res.locals.actor, projectId(req));
    respond(res, result, ({ versions, acceptance }) => ({ data: versions, acceptance }));
  });

  api.get(`${base}/quotes/:version/pdf`, async (req, res) => {
    const id = projectId(req);
    const version = quoteVersion(req);
    const result = await useCases.getQuoteDocument.execute(res.locals.actor, id, version);
    if (!result.ok) {
      sendError(res, result.error);
      return;
    }
    res.setHeader('Content-Type', 'application/pdf');
    res.setHeader('Content-Disposition', `inline; filename="quote-${id}-v${version}.pdf"`);
    res.setHeader('Cache-Control', 'private, no-store');
    renderQuotePdf(result.value).pipe(res);
  });
}
