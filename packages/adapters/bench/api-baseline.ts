/**
 * The baseline of `pnpm bench:api`: bare express 5 and pg, no middleware, answering the two
 * measured routes with the same SQL and the same JSON as our app. Started by bench/api.ts with
 * DATABASE_URL and PORT; not meant to be run by hand.
 */
import express from 'express';
import pg from 'pg';
import { REQUESTS_WITH_QUOTE, type RequestRow } from '../src/persistence/request-repository';

// The statement knex builds for KnexRequestRepository.list({}): each request with its quote.
const LIST_SQL = `select * from ${REQUESTS_WITH_QUOTE} order by "created_at" desc, "id" desc`;

// Same pool size as createDatabase's default, so neither side waits on connections more.
const pool = new pg.Pool({ connectionString: process.env['DATABASE_URL'], max: 10 });
const app = express();

app.get('/api/furniture-requests', async (_req, res) => {
  const { rows } = await pool.query<RequestRow>(LIST_SQL);
  res.json(
    rows.map((row) => ({
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
      status: row.status,
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
      completionNote: row.completion_note,
      createdAt: row.created_at,
      updatedAt: row.updated_at,
    })),
  );
});

// What our GET /api/auth/session answers to a visitor without a session.
app.get('/api/auth/session', (_req, res) => {
  res.json({
    authenticated: false,
    role: null,
    email: null,
    name: null,
    staffRole: null,
    passwordChanged: false,
    expiresAt: null,
  });
});

const server = app.listen(Number(process.env['PORT']));
process.once('SIGTERM', () => {
  server.close();
  server.closeIdleConnections();
  void pool.end().then(() => process.exit(0));
});
