import type { DomainEvent } from '@workshop/domain';
import { describe, expect, it } from 'vitest';
import { type Actor } from '../src';
import { AdminSignIn } from '../src/use-cases/admin-sign-in';
import { ApproveQuote } from '../src/use-cases/approve-quote';
import { ChangePassword } from '../src/use-cases/change-password';
import { ForgotPassword } from '../src/use-cases/forgot-password';
import { IssueResetToken } from '../src/use-cases/issue-reset-token';
import { IssueTemporaryPassword } from '../src/use-cases/issue-temporary-password';
import { ListRequests } from '../src/use-cases/list-requests';
import { MarkComplete } from '../src/use-cases/mark-complete';
import { MarkMessagesRead } from '../src/use-cases/mark-messages-read';
import { PostMessage } from '../src/use-cases/post-message';
import { ProvideQuote } from '../src/use-cases/provide-quote';
import { ResetPassword } from '../src/use-cases/reset-password';
import { ResolveSession } from '../src/use-cases/resolve-session';
import { SaveCustomization } from '../src/use-cases/save-customization';
import { SignIn } from '../src/use-cases/sign-in';
import { SubmitRequest } from '../src/use-cases/submit-request';
import { UnreadCounts } from '../src/use-cases/unread-counts';
import { ADMIN_PASSKEY, NOBODY, createWorld, expectError, expectOk, type World } from './world';

function stringsIn(value: unknown, found: string[] = []): string[] {
  if (typeof value === 'string') found.push(value);
  else if (Array.isArray(value)) for (const item of value) stringsIn(item, found);
  else if (value !== null && typeof value === 'object' && !(value instanceof Date)) {
    for (const item of Object.values(value)) stringsIn(item, found);
  }
  return found;
}

async function actorOf(world: World, token: string): Promise<Actor> {
  return expectOk(await new ResolveSession(world.deps).execute(token)).actor;
}

describe('a project from first visit to completion', () => {
  it('runs end to end, and leaves no password, temporary password or token in clear', async () => {
    const world = createWorld();
    const sessionId = 'session_1740819600000_q8w7e6r5t';
    const secrets: string[] = [];

    // A visitor designs a piece and submits it.
    expectOk(
      await new SaveCustomization(world.deps).execute({
        fields: { sessionId, furnitureType: 'locker', style: 'industrial' },
        image: null,
      }),
    );
    const submitted = expectOk(
      await new SubmitRequest(world.deps).execute(NOBODY, {
        fields: { fullName: 'Ada Carpenter', email: 'ada@example.com', furnitureType: 'locker' },
        image: null,
        sessionId,
      }),
    );
    const projectId = submitted.request.id;
    const created = world.events()[0] as Extract<DomainEvent, { type: 'AccountCreated' }>;
    expect(created.type).toBe('AccountCreated');

    // The worker sends the credentials email.
    const credentials = expectOk(
      await new IssueTemporaryPassword(world.deps).execute(created.userId, 'event-1'),
    );
    secrets.push(credentials.temporaryPassword);

    // First sign-in: only the password change is open.
    const first = expectOk(
      await new SignIn(world.deps).execute({
        email: 'ada@example.com',
        password: credentials.temporaryPassword,
      }),
    );
    secrets.push(first.token);
    expect(first.needsPasswordChange).toBe(true);
    let ada = await actorOf(world, first.token);
    expect(ada).toMatchObject({ kind: 'customer', passwordChanged: false });
    expectError(await new ListRequests(world.deps).execute(ada), 'forbidden');

    const permanent = 'Locker-Room-2025';
    secrets.push(permanent);
    expectOk(
      await new ChangePassword(world.deps).execute(ada, first.token, {
        currentPassword: credentials.temporaryPassword,
        newPassword: permanent,
      }),
    );
    ada = await actorOf(world, first.token);
    expect(ada).toMatchObject({ kind: 'customer', passwordChanged: true });
    const mine = expectOk(await new ListRequests(world.deps).execute(ada));
    expect(mine.requests.map((request) => request.id)).toEqual([projectId]);

    // The workshop quotes; the customer approves; they talk; the workshop completes.
    const adminSession = expectOk(
      await new AdminSignIn(world.deps).execute({ passkey: ADMIN_PASSKEY }),
    );
    secrets.push(adminSession.token, ADMIN_PASSKEY);
    const admin = await actorOf(world, adminSession.token);
    expectOk(
      await new ProvideQuote(world.deps).execute(admin, projectId, {
        quoteAmount: '$2,000',
        quotedBy: 'Ben',
      }),
    );
    expectOk(
      await new ApproveQuote(world.deps).execute(
        ada,
        projectId,
        { signatureName: 'Ada Carpenter' },
        { ipAddress: '203.0.113.7', userAgent: 'test' },
      ),
    );
    expectOk(
      await new PostMessage(world.deps).execute(admin, projectId, {
        message: 'Steel arrives Monday',
        senderName: 'Ben',
        senderType: 'admin',
      }),
    );
    const counts = new UnreadCounts(world.deps);
    expect(expectOk(await counts.execute(ada, 'customer'))).toEqual({ [projectId]: 1 });
    expectOk(
      await new MarkMessagesRead(world.deps).execute(ada, projectId, { userType: 'customer' }),
    );
    expect(expectOk(await counts.execute(ada, 'customer'))).toEqual({});
    expectOk(await new MarkComplete(world.deps).execute(admin, projectId, { status: 'completed' }));

    // Later the customer forgets the password and resets it by email.
    expectOk(await new ForgotPassword(world.deps).execute({ email: 'ada@example.com' }));
    const link = expectOk(await new IssueResetToken(world.deps).execute(created.userId));
    secrets.push(link.token);
    const fresh = 'Another-Locker-9';
    secrets.push(fresh);
    expectOk(
      await new ResetPassword(world.deps).execute({ token: link.token, newPassword: fresh }),
    );
    expect((await actorOf(world, first.token)).kind).toBe('anonymous');

    expect(world.request(projectId)).toMatchObject({ status: 'completed', quoteApproved: true });
    expect(world.events().map((event) => event.type)).toEqual([
      'AccountCreated',
      'RequestSubmitted',
      'PasswordChanged',
      'QuoteProvided',
      'QuoteReminderDue',
      'QuoteApproved',
      'MessagePosted',
      'ProjectCompleted',
      'ReviewRequestDue',
      'PasswordResetRequested',
      'PasswordChanged',
    ]);

    const stored = stringsIn(world.store.tables);
    for (const secret of secrets) {
      expect(
        stored.filter((value) => value === secret),
        secret,
      ).toEqual([]);
    }
  });
});
