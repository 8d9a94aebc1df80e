import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';

/**
 * The email as the account forms send it: trimmed and lower-cased. The server compares emails
 * without regard to case, so lower-casing loses nothing, and it makes the password digest below
 * independent of how the user happened to type the address.
 */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

/**
 * What the client sends instead of the password (spec section 5): the SHA-256 hex digest of the
 * normalized email followed by the password. Sign-up, sign-in and password reset all use this one
 * function, so they always compute the same digest. `@noble/hashes` works on plain http too, where
 * `crypto.subtle` is unavailable.
 */
export function passwordDigest(email: string, password: string): string {
  return bytesToHex(sha256(utf8ToBytes(normalizeEmail(email) + password)));
}
