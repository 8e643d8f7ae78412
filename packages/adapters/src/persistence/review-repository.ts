import type { Review, ReviewRepository } from '@workshop/application';
import type { ReviewStatus } from '@workshop/domain';
import type { Knex } from 'knex';

interface ReviewRow {
  request_id: number;
  rating: number;
  text: string;
  status: ReviewStatus;
  furniture_type: string | null;
  created_at: Date;
  updated_at: Date;
}

const toReview = (row: ReviewRow): Review => ({
  projectId: row.request_id,
  rating: row.rating,
  text: row.text,
  status: row.status,
  furnitureType: row.furniture_type,
  createdAt: row.created_at,
  updatedAt: row.updated_at,
});

export class KnexReviewRepository implements ReviewRepository {
  constructor(private readonly db: Knex) {}

  /** Reviews with the piece they are about. */
  private withPiece() {
    return this.db('reviews')
      .join('furniture_requests', 'furniture_requests.id', 'reviews.request_id')
      .select<ReviewRow[]>('reviews.*', 'furniture_requests.furniture_type');
  }

  async findByProject(projectId: number): Promise<Review | null> {
    const row = await this.withPiece().where('reviews.request_id', projectId).first();
    return row ? toReview(row) : null;
  }

  async save(
    projectId: number,
    review: { rating: number; text: string },
    now: Date,
  ): Promise<Review> {
    await this.db('reviews')
      .insert({
        request_id: projectId,
        rating: review.rating,
        text: review.text,
        status: 'awaiting_approval',
        created_at: now,
        updated_at: now,
      })
      .onConflict('request_id')
      .merge(['rating', 'text', 'status', 'updated_at']);
    const saved = await this.findByProject(projectId);
    if (!saved) throw new Error('INSERT INTO reviews left no row');
    return saved;
  }

  async remove(projectId: number): Promise<boolean> {
    return (await this.db('reviews').where({ request_id: projectId }).delete()) > 0;
  }

  async setStatus(projectId: number, status: ReviewStatus, now: Date): Promise<Review | null> {
    const changed = await this.db('reviews')
      .where({ request_id: projectId })
      .update({ status, updated_at: now });
    return changed > 0 ? this.findByProject(projectId) : null;
  }

  async list(status?: ReviewStatus): Promise<Review[]> {
    const query = this.withPiece().orderBy([
      { column: 'reviews.updated_at', order: 'desc' },
      { column: 'reviews.request_id', order: 'desc' },
    ]);
    const rows = await (status ? query.where('reviews.status', status) : query);
    return rows.map(toReview);
  }
}
