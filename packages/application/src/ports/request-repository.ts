import type { FurnitureRequest } from '../records';

export type NewRequest = Pick<
  FurnitureRequest,
  | 'customerId'
  | 'fullName'
  | 'email'
  | 'phone'
  | 'furnitureType'
  | 'description'
  | 'budgetRange'
  | 'timeline'
  | 'imagePath'
  | 'imageOriginalName'
  | 'status'
>;

export type RequestChanges = Partial<
  Omit<
    FurnitureRequest,
    'id' | 'customerId' | 'createdAt' | 'updatedAt' | 'imagePath' | 'imageOriginalName'
  >
>;

export interface RequestFilter {
  /** Only this customer's projects. */
  readonly customerId?: number;
}

export interface RequestRepository {
  create(request: NewRequest, now: Date): Promise<FurnitureRequest>;
  findById(id: number): Promise<FurnitureRequest | null>;
  /** Locks the row until the transaction ends, so concurrent transitions serialize. */
  findByIdForUpdate(id: number): Promise<FurnitureRequest | null>;
  /** Newest first. */
  list(filter: RequestFilter): Promise<FurnitureRequest[]>;
  /** Callers load (or lock) the row first; updating a missing row throws. */
  update(id: number, changes: RequestChanges, now: Date): Promise<FurnitureRequest>;
  /** Removes the request and, with it, its messages. */
  delete(id: number): Promise<void>;
}
