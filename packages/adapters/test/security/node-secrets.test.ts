import { describe, expect, it } from 'vitest';
import { NodeSecrets } from '../../src/security/node-secrets';

const KEY = 'a-credentials-key-of-32-characters-or-more';

describe('NodeSecrets.temporaryPasswordFor', () => {
  it('gives the same subject the same password, in four groups of four readable characters', () => {
    const secrets = new NodeSecrets(KEY);
    const password = secrets.temporaryPasswordFor('account:7:event:abc');
    expect(password).toMatch(/^[A-HJ-NP-Za-kmnp-z2-9]{4}(-[A-HJ-NP-Za-kmnp-z2-9]{4}){3}$/);
    expect(new NodeSecrets(KEY).temporaryPasswordFor('account:7:event:abc')).toBe(password);
  });

  it('gives another subject, or the same subject under another key, another password', () => {
    const secrets = new NodeSecrets(KEY);
    const passwords = new Set([
      secrets.temporaryPasswordFor('account:7:event:abc'),
      secrets.temporaryPasswordFor('account:7:event:abd'),
      secrets.temporaryPasswordFor('account:8:event:abc'),
      new NodeSecrets(`${KEY}!`).temporaryPasswordFor('account:7:event:abc'),
    ]);
    expect(passwords.size).toBe(4);
  });

  it('spreads its characters evenly over the alphabet', () => {
    const secrets = new NodeSecrets(KEY);
    const counts = new Map<string, number>();
    for (let i = 0; i < 10_000; i += 1) {
      for (const character of secrets.temporaryPasswordFor(`account:${i}`).replaceAll('-', '')) {
        counts.set(character, (counts.get(character) ?? 0) + 1);
      }
    }
    // 160,000 characters over 56: about 2,857 each (give or take 53). A plain modulo would
    // give the first 32 characters 3,125 and the others 2,500.
    expect(counts.size).toBe(56);
    for (const count of counts.values()) expect(count).toBeGreaterThan(2_650);
    for (const count of counts.values()) expect(count).toBeLessThan(3_060);
  });

  it('refuses to make one without a key (the API has none)', () => {
    expect(() => new NodeSecrets().temporaryPasswordFor('account:7')).toThrow(/CREDENTIALS_KEY/);
  });
});
