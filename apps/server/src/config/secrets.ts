import { createHash, randomBytes } from 'node:crypto';

/** 256 random bits, URL-safe: session ids and email tokens. */
export function randomToken(): string {
  return randomBytes(32).toString('base64url');
}

/** What the database keeps instead of the token: a stolen table opens no session or link. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/**
 * A secret as the back office may see it: set or not, and 'sha256:' with the first 8 hex digits of
 * its SHA-256, so two instances' settings compare and `printf %s "$SECRET" | sha256sum` checks one
 * by hand (decision 0049).
 */
export function maskSecret(secret: string | undefined | null): { set: boolean; fingerprint: string | null } {
  if (!secret) return { set: false, fingerprint: null };
  return {
    set: true,
    fingerprint: `sha256:${createHash('sha256').update(secret, 'utf8').digest('hex').slice(0, 8)}`,
  };
}
