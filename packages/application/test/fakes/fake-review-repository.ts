import type { ReviewStatus } from '@workshop/domain';
import type { Review, ReviewRepository } from '../../src';
import { copy, type InMemoryStore } from './in-memory-store';

export class FakeReviewRepository implements ReviewRepository {
  constructor(private readonly store: InMemoryStore) {}

  private withPiece(row: Omit<Review, 'furnitureType'>): Review {
    const project = this.store.tables.requests.find((request) => request.id === row.projectId);
    return { ...copy(row), furnitureType: project?.furnitureType ?? null };
  }

  async findByProject(projectId: number): Promise<Review | null> {
    const row = this.store.tables.reviews.find((review) => review.projectId === projectId);
    return row ? this.withPiece(row) : null;
  }

  async save(
    projectId: number,
    review: { rating: number; text: string },
    now: Date,
  ): Promise<Review> {
    if (!this.store.tables.requests.some((row) => row.id === projectId)) {
      throw new Error(`foreign key: reviews.request_id ${projectId}`);
    }
    const table = this.store.tables.reviews;
    const index = table.findIndex((row) => row.projectId === projectId);
    const existing = table[index];
    const row = {
      projectId,
      rating: review.rating,
      text: review.text,
      status: 'awaiting_approval' as const,
      createdAt: copy(existing?.createdAt ?? now),
      updatedAt: copy(now),
    };
    if (existing) table[index] = row;
    else table.push(row);
    return this.withPiece(row);
  }

  async remove(projectId: number): Promise<boolean> {
    const before = this.store.tables.reviews.length;
    this.store.tables.reviews = this.store.tables.reviews.filter(
      (row) => row.projectId !== projectId,
    );
    return this.store.tables.reviews.length < before;
  }

  async setStatus(projectId: number, status: ReviewStatus, now: Date): Promise<Review | null> {
    const table = this.store.tables.reviews;
    const index = table.findIndex((row) => row.projectId === projectId);
    const existing = table[index];
    if (!existing) return null;
    table[index] = { ...existing, status, updatedAt: copy(now) };
    return this.withPiece(table[index]);
  }

  async list(status?: ReviewStatus): Promise<Review[]> {
    return this.store.tables.reviews
      .filter((row) => status === undefined || row.status === status)
      .sort((a, b) => b.updatedAt.getTime() - a.updatedAt.getTime() || b.projectId - a.projectId)
      .map((row) => this.withPiece(row));
  }
}
