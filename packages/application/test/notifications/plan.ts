import type { DomainEventType } from '@workshop/domain';
import { ok, type FurnitureRequest, type Transaction } from '../../src';
import type { EventOf, Notification } from '../../src/notifications/notification';
import { loadProject } from '../../src/notifications/project';
import { IssueResetToken } from '../../src/use-cases/issue-reset-token';
import { IssueStaffInvitation } from '../../src/use-cases/issue-staff-invitation';
import { IssueTemporaryPassword } from '../../src/use-cases/issue-temporary-password';
import { WORKSHOP_EMAIL, expectOk, type World } from '../world';

/** What one notification plans for an event, built as the worker builds it at send time. */
export interface Outcome<Data> {
  readonly to: string;
  readonly data: Data | null;
  /** Runs what the notification does once the mail server took it (the digest's marks). */
  readonly afterSent: (() => Promise<void>) | null;
}

/**
 * One notification on its own: `plan` in a transaction, as the delivery protocol runs it,
 * then `build`. Null when the event calls for no email.
 */
export async function planned<E extends DomainEventType, Data>(
  world: World,
  notification: Notification<E, Data>,
  event: EventOf<E>,
  eventId = 'event-1',
): Promise<Outcome<Data> | null> {
  const plan = expectOk(
    await world.uow.run(async (tx) =>
      ok(
        await notification.plan(event, {
          tx,
          eventId,
          now: world.clock.now(),
          workshopEmail: WORKSHOP_EMAIL,
          project: (requestId) => loadProject(tx, requestId),
          issueTemporaryPassword: new IssueTemporaryPassword(world.deps),
          issueResetToken: new IssueResetToken(world.deps),
          issueStaffInvitation: new IssueStaffInvitation(world.deps),
        }),
      ),
    ),
  );
  if (!plan) return null;
  const { afterSent } = plan;
  return {
    to: plan.to,
    data: await plan.build(),
    afterSent: afterSent
      ? async () => {
          expectOk(
            await world.uow.run(async (tx: Transaction) =>
              ok(await afterSent(tx, world.clock.now())),
            ),
          );
        }
      : null,
  };
}

/** A customer who set their own password, with a project. */
export async function customerProject(world: World, fields: Partial<FurnitureRequest> = {}) {
  const ada = await world.seedCustomer({ email: 'ada@example.com' });
  const request = await world.seedRequest(ada, {
    phone: '+44 20 7946 0000',
    imagePath: 'f3a9c1.png',
    imageOriginalName: 'sketch.png',
    ...fields,
  });
  return { ada, request };
}

/** The details every project email shows, as seeded by customerProject. */
export const detailsOf = (request: FurnitureRequest) => ({
  projectId: request.id,
  fullName: request.fullName,
  email: request.email,
  phone: request.phone,
  furnitureType: request.furnitureType,
  description: request.description,
  budgetRange: request.budgetRange,
  timeline: request.timeline,
  hasImage: request.imagePath !== null,
});

/** The project is gone, as after a delete. */
export async function deleteProject(world: World, requestId: number): Promise<void> {
  expectOk(await world.uow.run(async (tx) => ok(await tx.requests.delete(requestId))));
}
