import type {
  ProgressPhoto,
  PublishedPiece,
  ShowcaseConsent,
  ShowcaseRepository,
} from '@workshop/application';
import type { Knex } from 'knex';

interface ConsentRow {
  request_id: number;
  allowed: boolean;
  answered_at: Date;
}

interface PieceRow {
  id: number;
  request_id: number;
  title: string;
  text: string | null;
  photos: ProgressPhoto[];
  published_at: Date;
}

const toConsent = (row: ConsentRow): ShowcaseConsent => ({
  projectId: row.request_id,
  allowed: row.allowed,
  answeredAt: row.answered_at,
});

const toPiece = (row: PieceRow): PublishedPiece => ({
  id: row.id,
  projectId: row.request_id,
  title: row.title,
  text: row.text,
  photos: row.photos,
  publishedAt: row.published_at,
});

export class KnexShowcaseRepository implements ShowcaseRepository {
  constructor(private readonly db: Knex) {}

  async consentOf(projectId: number): Promise<ShowcaseConsent | null> {
    const row = await this.db<ConsentRow>('showcase_consents')
      .where({ request_id: projectId })
      .first();
    return row ? toConsent(row) : null;
  }

  async consentsOf(projectIds: readonly number[]): Promise<ShowcaseConsent[]> {
    if (projectIds.length === 0) return [];
    const rows = await this.db<ConsentRow>('showcase_consents').whereIn('request_id', projectIds);
    return rows.map(toConsent);
  }

  async recordConsent(projectId: number, allowed: boolean, now: Date): Promise<ShowcaseConsent> {
    const [row] = await this.db<ConsentRow>('showcase_consents')
      .insert({ request_id: projectId, allowed, answered_at: now })
      .onConflict('request_id')
      .merge(['allowed', 'answered_at'])
      .returning('*');
    if (!row) throw new Error('INSERT INTO showcase_consents returned no row');
    return toConsent(row);
  }

  async publish(
    piece: {
      projectId: number;
      title: string;
      text: string | null;
      photos: readonly ProgressPhoto[];
    },
    now: Date,
  ): Promise<PublishedPiece> {
    const [row] = await this.db<PieceRow>('published_pieces')
      .insert({
        request_id: piece.projectId,
        title: piece.title,
        text: piece.text,
        // Written as JSON text: pg would turn a JS array into a Postgres array.
        photos: this.db.raw('?::jsonb', [JSON.stringify(piece.photos)]) as never,
        published_at: now,
      })
      .returning('*');
    if (!row) throw new Error('INSERT INTO published_pieces returned no row');
    return toPiece(row);
  }

  private shownPieces() {
    return this.db<PieceRow>('published_pieces')
      .select('published_pieces.*')
      .join('showcase_consents', 'showcase_consents.request_id', 'published_pieces.request_id')
      .where('showcase_consents.allowed', true);
  }

  async listShownPieces(): Promise<PublishedPiece[]> {
    const rows = await this.shownPieces().orderBy([
      { column: 'published_pieces.published_at', order: 'desc' },
      { column: 'published_pieces.id', order: 'desc' },
    ]);
    return rows.map(toPiece);
  }

  async shownPiece(id: number): Promise<PublishedPiece | null> {
    const row = await this.shownPieces().where('published_pieces.id', id).first();
    return row ? toPiece(row) : null;
  }
}
