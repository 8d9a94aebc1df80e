import type { AnyEndpoint } from '@grocery/contracts';
import * as contracts from '@grocery/contracts';
import type { FastifyReply } from 'fastify';
import type { z } from 'zod';
import { isRejection } from './answers';
import type { AppInstance } from './app-instance';
import { type EndpointHandler, serve } from './endpoint-route';

type ListEndpoint = AnyEndpoint & { query: string };
type SortQuery = { pageIndex: number; pageSize: number; sortBy: string };
type SortKeysSchema = z.ZodObject<{ sortBy: z.ZodDefault<z.ZodEnum> }>;

function sortKeysOf(endpoint: ListEndpoint): string[] {
  const schema = (contracts as unknown as Record<string, SortKeysSchema | undefined>)[endpoint.query];
  if (!schema)
    throw new Error(`${endpoint.path}: @grocery/contracts exports no schema named ${endpoint.query}`);
  return schema.shape.sortBy.unwrap().options.map(String);
}

/**
 * Serves a back-office list in both versions (decision 0076) from its one handler: v1 as it is;
 * v2 hands the handler its query with the camelCase sort key put back as v1 names it, and answers
 * v1's `{ rows, totalResults }` as `{ items, total, pageIndex, pageSize }`.
 */
export function serveList<V1 extends ListEndpoint, V2 extends ListEndpoint>(
  app: AppInstance,
  v1: V1,
  v2: V2,
  handler: EndpointHandler<V1>,
): void {
  const v1KeyOf = new Map(sortKeysOf(v1).map((key) => [contracts.camelKey(key), key]));
  const missing = sortKeysOf(v2).filter((key) => !v1KeyOf.has(key));
  if (missing.length) throw new Error(`${v2.path}: no v1 sort key for ${missing.join(', ')}`);

  serve(app, v1, handler);
  serve(app, v2, (async (request: { query: SortQuery }, reply: FastifyReply) => {
    const { query } = request;
    request.query = { ...query, sortBy: v1KeyOf.get(query.sortBy) ?? query.sortBy };
    const answer = await handler(request as never, reply);
    if (isRejection(answer)) return answer;
    const { rows, totalResults } = answer as { rows: unknown[]; totalResults: number };
    return { items: rows, total: totalResults, pageIndex: query.pageIndex, pageSize: query.pageSize };
  }) as unknown as EndpointHandler<V2>);
}
