import { type AnswerOf, type AnyEndpoint, fillPath, issueSchema } from '@grocery/contracts';
import { z } from 'zod';
import { ApiError, apiUrl, interpretAnswer, requestHeaders } from '../../api/client';

/** A 400 whose `issues` name what the server refused (a crossing edge, two windows overlapping). */
export class InputRefused extends ApiError {
  constructor(
    message: string,
    readonly issues: { path: string; message: string }[],
  ) {
    super(message, 400, 'BAD_REQUEST');
  }
}

const refusal = z.object({ message: z.string().optional(), issues: z.array(issueSchema) });

/**
 * A saving call whose 400 keeps the server's issues (the app's client keeps only the message):
 * the same URL, headers and envelope handling as `call`, business refusals answered (allowReject).
 */
export async function sendKeepingIssues<E extends AnyEndpoint>(
  endpoint: E,
  input: { params?: Record<string, number>; body: unknown },
): Promise<AnswerOf<E>> {
  let response: Response;
  try {
    response = await fetch(apiUrl(fillPath(endpoint.path, input.params ?? {})), {
      method: endpoint.method,
      credentials: 'include',
      headers: requestHeaders(endpoint.method, input.body),
      body: JSON.stringify(input.body),
    });
  } catch {
    throw new ApiError('The server could not be reached.', 0, 'NETWORK_ERROR');
  }
  const data: unknown = await response.json().catch(() => null);
  const refused = response.status === 400 ? refusal.safeParse(data) : null;
  if (refused?.success) throw new InputRefused(refused.data.message ?? 'Bad request', refused.data.issues);
  return interpretAnswer<AnswerOf<E>>(response.status, data, { allowReject: true });
}

/** The server's issue messages for a path starting with `prefix` (e.g. 'body.windows.2'). */
export function issuesAt(error: unknown, prefix: string): string[] {
  if (!(error instanceof InputRefused)) return [];
  return error.issues
    .filter((issue) => issue.path === prefix || issue.path.startsWith(`${prefix}.`))
    .map((issue) => issue.message);
}
