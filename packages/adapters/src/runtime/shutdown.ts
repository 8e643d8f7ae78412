import type { Logger } from 'pino';

/** Runs the closers once, in order, on SIGINT or SIGTERM, then exits. */
export function onShutdown(logger: Logger, closers: readonly (() => Promise<void>)[]): void {
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'shutting down');
    for (const close of closers) {
      await close().catch((error: unknown) =>
        logger.error({ err: error }, 'error while shutting down'),
      );
    }
    process.exit(0);
  };
  process.once('SIGINT', () => void stop('SIGINT'));
  process.once('SIGTERM', () => void stop('SIGTERM'));
}
