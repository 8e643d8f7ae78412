import { OWNER_PASSKEY, type Actor, type FurnitureRequest } from '@workshop/application';
import { expect } from 'vitest';
import type { UseCases } from '@workshop/application';
import { PUBLIC_URL } from './pipeline';
import type { ReceivedEmail } from './smtp-sink';

export const ADMIN: Actor = OWNER_PASSKEY;
const ANONYMOUS: Actor = { kind: 'anonymous' };

export const requestFields = (email: string, fullName = 'Ada Lovelace') => ({
  fullName,
  email,
  phone: '555-0142',
  furnitureType: 'table',
  description: 'Walnut dining table for eight, with a live edge.',
  budgetRange: '1000-2500',
  timeline: '1-month',
});

/** A request from a new email: it creates the account (credentials email) too. */
export async function submitRequest(
  useCases: UseCases,
  email: string,
  fullName?: string,
): Promise<FurnitureRequest> {
  const result = await useCases.submitRequest.execute(ANONYMOUS, {
    fields: requestFields(email, fullName),
    image: null,
  });
  if (!result.ok) throw new Error(`submitRequest refused: ${result.error.message}`);
  return result.value.request;
}

/** The temporary password as the credentials email shows it, in both parts. */
export function temporaryPasswordIn(email: ReceivedEmail): string {
  const fromText = /Temporary password: (\S+)/.exec(email.text)?.[1];
  expect(fromText, 'temporary password in the plain text').toBeDefined();
  expect(email.html).toContain(`<strong>${fromText}</strong>`);
  return fromText as string;
}

/** The reset link of the reset email; it must be built from PUBLIC_URL, in both parts. */
export function resetLinkIn(email: ReceivedEmail): { link: string; token: string } {
  const prefix = `${PUBLIC_URL}/reset-password?token=`;
  const link = email.text.split(/\s/).find((word) => word.startsWith(prefix));
  expect(link, `a link starting with ${prefix} in the plain text`).toBeDefined();
  expect(email.html).toContain(`href="${link as string}"`);
  const token = new URL(link as string).searchParams.get('token') ?? '';
  expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
  return { link: link as string, token };
}

/** Signs in and resolves the session the way the HTTP layer would: the customer's actor. */
export async function signIn(
  useCases: UseCases,
  email: string,
  password: string,
): Promise<{ actor: Actor; token: string; needsPasswordChange: boolean }> {
  const signedIn = await useCases.signIn.execute({ email, password });
  if (!signedIn.ok) throw new Error(`signIn refused: ${signedIn.error.message}`);
  const session = await useCases.resolveSession.execute(signedIn.value.token);
  if (!session.ok) throw new Error(`resolveSession refused: ${session.error.message}`);
  return {
    actor: session.value.actor,
    token: signedIn.value.token,
    needsPasswordChange: signedIn.value.needsPasswordChange,
  };
}

/** Both parts of every email are there, and the HTML is a whole document. */
export function expectBothParts(email: ReceivedEmail): void {
  expect(email.text.length, 'plain text part').toBeGreaterThan(50);
  expect(email.html, 'HTML part').toMatch(/^<!doctype html>.*<\/html>$/s);
}
