import type { ProgressPhoto, PublishedPiece, ShowcaseConsent, ShowcaseRepository } from '../../src';
import { copy, type InMemoryStore } from './in-memory-store';

export class FakeShowcaseRepository implements ShowcaseRepository {
  constructor(private readonly store: InMemoryStore) {}

  private requireProject(projectId: number): void {
    if (!this.store.tables.requests.some((row) => row.id === projectId)) {
      throw new Error(`foreign key: request_id ${projectId}`);
    }
  }

  async consentOf(projectId: number): Promise<ShowcaseConsent | null> {
    const row = this.store.tables.consents.find((consent) => consent.projectId === projectId);
    return row ? copy(row) : null;
  }

  async consentsOf(projectIds: readonly number[]): Promise<ShowcaseConsent[]> {
    return this.store.tables.consents
      .filter((consent) => projectIds.includes(consent.projectId))
      .map(copy);
  }

  async recordConsent(projectId: number, allowed: boolean, now: Date): Promise<ShowcaseConsent> {
    this.requireProject(projectId);
    const row: ShowcaseConsent = { projectId, allowed, answeredAt: copy(now) };
    this.store.tables.consents = [
      ...this.store.tables.consents.filter((consent) => consent.projectId !== projectId),
      row,
    ];
    return copy(row);
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
    this.requireProject(piece.projectId);
    const row: PublishedPiece = {
      ...copy(piece),
      id: this.store.tables.pieces.length + 1,
      publishedAt: copy(now),
    };
    this.store.tables.pieces.push(row);
    return copy(row);
  }

  private shown(piece: PublishedPiece): boolean {
    return this.store.tables.consents.some(
      (consent) => consent.projectId === piece.projectId && consent.allowed,
    );
  }

  async shownPiece(id: number): Promise<PublishedPiece | null> {
    const row = this.store.tables.pieces.find((piece) => piece.id === id);
    return row && this.shown(row) ? copy(row) : null;
  }

  async listShownPieces(): Promise<PublishedPiece[]> {
    return this.store.tables.pieces
      .filter((piece) => this.shown(piece))
      .sort((a, b) => b.publishedAt.getTime() - a.publishedAt.getTime() || b.id - a.id)
      .map(copy);
  }
}
