import { csrfHeader } from '@grocery/contracts';
import type { Database } from '../src/db/client';
import { type DemoLogins, passwordDigest, seedDemoAccounts } from '../src/modules/accounts/demo-accounts';
import type { TestApp } from './app';

export { passwordDigest };

export const jsonHeaders = { 'content-type': 'application/json', [csrfHeader.name]: csrfHeader.value };

/** A POST/PUT the way the web app sends it, with an optional session cookie. */
export function send(t: TestApp, method: 'POST' | 'PUT', url: string, body: unknown, cookie?: string) {
  return t.app.inject({
    method,
    url,
    payload: JSON.stringify(body),
    headers: { ...jsonHeaders, ...(cookie ? { cookie } : {}) },
  });
}

/** The `name=value` pair of a response's Set-Cookie, to send back as a Cookie header. */
export function responseCookie(response: { headers: Record<string, unknown> }, name: string): string {
  const header = [response.headers['set-cookie']]
    .flat()
    .find((value) => String(value).startsWith(`${name}=`));
  if (!header) throw new Error(`No ${name} cookie was set`);
  return String(header).split(';')[0] as string;
}

/** The `sid=...` pair of a response's Set-Cookie, to send back as a Cookie header. */
export function sessionCookie(response: { headers: Record<string, unknown> }): string {
  return responseCookie(response, 'sid');
}

let counter = 0;
/** A fresh, unique email address for one test. */
export function uniqueEmail(prefix = 'user'): string {
  counter += 1;
  return `${prefix}.${Date.now()}.${counter}@shop.example`;
}

/** Makes the demo accounts on a new test database; returns them in order with their passwords. */
export async function seedTestDemoAccounts(db: Database): Promise<DemoLogins> {
  const logins = await seedDemoAccounts(db);
  if (!logins)
    throw new Error('The test database already has users: demo accounts are made only on a new one');
  return logins;
}
