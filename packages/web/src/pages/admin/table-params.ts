import { isRequestStatus } from '@workshop/domain';
import { TABLE_COLUMNS, type RequestTableParams, type TableColumn } from '../../api/request-table';

/** The panel shows cards (the spec's list) unless the URL asks for the table. */
export type Layout = 'cards' | 'table';

export const layoutOf = (params: URLSearchParams): Layout =>
  params.get('layout') === 'table' ? 'table' : 'cards';

const isColumn = (value: string | null): value is TableColumn =>
  value !== null && (TABLE_COLUMNS as readonly string[]).includes(value);

/** The table's order and filters as the URL keeps them, so a link or a reload restores the view. */
export function tableParamsOf(params: URLSearchParams): Omit<RequestTableParams, 'cursor'> {
  const sort = params.get('sort');
  const status = params.get('status');
  return {
    sort: isColumn(sort) ? sort : 'age',
    dir: params.get('dir') === 'desc' ? 'desc' : 'asc',
    status: status && isRequestStatus(status) ? status : null,
    type: params.get('type')?.slice(0, 100) ?? '',
    overdue: params.get('overdue') === '1',
    waiting: params.get('waiting') === '1',
    unread: params.get('unread') === '1',
  };
}

/** The URL for a table view: the other parameters (the admin's section) stay as they were. */
export function withTableParams(
  params: URLSearchParams,
  view: Omit<RequestTableParams, 'cursor'>,
): URLSearchParams {
  const next = new URLSearchParams(params);
  next.set('layout', 'table');
  next.set('sort', view.sort);
  next.set('dir', view.dir);
  const optional: [string, string | null][] = [
    ['status', view.status],
    ['type', view.type || null],
    ['overdue', view.overdue ? '1' : null],
    ['waiting', view.waiting ? '1' : null],
    ['unread', view.unread ? '1' : null],
  ];
  for (const [name, value] of optional) {
    if (value === null) next.delete(name);
    else next.set(name, value);
  }
  return next;
}
