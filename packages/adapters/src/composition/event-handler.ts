import type { DeliverEventEmails, ReceivedEvent, Result, UseCases } from '@workshop/application';
import { parseEventPayload } from '@workshop/domain';
import type { Logger } from 'pino';

/**
 * What a queued event makes the worker do: the maintenance job runs the clean-up and logs what it
 * removed; every other event sends the emails it calls for. Once that is over (done, or refused
 * for good) the event is recorded as handled; a throw leaves it to the queue's retry.
 */
export function eventHandler(deps: {
  readonly deliver: DeliverEventEmails;
  readonly maintenance: UseCases['runMaintenance'];
  readonly logger: Logger;
}): (received: ReceivedEvent) => Promise<Result<unknown>> {
  const handle = async (received: ReceivedEvent): Promise<Result<unknown>> => {
    const read = parseEventPayload(received.event);
    if (read.ok && read.event.type === 'MaintenanceDue') {
      const report = await deps.maintenance.execute();
      if (report.ok) deps.logger.info({ removed: report.value }, 'maintenance done');
      return report;
    }
    return deps.deliver.execute(received);
  };
  return async (received) => {
    const result = await handle(received);
    await deps.deliver.done(received.id);
    return result;
  };
}
