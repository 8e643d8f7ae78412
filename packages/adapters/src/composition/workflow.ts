import type { Container, ServiceIdentifier } from 'inversify';
import {
  DeliverEventEmails,
  RelayOutbox,
  type EventQueue,
  type Mailer,
} from '@workshop/application';
import { TOKENS as T, useCaseToken } from './tokens';

export interface WorkflowPorts {
  readonly mailer: Mailer;
  /** BullMQ in services mode; in local mode an in-process queue that calls `deliver` itself. */
  readonly createQueue: (deliver: DeliverEventEmails) => EventQueue;
  readonly workshopEmail: string;
  /** DELIVERY_LEASE_SECONDS: when a claimed email whose sender went quiet may be taken over. */
  readonly claimLeaseMs?: number;
}

export interface Workflow {
  readonly relay: RelayOutbox;
  readonly deliver: DeliverEventEmails;
  readonly queue: EventQueue;
}

const W = {
  relay: Symbol.for('RelayOutbox') as ServiceIdentifier<RelayOutbox>,
  deliver: Symbol.for('DeliverEventEmails') as ServiceIdentifier<DeliverEventEmails>,
};

/** Adds the event-driven workflow to a composed container: the relay and the email sender. */
export function bindWorkflow(container: Container, ports: WorkflowPorts): Workflow {
  container.bind(T.mailer).toConstantValue(ports.mailer);
  container.bind(W.deliver).toResolvedValue(
    (uow, clock, mailer, issueTemporaryPassword, issueResetToken, issueStaffInvitation) =>
      new DeliverEventEmails({
        uow,
        clock,
        mailer,
        issueTemporaryPassword,
        issueResetToken,
        issueStaffInvitation,
        settings: {
          workshopEmail: ports.workshopEmail,
          ...(ports.claimLeaseMs === undefined ? {} : { claimLeaseMs: ports.claimLeaseMs }),
        },
      }),
    [
      T.unitOfWork,
      T.clock,
      T.mailer,
      useCaseToken('issueTemporaryPassword'),
      useCaseToken('issueResetToken'),
      useCaseToken('issueStaffInvitation'),
    ],
  );
  container
    .bind(T.eventQueue)
    .toResolvedValue((deliver) => ports.createQueue(deliver), [W.deliver]);
  container
    .bind(W.relay)
    .toResolvedValue(
      (uow, clock, queue) => new RelayOutbox({ uow, clock, queue, random: Math.random }),
      [T.unitOfWork, T.clock, T.eventQueue],
    );
  return {
    relay: container.get(W.relay),
    deliver: container.get(W.deliver),
    queue: container.get(T.eventQueue),
  };
}
