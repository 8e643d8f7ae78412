import { describe, expect, it } from 'vitest';
import type { QuotedDesign } from '@workshop/domain';
import { GetQuoteDocument } from '../src/use-cases/get-quote-document';
import { ListQuotes } from '../src/use-cases/list-quotes';
import { ProvideQuote } from '../src/use-cases/provide-quote';
import { SaveCustomization } from '../src/use-cases/save-customization';
import { SubmitRequest } from '../src/use-cases/submit-request';
import { ok } from '../src/result';
import { ADMIN, NOBODY, createWorld, expectOk } from './world';

const SESSION = 'session_1740819600000_n0t3sn0t3';
const WISH = 'Budget about $5,000, two leaves';

/** A wizard project whose visitor wrote their first wish in the notes. */
async function wizardProject() {
  const world = createWorld();
  expectOk(
    await new SaveCustomization(world.deps).execute({
      fields: {
        sessionId: SESSION,
        furnitureType: 'table',
        dimensions: '{"length":"84"}',
        notes: WISH,
        fullName: 'Ada',
        email: 'ada@example.com',
      },
      image: null,
    }),
  );
  const { request } = expectOk(
    await new SubmitRequest(world.deps).execute(NOBODY, {
      fields: { fullName: 'Ada', email: 'ada@example.com', furnitureType: 'table', notes: WISH },
      image: null,
      sessionId: SESSION,
    }),
  );
  return { world, request };
}

describe('the notes of a quoted design', () => {
  it('are never the visitor’s: a first quote pins the wizard design without them', async () => {
    const { world, request } = await wizardProject();
    expectOk(
      await new ProvideQuote(world.deps).execute(ADMIN, request.id, {
        quoteAmount: '$4,800',
        quotedBy: 'Sam',
      }),
    );
    const [version] = world.tables().quotes;
    expect(version?.design).toMatchObject({ dimensions: { length: '84' }, notes: '' });
    const history = expectOk(await new ListQuotes(world.deps).execute(ADMIN, request.id));
    expect(history.requestDesign?.notes).toBe('');
    // The request keeps the visitor's words as they wrote them.
    expect(world.request(request.id)?.notes).toBe(WISH);
  });

  it('leave out the visitor’s words a version pinned before carries, and keep the workshop’s', async () => {
    const { world, request } = await wizardProject();
    const pinned = (notes: string): QuotedDesign => ({
      furnitureType: 'table',
      style: '',
      constructionMaterial: '',
      specificMaterial: '',
      surfaceFinish: '',
      specificFinish: '',
      dimensions: { length: '84' },
      features: [],
      hardware: '',
      notes,
    });
    await world.deps.uow.run(async (tx) => {
      for (const [version, notes] of [
        [1, WISH],
        [2, 'Breadboard ends, as discussed'],
      ] as const) {
        await tx.quotes.add({
          requestId: request.id,
          version,
          amount: '$4,800',
          priceCents: null,
          depositPercent: null,
          notes: null,
          quotedBy: 'Sam',
          quotedAt: world.clock.now(),
          validUntil: '2099-01-01',
          design: pinned(notes),
          lines: null,
          salesTax: null,
          taxExemptReason: null,
        });
      }
      return ok(undefined);
    });
    const history = expectOk(await new ListQuotes(world.deps).execute(ADMIN, request.id));
    expect(history.versions.map((version) => version.design?.notes)).toEqual([
      '',
      'Breadboard ends, as discussed',
    ]);
    const document = expectOk(await new GetQuoteDocument(world.deps).execute(ADMIN, request.id, 1));
    expect(document.quote.design?.notes).toBe('');
  });
});
