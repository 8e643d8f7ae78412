import { describe, expect, it } from 'vitest';
import { addDays, dueDayReminderAt, workshopDay } from '@workshop/domain';
import { ApproveQuote } from '../src/use-cases/approve-quote';
import { ListInbox } from '../src/use-cases/list-inbox';
import { ProvideQuote } from '../src/use-cases/provide-quote';
import { RecordPayment } from '../src/use-cases/record-payment';
import { ADMIN, createWorld, customer, expectError, expectOk } from './world';

const ORIGIN = { ipAddress: null, userAgent: null };
const DAY_MS = 24 * 60 * 60 * 1000;

async function priced(depositPercent: number) {
  const world = createWorld();
  const ada = await world.seedCustomer({ email: 'ada@example.com' });
  const project = await world.seedRequest(ada);
  expectOk(
    await new ProvideQuote(world.deps).execute(ADMIN, project.id, {
      quoteAmount: '$5,650',
      quotedBy: 'Ben',
      priceCents: 565_000,
      depositPercent,
    }),
  );
  expectOk(
    await new ApproveQuote(world.deps).execute(
      customer(ada),
      project.id,
      { signatureName: 'Ada Carpenter' },
      ORIGIN,
    ),
  );
  return { world, project };
}

describe('the deposit', () => {
  it('is issued with the approval, with its reminder scheduled on its due date', async () => {
    const { world, project } = await priced(50);
    const [deposit] = world.tables().invoices;
    expect(deposit).toMatchObject({ kind: 'deposit', amountCents: 282_500, number: 1 });
    const issuedOn = workshopDay(world.clock.now());
    expect(deposit).toMatchObject({ issuedOn, dueOn: addDays(issuedOn, 14) });
    const reminder = world
      .tables()
      .outbox.find((entry) => entry.key === `deposit-reminder:${project.id}`);
    // The morning of the due day, at the workshop.
    expect(reminder?.nextAttemptAt).toEqual(dueDayReminderAt(addDays(issuedOn, 14)));
  });

  it('is not asked at 0%', async () => {
    const { world } = await priced(0);
    expect(world.tables().invoices).toEqual([]);
  });

  it('past due and unpaid is in the inbox until it is paid', async () => {
    const { world, project } = await priced(50);
    const inbox = new ListInbox(world.deps);
    expect(expectOk(await inbox.execute(ADMIN)).items).toEqual([]);
    world.clock.advance(15 * DAY_MS);
    expect(expectOk(await inbox.execute(ADMIN)).items).toEqual([
      expect.objectContaining({ kind: 'unpaid-deposit', projectId: project.id }),
    ]);
    const record = new RecordPayment(world.deps);
    const day = world.clock.now().toISOString().slice(0, 10);
    const pay = (amountCents: number) =>
      record.execute(ADMIN, project.id, { amountCents, paidOn: day, method: 'cash' });
    expectOk(await pay(282_500));
    expect(expectOk(await inbox.execute(ADMIN)).items).toEqual([]);
    // Over what is left of the price: refused, nothing written.
    const before = world.tables().payments.length;
    expectError(await pay(282_501), 'conflict');
    expect(world.tables().payments).toHaveLength(before);
  });
});
