import type { Transaction } from '@workshop/application';
import { describe, expect, it } from 'vitest';
import { at, T0 } from '../fixtures';

const EVENT = '00000000-0000-4000-8000-00000000000a';
const key = { eventId: EVENT, template: 'credentials' as const };
const claimOf = { ...key, recipient: 'ada@example.com', projectId: 7 };

/** The delivery log: the guard against sending twice, and the team's Emails view. */
export function deliveryLogTests(repos: () => Transaction): void {
  describe('DeliveryLog', () => {
    it('claims once, answers busy inside the lease, and counts each attempt', async () => {
      expect(await repos().deliveries.claim(claimOf, T0, 60_000)).toBe('claimed');
      expect(await repos().deliveries.claim(claimOf, at(0.5), 60_000)).toBe('busy');
      expect(await repos().deliveries.claim(claimOf, at(2), 60_000)).toBe('claimed');
      const [row] = await repos().deliveries.list('pending', 10);
      expect(row).toMatchObject({ status: 'sending', attempts: 2, projectId: 7 });
    });

    it('keeps a send the mail system refused as retrying, with its answer, claimable at once', async () => {
      await repos().deliveries.claim(claimOf, T0, 60_000);
      await repos().deliveries.retryLater(key, '535 5.7.8 Authentication failed', at(1));
      const [row] = await repos().deliveries.list('pending', 10);
      expect(row).toMatchObject({
        status: 'retrying',
        lastError: '535 5.7.8 Authentication failed',
        attempts: 1,
      });
      expect(await repos().deliveries.claim(claimOf, at(1), 60_000)).toBe('claimed');
      await repos().deliveries.finish(key, { status: 'sent' }, at(2));
      expect(await repos().deliveries.list('sent', 10)).toEqual([
        expect.objectContaining({ status: 'sent', attempts: 2, sentAt: at(2) }),
      ]);
      expect(await repos().deliveries.claim(claimOf, at(3), 60_000)).toBe('done');
    });

    it('shows the emails waiting behind a refused one as retrying, without counting an attempt', async () => {
      const alert = { eventId: EVENT, template: 'new-request-alert' as const };
      const behind = { ...alert, recipient: 'team@workshop.test', projectId: 7 };
      await repos().deliveries.waitBehind([behind], '535 5.7.8 Authentication failed', T0);
      await repos().deliveries.waitBehind([behind], '421 try later', at(1));
      expect(await repos().deliveries.list('pending', 10)).toEqual([
        expect.objectContaining({
          ...behind,
          status: 'retrying',
          attempts: 0,
          lastError: '421 try later',
        }),
      ]);
      expect(await repos().deliveries.claim(behind, at(2), 60_000)).toBe('claimed');
      await repos().deliveries.finish(alert, { status: 'sent' }, at(3));
      // Once sent, a later wait leaves it alone.
      await repos().deliveries.waitBehind([behind], '421 try later', at(4));
      expect(await repos().deliveries.list('sent', 10)).toEqual([
        expect.objectContaining({ status: 'sent', attempts: 1, lastError: '421 try later' }),
      ]);
    });

    it('fails what is left of an event when the queue gives up, and sends it again on demand', async () => {
      await repos().deliveries.claim(claimOf, T0, 60_000);
      await repos().deliveries.retryLater(key, '421 try later', at(1));
      expect(await repos().deliveries.giveUp(EVENT, 'Given up after 15 attempt(s)', at(2))).toBe(1);
      expect(await repos().deliveries.count('failed')).toBe(1);
      const [failed] = await repos().deliveries.list('failed', 10);
      expect(failed).toMatchObject({ lastError: 'Given up after 15 attempt(s)' });
      expect(await repos().deliveries.claim(claimOf, at(3), 60_000)).toBe('done');
      await repos().deliveries.prepareResend(failed?.id ?? 0, at(4));
      expect((await repos().deliveries.findById(failed?.id ?? 0))?.status).toBe('retrying');
      expect(await repos().deliveries.claim(claimOf, at(5), 60_000)).toBe('claimed');
      expect(await repos().deliveries.findById(999_999)).toBeNull();
    });

    it('counts the emails of one template that went to one address just before this one', async () => {
      const eventIds = Array.from(
        { length: 5 },
        (_, i) => `00000000-0000-4000-8000-00000000010${i}`,
      );
      const confirmation = (n: number, recipient = 'ada@example.com') => ({
        eventId: eventIds[n] ?? '',
        template: 'request-confirmation' as const,
        recipient,
        projectId: null,
      });
      await repos().deliveries.claim(confirmation(0), T0, 60_000);
      await repos().deliveries.finish(confirmation(0), { status: 'sent' }, T0);
      await repos().deliveries.claim(confirmation(1), T0, 60_000);
      // Another address, and an email held back, do not count.
      await repos().deliveries.claim(confirmation(2, 'grace@example.com'), T0, 60_000);
      await repos().deliveries.claim(confirmation(3), T0, 60_000);
      await repos().deliveries.finish(
        confirmation(3),
        { status: 'skipped', error: 'Held back: 3 went to this address' },
        T0,
      );
      await repos().deliveries.claim(confirmation(4), T0, 60_000);

      expect(await repos().deliveries.countEarlier(confirmation(0), 3_600_000)).toBe(0);
      expect(await repos().deliveries.countEarlier(confirmation(1), 3_600_000)).toBe(1);
      expect(await repos().deliveries.countEarlier(confirmation(4), 3_600_000)).toBe(2);
      expect(await repos().deliveries.countEarlier(confirmation(2), 3_600_000)).toBe(0);
      // Only within the window before this one was first recorded.
      expect(await repos().deliveries.countEarlier(confirmation(4), 0)).toBe(0);
    });
  });
}
