import type { FurnitureCustomization, StoredImage } from '../records';

export type CustomizationFields = Omit<
  FurnitureCustomization,
  | 'id'
  | 'sessionId'
  | 'userId'
  | 'requestId'
  | 'createdAt'
  | 'updatedAt'
  | 'estimatedPrice'
  | 'base'
  | 'leafCount'
  | 'leafLength'
> & {
  /** Worked out from the design when it is saved; absent leaves the stored one as it is. */
  readonly estimatedPrice?: string | null;
  /** A table's options; absent or null when not given (a save replaces them). */
  readonly base?: FurnitureCustomization['base'];
  readonly leafCount?: FurnitureCustomization['leafCount'];
  readonly leafLength?: FurnitureCustomization['leafLength'];
};

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
  /** Removes the drafts of a project (deleted with it); answers the images they kept. */
  deleteForRequest(requestId: number): Promise<string[]>;
  /** Marks the draft submitted and links it to the account and project it became. */
  link(sessionId: string, link: { userId: number; requestId: number }, now: Date): Promise<void>;
  /**
   * Puts an image uploaded on its own on the session's draft, starting the draft (with its
   * furniture type) if none was saved yet. Answers the image it replaced, if any.
   */
  attachImage(
    sessionId: string,
    draft: { furnitureType: string; image: StoredImage },
    now: Date,
  ): Promise<string | null>;
  /** Takes `path` off the session's draft if it is still its image; answers whether it was. */
  detachImage(sessionId: string, path: string, now: Date): Promise<boolean>;
  /** The design a project came from, if it came from the wizard. */
  findByRequestId(requestId: number): Promise<FurnitureCustomization | null>;
}
