import { pino, type Logger } from 'pino';
import type { Config } from '../config/config';

/** Structured logs; secrets never reach them (redacted paths cover every field that could hold one). */
export function createLogger(config: Pick<Config, 'logLevel'>): Logger {
  return pino({
    level: config.logLevel,
    redact: {
      paths: [
        'req.headers.cookie',
        'res.headers["set-cookie"]',
        '*.password',
        '*.currentPassword',
        '*.newPassword',
        '*.temporaryPassword',
        '*.token',
        '*.passkey',
      ],
      censor: '[redacted]',
    },
  });
}
