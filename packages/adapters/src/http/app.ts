import compression from 'compression';
import express, {
  Router,
  type ErrorRequestHandler,
  type Express,
  type RequestHandler,
} from 'express';
import type { Logger } from 'pino';
import type { TrustProxy } from '../config/config';
import type { Metrics } from '../metrics/metrics';
import type { IdempotencyKeys } from '../persistence';
import type { ObjectStore } from '../storage/object-store';
import type { StorageHealth } from '../storage/storage-health';
import {
  LOW_SPACE_MESSAGE,
  STORAGE_DOWN_MESSAGE,
  StorageFailure,
  storeForUploads,
} from './storage-failure';
import { csrfGuard, isSafeMethod } from './csrf';
import { resolveActor } from './actor';
import { HttpError } from './errors';
import { hostCheck, type SiteAddress } from './host-check';
import { httpMetrics } from './http-metrics';
import { keyedRoutes, rememberJsonBody } from './idempotency';
import { DecodeGate, DEFAULT_DECODE_LIMITS, type DecodeLimits } from './decode-gate';
import { projectId, quoteVersion } from './params';
import { decideUpload } from './upload-decision';
import { intakeFor, MultipartIntake } from './upload-intake';
import { refuseNul } from './nul-guard';
import { requestLog } from './request-log';
import { documentHeaders, setApiHeaders } from './security-headers';
import type { RateLimiters } from './rate-limits';
import type { HttpUseCases } from './use-cases';
import { activityRoutes } from './routes/activity';
import { quoteDrawingRoutes } from './routes/quote-drawings';
import { adminEmailRoutes } from './routes/admin-emails';
import { inboxRoutes } from './routes/inbox';
import { authRoutes } from './routes/auth';
import { passkeyRoutes } from './routes/passkeys';
import { staffRoutes } from './routes/staff';
import { workshopProfileRoutes } from './routes/workshop-profile';
import { priceListRoutes } from './routes/price-list';
import { customizationRoutes } from './routes/customizations';
import { furnitureRequestRoutes } from './routes/furniture-requests';
import { healthRoutes } from './routes/health';
import { messageRoutes } from './routes/messages';
import { metricsRoutes } from './routes/metrics';
import { progressRoutes } from './routes/progress';
import { paymentRoutes } from './routes/payments';
import { quoteRoutes } from './routes/quotes';
import { reviewRoutes } from './routes/reviews';
import { showcaseRoutes } from './routes/showcase';
import { portfolioRoutes } from './routes/portfolio';
import { ShowcasePhotoCache } from './showcase-photo-cache';
import { QuotePdfCache } from '../pdf/quote-pdf-cache';
import { uploadRoutes } from './routes/uploads';

const API_PATH = /^\/api(?:\/|$)/i;

export interface HttpAppOptions {
  readonly useCases: HttpUseCases;
  readonly logger: Logger;
  readonly rateLimiters: RateLimiters;
  readonly publicUrl: string;
  /** Local mode: localhost, 127.0.0.1 and [::1] are this site too (host check, CSRF guard). */
  readonly loopbackAliases: boolean;
  /** Scratch space for uploads under way (DATA_DIR/tmp). */
  readonly tmpDir: string;
  readonly store: ObjectStore;
  readonly trustProxy: TrustProxy;
  /** Local mode only: POST /api/debug/reset-password, for loopback clients. */
  readonly debugResetEnabled: boolean;
  readonly ready: () => Promise<boolean>;
  /** Where the Idempotency-Keys of creating calls and their answers are kept (PostgreSQL). */
  readonly idempotencyKeys: IdempotencyKeys;
  /** The store's and the scratch folder's state: /readyz's body, the uploads' free-space guard. */
  readonly storageHealth?: StorageHealth;
  /** What decoding an upload may cost (defaults: DEFAULT_DECODE_LIMITS). */
  readonly decodeLimits?: Partial<DecodeLimits>;
  /** This process's metrics, served at /metrics to the bearer of `token` (404 without one). */
  readonly metrics?: { readonly collector: Metrics; readonly token: string | undefined };
  /** Extra routes mounted after the API (the web app, the local mailbox). */
  readonly extraRoutes?: readonly express.Router[];
}

export function createHttpApp(options: HttpAppOptions): Express {
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', options.trustProxy);
  app.set('query parser', 'simple');
  // res.send (every JSON answer, all no-store) computes no ETag: nothing keeps them to
  // revalidate, so hashing each body would be wasted. sendFile (uploads, pages) only asks
  // whether ETags are on, and keeps making its own for the browser's revalidation.
  app.set('etag', () => undefined);

  app.use(firstSteps(options));
  // Only what can be large travels gzipped: the project and message lists, and the web app's
  // pages, scripts and styles. Small JSON answers skip the wrapper's cost; images are
  // compressed already.
  const compress = compression();
  apiRoutes(app, options, compress);
  app.use(documentHeaders);
  app.use(healthRoutes(options.ready, options.storageHealth));
  if (options.metrics) {
    app.use(metricsRoutes(options.metrics.collector.registry, options.metrics.token));
  }
  app.use(uploadRoutes(options.store));
  app.use(compress);
  for (const router of options.extraRoutes ?? []) app.use(router);
  // Whatever nothing above served (/uploads/../x included) still answers JSON with a message.
  app.use((_req, res) => {
    res.status(404).json({ message: 'Not found' });
  });

  app.use(errorHandler(options.logger, options.metrics?.collector));
  return app;
}

/**
 * What every request goes through first, as one layer of the app: its id and log line, the
 * Host check, and on /api the API's headers, for a write the origin check and the JSON body,
 * and who is calling. Plain calls in one function rather than a chain of middleware: each
 * layer and closure here is paid by every request, and most answers are small.
 */
function firstSteps(options: HttpAppOptions): RequestHandler {
  const log = requestLog(
    options.logger,
    options.metrics ? httpMetrics(options.metrics.collector.httpDuration) : undefined,
  );
  const misdirected = hostCheck(site(options));
  // Only a call that can change something has a body to read and an origin to check.
  const writes = Router().use(
    csrfGuard(site(options)),
    express.json({ limit: '100kb', verify: rememberJsonBody }),
    refuseNul,
  );
  const actor = resolveActor(options.useCases);
  return (req, res, next) => {
    log(req, res);
    const refused = misdirected(req);
    if (refused) return next(refused);
    // The path as the routes see it: case-insensitive like them, and without the scheme and
    // host of an absolute-form request target, or a request could reach a route unguarded.
    if (!API_PATH.test(req.path)) return next();
    setApiHeaders(req, res);
    if (isSafeMethod(req.method)) return actor(req, res, next);
    writes(req, res, (error?: unknown) => (error ? next(error) : actor(req, res, next)));
  };
}

/**
 * Every /api call, registered on the app itself with full paths. Not a router mounted at
 * /api: that rewrites and restores req.url and walks a second stack on every call, and a small
 * answer is mostly such costs (docs/performance.md). The API's own steps test the prefix.
 */
function apiRoutes(app: Express, options: HttpAppOptions, compress: RequestHandler): void {
  // One intake for every upload; UPLOAD_KINDS says how the kinds differ.
  const intake = new MultipartIntake({
    tmpDir: options.tmpDir,
    store: storeForUploads(options.store),
    gate: new DecodeGate(
      { ...DEFAULT_DECODE_LIMITS, ...options.decodeLimits },
      options.metrics?.collector.imageDecodes,
    ),
    chargeDecode: options.rateLimiters.chargeDecode,
    chargeBytes: options.rateLimiters.chargeDraftUpload,
  });
  const { useCases, storageHealth } = options;
  const upload = decideUpload(
    useCases,
    storageHealth,
    () => ({ kind: 'request-image' }),
    intakeFor(intake, 'request-image'),
  );
  const draftUpload = decideUpload(
    useCases,
    storageHealth,
    () => ({ kind: 'draft-image' }),
    intakeFor(intake, 'draft-image'),
  );
  // Creating calls sent with an Idempotency-Key answer a retry with the first answer.
  const keyed = keyedRoutes(options.idempotencyKeys, options.logger);
  // The session check comes first: every page load asks it.
  authRoutes(app, options.useCases, options.rateLimiters, options.debugResetEnabled);
  customizationRoutes(app, options.useCases, {
    upload: draftUpload,
    saveLimit: options.rateLimiters.saveDraft,
    designLimit: options.rateLimiters.saveDraftDesign,
    readLimit: options.rateLimiters.readDraft,
    keyed,
  });
  furnitureRequestRoutes(app, options.useCases, {
    upload,
    submitLimit: options.rateLimiters.submitRequest,
    compress,
    keyed,
  });
  messageRoutes(app, options.useCases, {
    compress,
    postLimit: options.rateLimiters.postMessage,
    upload: decideUpload(
      useCases,
      storageHealth,
      (req) => ({
        kind: 'message-attachments',
        projectId: projectId(req),
        bytes: Number(req.get('Content-Length')) || 0,
      }),
      intakeFor(intake, 'message-attachments'),
    ),
    store: options.store,
    keyed,
  });
  quoteRoutes(app, options.useCases, {
    pdfLimit: options.rateLimiters.quotePdf,
    pdfs: new QuotePdfCache(),
    keyed,
    store: options.store,
  });
  quoteDrawingRoutes(app, options.useCases, {
    upload: decideUpload(
      useCases,
      storageHealth,
      (req) => ({ kind: 'quote-drawings', projectId: projectId(req), version: quoteVersion(req) }),
      intakeFor(intake, 'quote-drawings'),
    ),
    store: options.store,
  });
  progressRoutes(app, options.useCases, {
    upload: decideUpload(
      useCases,
      storageHealth,
      (req) => ({ kind: 'progress-photos', projectId: projectId(req) }),
      intakeFor(intake, 'progress-photos'),
    ),
    store: options.store,
    keyed,
  });
  adminEmailRoutes(app, options.useCases, keyed);
  inboxRoutes(app, options.useCases);
  staffRoutes(app, options.useCases, options.rateLimiters, keyed);
  passkeyRoutes(app, options.useCases, options.rateLimiters);
  activityRoutes(app, options.useCases);
  reviewRoutes(app, options.useCases);
  paymentRoutes(app, options.useCases, { pdfLimit: options.rateLimiters.quotePdf });
  const showcasePhotos = new ShowcasePhotoCache(options.store);
  showcaseRoutes(app, options.useCases, showcasePhotos);
  portfolioRoutes(app, options.useCases, {
    upload: decideUpload(
      useCases,
      storageHealth,
      () => ({ kind: 'portfolio-photos' }),
      intakeFor(intake, 'portfolio-photos'),
    ),
    photos: showcasePhotos,
  });
  workshopProfileRoutes(app, options.useCases, {
    upload: decideUpload(
      useCases,
      storageHealth,
      () => ({ kind: 'team-photo' }),
      intakeFor(intake, 'team-photo'),
    ),
    photos: showcasePhotos,
  });
  priceListRoutes(app, options.useCases);
  app.use('/api', (_req, res) => {
    res.status(404).json({ message: 'No such API route' });
  });
}

function site(options: HttpAppOptions): SiteAddress {
  return { publicUrl: options.publicUrl, loopbackAliases: options.loopbackAliases };
}

/** Anything a client can send ends as a 4xx with a message; only our own faults are 500s. */
function errorHandler(logger: Logger, metrics: Metrics | undefined): ErrorRequestHandler {
  return (error: unknown, _req, res, _next) => {
    if (res.headersSent) return;
    if (error instanceof StorageFailure) {
      // Our disk or our bucket, never the sender's doing: said as such, and loud for operators.
      metrics?.storageErrors.inc({ stage: error.stage });
      logger.error(
        { err: error.cause ?? error, stage: error.stage, reqId: res.locals.requestId },
        error.stage === 'low_space'
          ? 'uploads refused: the scratch folder is short of space'
          : 'file storage failed',
      );
      res
        .set('Retry-After', '60')
        .status(503)
        .json({ message: error.stage === 'low_space' ? LOW_SPACE_MESSAGE : STORAGE_DOWN_MESSAGE });
      return;
    }
    if (error instanceof HttpError) {
      res.set(error.headers).status(error.status).json({ message: error.message });
      return;
    }
    const status = clientErrorStatus(error);
    if (status !== null) {
      res.status(status).json({ message: clientErrorMessage(error, status) });
      return;
    }
    logger.error({ err: error, reqId: res.locals.requestId }, 'unhandled error');
    res.status(500).json({ message: 'Something went wrong on our side. Please try again.' });
  };
}

/** body-parser marks its refusals with a 4xx status and a type. */
function clientErrorStatus(error: unknown): number | null {
  if (typeof error !== 'object' || error === null || !('status' in error)) return null;
  const { status } = error;
  return typeof status === 'number' && status >= 400 && status < 500 ? status : null;
}

function clientErrorMessage(error: unknown, status: number): string {
  const type =
    typeof error === 'object' && error !== null && 'type' in error ? error.type : undefined;
  if (type === 'entity.parse.failed') return 'The request body is not valid JSON';
  if (type === 'entity.too.large' || status === 413) return 'The request body is too large';
  if (status === 404) return 'Not found';
  if (type === 'encoding.unsupported' || type === 'charset.unsupported') {
    return 'The request body encoding is not supported';
  }
  return 'The request could not be read';
}
