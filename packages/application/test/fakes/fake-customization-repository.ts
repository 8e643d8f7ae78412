import type {
  CustomizationFields,
  CustomizationRepository,
  FurnitureCustomization,
} from '../../src';
import { copy, type InMemoryStore } from './in-memory-store';

export class FakeCustomizationRepository implements CustomizationRepository {
  constructor(private readonly store: InMemoryStore) {}

  async findBySessionId(sessionId: string): Promise<FurnitureCustomization | null> {
    const row = this.store.tables.customizations.find((draft) => draft.sessionId === sessionId);
    return row ? copy(row) : null;
  }

  async upsert(
    sessionId: string,
    fields: CustomizationFields,
    now: Date,
  ): Promise<FurnitureCustomization> {
    const table = this.store.tables.customizations;
    const index = table.findIndex((draft) => draft.sessionId === sessionId);
    const existing = table[index];
    if (!existing) {
      const row: FurnitureCustomization = {
        ...copy(fields),
        id: this.store.nextId('customizations'),
        sessionId,
        userId: null,
        requestId: null,
        estimatedPrice: null,
        createdAt: copy(now),
        updatedAt: copy(now),
      };
      table.push(row);
      return copy(row);
    }
    // A save without an image keeps the image saved earlier.
    const keepImage = fields.imagePath === null;
    const updated: FurnitureCustomization = {
      ...existing,
      ...copy(fields),
      imagePath: keepImage ? existing.imagePath : fields.imagePath,
      imageOriginalName: keepImage ? existing.imageOriginalName : fields.imageOriginalName,
      updatedAt: copy(now),
    };
    table[index] = updated;
    return copy(updated);
  }

  async link(
    sessionId: string,
    link: { userId: number; requestId: number },
    now: Date,
  ): Promise<void> {
    const table = this.store.tables.customizations;
    const index = table.findIndex((draft) => draft.sessionId === sessionId);
    const existing = table[index];
    if (!existing) return;
    table[index] = {
      ...existing,
      userId: link.userId,
      requestId: link.requestId,
      completed: true,
      updatedAt: copy(now),
    };
  }
}
