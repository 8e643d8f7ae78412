import type {
  DocumentVersion,
  NewDocumentVersion,
  VersionedDocumentRepository,
} from '@workshop/application';
import type { Knex } from 'knex';

/** The columns every versioned document's table shares; the document's own column is named apart. */
interface VersionRow {
  id: number;
  saved_at: Date;
  saved_by_staff_id: number | null;
  saved_by_name: string | null;
  restored_from: number | null;
  [documentColumn: string]: unknown;
}

/**
 * A document the owner edits, one row per save in its own table, its body in one jsonb column.
 * The body passed the document's schema when it was saved; `fromStored` brings a body an
 * earlier release saved up to today's shape (by default it is read as saved).
 */
export class KnexVersionedDocumentRepository<
  Document,
> implements VersionedDocumentRepository<Document> {
  constructor(
    private readonly db: Knex,
    private readonly table: string,
    private readonly column: string,
    private readonly fromStored: (stored: Document) => Document = (stored) => stored,
  ) {}

  private get versions() {
    return this.db<VersionRow>(this.table);
  }

  private toVersion(row: VersionRow): DocumentVersion<Document> {
    return {
      id: row.id,
      document: this.fromStored(row[this.column] as Document),
      savedAt: row.saved_at,
      savedBy:
        row.saved_by_staff_id === null || row.saved_by_name === null
          ? null
          : { staffId: row.saved_by_staff_id, name: row.saved_by_name },
      restoredFrom: row.restored_from,
    };
  }

  async current(): Promise<DocumentVersion<Document> | null> {
    const row = await this.versions.orderBy('id', 'desc').first();
    return row ? this.toVersion(row) : null;
  }

  async findById(id: number): Promise<DocumentVersion<Document> | null> {
    const row = await this.versions.where({ id }).first();
    return row ? this.toVersion(row) : null;
  }

  async history(limit: number): Promise<DocumentVersion<Document>[]> {
    return (await this.versions.orderBy('id', 'desc').limit(limit)).map((row) =>
      this.toVersion(row),
    );
  }

  async save(version: NewDocumentVersion<Document>): Promise<DocumentVersion<Document>> {
    const [row] = await this.versions
      .insert({
        [this.column]: JSON.stringify(version.document),
        saved_at: version.now,
        saved_by_staff_id: version.savedBy?.staffId ?? null,
        saved_by_name: version.savedBy?.name ?? null,
        restored_from: version.restoredFrom,
      })
      .returning('*');
    if (!row) throw new Error(`${this.table}: insert returned no row`);
    return this.toVersion(row);
  }
}
