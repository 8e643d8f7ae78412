import { createRequire } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Seeds a stopped local-mode data folder with a busy workshop's requests, straight into its
 * embedded database (SQL, not the API: the submission endpoint is rate-limited to 20 an hour
 * per address, and quoting/approving 2,000 projects through it would take customer sign-ins).
 *
 * The app must have run once on the folder (so the migrations exist) and be stopped: PGlite
 * opens its files for one process only.
 */

const REPO = fileURLToPath(new URL('../../../', import.meta.url));

interface PGliteLike {
  query<T>(sql: string, params?: unknown[]): Promise<{ rows: T[] }>;
  exec(sql: string): Promise<unknown>;
  close(): Promise<void>;
}

/** The embedded database's driver belongs to the server package; borrow it from there. */
function loadPGlite(): { create(dataDir: string): Promise<PGliteLike> } {
  const require = createRequire(join(REPO, 'packages/adapters/package.json'));
  return (
    require('@electric-sql/pglite') as { PGlite: { create(dir: string): Promise<PGliteLike> } }
  ).PGlite;
}

const FIRST = [
  'Ann',
  'Ben',
  'Cora',
  'Dev',
  'Elena',
  'Farid',
  'Grace',
  'Hugo',
  'Ines',
  'Jonas',
  'Kira',
  'Liam',
  'Maya',
  'Noah',
  'Olga',
  'Priya',
  'Quinn',
  'Rosa',
  'Sam',
  'Tariq',
];
const LAST = [
  'Whitfield',
  'Okafor',
  'Lindqvist',
  'Moreau',
  'Nakamura',
  'Patel',
  'Rossi',
  'Schmidt',
  'Tanaka',
  'Valdez',
  'Walsh',
  'Young',
  'Zhou',
  'Barnes',
  'Costa',
];
const TYPES = ['table', 'desk', 'cabinet', 'bookshelf', 'bed', 'locker', 'storage', 'other'];
const WOODS = ['oak', 'walnut', 'cherry', 'maple', 'reclaimed pine', 'ash'];
const STYLES = ['modern', 'traditional', 'rustic', 'industrial', 'scandinavian', 'farmhouse'];
const BUDGETS = ['under-500', '500-1000', '1000-2500', '2500-5000', 'over-5000'];
const TIMELINES = ['asap', '1-month', '2-3-months', 'flexible', 'no-rush', '1-2-weeks'];

/** A small deterministic generator, so every run seeds the same workshop. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

export interface SeedResult {
  readonly customers: number;
  readonly requests: number;
  readonly byStatus: Record<string, number>;
  readonly ms: number;
}

export async function seedRequests(dataDir: string, count = 2000): Promise<SeedResult> {
  const started = Date.now();
  const db = await loadPGlite().create(join(dataDir, 'pglite'));
  const next = random(2026);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)] as T;
  const byStatus: Record<string, number> = { new: 0, quoted: 0, in_progress: 0, completed: 0 };
  try {
    const customers = 300;
    await db.exec('BEGIN');
    const users = await db.query<{ id: number; username: string }>(
      `INSERT INTO users (username, needs_password_change)
       SELECT 'seed.customer' || g || '@example.com', true FROM generate_series(1, ${customers}) g
       RETURNING id, username`,
    );
    const now = Date.now();
    const batch = 200;
    for (let start = 0; start < count; start += batch) {
      const values: string[] = [];
      const params: unknown[] = [];
      // Each row's quote, if any: written as its version 1 (and acceptance) once the ids are known.
      const quotes: ({ amount: string; quotedAt: Date; approvedAt: Date | null } | null)[] = [];
      for (let i = start; i < Math.min(count, start + batch); i++) {
        const user = users.rows[i % users.rows.length]!;
        const type = pick(TYPES);
        const wood = pick(WOODS);
        const style = pick(STYLES);
        const roll = next();
        const status =
          roll < 0.4 ? 'new' : roll < 0.6 ? 'quoted' : roll < 0.85 ? 'in_progress' : 'completed';
        byStatus[status] = (byStatus[status] ?? 0) + 1;
        const quoted = status !== 'new';
        const approved = status === 'in_progress' || status === 'completed';
        // Newest first by id as well as by date: request 2000 is the latest.
        const created = new Date(now - (count - i) * 3_600_000 * 4.3);
        const low = 400 + Math.floor(next() * 40) * 100;
        quotes.push(
          quoted
            ? {
                amount: `$${low.toLocaleString('en-US')} - $${(low + 300).toLocaleString('en-US')}`,
                quotedAt: new Date(created.getTime() + 86_400_000),
                approvedAt: approved ? new Date(created.getTime() + 2 * 86_400_000) : null,
              }
            : null,
        );
        const row = [
          user.id,
          `${pick(FIRST)} ${pick(LAST)}`,
          user.username,
          next() < 0.8 ? `555-${String(1000 + Math.floor(next() * 9000))}` : null,
          type,
          `Custom ${type.charAt(0).toUpperCase()}${type.slice(1)} - ${style} Style\n\nCONSTRUCTION & MATERIALS\nConstruction: Solid Wood\nMaterial: ${wood}\nSurface: Wood finish, oil\n\nPROJECT DETAILS\nSpecial Features: Soft-Close Doors, Adjustable Shelves\nDimensions: Width: ${30 + (i % 60)} inches, Depth: 20 inches, Height: 34 inches\nAdditional Notes: Request ${i + 1}, to match the ${wood} floor.\nPreferred Timeline: Flexible`,
          pick(BUDGETS),
          pick(TIMELINES),
          status,
          i % 7 === 0 ? 'Seeded internal note' : '',
          created,
          created,
        ];
        const offset = params.length;
        values.push(`(${row.map((_, k) => `$${offset + k + 1}`).join(', ')})`);
        params.push(...row);
      }
      const inserted = await db.query<{ id: number; full_name: string }>(
        `INSERT INTO furniture_requests (customer_id, full_name, email, phone, furniture_type,
           description, budget_range, timeline, status, admin_notes, created_at, updated_at)
         VALUES ${values.join(', ')} RETURNING id, full_name`,
        params,
      );
      for (const [k, request] of inserted.rows.entries()) {
        const quote = quotes[k];
        if (!quote) continue;
        await db.query(
          `INSERT INTO quote_versions
             (request_id, version, amount, notes, quoted_by, quoted_at, valid_until)
           VALUES ($1, 1, $2, 'Includes delivery and set-up.', 'Sam Carver', $3, '2099-01-01')`,
          [request.id, quote.amount, quote.quotedAt],
        );
        if (quote.approvedAt) {
          await db.query(
            `INSERT INTO quote_acceptances
               (request_id, version, amount, method, signature_name, accepted_at, terms)
             VALUES ($1, 1, $2, 'click', $3, $4, 'The terms.')`,
            [request.id, quote.amount, request.full_name, quote.approvedAt],
          );
        }
      }
    }
    await db.exec('COMMIT');
    return { customers, requests: count, byStatus, ms: Date.now() - started };
  } catch (error) {
    await db.exec('ROLLBACK').catch(() => undefined);
    throw error;
  } finally {
    await db.close();
  }
}
