import type { CustomizationFields, Transaction } from '@workshop/application';
import type { Knex } from 'knex';
import { describe, expect, it } from 'vitest';
import { at, seedRequest, T0 } from '../fixtures';

const draftFields = (imagePath: string | null): CustomizationFields => ({
  furnitureType: 'table',
  style: null,
  material: null,
  specificMaterial: null,
  finish: null,
  specificFinish: null,
  dimensions: null,
  features: [],
  hardware: null,
  upholstery: null,
  notes: null,
  fullName: 'Ada',
  email: 'ada@example.com',
  phone: null,
  timeline: null,
  imagePath,
  imageOriginalName: imagePath ? 'table.jpg' : null,
  completed: false,
});

/** Each rule of the maintenance job, on the real schema. */
export function housekeepingTests(repos: () => Transaction, db: () => Knex): void {
  describe('Housekeeping', () => {
    it('deletes expired sessions only', async () => {
      const { customer } = await seedRequest(repos());
      for (const [token, expiresAt] of [
        ['a', at(10)],
        ['b', at(30)],
      ] as const) {
        await repos().sessions.create({
          tokenHash: token.repeat(64),
          role: 'customer',
          userId: customer.id,
          passwordChanged: true,
          createdAt: T0,
          expiresAt,
          passkeyFingerprint: null,
          staffId: null,
          staffPasskeyId: null,
        });
      }
      expect(await repos().housekeeping.deleteExpiredSessions(at(20))).toBe(1);
      expect((await db()('sessions').select('token_hash')).map((r) => r.token_hash)).toEqual([
        'b'.repeat(64),
      ]);
    });

    it('clears reset links past their hour', async () => {
      const { customer } = await seedRequest(repos());
      const other = (await seedRequest(repos(), 'grace@example.com')).customer;
      await repos().users.update(
        customer.id,
        { resetTokenHash: 'x', resetTokenExpiresAt: at(10) },
        T0,
      );
      await repos().users.update(
        other.id,
        { resetTokenHash: 'y', resetTokenExpiresAt: at(60) },
        T0,
      );
      expect(await repos().housekeeping.clearExpiredResetTokens(at(20))).toBe(1);
      expect(await repos().users.findById(customer.id)).toMatchObject({
        resetTokenHash: null,
        resetTokenExpiresAt: null,
      });
      expect((await repos().users.findById(other.id))?.resetTokenHash).toBe('y');
    });

    it('deletes rate-limit counters whose window is over, and ended runs of failed sign-ins', async () => {
      await db()('rate_limits').insert([
        { key: 'signIn:ip:1', points: 3, expire: at(10).getTime() },
        { key: 'signIn:ip:2', points: 1, expire: at(30).getTime() },
      ]);
      await repos().signInFailures.record('ended@example.com', T0, 10 * 60_000);
      await repos().signInFailures.record('going@example.com', T0, 30 * 60_000);
      expect(await repos().housekeeping.deleteExpiredRateLimits(at(20))).toBe(2);
      expect((await db()('rate_limits').select('key')).map((r) => r.key)).toEqual(['signIn:ip:2']);
      expect((await db()('sign_in_failures').select('email')).map((r) => r.email)).toEqual([
        'going@example.com',
      ]);
    });

    it('deletes Idempotency-Keys past their expiry, with the answers kept for them', async () => {
      await db()('idempotency_keys').insert([
        { caller: 'anonymous', key: 'old', expires_at: at(10), status: 201, body: '{}' },
        { caller: 'customer:1', key: 'new', expires_at: at(30) },
      ]);
      expect(await repos().housekeeping.deleteExpiredIdempotencyKeys(at(20))).toBe(1);
      expect((await db()('idempotency_keys').select('key')).map((r) => r.key)).toEqual(['new']);
    });

    it('deletes passkey ceremonies never answered, once past their expiry', async () => {
      for (const [id, expiresAt] of [
        ['gone', at(10)],
        ['kept', at(30)],
      ] as const) {
        await repos().passkeys.saveChallenge({
          id,
          purpose: 'sign-in',
          staffId: null,
          challenge: `challenge-${id}`,
          expiresAt,
        });
      }
      expect(await repos().housekeeping.deleteExpiredPasskeyChallenges(at(20))).toBe(1);
      expect((await db()('passkey_challenges').select('id')).map((r) => r.id)).toEqual(['kept']);
      expect(await repos().passkeys.takeChallenge('gone')).toBeNull();
    });

    it('prunes old published events, but keeps what a failed email still needs', async () => {
      await repos().outbox.add([{ type: 'QuoteProvided', requestId: 1, by: null }], T0);
      await repos().outbox.add([{ type: 'QuoteApproved', requestId: 1 }], T0);
      await repos().outbox.add([{ type: 'ProjectCompleted', requestId: 1, by: null }], T0);
      const [old, needed, recent] = await db()('outbox').orderBy('type').select('id', 'type');
      await db()('outbox')
        .whereIn('id', [old.id, needed.id])
        .update({ published_at: at(1) });
      await db()('outbox')
        .where({ id: recent.id })
        .update({ published_at: at(100) });
      await repos().deliveries.claim(
        { eventId: needed.id, template: 'quote-approved', recipient: 'team@x', projectId: 1 },
        at(1),
        60_000,
      );
      await repos().deliveries.finish(
        { eventId: needed.id, template: 'quote-approved' },
        { status: 'failed', error: '550' },
        at(1),
      );
      expect(await repos().housekeeping.prunePublishedEvents(at(50))).toBe(1);
      expect((await db()('outbox').select('id')).map((r) => r.id).sort()).toEqual(
        [needed.id, recent.id].sort(),
      );
    });

    it("keeps an existing project's events and emails (its activity log) past the retention", async () => {
      const { customer, request } = await seedRequest(repos());
      await repos().outbox.add(
        [
          { type: 'AccountCreated', userId: customer.id, email: customer.email },
          { type: 'QuoteProvided', requestId: request.id, by: null },
          { type: 'PasswordChanged', userId: customer.id, email: customer.email },
        ],
        T0,
      );
      await db()('outbox').update({ published_at: at(1) });
      const events = await db()('outbox').select('id', 'type');
      const idOf = (type: string) => events.find((row) => row.type === type)?.id as string;
      const sent = async (type: string, template: 'quote-ready' | 'password-changed') => {
        const key = { eventId: idOf(type), template };
        await repos().deliveries.claim(
          {
            ...key,
            recipient: customer.email,
            projectId: type === 'QuoteProvided' ? request.id : null,
          },
          at(1),
          60_000,
        );
        await repos().deliveries.finish(key, { status: 'sent' }, at(1));
      };
      await sent('QuoteProvided', 'quote-ready');
      await sent('PasswordChanged', 'password-changed');

      expect(await repos().housekeeping.prunePublishedEvents(at(50))).toBe(1);
      expect(await repos().housekeeping.pruneSentEmails(at(50))).toBe(1);
      expect((await db()('outbox').select('type')).map((r) => r.type).sort()).toEqual([
        'AccountCreated',
        'QuoteProvided',
      ]);
      expect((await db()('email_deliveries').select('template')).map((r) => r.template)).toEqual([
        'quote-ready',
      ]);

      // Once the project is deleted, its records fall back to the retention like any other.
      await repos().requests.delete(request.id);
      expect(await repos().housekeeping.prunePublishedEvents(at(50))).toBe(1);
      expect(await repos().housekeeping.pruneSentEmails(at(50))).toBe(1);
      expect((await db()('outbox').select('type')).map((r) => r.type)).toEqual(['AccountCreated']);
    });

    it('prunes old sent and skipped email records, never failed or pending ones', async () => {
      const claim = (eventId: string, template: 'quote-ready' | 'credentials') =>
        repos().deliveries.claim({ eventId, template, recipient: 'a@x', projectId: null }, T0, 1);
      const ids = [
        '00000000-0000-4000-8000-000000000001',
        '00000000-0000-4000-8000-000000000002',
        '00000000-0000-4000-8000-000000000003',
      ];
      for (const id of ids) await claim(id, 'quote-ready');
      await repos().deliveries.finish(
        { eventId: ids[0] ?? '', template: 'quote-ready' },
        { status: 'sent' },
        at(1),
      );
      await repos().deliveries.finish(
        { eventId: ids[1] ?? '', template: 'quote-ready' },
        { status: 'failed', error: '550' },
        at(1),
      );
      await repos().deliveries.retryLater(
        { eventId: ids[2] ?? '', template: 'quote-ready' },
        '421',
        at(1),
      );
      expect(await repos().housekeeping.pruneSentEmails(at(50))).toBe(1);
      expect((await db()('email_deliveries').select('status')).map((r) => r.status).sort()).toEqual(
        ['failed', 'retrying'],
      );
    });

    it('deletes drafts never submitted since the cutoff, answering their images', async () => {
      const { customer, request } = await seedRequest(repos());
      await repos().customizations.upsert('session_old', draftFields('a'.repeat(32) + '.jpg'), T0);
      await repos().customizations.upsert('session_new', draftFields(null), at(60));
      await repos().customizations.upsert('session_sent', draftFields('b'.repeat(32) + '.jpg'), T0);
      await repos().customizations.link(
        'session_sent',
        { userId: customer.id, requestId: request.id },
        T0,
      );
      expect(await repos().housekeeping.deleteAbandonedDrafts(at(30))).toEqual([
        { sessionId: 'session_old', imagePath: 'a'.repeat(32) + '.jpg' },
      ]);
      expect(
        (await db()('furniture_customizations').select('session_id'))
          .map((r) => r.session_id)
          .sort(),
      ).toEqual(['session_new', 'session_sent']);
    });

    it('names every file a project or a draft still holds', async () => {
      const { customer } = await seedRequest(repos());
      await repos().requests.create(
        {
          customerId: customer.id,
          fullName: 'Ada',
          email: customer.email,
          phone: null,
          furnitureType: null,
          description: null,
          budgetRange: null,
          timeline: null,
          imagePath: 'c'.repeat(32) + '.png',
          imageOriginalName: 'c.png',
          status: 'new',
        },
        T0,
      );
      await repos().customizations.upsert('session_x', draftFields('d'.repeat(32) + '.jpg'), T0);
      expect([...(await repos().housekeeping.referencedFiles())].sort()).toEqual([
        'c'.repeat(32) + '.png',
        'd'.repeat(32) + '.jpg',
      ]);
    });
  });
}
