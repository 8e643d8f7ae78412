import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, unwrap } from './client';
import { REQUEST_PAGES_PREFIX } from './query-keys';
import type { components } from './schema.gen';

/** One page of the workshop's table: rows, the next page's cursor, and how many match. */
export type RequestTablePage = components['schemas']['RequestTablePage'];
export type RequestTableRow = components['schemas']['RequestTableRow'];

export const TABLE_COLUMNS = [
  'number',
  'customer',
  'piece',
  'status',
  'age',
  'quote-due',
  'last-message',
  'unread',
  'value',
] as const;
export type TableColumn = (typeof TABLE_COLUMNS)[number];

/** What the table asks the server for; every filter optional. */
export interface RequestTableParams {
  readonly sort: TableColumn;
  readonly dir: 'asc' | 'desc';
  readonly status: components['schemas']['RequestStatus'] | null;
  readonly type: string;
  readonly overdue: boolean;
  readonly waiting: boolean;
  readonly unread: boolean;
  readonly cursor: string | null;
}

export async function getRequestTable(
  params: RequestTableParams,
  signal?: AbortSignal,
): Promise<RequestTablePage> {
  return unwrap(
    api.GET('/api/admin/request-table', {
      params: {
        query: {
          sort: params.sort,
          dir: params.dir,
          ...(params.status ? { status: params.status } : {}),
          ...(params.type ? { type: params.type } : {}),
          ...(params.overdue ? { overdue: '1' as const } : {}),
          ...(params.waiting ? { waiting: '1' as const } : {}),
          ...(params.unread ? { unread: '1' as const } : {}),
          ...(params.cursor ? { cursor: params.cursor } : {}),
        },
      },
      signal,
    }),
  );
}

/**
 * The table's page, under the list's prefix so whatever refreshes the cards (a quote, a
 * message read) refreshes the table too; the last page stays up while the next loads.
 */
export function useRequestTable(params: RequestTableParams) {
  return useQuery({
    queryKey: [...REQUEST_PAGES_PREFIX, 'table', params] as const,
    queryFn: ({ signal }) => getRequestTable(params, signal),
    placeholderData: keepPreviousData,
    refetchOnMount: 'always',
  });
}
