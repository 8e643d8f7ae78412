import type { FurnitureCustomization } from '../records';

export type CustomizationFields = Omit<
  FurnitureCustomization,
  'id' | 'sessionId' | 'userId' | 'requestId' | 'createdAt' | 'updatedAt' | 'estimatedPrice'
>;

export interface CustomizationRepository {
  findBySessionId(sessionId: string): Promise<FurnitureCustomization | null>;
  /**
   * Creates the draft of a session or replaces its fields. Fields without an image (imagePath
   * null) keep the image saved earlier: the wizard uploads it once and then sends text only.
   */
  upsert(
    sessionId: string,
    fields: CustomizationFields,
    now: Date,
  ): Promise<FurnitureCustomization>;
  /** Marks the draft submitted and links it to the account and project it became. */
  link(sessionId: string, link: { userId: number; requestId: number }, now: Date): Promise<void>;
}
