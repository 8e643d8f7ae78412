import type { Session, Transaction } from '@workshop/application';
import { describe, expect, it } from 'vitest';
import { at, T0 } from '../fixtures';

const hash = (char: string): string => char.repeat(64);

export function sessionRepositoryTests(repos: () => Transaction): void {
  describe('SessionRepository', () => {
    async function customerSession(token: string, userId: number, expiresAt = at(24 * 60)) {
      const session: Session = {
        tokenHash: hash(token),
        role: 'customer',
        userId,
        passwordChanged: false,
        createdAt: T0,
        expiresAt,
        passkeyFingerprint: null,
        staffId: null,
        staffPasskeyId: null,
      };
      await repos().sessions.create(session);
      return session;
    }

    const newCustomer = (email = 'ada@example.com') =>
      repos().users.create({ email, needsPasswordChange: true, now: T0 });

    it('creates sessions and finds the live ones', async () => {
      const user = await newCustomer();
      const session = await customerSession('a', user.id);
      const admin: Session = {
        tokenHash: hash('b'),
        role: 'admin',
        userId: null,
        passwordChanged: true,
        createdAt: T0,
        expiresAt: at(60),
        passkeyFingerprint: 'f'.repeat(64),
        staffId: null,
        staffPasskeyId: null,
      };
      await repos().sessions.create(admin);
      expect(await repos().sessions.findLive(hash('a'), at(1))).toEqual(session);
      expect(await repos().sessions.findLive(hash('b'), at(1))).toEqual(admin);
      expect(await repos().sessions.findLive(hash('c'), at(1))).toBeNull();
    });

    it('ignores expired sessions', async () => {
      const user = await newCustomer();
      await customerSession('a', user.id, at(60));
      expect(await repos().sessions.findLive(hash('a'), at(59))).not.toBeNull();
      expect(await repos().sessions.findLive(hash('a'), at(60))).toBeNull();
      expect(await repos().sessions.findLive(hash('a'), at(61))).toBeNull();
    });

    it('marks a session password-changed', async () => {
      const user = await newCustomer();
      await customerSession('a', user.id);
      await customerSession('b', user.id);
      await repos().sessions.markPasswordChanged(hash('a'));
      expect((await repos().sessions.findLive(hash('a'), T0))?.passwordChanged).toBe(true);
      expect((await repos().sessions.findLive(hash('b'), T0))?.passwordChanged).toBe(false);
    });

    it('deletes one session', async () => {
      const user = await newCustomer();
      await customerSession('a', user.id);
      await customerSession('b', user.id);
      await repos().sessions.delete(hash('a'));
      expect(await repos().sessions.findLive(hash('a'), T0)).toBeNull();
      expect(await repos().sessions.findLive(hash('b'), T0)).not.toBeNull();
    });

    it('ends every session of a user, except the one in use when asked', async () => {
      const ada = await newCustomer();
      const grace = await newCustomer('grace@example.com');
      await customerSession('a', ada.id);
      await customerSession('b', ada.id);
      await customerSession('c', ada.id);
      await customerSession('d', grace.id);

      await repos().sessions.deleteForUser(ada.id, hash('b'));
      expect(await repos().sessions.findLive(hash('a'), T0)).toBeNull();
      expect(await repos().sessions.findLive(hash('b'), T0)).not.toBeNull();
      expect(await repos().sessions.findLive(hash('c'), T0)).toBeNull();
      expect(await repos().sessions.findLive(hash('d'), T0)).not.toBeNull();

      await repos().sessions.deleteForUser(ada.id);
      expect(await repos().sessions.findLive(hash('b'), T0)).toBeNull();
      expect(await repos().sessions.findLive(hash('d'), T0)).not.toBeNull();
    });

    it('ends the sessions a passkey opened, and no other', async () => {
      const member = await repos().staff.create({
        email: 'sam@example.com',
        name: 'Sam Carver',
        role: 'staff',
        now: T0,
      });
      if (!member) throw new Error('no member');
      const newPasskey = (credentialId: string) =>
        repos().passkeys.create(
          member.id,
          { credentialId, publicKey: 'key', counter: 0, transports: [] },
          'Chrome on Android',
          T0,
        );
      const [phone, laptop] = [await newPasskey('phone'), await newPasskey('laptop')];
      if (!phone || !laptop) throw new Error('no passkeys');
      const memberSession = (token: string, staffPasskeyId: number | null): Session => ({
        tokenHash: hash(token),
        role: 'admin',
        userId: null,
        passwordChanged: true,
        createdAt: T0,
        expiresAt: at(60),
        passkeyFingerprint: null,
        staffId: member.id,
        staffPasskeyId,
      });
      await repos().sessions.create(memberSession('a', phone.id));
      await repos().sessions.create(memberSession('b', laptop.id));
      await repos().sessions.create(memberSession('c', null));
      expect((await repos().sessions.findLive(hash('a'), T0))?.staffPasskeyId).toBe(phone.id);

      await repos().sessions.deleteForPasskey(phone.id);
      expect(await repos().sessions.findLive(hash('a'), T0)).toBeNull();
      expect(await repos().sessions.findLive(hash('b'), T0)).not.toBeNull();
      expect(await repos().sessions.findLive(hash('c'), T0)).not.toBeNull();
    });
  });
}
