import type { RelayOutbox } from '@workshop/application';
import type { Logger } from 'pino';

export interface RelayLoop {
  stop(): Promise<void>;
}

/**
 * Polls the outbox: full batches are followed at once by the next, otherwise the loop waits
 * `intervalMs`. A failing round (database down) is logged and retried at the next tick; events
 * this release cannot read are logged at error each time they come round.
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
      if (result.ok && result.value.parked.length > 0) {
        options.logger.error(
          { parked: result.value.parked },
          'outbox events set aside: this release cannot read them',
        );
      }
      if (result.ok && result.value.failed > 0) {
        options.logger.warn(
          { failed: result.value.failed },
          'outbox events could not be published',
        );
      }
      again = result.ok && result.value.published + result.value.parked.length === batchSize;
    } catch (error) {
      options.logger.error({ err: error }, 'outbox relay round failed');
    }
    if (stopped) return;
    timer = setTimeout(tick, again ? 0 : options.intervalMs);
  };
  const tick = () => {
    running = running.then(round);
  };

  tick();
  return {
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
