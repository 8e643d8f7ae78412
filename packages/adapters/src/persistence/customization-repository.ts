import type {
  CustomizationFields,
  CustomizationRepository,
  FurnitureCustomization,
  StoredImage,
} from '@workshop/application';
import { isLeafCount, isLeafLength, isTableBase } from '@workshop/domain';
import type { Knex } from 'knex';

export interface CustomizationRow {
  id: number;
  session_id: string;
  user_id: number | null;
  request_id: number | null;
  furniture_type: string;
  style: string | null;
  material: string | null;
  specific_material: string | null;
  finish: string | null;
  specific_finish: string | null;
  dimensions: string | null;
  /** jsonb: parsed by pg, written as JSON text (pg would turn a JS array into a Postgres array). */
  features: unknown;
  /** CHECK-ed by the table: one of the bases, 0 to 3, 6 to 36 inches; null when not given. */
  base: string | null;
  leaf_count: number | null;
  leaf_length: number | null;
  hardware: string | null;
  upholstery: string | null;
  notes: string | null;
  full_name: string | null;
  email: string | null;
  phone: string | null;
  timeline: string | null;
  image_path: string | null;
  image_original_name: string | null;
  estimated_price: string | null;
  completed: boolean;
  created_at: Date;
  updated_at: Date;
}

function toFeatures(value: unknown): string[] {
  if (Array.isArray(value) && value.every((item) => typeof item === 'string')) return value;
  throw new Error('furniture_customizations.features is not a JSON array of strings');
}

const toCustomization = (row: CustomizationRow): FurnitureCustomization => ({
  id: row.id,
  sessionId: row.session_id,
  userId: row.user_id,
  requestId: row.request_id,
  furnitureType: row.furniture_type,
  style: row.style,
  material: row.material,
  specificMaterial: row.specific_material,
  finish: row.finish,
  specificFinish: row.specific_finish,
  dimensions: row.dimensions,
  features: toFeatures(row.features),
  base: isTableBase(row.base) ? row.base : null,
  leafCount: isLeafCount(row.leaf_count) ? row.leaf_count : null,
  leafLength: isLeafLength(row.leaf_length) ? row.leaf_length : null,
  hardware: row.hardware,
  upholstery: row.upholstery,
  notes: row.notes,
  fullName: row.full_name,
  email: row.email,
  phone: row.phone,
  timeline: row.timeline,
  imagePath: row.image_path,
  imageOriginalName: row.image_original_name,
  estimatedPrice: row.estimated_price,
  completed: row.completed,
  createdAt: row.created_at,
  updatedAt: row.updated_at,
});

const fieldColumns = (fields: CustomizationFields) => ({
  furniture_type: fields.furnitureType,
  style: fields.style,
  material: fields.material,
  specific_material: fields.specificMaterial,
  finish: fields.finish,
  specific_finish: fields.specificFinish,
  dimensions: fields.dimensions,
  features: JSON.stringify(fields.features),
  base: fields.base ?? null,
  leaf_count: fields.leafCount ?? null,
  leaf_length: fields.leafLength ?? null,
  hardware: fields.hardware,
  upholstery: fields.upholstery,
  notes: fields.notes,
  full_name: fields.fullName,
  email: fields.email,
  phone: fields.phone,
  timeline: fields.timeline,
  image_path: fields.imagePath,
  image_original_name: fields.imageOriginalName,
  completed: fields.completed,
  // Left alone when a save does not say (a client of the port that knows nothing of prices).
  ...(fields.estimatedPrice === undefined ? {} : { estimated_price: fields.estimatedPrice }),
});

type FieldColumn = keyof ReturnType<typeof fieldColumns>;

const IMAGE_COLUMNS: readonly FieldColumn[] = ['image_path', 'image_original_name'];

export class KnexCustomizationRepository implements CustomizationRepository {
  constructor(private readonly db: Knex) {}

  private get customizations() {
    return this.db<CustomizationRow>('furniture_customizations');
  }

  async findBySessionId(sessionId: string): Promise<FurnitureCustomization | null> {
    const row = await this.customizations.where({ session_id: sessionId }).first();
    return row ? toCustomization(row) : null;
  }

  async upsert(
    sessionId: string,
    fields: CustomizationFields,
    now: Date,
  ): Promise<FurnitureCustomization> {
    const columns = fieldColumns(fields);
    // The wizard re-sends the draft on every step but the image only on the step that picked
    // it, so a save without an image keeps the one stored (path and name stay a pair).
    const replaced = (Object.keys(columns) as FieldColumn[]).filter(
      (column) => fields.imagePath !== null || !IMAGE_COLUMNS.includes(column),
    );
    const [row] = await this.customizations
      .insert({ ...columns, session_id: sessionId, created_at: now, updated_at: now })
      .onConflict('session_id')
      .merge([...replaced, 'updated_at'])
      .returning('*');
    if (!row) throw new Error('INSERT INTO furniture_customizations returned no row');
    return toCustomization(row);
  }

  async deleteForRequest(requestId: number): Promise<string[]> {
    const rows = await this.customizations
      .where({ request_id: requestId })
      .delete()
      .returning<{ image_path: string | null }[]>('image_path');
    return rows.map((row) => row.image_path).filter((path): path is string => path !== null);
  }

  async link(
    sessionId: string,
    link: { userId: number; requestId: number },
    now: Date,
  ): Promise<void> {
    await this.customizations.where({ session_id: sessionId }).update({
      user_id: link.userId,
      request_id: link.requestId,
      completed: true,
      updated_at: now,
    });
  }

  async attachImage(
    sessionId: string,
    draft: { furnitureType: string; image: StoredImage },
    now: Date,
  ): Promise<string | null> {
    // Locked, so two uploads for one draft take turns and each learns which image it replaced.
    const current = await this.customizations
      .where({ session_id: sessionId })
      .forUpdate()
      .first<Pick<CustomizationRow, 'image_path'> | undefined>('image_path');
    const image = { image_path: draft.image.path, image_original_name: draft.image.originalName };
    await this.customizations
      .insert({
        session_id: sessionId,
        furniture_type: draft.furnitureType,
        features: '[]',
        ...image,
        created_at: now,
        updated_at: now,
      })
      .onConflict('session_id')
      .merge(['image_path', 'image_original_name', 'updated_at']);
    return current?.image_path ?? null;
  }

  async detachImage(sessionId: string, path: string, now: Date): Promise<boolean> {
    const changed = await this.customizations
      .where({ session_id: sessionId, image_path: path })
      .update({ image_path: null, image_original_name: null, updated_at: now });
    return changed > 0;
  }

  async findByRequestId(requestId: number): Promise<FurnitureCustomization | null> {
    const row = await this.customizations.where({ request_id: requestId }).orderBy('id').first();
    return row ? toCustomization(row) : null;
  }
}
