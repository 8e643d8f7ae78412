import { randomUUID } from 'node:crypto';
import type { Request, Response } from 'express';
import type { Level, Logger } from 'pino';

declare module 'express-serve-static-core' {
  interface Locals {
    requestId: string;
  }
}

const REQUEST_ID = /^[A-Za-z0-9-]{8,64}$/;

/** A response slower than this is worth an operator's attention even when it succeeded. */
const SLOW_MS = 1_000;

/**
 * One log line per request, when its response ends: id, method, path, status and duration.
 * What needs attention (refusals, failures, aborted or slow responses) is logged at info and
 * above; a quick success only at debug (`LOG_LEVEL=debug` shows every request), because
 * writing a line for each one cost more than the rest of our stack on a small answer
 * (docs/performance.md). Not pino-http, for the same reason: it builds a child logger and
 * serializes the whole request for every request. The line holds no header, body or query
 * string (reset links carry their token in the page URL), so nothing secret can reach it.
 */
export function requestLog(
  logger: Logger,
  timed?: AnswerTimer,
): (req: Request, res: Response) => void {
  return (req, res) => {
    const incoming = req.headers['x-request-id'];
    const id = typeof incoming === 'string' && REQUEST_ID.test(incoming) ? incoming : randomUUID();
    res.locals.requestId = id;
    res.setHeader('X-Request-Id', id);
    const started = performance.now();
    // 'close' (emitted once) also fires when the client goes away before the response is finished.
    // One listener for the log line and the metrics: each listener is work on every request.
    res.on('close', () => {
      const elapsed = performance.now() - started;
      timed?.(req, res, elapsed);
      const ms = Math.round(elapsed);
      const status = res.statusCode;
      const level = levelOf(res.writableFinished, status, ms);
      if (!logger.isLevelEnabled(level)) return;
      const path = req.originalUrl.split('?', 1)[0];
      const fields = { reqId: id, method: req.method, path, status, ms };
      logger[level](fields, res.writableFinished ? 'request completed' : 'request aborted');
    });
  };
}

/** Told how long each answer took (ms), when it ends: the HTTP metrics. */
export type AnswerTimer = (req: Request, res: Response, ms: number) => void;

function levelOf(finished: boolean, status: number, ms: number): Level {
  if (!finished) return 'warn';
  if (status >= 500) return 'error';
  return status >= 400 || ms >= SLOW_MS ? 'info' : 'debug';
}
