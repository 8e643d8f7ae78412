import { describe, expect, it } from 'vitest';
import { NOTIFICATIONS } from '../../src';
import { WORKSHOP_EMAIL, createWorld } from '../world';
import { customerProject, detailsOf, planned } from './plan';

const digest = NOTIFICATIONS['message-digest'];

describe('message-digest (MessageDigestDue)', () => {
  it('gathers the messages the team has not seen, and marks them told once it is sent', async () => {
    const world = createWorld();
    const { request } = await customerProject(world);
    const first = await world.seedMessage(request.id, 'customer', 'Can it seat ten?');
    await world.seedMessage(request.id, 'admin', 'Ours are not listed.');
    const event = { type: 'MessageDigestDue', requestId: request.id } as const;

    const email = await planned(world, digest, event);

    expect(email).toMatchObject({
      to: WORKSHOP_EMAIL,
      data: {
        ...detailsOf(request),
        messages: [
          {
            senderName: 'Ada',
            message: 'Can it seat ten?',
            sentAt: first.sentAt,
            attachmentNames: [],
          },
        ],
      },
    });
    // Planned but not sent: the team has still not been told.
    expect(await planned(world, digest, event)).not.toBeNull();
    await email?.afterSent?.();
    expect(await planned(world, digest, event)).toBeNull();
  });
});
