import { quotedDesignFromSaved } from '@workshop/domain';
import type { RequestTable, TablePage, TableQuery, TableRow, TableSort } from '../../src';
import { NUMERIC_SORTS } from '../../src/request-table-query';
import type { InMemoryStore } from './in-memory-store';

type Unsorted = Omit<TableRow, 'position'>;

/** Each column's key as the SQL computes it; null sorts last whatever the direction. */
function keyOf(row: Unsorted, sort: TableSort): number | string | null {
  switch (sort) {
    case 'number':
      return row.id;
    case 'customer':
      return row.fullName.toLowerCase();
    case 'piece':
      return (row.furnitureType ?? '').toLowerCase();
    case 'status':
      return row.status;
    case 'age':
      return -row.createdAt.getTime() / 1000;
    case 'quote-due':
      return row.status === 'new' ? row.createdAt.getTime() / 1000 : null;
    case 'last-message':
      return row.lastMessageAt ? row.lastMessageAt.getTime() / 1000 : null;
    case 'unread':
      return row.unread;
    case 'value':
      return row.value;
  }
}

function compareKeys(a: number | string, b: number | string): number {
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  const [x, y] = [String(a), String(b)];
  return x < y ? -1 : x > y ? 1 : 0;
}

/** The amount's first figure, thousands commas dropped, as the SQL reads it. */
function valueOf(amount: string | null): number | null {
  const match = amount ? /[0-9]{1,15}(\.[0-9]{1,9})?/.exec(amount.replaceAll(',', '')) : null;
  return match ? Number(match[0]) : null;
}

export class FakeRequestTable implements RequestTable {
  constructor(private readonly store: InMemoryStore) {}

  async page(query: TableQuery): Promise<TablePage> {
    const { tables } = this.store;
    const rows: Unsorted[] = tables.requests.map((request) => {
      const messages = tables.messages
        .filter((m) => m.projectId === request.id)
        .sort((a, b) => a.sentAt.getTime() - b.sentAt.getTime() || a.id - b.id);
      const last = messages.at(-1);
      // The current (newest) version, as the SQL reads it.
      const newest = tables.quotes
        .filter((q) => q.requestId === request.id)
        .sort((a, b) => b.version - a.version)[0];
      const draft = tables.customizations
        .filter((c) => c.requestId === request.id)
        .sort((a, b) => b.id - a.id)[0];
      const acceptance = tables.acceptances.find((a) => a.requestId === request.id);
      const signed = tables.quotes.find(
        (q) => q.requestId === request.id && q.version === acceptance?.version,
      );
      // The amount signed, when the newest version is the one signed.
      const amount =
        acceptance && acceptance.version === newest?.version
          ? acceptance.amount
          : (newest?.amount ?? null);
      return {
        id: request.id,
        fullName: request.fullName,
        email: request.email,
        furnitureType: request.furnitureType,
        designs: {
          requested: draft
            ? quotedDesignFromSaved({
                ...draft,
                constructionMaterial: draft.material,
                surfaceFinish: draft.finish,
                hardware: null,
                notes: null,
              })
            : null,
          signed: signed ? { version: signed.version, design: signed.design } : null,
          newest: newest ? { version: newest.version, design: newest.design } : null,
        },
        status: request.status,
        createdAt: request.createdAt,
        quoteOverdue:
          request.status === 'new' && request.createdAt.getTime() < query.overdueBefore.getTime(),
        changesRequestedAt:
          request.status === 'quoted' ? (newest?.changesRequestedAt ?? null) : null,
        lastMessageAt: last?.sentAt ?? null,
        lastMessageFrom: last?.senderType ?? null,
        lastMessageBy: last?.senderName ?? null,
        unread: messages.filter((m) => m.senderType === 'customer' && !m.readByAdmin).length,
        quoteAmount: amount,
        value: valueOf(amount),
      };
    });
    const matching = rows.filter(
      (row) =>
        (!query.status || row.status === query.status) &&
        (!query.type || row.furnitureType?.toLowerCase() === query.type.toLowerCase()) &&
        (!query.overdue || row.quoteOverdue) &&
        (!query.waiting || row.lastMessageFrom === 'customer') &&
        (!query.unread || row.unread > 0) &&
        (!query.changesRequested || row.changesRequestedAt !== null),
    );
    const sign = query.direction === 'asc' ? 1 : -1;
    const compare = (
      a: { key: number | string | null; id: number },
      b: { key: number | string | null; id: number },
    ): number => {
      if (a.key === null || b.key === null) {
        if (a.key !== b.key) return a.key === null ? 1 : -1;
      } else {
        const byKey = compareKeys(a.key, b.key);
        if (byKey !== 0) return sign * byKey;
      }
      return sign * (a.id - b.id);
    };
    const after = query.after && {
      id: query.after.id,
      key:
        query.after.key !== null && NUMERIC_SORTS.has(query.sort)
          ? Number(query.after.key)
          : query.after.key,
    };
    const ordered = matching
      .map((row) => ({ row, key: keyOf(row, query.sort), id: row.id }))
      .filter((entry) => !after || compare(entry, after) > 0)
      .sort(compare);
    return {
      rows: ordered.slice(0, query.limit).map(({ row, key }) => ({
        ...row,
        position: { key: key === null ? null : String(key), id: row.id },
      })),
      more: ordered.length > query.limit,
      total: matching.length,
    };
  }
}
