import { pipeline } from 'node:stream/promises';
import type { IRouter, Request, RequestHandler } from 'express';
import { signedCopyFileName, type AcceptanceOrigin } from '@workshop/application';
import type { ObjectStore } from '../../storage/object-store';
import type { Keyed } from '../idempotency';
import type { HttpUseCases } from '../use-cases';
import type { Answer } from '../answers';
import { respond, sendError } from '../errors';
import { projectView } from '../views/project';
import { quoteAcceptanceView, quotedDesignView, quoteVersionView } from '../views/quote';
import { projectId, quoteVersion } from '../params';
import type { QuotePdfCache } from '../../pdf/quote-pdf-cache';

const USER_AGENT_MAX = 500;

/** Where an acceptance came from: the client's address (as TRUST_PROXY allows) and browser. */
function originOf(req: Request): AcceptanceOrigin {
  return {
    ipAddress: req.ip ?? null,
    userAgent: req.get('user-agent')?.slice(0, USER_AGENT_MAX) ?? null,
  };
}

/**
 * What an approve call carried: nothing (the spec's call: an acceptance by click), else its
 * JSON body (null when the body was not JSON, which the form's check then refuses).
 */
function approvalBody(req: Request): unknown {
  const sent =
    req.get('transfer-encoding') !== undefined || Number(req.get('content-length') ?? 0) > 0;
  return sent ? ((req.body as unknown) ?? null) : undefined;
}

export interface QuoteRouteOptions {
  /** Counts each caller's PDFs. */
  readonly pdfLimit: RequestHandler;
  /** This process's drawn PDFs. */
  readonly pdfs: QuotePdfCache;
  /** Wraps the customer's answers: a retry with the same Idempotency-Key gets the first answer. */
  readonly keyed: Keyed;
  /** Where the signed copies are kept. */
  readonly store: Pick<ObjectStore, 'open'>;
}

/**
 * A project's quote: its versions, the customer's three answers, the customer's opening of a
 * version on the dashboard, and each version's PDF.
 */
export function quoteRoutes(
  api: IRouter,
  useCases: HttpUseCases,
  options: QuoteRouteOptions,
): void {
  const base = '/api/furniture-requests/:id';

  const { keyed } = options;

  api.post(
    `${base}/approve`,
    ...keyed({
      run: (req, res) =>
        useCases.approveQuote.execute(
          res.locals.actor,
          projectId(req),
          approvalBody(req),
          originOf(req),
        ),
      answer: (request): Answer<'/api/furniture-requests/{id}/approve', 'post'> => ({
        message: 'Your project is now in progress',
        request: projectView(request),
      }),
    }),
  );

  api.post(
    `${base}/request-changes`,
    ...keyed({
      run: (req, res) =>
        useCases.requestQuoteChanges.execute(res.locals.actor, projectId(req), req.body),
      answer: ({ message }): Answer<'/api/furniture-requests/{id}/request-changes', 'post'> => ({
        message,
      }),
    }),
  );

  api.post(
    `${base}/decline`,
    ...keyed({
      run: (req, res) => useCases.declineQuote.execute(res.locals.actor, projectId(req), req.body),
      answer: (request): Answer<'/api/furniture-requests/{id}/decline', 'post'> => ({
        message: 'You declined the quote.',
        request: projectView(request),
      }),
    }),
  );

  api.get(`${base}/quotes`, async (req, res) => {
    const result = await useCases.listQuotes.execute(res.locals.actor, projectId(req));
    respond(
      res,
      result,
      ({
        versions,
        acceptance,
        requestDesign,
      }): Answer<'/api/furniture-requests/{id}/quotes', 'get'> => ({
        data: versions.map(quoteVersionView),
        acceptance: acceptance && quoteAcceptanceView(acceptance),
        requestDesign: requestDesign && quotedDesignView(requestDesign),
      }),
    );
  });

  api.post(`${base}/quotes/:version/viewed`, async (req, res) => {
    const result = await useCases.markQuoteViewed.execute(
      res.locals.actor,
      projectId(req),
      quoteVersion(req),
    );
    respond(
      res,
      result,
      (quote): Answer<'/api/furniture-requests/{id}/quotes/{version}/viewed', 'post'> =>
        quoteVersionView(quote),
    );
  });

  // Private to the caller, kept by the browser but asked again on each use: the same PDF
  // answers 304; a changed one (a state, an acceptance) has another ETag.
  api.get(`${base}/quotes/:version/pdf`, options.pdfLimit, async (req, res) => {
    const id = projectId(req);
    const version = quoteVersion(req);
    const result = await useCases.getQuoteDocument.execute(res.locals.actor, id, version);
    if (!result.ok) {
      sendError(res, result.error);
      return;
    }
    const pdf = await options.pdfs.get(result.value);
    res.setHeader('ETag', pdf.etag);
    res.setHeader('Cache-Control', 'private, no-cache');
    if (req.fresh) {
      res.status(304).end();
      return;
    }
    res.setHeader('Content-Type', 'application/pdf');
    res.setHeader('Content-Disposition', `inline; filename="quote-${id}-v${version}.pdf"`);
    res.setHeader('Content-Length', pdf.bytes.length);
    res.end(pdf.bytes);
  });

  // The signed copy, byte for byte as both sides were emailed it: stored once, never redrawn.
  api.get(`${base}/signed-copy`, options.pdfLimit, async (req, res, next) => {
    const id = projectId(req);
    const result = await useCases.getSignedCopy.execute(res.locals.actor, id);
    if (!result.ok) {
      sendError(res, result.error);
      return;
    }
    const signed = result.value;
    // Its fingerprint is its ETag: a copy the browser holds is still the one, without a read.
    res.set({ ETag: `"${signed.sha256}"`, 'Cache-Control': 'private, no-cache' });
    if (req.fresh) {
      res.status(304).end();
      return;
    }
    try {
      const object = await options.store.open(signed.storageKey);
      if (!object) {
        res.status(404).json({ message: 'The signed copy is missing from the file store' });
        return;
      }
      res.set({
        'Content-Type': 'application/pdf',
        'Content-Length': String(object.size),
        'Content-Disposition': `attachment; filename="${signedCopyFileName(id, signed.version)}"`,
      });
      await pipeline(object.body, res);
    } catch (error) {
      if (!res.headersSent) next(error);
      else res.destroy();
    }
  });
}
