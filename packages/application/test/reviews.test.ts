import { describe, expect, it } from 'vitest';
import { DAY_MS } from '../src';
import { GetPublicShowcase } from '../src/use-cases/get-public-showcase';
import { GetReview } from '../src/use-cases/get-review';
import { ListReviews } from '../src/use-cases/list-reviews';
import { MarkComplete } from '../src/use-cases/mark-complete';
import { ModerateReview } from '../src/use-cases/moderate-review';
import { SaveReview } from '../src/use-cases/save-review';
import { WithdrawReview } from '../src/use-cases/withdraw-review';
import { ADMIN, NOBODY, createWorld, customer, expectError, expectOk } from './world';

async function setup() {
  const world = createWorld({ reviewRequestDelayMs: 10 * DAY_MS });
  const ada = await world.seedCustomer({ email: 'ada@example.com' });
  const project = await world.seedRequest(ada, { status: 'in_progress', quoteApproved: true });
  const useCases = {
    complete: new MarkComplete(world.deps),
    get: new GetReview(world.deps),
    save: new SaveReview(world.deps),
    withdraw: new WithdrawReview(world.deps),
    moderate: new ModerateReview(world.deps),
    list: new ListReviews(world.deps),
    showcase: new GetPublicShowcase(world.deps),
  };
  return { world, ada, asAda: customer(ada), project, ...useCases };
}

describe('reviews', () => {
  it('asks for a review once, the set number of days after completion, by email and on the dashboard', async () => {
    const { world, asAda, project, complete, get } = await setup();
    expectOk(await complete.execute(ADMIN, project.id, { status: 'completed' }));

    const scheduled = world
      .tables()
      .outbox.filter((entry) => entry.key === `review-request:${project.id}`);
    expect(scheduled).toHaveLength(1);
    expect(scheduled[0]?.nextAttemptAt).toEqual(
      new Date(world.clock.now().getTime() + 10 * DAY_MS),
    );
    expect(expectOk(await get.execute(asAda, project.id))).toEqual({
      review: null,
      invited: false,
    });

    world.clock.advance(10 * DAY_MS);
    expect(expectOk(await get.execute(asAda, project.id))).toEqual({ review: null, invited: true });
  });

  it('keeps a review hidden from the landing until the workshop approves it; an edit awaits approval again', async () => {
    const { world, asAda, project, complete, save, moderate, showcase, get } = await setup();
    expectOk(await complete.execute(ADMIN, project.id, { status: 'completed' }));

    const saved = expectOk(
      await save.execute(asAda, project.id, { rating: 5, text: '  Solid as a rock.  ' }),
    );
    expect(saved).toMatchObject({
      rating: 5,
      text: 'Solid as a rock.',
      status: 'awaiting_approval',
    });
    expect(expectOk(await get.execute(asAda, project.id))).toMatchObject({ invited: false });
    expect(expectOk(await showcase.execute())).toEqual({
      portfolio: expect.any(Array),
      pieces: [],
      reviews: [],
      rating: null,
    });

    expectOk(await moderate.execute(ADMIN, project.id, { status: 'approved' }));
    expect(expectOk(await showcase.execute())).toEqual({
      portfolio: expect.any(Array),
      pieces: [],
      reviews: [
        {
          rating: 5,
          text: 'Solid as a rock.',
          furnitureType: 'table',
          date: world.clock.now().toISOString().slice(0, 10),
        },
      ],
      rating: { average: 5, count: 1 },
    });

    expectOk(
      await save.execute(asAda, project.id, { rating: 4, text: 'A drawer sticks a little.' }),
    );
    expect(expectOk(await showcase.execute()).reviews).toEqual([]);
    expect(expectOk(await get.execute(asAda, project.id)).review).toMatchObject({
      rating: 4,
      status: 'awaiting_approval',
    });
  });

  it('averages the approved reviews only, and forgets a withdrawn one', async () => {
    const { world, asAda, project, complete, save, moderate, withdraw, showcase } = await setup();
    const ben = await world.seedCustomer({ email: 'ben@example.com' });
    const cleo = await world.seedCustomer({ email: 'cleo@example.com' });
    const bens = await world.seedRequest(ben, { status: 'completed' });
    const cleos = await world.seedRequest(cleo, { status: 'completed' });
    expectOk(await complete.execute(ADMIN, project.id, { status: 'completed' }));
    expectOk(await save.execute(asAda, project.id, { rating: 5, text: 'Beautiful.' }));
    expectOk(await save.execute(customer(ben), bens.id, { rating: 4, text: 'Very good.' }));
    expectOk(await save.execute(customer(cleo), cleos.id, { rating: 1, text: 'Not for us.' }));
    expectOk(await moderate.execute(ADMIN, project.id, { status: 'approved' }));
    expectOk(await moderate.execute(ADMIN, bens.id, { status: 'approved' }));
    expectOk(await moderate.execute(ADMIN, cleos.id, { status: 'hidden' }));
    expect(expectOk(await showcase.execute()).rating).toEqual({ average: 4.5, count: 2 });

    expectOk(await withdraw.execute(asAda, project.id));
    expect(expectOk(await showcase.execute()).rating).toEqual({ average: 4, count: 1 });
    expectError(await withdraw.execute(asAda, project.id), 'not_found', 'Review not found');
  });

  it('refuses a review of a project not completed, bad stars or empty words, and leaves nothing', async () => {
    const { world, asAda, project, complete, save } = await setup();
    const before = world.tables();
    expectError(
      await save.execute(asAda, project.id, { rating: 5, text: 'Early' }),
      'conflict',
      'Only a completed project can be reviewed.',
    );
    expectOk(await complete.execute(ADMIN, project.id, { status: 'completed' }));
    for (const body of [
      { rating: 0, text: 'x' },
      { rating: 4.5, text: 'x' },
      { rating: '5', text: 'x' },
    ]) {
      expectError(
        await save.execute(asAda, project.id, body),
        'validation',
        'Please give 1 to 5 stars',
      );
    }
    expectError(
      await save.execute(asAda, project.id, { rating: 3, text: '   ' }),
      'validation',
      'Please write a few words about your piece',
    );
    expectError(
      await save.execute(asAda, project.id, { rating: 3, text: 'x'.repeat(601) }),
      'validation',
      'Your review must be 600 characters or less',
    );
    expect(world.tables().reviews).toEqual(before.reviews);
  });

  it("lets only the project's customer write or withdraw it, and only the workshop approve it", async () => {
    const { world, asAda, project, complete, save, moderate, withdraw, list } = await setup();
    expectOk(await complete.execute(ADMIN, project.id, { status: 'completed' }));
    const mallory = customer(await world.seedCustomer({ email: 'mallory@example.com' }));
    expectError(await save.execute(mallory, project.id, { rating: 1, text: 'Bad' }), 'not_found');
    expectError(
      await save.execute(NOBODY, project.id, { rating: 1, text: 'Bad' }),
      'unauthenticated',
    );
    expectOk(await save.execute(asAda, project.id, { rating: 5, text: 'Lovely.' }));
    expectError(await withdraw.execute(mallory, project.id), 'not_found');
    expectError(await moderate.execute(asAda, project.id, { status: 'approved' }), 'forbidden');
    expectError(await list.execute(asAda), 'forbidden');
    expectError(
      await moderate.execute(ADMIN, project.id, { status: 'shown' }),
      'validation',
      "Status must be 'approved' or 'hidden'",
    );
    expect(expectOk(await list.execute(ADMIN))).toMatchObject([
      { projectId: project.id, status: 'awaiting_approval', text: 'Lovely.' },
    ]);
  });
});
