import { useEffect, useState, type KeyboardEvent } from 'react';
import {
  furnitureTypeLabel,
  quoteDueAt,
  REQUEST_FURNITURE_TYPE_LABELS,
  REQUEST_FURNITURE_TYPES,
  REQUEST_STATUSES,
  type RequestStatus,
} from '@workshop/domain';
import { useSearchParams } from 'react-router-dom';
import { useRequestTable, type RequestTableRow, type TableColumn } from '../../api/request-table';
import { input } from '../../design/recipes.css';
import { Button } from '../../ui/Button';
import { StatusBadge } from '../../ui/StatusBadge';
import { ADMIN_STATUS_LABELS } from './status-labels';
import { tableParamsOf, withTableParams } from './table-params';
import * as styles from './request-table.css';

const HEADINGS: readonly { column: TableColumn; label: string }[] = [
  { column: 'number', label: 'No.' },
  { column: 'customer', label: 'Customer' },
  { column: 'piece', label: 'Piece' },
  { column: 'status', label: 'Status' },
  { column: 'age', label: 'Age' },
  { column: 'quote-due', label: 'Quote due' },
  { column: 'last-message', label: 'Last message' },
  { column: 'unread', label: 'Unread' },
  { column: 'value', label: 'Value' },
];

const HOUR_MS = 3600_000;

/** "5 h", "3 d": how long ago, as a list reads it. */
function ago(iso: string, now: number): string {
  const hours = Math.max(0, Math.floor((now - Date.parse(iso)) / HOUR_MS));
  return hours < 48 ? `${hours} h` : `${Math.floor(hours / 24)} d`;
}

const day = (date: Date) =>
  date.toLocaleDateString('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });

function QuoteDue({ row }: { row: RequestTableRow }) {
  if (row.status !== 'new') return <span className={styles.muted}>—</span>;
  if (row.quoteOverdue) return <span className={styles.overdue}>Overdue</span>;
  return <>Due {day(quoteDueAt(new Date(row.createdAt)))}</>;
}

function LastMessage({ row, now }: { row: RequestTableRow; now: number }) {
  if (!row.lastMessageAt) return <span className={styles.muted}>None</span>;
  return (
    <>
      {ago(row.lastMessageAt, now)} ago, {row.lastMessageBy}
      <br />
      {row.lastMessageFrom === 'customer' ? (
        <span className={styles.waiting}>Waits on us</span>
      ) : (
        <span className={styles.muted}>Waits on the customer</span>
      )}
    </>
  );
}

/** The design in force in words, else the type the request names. */
const piece = (row: RequestTableRow) =>
  row.piece ?? (row.furnitureType ? furnitureTypeLabel(row.furnitureType) : '—');

/** Arrow keys walk the rows' open buttons, as in a spreadsheet; Tab still goes everywhere. */
function onRowKeys(event: KeyboardEvent<HTMLTableSectionElement>) {
  if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
  const buttons = [...event.currentTarget.querySelectorAll<HTMLButtonElement>('[data-open]')];
  const at = buttons.indexOf(document.activeElement as HTMLButtonElement);
  const next = buttons[at + (event.key === 'ArrowDown' ? 1 : -1)];
  if (at === -1 || !next) return;
  event.preventDefault();
  next.focus();
}

/**
 * The workshop's table, beside the spec's cards: any column's order, the triage filters, pages
 * from the server. The order and the filters live in the URL; a row's number opens its card.
 */
export function RequestTableView({
  onOpen,
}: {
  onOpen: (id: number, status: RequestStatus) => void;
}) {
  const [searchParams, setSearchParams] = useSearchParams();
  const fromUrl = tableParamsOf(searchParams);
  const urlKey = JSON.stringify(fromUrl);
  // The inputs show a change at once: the router applies the new URL in a transition, which a
  // busy phone finishes later, and a controlled checkbox or select would spring back till then.
  // A URL changed from outside (back, forward, a link) is shown as it comes.
  const [view, setView] = useState(fromUrl);
  const [seenUrl, setSeenUrl] = useState(urlKey);
  if (urlKey !== seenUrl) {
    setSeenUrl(urlKey);
    setView(fromUrl);
  }
  const viewKey = JSON.stringify(view);
  const [trail, setTrail] = useState<readonly (string | null)[]>([null]);
  // Another order or filter starts again from the first page.
  useEffect(() => setTrail([null]), [viewKey]);
  const query = useRequestTable({ ...view, cursor: trail.at(-1) ?? null });
  const page = query.data;
  const now = Date.now();

  const change = (changes: Partial<typeof view>) => {
    const next = { ...view, ...changes };
    setView(next);
    setSearchParams(withTableParams(searchParams, next), { replace: true });
  };
  const sortBy = (column: TableColumn) =>
    change({
      sort: column,
      dir: view.sort === column && view.dir === 'asc' ? 'desc' : 'asc',
    });

  const first = (trail.length - 1) * (page?.limit ?? 25);
  return (
    <section aria-label="Requests table">
      <div className={styles.filters}>
        <label className={styles.filter}>
          <span className={styles.filterLabel}>Status</span>
          <select
            className={`${input} ${styles.select}`}
            value={view.status ?? ''}
            onChange={(event) => {
              const status = REQUEST_STATUSES.find((s) => s === event.target.value) ?? null;
              change({ status });
            }}
          >
            <option value="">Every status</option>
            {REQUEST_STATUSES.map((status) => (
              <option key={status} value={status}>
                {ADMIN_STATUS_LABELS[status]}
              </option>
            ))}
          </select>
        </label>
        <label className={styles.filter}>
          <span className={styles.filterLabel}>Type</span>
          <select
            className={`${input} ${styles.select}`}
            value={view.type}
            onChange={(event) => change({ type: event.target.value })}
          >
            <option value="">Every type</option>
            {REQUEST_FURNITURE_TYPES.map((type) => (
              <option key={type} value={type}>
                {REQUEST_FURNITURE_TYPE_LABELS[type]}
              </option>
            ))}
          </select>
        </label>
        {(
          [
            ['overdue', 'Quote overdue'],
            ['waiting', 'Waiting on us'],
            ['unread', 'Unread'],
          ] as const
        ).map(([name, label]) => (
          <label key={name} className={styles.filter}>
            <input
              type="checkbox"
              checked={view[name]}
              onChange={(event) => change({ [name]: event.target.checked })}
            />
            {label}
          </label>
        ))}
      </div>

      {query.isError && !page ? (
        <div role="alert">
          <p>The requests could not be loaded.</p>
          <Button tone="secondary" onClick={() => void query.refetch()}>
            Try Again
          </Button>
        </div>
      ) : (
        <div className={styles.scroller}>
          <table className={styles.table} aria-busy={!page || query.isPlaceholderData}>
            <caption className={styles.caption}>
              {page
                ? page.total === 0
                  ? 'No requests match these filters.'
                  : `Rows ${first + 1}–${first + page.rows.length} of ${page.total}`
                : 'Loading requests...'}
            </caption>
            <thead>
              <tr>
                {HEADINGS.map(({ column, label }) => (
                  <th
                    key={column}
                    scope="col"
                    className={styles.headCell}
                    aria-sort={
                      view.sort === column
                        ? view.dir === 'asc'
                          ? 'ascending'
                          : 'descending'
                        : undefined
                    }
                  >
                    <button
                      type="button"
                      className={styles.sortButton}
                      onClick={() => sortBy(column)}
                    >
                      {label}
                      <span aria-hidden="true">
                        {view.sort === column ? (view.dir === 'asc' ? '▲' : '▼') : ''}
                      </span>
                    </button>
                  </th>
                ))}
              </tr>
            </thead>
            <tbody onKeyDown={onRowKeys}>
              {page?.rows.map((row) => (
                <tr key={row.id} className={styles.row}>
                  <th scope="row" className={styles.cell}>
                    <button
                      type="button"
                      data-open
                      className={styles.open}
                      aria-label={`Open request #${row.id} of ${row.fullName}`}
                      onClick={() => onOpen(row.id, row.status)}
                    >
                      #{row.id}
                    </button>
                  </th>
                  <td className={styles.cell}>
                    {row.fullName}
                    <br />
                    <span className={styles.muted}>{row.email}</span>
                  </td>
                  <td className={styles.pieceCell}>{piece(row)}</td>
                  <td className={styles.cell}>
                    <StatusBadge status={row.status} label={ADMIN_STATUS_LABELS[row.status]} />
                  </td>
                  <td className={styles.cell}>{ago(row.createdAt, now)}</td>
                  <td className={styles.cell}>
                    <QuoteDue row={row} />
                  </td>
                  <td className={styles.cell}>
                    <LastMessage row={row} now={now} />
                  </td>
                  <td className={styles.cell}>
                    {row.unread > 0 ? <strong>{row.unread}</strong> : 0}
                  </td>
                  <td className={styles.cell}>{row.quoteAmount ?? '—'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <div className={styles.footer}>
        <Button
          tone="secondary"
          disabled={trail.length < 2}
          onClick={() => setTrail((steps) => steps.slice(0, -1))}
        >
          Previous
        </Button>
        <Button
          tone="secondary"
          disabled={!page?.nextCursor || query.isPlaceholderData}
          onClick={() => {
            const next = page?.nextCursor;
            if (next) setTrail((steps) => [...steps, next]);
          }}
        >
          Next
        </Button>
      </div>
    </section>
  );
}
