import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import compression from 'compression';
import express, { type ErrorRequestHandler, type Express } from 'express';
import helmet from 'helmet';
import type { Logger } from 'pino';
import { pinoHttp } from 'pino-http';
import { csrfGuard } from './csrf';
import { resolveActor } from './actor';
import { HttpError } from './errors';
import { imageUpload } from './image-upload';
import { refuseNul } from './nul-guard';
import type { RateLimiters } from './rate-limits';
import type { HttpUseCases } from './use-cases';
import { authRoutes } from './routes/auth';
import { customizationRoutes } from './routes/customizations';
import { furnitureRequestRoutes } from './routes/furniture-requests';
import { healthRoutes } from './routes/health';
import { messageRoutes } from './routes/messages';
import { uploadRoutes } from './routes/uploads';

export interface HttpAppOptions {
  readonly useCases: HttpUseCases;
  readonly logger: Logger;
  readonly rateLimiters: RateLimiters;
  readonly publicUrl: string;
  readonly dataDir: string;
  readonly trustProxy: boolean;
  readonly ready: () => Promise<boolean>;
  /** Decoded images above this are refused. */
  readonly maxImagePixels?: number;
  /** Extra routes mounted after the API (the web app, the local mailbox). */
  readonly extraRoutes?: readonly express.Router[];
}

const REQUEST_ID = /^[A-Za-z0-9-]{8,64}$/;

export function createHttpApp(options: HttpAppOptions): Express {
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', options.trustProxy ? 1 : false);
  app.set('query parser', 'simple');

  app.use(
    pinoHttp({
      logger: options.logger,
      genReqId: (req, res) => {
        const incoming = req.headers['x-request-id'];
        const id =
          typeof incoming === 'string' && REQUEST_ID.test(incoming) ? incoming : randomUUID();
        res.setHeader('X-Request-Id', id);
        return id;
      },
      serializers: {
        // Reset links put the token in the page URL: never log a query string.
        req: (req: { id: unknown; method: string; url: string }) => ({
          id: req.id,
          method: req.method,
          url: req.url.split('?')[0],
        }),
        res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
      },
    }),
  );
  app.use(
    helmet({
      contentSecurityPolicy: {
        directives: {
          defaultSrc: ["'self'"],
          imgSrc: ["'self'", 'data:', 'blob:'],
          // Radix's scroll lock injects a <style> element; scripts stay strictly same-origin.
          styleSrc: ["'self'", "'unsafe-inline'"],
          scriptSrc: ["'self'"],
          connectSrc: ["'self'"],
          fontSrc: ["'self'"],
          objectSrc: ["'none'"],
          frameAncestors: ["'none'"],
          baseUri: ["'self'"],
          formAction: ["'self'"],
          // Would send a browser on plain-HTTP local mode to https:// for every asset.
          upgradeInsecureRequests: null,
        },
      },
      crossOriginEmbedderPolicy: false,
    }),
  );
  // Scripts, styles and JSON lists travel gzipped (images are compressed already).
  app.use(compression());
  app.use(healthRoutes(options.ready));
  app.use(uploadRoutes(join(options.dataDir, 'uploads')));

  app.use('/api', csrfGuard(options.publicUrl));
  app.use('/api', express.json({ limit: '100kb' }), refuseNul);
  app.use('/api', resolveActor(options.useCases));

  const upload = imageUpload({
    tmpDir: join(options.dataDir, 'tmp'),
    uploadDir: join(options.dataDir, 'uploads'),
    maxPixels: options.maxImagePixels ?? 40_000_000,
  });
  app.use(customizationRoutes(options.useCases, upload, options.rateLimiters.saveDraft));
  app.use(furnitureRequestRoutes(options.useCases, upload, options.rateLimiters.submitRequest));
  app.use(messageRoutes(options.useCases));
  app.use(authRoutes(options.useCases, options.rateLimiters));
  app.use('/api', (_req, res) => {
    res.status(404).json({ message: 'No such API route' });
  });
  for (const router of options.extraRoutes ?? []) app.use(router);
  // Whatever nothing above served (/uploads/../x included) still answers JSON with a message.
  app.use((_req, res) => {
    res.status(404).json({ message: 'Not found' });
  });

  app.use(errorHandler);
  return app;
}

/** Anything a client can send ends as a 4xx with a message; only our own faults are 500s. */
const errorHandler: ErrorRequestHandler = (error: unknown, req, res, _next) => {
  if (res.headersSent) return;
  if (error instanceof HttpError) {
    res.set(error.headers).status(error.status).json({ message: error.message });
    return;
  }
  const status = clientErrorStatus(error);
  if (status !== null) {
    res.status(status).json({ message: clientErrorMessage(error, status) });
    return;
  }
  req.log.error({ err: error }, 'unhandled error');
  res.status(500).json({ message: 'Something went wrong on our side. Please try again.' });
};

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
