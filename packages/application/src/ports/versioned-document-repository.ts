import type { ActedBy } from '@workshop/domain';

/** One save of a document the owner edits: each save is a new row, so every earlier one can be restored. */
export interface DocumentVersion<Document> {
  readonly id: number;
  readonly document: Document;
  readonly savedAt: Date;
  /** null for the owner's passkey, which names nobody. */
  readonly savedBy: ActedBy;
  /** The version this save restored, when it was a restore. */
  readonly restoredFrom: number | null;
}

/** What a save writes; the repository gives it its id. */
export interface NewDocumentVersion<Document> {
  readonly document: Document;
  readonly savedBy: ActedBy;
  readonly restoredFrom: number | null;
  readonly now: Date;
}

/** A document kept as a history of saves; the newest is the current one. */
export interface VersionedDocumentRepository<Document> {
  /** null until the owner first saves: readers fall back to the document shipped with the code. */
  current(): Promise<DocumentVersion<Document> | null>;
  findById(id: number): Promise<DocumentVersion<Document> | null>;
  /** Newest first. */
  history(limit: number): Promise<DocumentVersion<Document>[]>;
  save(version: NewDocumentVersion<Document>): Promise<DocumentVersion<Document>>;
}
