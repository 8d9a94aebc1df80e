import { afterEach, describe, expect, it, vi } from 'vitest';
import { fetchSessionUser } from './session';

const user = {
  userId: 7,
  displayName: 'Noa',
  email: 'noa@example.com',
  preferredLanguageCode: 'he',
  permissions: ['admin_access'],
};

function answering(body: unknown) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify(body), { status: 200 })),
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('session check', () => {
  it('reads the signed-in user', async () => {
    answering({ reject: false, reason: null, user });
    await expect(fetchSessionUser()).resolves.toEqual(user);
  });

  it('reads a rejection as nobody signed in', async () => {
    answering({ reject: true, reason: 'NOT_AUTHENTICATED' });
    await expect(fetchSessionUser()).resolves.toBeNull();
  });
});
