import type { Transaction } from '@workshop/application';
import { describe, expect, it } from 'vitest';
import { at, T0 } from '../fixtures';

export function userRepositoryTests(repos: () => Transaction): void {
  describe('UserRepository', () => {
    it('creates a user and finds it by id and by email', async () => {
      const created = await repos().users.create({
        email: 'ada@example.com',
        needsPasswordChange: true,
        now: T0,
      });
      expect(created).toEqual({
        id: expect.any(Number),
        email: 'ada@example.com',
        passwordHash: null,
        needsPasswordChange: true,
        temporaryPasswordExpiresAt: null,
        resetTokenHash: null,
        resetTokenExpiresAt: null,
        createdAt: T0,
        updatedAt: T0,
      });
      expect(await repos().users.findById(created.id)).toEqual(created);
      expect(await repos().users.findByEmail('ada@example.com')).toEqual(created);
    });

    it('stores emails lower-cased and keeps one account per address', async () => {
      const created = await repos().users.create({
        email: 'Ada@Example.COM',
        needsPasswordChange: true,
        now: T0,
      });
      expect(created.email).toBe('ada@example.com');
      expect((await repos().users.findByEmail('ADA@example.com'))?.id).toBe(created.id);
      await expect(
        repos().users.create({ email: 'ada@example.com', needsPasswordChange: true, now: T0 }),
      ).rejects.toThrow(/users_username_unique/);
    });

    it('returns null for unknown ids, emails and reset tokens', async () => {
      expect(await repos().users.findById(999)).toBeNull();
      expect(await repos().users.findByEmail('nobody@example.com')).toBeNull();
      expect(await repos().users.findByResetTokenHash('f'.repeat(64))).toBeNull();
    });

    it('updates only the given fields and bumps updatedAt', async () => {
      const user = await repos().users.create({
        email: 'ada@example.com',
        needsPasswordChange: true,
        now: T0,
      });
      const expires = at(60);
      const withToken = await repos().users.update(
        user.id,
        { resetTokenHash: 'a'.repeat(64), resetTokenExpiresAt: expires },
        at(1),
      );
      expect(withToken).toMatchObject({
        resetTokenHash: 'a'.repeat(64),
        resetTokenExpiresAt: expires,
        needsPasswordChange: true,
        createdAt: T0,
        updatedAt: at(1),
      });
      expect((await repos().users.findByResetTokenHash('a'.repeat(64)))?.id).toBe(user.id);

      const changed = await repos().users.update(
        user.id,
        {
          passwordHash: '$argon2id$v=19$m=19456,t=2,p=1$x$y',
          needsPasswordChange: false,
          temporaryPasswordExpiresAt: null,
          resetTokenHash: null,
          resetTokenExpiresAt: null,
        },
        at(2),
      );
      expect(changed).toMatchObject({
        passwordHash: '$argon2id$v=19$m=19456,t=2,p=1$x$y',
        needsPasswordChange: false,
        resetTokenHash: null,
        resetTokenExpiresAt: null,
        updatedAt: at(2),
      });
      expect(await repos().users.findByResetTokenHash('a'.repeat(64))).toBeNull();
    });

    it('refuses to update a user that does not exist', async () => {
      await expect(repos().users.update(999, { needsPasswordChange: false }, T0)).rejects.toThrow(
        'No row in users for 999',
      );
    });
  });
}
