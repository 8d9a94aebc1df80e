import { type AnswerOf, type AnyEndpoint, camelKey, type InputOf } from '@grocery/contracts';
import { call } from '../../../api/call';
import type { GridRemote, GridRequest } from './types';

type PagePart = 'pageIndex' | 'pageSize' | 'sortBy' | 'sortDir';
type QueryOf<E> = InputOf<E> extends { query?: infer Q } ? NonNullable<Q> : never;
type ParamsOf<E> = InputOf<E> extends { params: infer P } ? { params: P } : { params?: never };
/** The endpoint's own query schema (the contract's `listPageQuery`): its sortBy enum is what may be sent. */
type QuerySchemaOf<E> = E extends { schemas?: infer M; query: infer N }
  ? N extends keyof M
    ? M[N]
    : never
  : never;
type SortKeysSchema = { shape: { sortBy: { unwrap: () => { options: readonly string[] } } } };
/** A page of a list endpoint: its total is always known. */
export type ListPage<Row> = { rows: Row[]; total: number };
export type ListRowOf<E> = AnswerOf<E> extends { items: (infer R)[] } ? R : never;

export type ListRemoteOptions<E> = ParamsOf<E> & {
  /** The feature's key of this list under its filters and language (key factory). */
  queryKey: readonly unknown[];
  /** The contract's query schema of the endpoint: only its sort keys are sent (else the server's default). */
  schema: QuerySchemaOf<E> & SortKeysSchema;
  /** The list's filters and page language, in the query's own names. */
  query?: Omit<QueryOf<E>, PagePart>;
  /** The page's translated message, e.g. 'Failed to fetch users.' */
  loadError: string;
  /** Told of every page loaded (e.g. to keep it for Back). */
  onPage?: (request: GridRequest, page: ListPage<ListRowOf<E>>) => void;
};

/**
 * A remote grid's loader over a version 2 list endpoint (`listPageQuery` / `pageAnswer` in the
 * contracts, decision 0076): the grid's page request (pageIndex, pageSize, sort) and the list's
 * filters become the endpoint's query, its items and total the rows and total the grid shows. A
 * sort kept from before the camelCase keys (`created_at`) is sent as its camelCase key. Build it in
 * a useMemo of its inputs.
 */
export function listRemote<E extends AnyEndpoint & { query: string }>(
  endpoint: E,
  options: ListRemoteOptions<E>,
): GridRemote<ListRowOf<E>> {
  const sortKeys: readonly string[] = options.schema.shape.sortBy.unwrap().options;
  return {
    queryKey: options.queryKey,
    loadError: options.loadError,
    load: async (request, signal) => {
      const { pageIndex, pageSize, sort } = request;
      const sortBy = sort && camelKey(sort.key);
      const query = {
        ...options.query,
        pageIndex,
        pageSize,
        sortBy: sortBy && sortKeys.includes(sortBy) ? sortBy : undefined,
        sortDir: sort?.dir,
      };
      // call's argument types cannot be worked out for a generic E: the options above are typed instead.
      const input = { params: options.params, query } as unknown as InputOf<E>;
      const answer = (await (call as (...args: unknown[]) => Promise<unknown>)(endpoint, input, {
        signal,
      })) as { items: ListRowOf<E>[]; total: number };
      const page = { rows: answer.items, total: answer.total };
      options.onPage?.(request, page);
      return page;
    },
  };
}
