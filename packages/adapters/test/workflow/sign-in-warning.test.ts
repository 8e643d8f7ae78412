import { DEFAULT_SECURITY_SETTINGS } from '@workshop/application';
import { describe, expect, it } from 'vitest';
import { useWorkflowEnvironment } from './environment';
import { ADMIN, signIn, submitRequest, temporaryPasswordIn } from './scenario';
import { sleep } from './wait';

/**
 * A guessed account's owner is warned by email, through the relay, BullMQ, the worker and
 * SMTP like any event: once for a run of failures, and never with the guesser's passwords.
 */
describe('a guessed account: the owner is warned by email', () => {
  const env = useWorkflowEnvironment();

  it('sends one warning for a run of failures, and the owner still signs in', async () => {
    const { sink } = env();
    const pipeline = await env().startPipeline({
      settings: {
        signInSlowdown: {
          ...DEFAULT_SECURITY_SETTINGS.signInSlowdown,
          firstDelayMs: 1,
          maxDelayMs: 8,
        },
      },
    });
    const email = 'guessed@example.com';
    await submitRequest(pipeline.useCases, email);
    const credentials = (await sink.waitFor(email, 2)).find((e) => e.subject.includes('account'));
    const password = temporaryPasswordIn(credentials!);
    await signIn(pipeline.useCases, email, password);

    for (let i = 0; i < 12; i += 1) {
      const refused = await pipeline.useCases.signIn.execute({ email, password: `Guess-${i}-x` });
      expect(refused.ok).toBe(false);
    }

    const received = await sink.waitFor(email, 3);
    const warning = received.find((e) => e.subject.includes('trying to sign in'));
    expect(warning?.text).toContain('We just refused 10 sign-ins to your account');
    expect(warning?.text).not.toContain('Guess-');
    await sleep(500); // a second warning for the same run would be on its way by now
    expect(sink.to(email)).toHaveLength(3);

    const view = await pipeline.useCases.listEmails.execute(ADMIN, 'sent');
    expect(view.ok && view.value.emails.some((row) => row.template === 'sign-in-warning')).toBe(
      true,
    );
    const owner = await pipeline.useCases.signIn.execute({ email, password });
    expect(owner.ok).toBe(true);
  });
});
