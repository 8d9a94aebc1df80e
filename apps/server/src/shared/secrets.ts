import { createHash, randomBytes } from 'node:crypto';

/** 256 random bits, URL-safe: session ids and email tokens. */
export function randomToken(): string {
  return randomBytes(32).toString('base64url');
}

/** What the database keeps instead of the token: a stolen table opens no session or link. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
