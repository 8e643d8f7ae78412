import type { DomainEvent } from '@workshop/domain';
import type {
  FurnitureCustomization,
  FurnitureRequest,
  ProjectMessage,
  Session,
  User,
} from '../../src';

export interface OutboxEntry {
  readonly event: DomainEvent;
  readonly occurredAt: Date;
}

/** Every table of the fake database, plus the id sequences. */
export interface Tables {
  users: User[];
  requests: FurnitureRequest[];
  messages: ProjectMessage[];
  customizations: FurnitureCustomization[];
  sessions: Session[];
  outbox: OutboxEntry[];
}

type Sequence = 'users' | 'requests' | 'messages' | 'customizations';

function emptyTables(): Tables {
  return {
    users: [],
    requests: [],
    messages: [],
    customizations: [],
    sessions: [],
    outbox: [],
  };
}

/**
 * The in-memory database the fake repositories share. Rows are copied on the way in and on
 * the way out, so a caller can never change a stored row by holding on to an object.
 */
export class InMemoryStore {
  tables: Tables = emptyTables();
  /** Like Postgres sequences, ids are not given back by a rollback. */
  private readonly sequences: Record<Sequence, number> = {
    users: 0,
    requests: 0,
    messages: 0,
    customizations: 0,
  };

  nextId(table: Sequence): number {
    this.sequences[table] += 1;
    return this.sequences[table];
  }

  /** A deep copy of everything, for the unit of work to restore on rollback. */
  snapshot(): Tables {
    return copy(this.tables);
  }

  restore(snapshot: Tables): void {
    this.tables = copy(snapshot);
  }

  /** The recorded events, oldest first. */
  events(): DomainEvent[] {
    return this.tables.outbox.map((entry) => copy(entry.event));
  }
}

/** A deep copy of rows made of plain objects, arrays, dates and primitives. */
export function copy<T>(value: T): T {
  if (value instanceof Date) return new Date(value.getTime()) as T;
  if (Array.isArray(value)) return value.map((item: unknown) => copy(item)) as T;
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]: [string, unknown]) => [key, copy(item)]),
    ) as T;
  }
  return value;
}

/** Like a SQL UPDATE built from an object: keys whose value is undefined are left alone. */
export function definedOnly<T extends object>(changes: T): Partial<T> {
  return Object.fromEntries(
    Object.entries(copy(changes)).filter(([, value]) => value !== undefined),
  ) as Partial<T>;
}
