import { errors, fail, ok, type Result } from '@workshop/application';
import type { Knex } from 'knex';
import { describe, expect, it } from 'vitest';
import { KnexUnitOfWork } from '../../src/persistence/unit-of-work';
import { at, newRequest, seedRequest, T0, useMigratedDatabase } from './fixtures';
import { testBackends } from './test-database';

const counts = async (db: Knex) => {
  const [requests] = await db('furniture_requests').count({ n: '*' });
  const [events] = await db('outbox').count({ n: '*' });
  return { requests: Number(requests?.['n']), events: Number(events?.['n']) };
};

describe.each(testBackends())('KnexUnitOfWork on $name', (backend) => {
  if (backend.unavailable) {
    // Missing infrastructure is a failure, never a silent skip.
    it(`needs ${backend.name}`, () => {
      throw new Error(`${backend.name} is not available: ${backend.unavailable}`);
    });
    return;
  }
  const { db, repos } = useMigratedDatabase(backend);
  const newCustomer = () =>
    repos().users.create({ email: 'ada@example.com', needsPasswordChange: true, now: T0 });

  it('commits the state change and its events together on an ok result', async () => {
    const customer = await newCustomer();
    const uow = new KnexUnitOfWork(db());
    const result = await uow.run(async (tx) => {
      const request = await tx.requests.create(newRequest(customer), T0);
      await tx.outbox.add([{ type: 'QuoteProvided', requestId: request.id, by: null }], T0);
      return ok(request.id);
    });
    expect(result.ok).toBe(true);
    expect(await counts(db())).toEqual({ requests: 1, events: 1 });
  });

  it('leaves neither the change nor its events when the work returns a failure', async () => {
    const customer = await newCustomer();
    const uow = new KnexUnitOfWork(db());
    const refused = errors.conflict('test-rule', 'Refused after writing');
    const result = await uow.run(async (tx): Promise<Result<number>> => {
      const request = await tx.requests.create(newRequest(customer), T0);
      await tx.outbox.add([{ type: 'QuoteProvided', requestId: request.id, by: null }], T0);
      return fail(refused);
    });
    expect(result).toEqual({ ok: false, error: refused });
    expect(await counts(db())).toEqual({ requests: 0, events: 0 });
  });

  it('leaves neither the change nor its events when the work throws', async () => {
    const customer = await newCustomer();
    const uow = new KnexUnitOfWork(db());
    await expect(
      uow.run(async (tx) => {
        const request = await tx.requests.create(newRequest(customer), T0);
        await tx.outbox.add([{ type: 'QuoteProvided', requestId: request.id, by: null }], T0);
        throw new Error('crash mid use case');
      }),
    ).rejects.toThrow('crash mid use case');
    expect(await counts(db())).toEqual({ requests: 0, events: 0 });
  });

  it('holds an account row for the transaction that locked it: a reset in between waits', async () => {
    const customer = await newCustomer();
    const uow = new KnexUnitOfWork(db());
    const steps: string[] = [];
    let lockHeld!: () => void;
    const firstHoldsLock = new Promise<void>((resolve) => (lockHeld = resolve));
    // As the worker's temporary password: checked, then written, under the lock.
    const issue = uow.run(async (tx) => {
      const user = await tx.users.findByIdForUpdate(customer.id);
      lockHeld();
      await new Promise((resolve) => setTimeout(resolve, 300));
      if (!user?.needsPasswordChange) return ok('refused');
      await tx.users.update(customer.id, { passwordHash: 'temporary' }, at(1));
      steps.push('temporary written');
      return ok('issued');
    });
    // As a password reset arriving meanwhile: it commits after, and wins.
    const reset = firstHoldsLock.then(() =>
      uow.run(async (tx) => {
        await tx.users.update(
          customer.id,
          { passwordHash: 'permanent', needsPasswordChange: false },
          at(2),
        );
        steps.push('permanent written');
        return ok('reset');
      }),
    );
    await Promise.all([issue, reset]);
    expect(steps).toEqual(['temporary written', 'permanent written']);
    expect(await repos().users.findById(customer.id)).toMatchObject({
      passwordHash: 'permanent',
      needsPasswordChange: false,
    });
  });

  it('serializes two transitions of the same request: exactly one approval wins', async () => {
    const { request } = await seedRequest(repos());
    await repos().quotes.add({
      requestId: request.id,
      version: 1,
      amount: '$900',
      priceCents: null,
      depositPercent: null,
      notes: null,
      quotedBy: 'Ben',
      quotedAt: at(1),
      validUntil: '2099-01-01',
      design: null,
      lines: null,
      salesTax: null,
      taxExemptReason: null,
    });
    await repos().requests.update(request.id, { status: 'quoted' }, at(1));
    const uow = new KnexUnitOfWork(db());
    const steps: string[] = [];
    let lockHeld!: () => void;
    const firstHoldsLock = new Promise<void>((resolve) => (lockHeld = resolve));

    const approve = (who: string, afterLock?: () => Promise<void>) =>
      uow.run(async (tx) => {
        const current = await tx.requests.findByIdForUpdate(request.id);
        steps.push(`${who} read ${current?.status}`);
        if (afterLock) await afterLock();
        if (current?.status !== 'quoted') return fail(errors.conflict('not-quoted', 'Too late'));
        await tx.quotes.accept({
          requestId: request.id,
          version: 1,
          amount: '$900',
          method: 'click',
          signatureName: 'Ada Lovelace',
          acceptedAt: at(2),
          ipAddress: null,
          userAgent: null,
          terms: 'The terms.',
          chosenLines: [],
          priceCents: null,
        });
        await tx.requests.update(request.id, { status: 'in_progress' }, at(2));
        await tx.outbox.add([{ type: 'QuoteApproved', requestId: request.id }], at(2));
        steps.push(`${who} approved`);
        return ok(who);
      });

    const first = approve('first', async () => {
      lockHeld();
      // Long enough for the second transaction to reach the row lock and wait on it.
      await new Promise((resolve) => setTimeout(resolve, 300));
    });
    // Started only once the first holds the lock: on PGlite an open transaction owns the one
    // backend, so a second BEGIN issued earlier would block the first.
    const second = firstHoldsLock.then(() => approve('second'));

    const results = await Promise.all([first, second]);
    expect(results.map((r) => r.ok)).toEqual([true, false]);
    expect(steps).toEqual(['first read quoted', 'first approved', 'second read in_progress']);
    expect(await repos().requests.findById(request.id)).toMatchObject({
      status: 'in_progress',
      quoteApproved: true,
    });
    const [events] = await db()('outbox').where({ type: 'QuoteApproved' }).count({ n: '*' });
    expect(Number(events?.['n'])).toBe(1);
  });

  it('reads what is committed, outside any transaction', async () => {
    const customer = await newCustomer();
    const uow = new KnexUnitOfWork(db());
    let created!: () => void;
    const writing = new Promise<void>((resolve) => (created = resolve));
    let finish!: () => void;
    const finished = new Promise<void>((resolve) => (finish = resolve));
    const write = uow.run(async (tx) => {
      await tx.requests.create(newRequest(customer), T0);
      created();
      await finished;
      return ok(undefined);
    });
    await writing;
    // PGlite has one backend, which the open transaction owns: the read waits for its commit.
    const during = uow.read((reads) => reads.requests.list({}));
    if (backend.name === 'PostgreSQL') expect(await during).toEqual([]);
    finish();
    await write;
    if (backend.name === 'PGlite') expect(await during).toHaveLength(1);
    expect(await uow.read((reads) => reads.requests.list({}))).toHaveLength(1);
  });
});
