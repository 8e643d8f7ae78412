import type {
  FurnitureRequest,
  NewRequest,
  RequestChanges,
  RequestFilter,
  RequestRepository,
} from '@workshop/application';
import { REQUEST_STATUSES } from '@workshop/domain';
import type { Knex } from 'knex';
import { columnsOf, oneOf, RowNotFoundError } from './rows';

export interface RequestRow {
  id: number;
  customer_id: number;
  full_name: string;
  email: string;
  phone: string | null;
  furniture_type: string | null;
  description: string | null;
  budget_range: string | null;
  timeline: string | null;
  image_path: string | null;
  image_original_name: string | null;
  status: string;
  notes: string | null;
  admin_notes: string;
  quote_amount: string | null;
  quote_notes: string | null;
  quoted_at: Date | null;
  quoted_by: string | null;
  quote_approved: boolean;
  quote_approved_at: Date | null;
  admin_message: string | null;
  admin_message_sent_at: Date | null;
  admin_message_sent_by: string | null;
  created_at: Date;
  updated_at: Date;
}

const toRequest = (row: RequestRow): FurnitureRequest => ({
  id: row.id,
  customerId: row.customer_id,
  fullName: row.full_name,
  email: row.email,
  phone: row.phone,
  furnitureType: row.furniture_type,
  description: row.description,
  budgetRange: row.budget_range,
  timeline: row.timeline,
  imagePath: row.image_path,
  imageOriginalName: row.image_original_name,
  status: oneOf(row.status, REQUEST_STATUSES, 'furniture_requests.status'),
  notes: row.notes,
  adminNotes: row.admin_notes,
  quoteAmount: row.quote_amount,
  quoteNotes: row.quote_notes,
  quotedAt: row.quoted_at,
  quotedBy: row.quoted_by,
  quoteApproved: row.quote_approved,
  quoteApprovedAt: row.quote_approved_at,
  adminMessage: row.admin_message,
  adminMessageSentAt: row.admin_message_sent_at,
  adminMessageSentBy: row.admin_message_sent_by,
  createdAt: row.created_at,
  updatedAt: row.updated_at,
});

const CHANGE_COLUMNS = {
  fullName: 'full_name',
  email: 'email',
  phone: 'phone',
  furnitureType: 'furniture_type',
  description: 'description',
  budgetRange: 'budget_range',
  timeline: 'timeline',
  status: 'status',
  notes: 'notes',
  adminNotes: 'admin_notes',
  quoteAmount: 'quote_amount',
  quoteNotes: 'quote_notes',
  quotedAt: 'quoted_at',
  quotedBy: 'quoted_by',
  quoteApproved: 'quote_approved',
  quoteApprovedAt: 'quote_approved_at',
  adminMessage: 'admin_message',
  adminMessageSentAt: 'admin_message_sent_at',
  adminMessageSentBy: 'admin_message_sent_by',
} as const satisfies Record<keyof RequestChanges, keyof RequestRow>;

export class KnexRequestRepository implements RequestRepository {
  constructor(private readonly db: Knex) {}

  private get requests() {
    return this.db<RequestRow>('furniture_requests');
  }

  async create(request: NewRequest, now: Date): Promise<FurnitureRequest> {
    const [row] = await this.requests
      .insert({
        customer_id: request.customerId,
        full_name: request.fullName,
        email: request.email,
        phone: request.phone,
        furniture_type: request.furnitureType,
        description: request.description,
        budget_range: request.budgetRange,
        timeline: request.timeline,
        image_path: request.imagePath,
        image_original_name: request.imageOriginalName,
        status: request.status,
        created_at: now,
        updated_at: now,
      })
      .returning('*');
    if (!row) throw new Error('INSERT INTO furniture_requests returned no row');
    return toRequest(row);
  }

  async findById(id: number): Promise<FurnitureRequest | null> {
    const row = await this.requests.where({ id }).first();
    return row ? toRequest(row) : null;
  }

  async findByIdForUpdate(id: number): Promise<FurnitureRequest | null> {
    const row = await this.requests.where({ id }).forUpdate().first();
    return row ? toRequest(row) : null;
  }

  async list(filter: RequestFilter): Promise<FurnitureRequest[]> {
    const query = this.requests.select('*').orderBy([
      { column: 'created_at', order: 'desc' },
      { column: 'id', order: 'desc' },
    ]);
    if (filter.customerId !== undefined) query.where({ customer_id: filter.customerId });
    const rows = await query;
    return rows.map(toRequest);
  }

  async update(id: number, changes: RequestChanges, now: Date): Promise<FurnitureRequest> {
    const [row] = await this.requests
      .where({ id })
      .update({
        ...columnsOf<RequestChanges, RequestRow>(changes, CHANGE_COLUMNS),
        updated_at: now,
      })
      .returning('*');
    if (!row) throw new RowNotFoundError('furniture_requests', id);
    return toRequest(row);
  }

  async delete(id: number): Promise<void> {
    // messages go with it through ON DELETE CASCADE, in the same statement.
    await this.requests.where({ id }).delete();
  }
}
