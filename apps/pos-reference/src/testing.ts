import type { ReferencePos } from './index';

/** A small client for the tests: status and parsed body (or the raw text when it is not JSON). */
export function client(pos: ReferencePos) {
  async function call(method: string, path: string, body?: unknown, session?: string) {
    const response = await fetch(`${pos.url}${path}`, {
      method,
      headers: session ? { authorization: `Bearer ${session}` } : {},
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    let json: unknown = text;
    try {
      json = JSON.parse(text);
    } catch {}
    // biome-ignore lint/suspicious/noExplicitAny: tests read the answers' fields freely
    return { status: response.status, body: json as any, headers: response.headers };
  }
  const { username, password, code } = pos.credentials;
  return {
    call,
    signIn: (body: unknown) => call('POST', '/api/session', body),
    async session(): Promise<string> {
      const answer = await call('POST', '/api/session', { username, password, code });
      if (answer.status !== 200) throw new Error(`sign-in: ${answer.status}`);
      return answer.body.session;
    },
  };
}
