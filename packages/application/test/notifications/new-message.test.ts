import { describe, expect, it } from 'vitest';
import { NOTIFICATIONS } from '../../src';
import { createWorld } from '../world';
import { customerProject, detailsOf, planned } from './plan';

const newMessage = NOTIFICATIONS['new-message'];

describe('new-message (MessagePosted)', () => {
  it("tells the customer of the team's message, naming its files", async () => {
    const world = createWorld();
    const { request } = await customerProject(world);
    const message = await world.seedMessage(request.id, 'admin', 'The top is glued up.', [
      { name: 'top.jpg', contentType: 'image/jpeg', size: 900, storageKey: 'attachment-1.jpg' },
    ]);

    const email = await planned(world, newMessage, {
      type: 'MessagePosted',
      requestId: request.id,
      messageId: message.id,
      senderType: 'admin',
      by: null,
    });

    expect(email).toEqual({
      to: 'ada@example.com',
      data: {
        ...detailsOf(request),
        senderName: 'Ben',
        message: 'The top is glued up.',
        audience: 'customer',
        attachmentNames: ['top.jpg'],
      },
      afterSent: null,
    });
  });

  it("leaves the customer's own messages to the team's digest", async () => {
    const world = createWorld();
    const { request } = await customerProject(world);
    const message = await world.seedMessage(request.id, 'customer', 'Can it seat ten?');
    const email = await planned(world, newMessage, {
      type: 'MessagePosted',
      requestId: request.id,
      messageId: message.id,
      senderType: 'customer',
      by: null,
    });
    expect(email).toBeNull();
  });
});
