import argon2 from 'argon2';

/** OWASP's argon2id minimum: 19 MiB of memory, 2 passes, 1 lane. */
const options = { type: argon2.argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

/** Hashes the SHA-256 digest the client sends (the server never sees the password itself). */
export function hashPassword(digest: string): Promise<string> {
  return argon2.hash(digest, options);
}

// Verified against when the email is unknown, so both answers take the same time.
let dummyHash: Promise<string> | undefined;

export async function verifyPassword(hash: string | undefined, digest: string): Promise<boolean> {
  if (!hash) {
    dummyHash ??= hashPassword('0'.repeat(64));
    await argon2.verify(await dummyHash, digest).catch(() => false);
    return false;
  }
  return argon2.verify(hash, digest).catch(() => false);
}
