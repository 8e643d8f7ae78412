import type { NewMessage, Transaction } from '@workshop/application';
import { describe, expect, it } from 'vitest';
import { at, seedRequest, T0 } from '../fixtures';

const fromCustomer = (projectId: number, message = 'Hello'): NewMessage => ({
  projectId,
  message,
  senderType: 'customer',
  senderName: 'Ada',
});
const fromAdmin = (projectId: number, message = 'Hi'): NewMessage => ({
  projectId,
  message,
  senderType: 'admin',
  senderName: 'Joe',
});

export function messageRepositoryTests(repos: () => Transaction): void {
  describe('MessageRepository', () => {
    it('creates a message read by its sender only', async () => {
      const { request } = await seedRequest(repos());
      const customer = await repos().messages.create(fromCustomer(request.id), T0);
      expect(customer).toEqual({
        id: expect.any(Number),
        projectId: request.id,
        message: 'Hello',
        senderType: 'customer',
        senderName: 'Ada',
        readByAdmin: false,
        readByCustomer: true,
        sentAt: T0,
        attachments: [],
      });
      const admin = await repos().messages.create(fromAdmin(request.id), at(1));
      expect(admin).toMatchObject({
        senderType: 'admin',
        readByAdmin: true,
        readByCustomer: false,
      });
    });

    it('keeps a message’s files in order, finds each by project, message and number, and drops them with the project', async () => {
      const { request } = await seedRequest(repos());
      const other = await seedRequest(repos(), 'grace@example.com');
      const plan = {
        name: 'plan.pdf',
        contentType: 'application/pdf',
        size: 1234,
        storageKey: `attachment-${'a'.repeat(32)}.pdf`,
      } as const;
      const photo = {
        name: 'wall.jpg',
        contentType: 'image/jpeg',
        size: 567,
        storageKey: `attachment-${'b'.repeat(32)}.jpg`,
      } as const;
      const sent = await repos().messages.create(
        { ...fromCustomer(request.id), attachments: [plan, photo] },
        T0,
      );
      const expected = [
        { ...plan, position: 1 },
        { ...photo, position: 2 },
      ];
      expect(sent.attachments).toEqual(expected);
      await repos().messages.create(fromAdmin(request.id), at(1));
      const listed = await repos().messages.listByProject(request.id);
      expect(listed.map((m) => m.attachments)).toEqual([expected, []]);
      expect(await repos().messages.listAwaitingTeam(request.id)).toEqual([sent]);

      const messages = repos().messages;
      expect(await messages.findAttachment(request.id, sent.id, 2)).toEqual(expected[1]);
      expect(await messages.findAttachment(request.id, sent.id, 3)).toBeNull();
      // Another project's id with this message's: nothing, whoever asks.
      expect(await messages.findAttachment(other.request.id, sent.id, 1)).toBeNull();
      expect((await messages.attachmentKeys(request.id)).sort()).toEqual(
        [plan.storageKey, photo.storageKey].sort(),
      );
      expect(await messages.attachmentKeys(other.request.id)).toEqual([]);

      await repos().requests.delete(request.id);
      expect(await messages.attachmentKeys(request.id)).toEqual([]);
    });

    it('finds one message of a project by its id, with its files, and no other project’s', async () => {
      const { request } = await seedRequest(repos());
      const other = await seedRequest(repos(), 'grace@example.com');
      const file = {
        name: 'plan.pdf',
        contentType: 'application/pdf',
        size: 1234,
        storageKey: `attachment-${'c'.repeat(32)}.pdf`,
      } as const;
      const sent = await repos().messages.create(
        { ...fromCustomer(request.id, 'Ash legs?'), attachments: [file] },
        T0,
      );
      await repos().messages.create(fromAdmin(request.id), at(1));

      expect(await repos().messages.findById(request.id, sent.id)).toEqual(sent);
      expect(await repos().messages.findById(other.request.id, sent.id)).toBeNull();
      expect(await repos().messages.findById(request.id, 999_999)).toBeNull();
    });

    it('lists a project’s messages oldest first', async () => {
      const { request } = await seedRequest(repos());
      const other = await seedRequest(repos(), 'grace@example.com');
      const third = await repos().messages.create(fromCustomer(request.id, 'third'), at(3));
      const first = await repos().messages.create(fromAdmin(request.id, 'first'), at(1));
      await repos().messages.create(fromCustomer(other.request.id, 'elsewhere'), at(2));
      const second = await repos().messages.create(fromCustomer(request.id, 'second'), at(2));
      const listed = await repos().messages.listByProject(request.id);
      expect(listed.map((m) => m.id)).toEqual([first.id, second.id, third.id]);
      expect(await repos().messages.listByProject(999)).toEqual([]);
    });

    it('lists the customer messages the team has neither read nor been told of', async () => {
      const { request } = await seedRequest(repos());
      const told = await repos().messages.create(fromCustomer(request.id, 'told'), at(1));
      await repos().messages.markTeamAlerted([told.id], at(2));
      const read = await repos().messages.create(fromCustomer(request.id, 'read'), at(3));
      await repos().messages.markRead(request.id, 'admin');
      const later = await repos().messages.create(fromCustomer(request.id, 'later'), at(5));
      const sooner = await repos().messages.create(fromCustomer(request.id, 'sooner'), at(4));
      await repos().messages.create(fromAdmin(request.id, 'from the team'), at(6));
      const awaiting = await repos().messages.listAwaitingTeam(request.id);
      expect(awaiting.map((m) => m.message)).toEqual(['sooner', 'later']);
      expect(awaiting.map((m) => m.id)).not.toContain(read.id);
      await repos().messages.markTeamAlerted([sooner.id, later.id], at(7));
      expect(await repos().messages.listAwaitingTeam(request.id)).toEqual([]);
    });

    it('counts unread messages per project for the admin side', async () => {
      const ada = await seedRequest(repos(), 'ada@example.com');
      const grace = await seedRequest(repos(), 'grace@example.com');
      const quiet = await seedRequest(repos(), 'linus@example.com');
      await repos().messages.create(fromCustomer(ada.request.id), T0);
      await repos().messages.create(fromCustomer(ada.request.id), T0);
      await repos().messages.create(fromAdmin(ada.request.id), T0);
      await repos().messages.create(fromCustomer(grace.request.id), T0);
      await repos().messages.create(fromAdmin(quiet.request.id), T0);

      expect(await repos().messages.unreadCounts({ reader: 'admin' })).toEqual({
        [ada.request.id]: 2,
        [grace.request.id]: 1,
      });
    });

    it('counts unread messages for a customer on that customer’s projects only', async () => {
      const ada = await seedRequest(repos(), 'ada@example.com');
      const adaSecond = await seedRequest(repos(), 'ada@example.com');
      const grace = await seedRequest(repos(), 'grace@example.com');
      await repos().messages.create(fromAdmin(ada.request.id), T0);
      await repos().messages.create(fromAdmin(ada.request.id), T0);
      await repos().messages.create(fromCustomer(ada.request.id), T0);
      await repos().messages.create(fromAdmin(adaSecond.request.id), T0);
      await repos().messages.create(fromAdmin(grace.request.id), T0);

      expect(
        await repos().messages.unreadCounts({ reader: 'customer', customerId: ada.customer.id }),
      ).toEqual({
        [ada.request.id]: 2,
        [adaSecond.request.id]: 1,
      });
      expect(
        await repos().messages.unreadCounts({ reader: 'customer', customerId: grace.customer.id }),
      ).toEqual({
        [grace.request.id]: 1,
      });
      expect(await repos().messages.unreadCounts({ reader: 'customer', customerId: 999 })).toEqual(
        {},
      );
    });

    it('marks a project read for one side and reports how many changed', async () => {
      const { request } = await seedRequest(repos());
      const other = await seedRequest(repos(), 'grace@example.com');
      await repos().messages.create(fromCustomer(request.id), T0);
      await repos().messages.create(fromCustomer(request.id), T0);
      await repos().messages.create(fromAdmin(request.id), T0);
      await repos().messages.create(fromCustomer(other.request.id), T0);

      expect(await repos().messages.markRead(request.id, 'admin')).toBe(2);
      expect(await repos().messages.markRead(request.id, 'admin')).toBe(0);
      expect(await repos().messages.unreadCounts({ reader: 'admin' })).toEqual({
        [other.request.id]: 1,
      });
      const listed = await repos().messages.listByProject(request.id);
      expect(listed.every((m) => m.readByAdmin)).toBe(true);
      // The customer side is untouched: the admin's reply is still unread for them.
      expect(
        await repos().messages.unreadCounts({ reader: 'customer', customerId: request.customerId }),
      ).toEqual({
        [request.id]: 1,
      });

      expect(await repos().messages.markRead(request.id, 'customer')).toBe(1);
      expect(
        await repos().messages.unreadCounts({ reader: 'customer', customerId: request.customerId }),
      ).toEqual({});
    });
  });
}
