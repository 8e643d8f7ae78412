import type {
  CustomizationFields,
  CustomizationRepository,
  FurnitureCustomization,
  StoredImage,
} from '../../src';
import { copy, type InMemoryStore } from './in-memory-store';

/** A save writes the table options it holds, and clears those it does not, as the SQL does. */
const tableOptionsOf = (fields: CustomizationFields) => ({
  base: fields.base ?? null,
  leafCount: fields.leafCount ?? null,
  leafLength: fields.leafLength ?? null,
});

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
        ...tableOptionsOf(fields),
        id: this.store.nextId('customizations'),
        sessionId,
        userId: null,
        requestId: null,
        estimatedPrice: fields.estimatedPrice ?? null,
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
      ...tableOptionsOf(fields),
      imagePath: keepImage ? existing.imagePath : fields.imagePath,
      imageOriginalName: keepImage ? existing.imageOriginalName : fields.imageOriginalName,
      updatedAt: copy(now),
    };
    table[index] = updated;
    return copy(updated);
  }

  async deleteForRequest(requestId: number): Promise<string[]> {
    const { customizations } = this.store.tables;
    const linked = customizations.filter((draft) => draft.requestId === requestId);
    this.store.tables.customizations = customizations.filter(
      (draft) => draft.requestId !== requestId,
    );
    return linked.map((draft) => draft.imagePath).filter((path): path is string => path !== null);
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

  async attachImage(
    sessionId: string,
    draft: { furnitureType: string; image: StoredImage },
    now: Date,
  ): Promise<string | null> {
    const table = this.store.tables.customizations;
    const index = table.findIndex((row) => row.sessionId === sessionId);
    const existing = table[index];
    const image = { imagePath: draft.image.path, imageOriginalName: draft.image.originalName };
    if (existing) {
      table[index] = { ...existing, ...image, updatedAt: copy(now) };
      return existing.imagePath;
    }
    table.push({
      id: this.store.nextId('customizations'),
      sessionId,
      userId: null,
      requestId: null,
      furnitureType: draft.furnitureType,
      style: null,
      material: null,
      specificMaterial: null,
      finish: null,
      specificFinish: null,
      dimensions: null,
      features: [],
      base: null,
      leafCount: null,
      leafLength: null,
      hardware: null,
      upholstery: null,
      notes: null,
      fullName: null,
      email: null,
      phone: null,
      timeline: null,
      ...image,
      estimatedPrice: null,
      completed: false,
      createdAt: copy(now),
      updatedAt: copy(now),
    });
    return null;
  }

  async detachImage(sessionId: string, path: string, now: Date): Promise<boolean> {
    const table = this.store.tables.customizations;
    const index = table.findIndex((row) => row.sessionId === sessionId && row.imagePath === path);
    const draft = table[index];
    if (!draft) return false;
    table[index] = { ...draft, imagePath: null, imageOriginalName: null, updatedAt: copy(now) };
    return true;
  }

  async findByRequestId(requestId: number): Promise<FurnitureCustomization | null> {
    const row = this.store.tables.customizations.find((draft) => draft.requestId === requestId);
    return row ? copy(row) : null;
  }
}
