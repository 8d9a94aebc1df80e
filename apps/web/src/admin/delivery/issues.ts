import { ApiError } from '../../api/client';

/** The server's issue messages of a 400 for a path starting with `prefix` (e.g. 'body.windows.2'). */
export function issuesAt(error: unknown, prefix: string): string[] {
  if (!(error instanceof ApiError)) return [];
  return error.issues
    .filter((issue) => issue.path === prefix || issue.path.startsWith(`${prefix}.`))
    .map((issue) => issue.message);
}
