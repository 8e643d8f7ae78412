import type { DocumentVersion, NewDocumentVersion, VersionedDocumentRepository } from '../../src';
import { copy, type InMemoryStore, type Tables } from './in-memory-store';

export class FakeVersionedDocumentRepository<
  Document,
> implements VersionedDocumentRepository<Document> {
  constructor(
    protected readonly store: InMemoryStore,
    private readonly table: 'workshopProfiles' | 'priceLists',
    private readonly rowsOf: (tables: Tables) => DocumentVersion<Document>[],
  ) {}

  private get rows(): DocumentVersion<Document>[] {
    return this.rowsOf(this.store.tables);
  }

  async current(): Promise<DocumentVersion<Document> | null> {
    return copy(this.rows.at(-1) ?? null);
  }

  async findById(id: number): Promise<DocumentVersion<Document> | null> {
    return copy(this.rows.find((row) => row.id === id) ?? null);
  }

  async history(limit: number): Promise<DocumentVersion<Document>[]> {
    return copy(this.rows.slice(-limit).reverse());
  }

  async save(version: NewDocumentVersion<Document>): Promise<DocumentVersion<Document>> {
    const row: DocumentVersion<Document> = {
      id: this.store.nextId(this.table),
      document: copy(version.document),
      savedAt: version.now,
      savedBy: copy(version.savedBy),
      restoredFrom: version.restoredFrom,
    };
    this.rows.push(row);
    return copy(row);
  }
}
