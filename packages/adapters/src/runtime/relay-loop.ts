import type { RelayOutbox } from '@workshop/application';
import type { Logger } from 'pino';

export interface RelayLoop {
  /** Runs a round now instead of at the next tick (after a commit that recorded events). */
  poke(): void;
  stop(): Promise<void>;
}

/**
 * Polls the outbox: full batches are followed at once by the next, otherwise the loop waits
 * `intervalMs`. A failing round (database down) is logged and retried at the next tick.
 */
export function startRelayLoop(options: {
  relay: RelayOutbox;
  logger: Logger;
  intervalMs: number;
  batchSize?: number;
}): RelayLoop {
  const batchSize = options.batchSize ?? 100;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();

  const round = async (): Promise<void> => {
    if (stopped) return;
    let again = false;
    try {
      const result = await options.relay.execute(batchSize);
      again = result.ok && result.value.published === batchSize;
    } catch (error) {
      options.logger.error({ err: error }, 'outbox relay round failed');
    }
    if (stopped) return;
    // A poke may have queued a round while this one ran: keep a single timer.
    clearTimeout(timer);
    timer = setTimeout(tick, again ? 0 : options.intervalMs);
  };
  const tick = () => {
    running = running.then(round);
  };

  tick();
  return {
    poke() {
      if (stopped) return;
      clearTimeout(timer);
      tick();
    },
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
