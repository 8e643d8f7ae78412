import { PORTFOLIO_SPEC_ITEMS } from '@workshop/domain';
import { describe, expect, it } from 'vitest';
import type { Actor } from '../src';
import { AddPortfolioPhotos } from '../src/use-cases/add-portfolio-photos';
import { EditPortfolioItem } from '../src/use-cases/edit-portfolio-item';
import { GetPublicShowcase } from '../src/use-cases/get-public-showcase';
import { ListPortfolio } from '../src/use-cases/list-portfolio';
import { RemovePortfolioPhoto } from '../src/use-cases/remove-portfolio-photo';
import { RestorePortfolioPhoto } from '../src/use-cases/restore-portfolio-photo';
import { ADMIN, createWorld, expectError, expectOk } from './world';

const STAFF: Actor = { kind: 'admin', role: 'staff', staff: { id: 7, name: 'Pat Joiner' } };
const PHOTO = {
  path: 'portfolio-a.png',
  thumbnailPath: 'portfolio-a-thumb.jpg',
  originalName: 'table.png',
  width: 1200,
  height: 900,
};

describe('the portfolio', () => {
  it("reads the spec's six until the owner changes it", async () => {
    const world = createWorld();
    const showcase = expectOk(await new GetPublicShowcase(world.deps).execute());
    expect(showcase.portfolio.map(({ title, subtitle }) => ({ title, subtitle }))).toEqual(
      PORTFOLIO_SPEC_ITEMS.map(({ title, subtitle }) => ({ title, subtitle })),
    );
  });

  it('is the owner’s to change: a member of the team is refused', async () => {
    const world = createWorld();
    expectError(await new ListPortfolio(world.deps).execute(STAFF), 'forbidden');
    expectError(
      await new EditPortfolioItem(world.deps).execute(STAFF, 1, { hidden: true }),
      'forbidden',
    );
    const hidden = expectOk(
      await new EditPortfolioItem(world.deps).execute(ADMIN, 1, { hidden: true }),
    );
    expect(hidden[0]).toMatchObject({ title: 'Live Edge Table', hidden: true });
    const shown = expectOk(await new GetPublicShowcase(world.deps).execute()).portfolio;
    expect(shown.map((item) => item.title)).not.toContain('Live Edge Table');
  });

  it('refuses photos without an alt text each, and removes their stored files', async () => {
    const world = createWorld();
    const add = new AddPortfolioPhotos(world.deps);
    expectError(
      await add.execute(ADMIN, 1, { fields: { alt: [] }, photos: [PHOTO] }),
      'validation',
    );
    expect(world.deps.files.removed).toEqual([PHOTO.path, PHOTO.thumbnailPath]);
    const added = expectOk(
      await add.execute(ADMIN, 1, { fields: { alt: 'A walnut table' }, photos: [PHOTO] }),
    );
    expect(added[0]?.photos).toMatchObject([{ alt: 'A walnut table', width: 1200 }]);
  });

  it('puts a removed photo back for the owner only, and only a removed one', async () => {
    const world = createWorld();
    const added = expectOk(
      await new AddPortfolioPhotos(world.deps).execute(ADMIN, 1, {
        fields: { alt: 'A walnut table' },
        photos: [PHOTO],
      }),
    );
    const photoId = added[0]?.photos[0]?.id ?? 0;
    const restore = new RestorePortfolioPhoto(world.deps);
    expectError(await restore.execute(ADMIN, 1, photoId), 'not_found');
    expectOk(await new RemovePortfolioPhoto(world.deps).execute(ADMIN, 1, photoId));
    expectError(await restore.execute(STAFF, 1, photoId), 'forbidden');
    const restored = expectOk(await restore.execute(ADMIN, 1, photoId));
    expect(restored[0]?.photos.map(({ alt }) => alt)).toEqual(['A walnut table']);
    const shown = expectOk(await new GetPublicShowcase(world.deps).execute()).portfolio;
    expect(shown[0]?.photos.map(({ alt }) => alt)).toEqual(['A walnut table']);
  });
});
