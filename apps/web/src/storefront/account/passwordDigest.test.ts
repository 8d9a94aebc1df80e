import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { normalizeEmail, passwordDigest } from './passwordDigest';

const sha256Hex = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

describe('passwordDigest', () => {
  it('is the SHA-256 hex of the normalized email followed by the password', () => {
    expect(passwordDigest('shopper@freshcart.example', 'shopper1234')).toBe(
      sha256Hex('shopper@freshcart.example' + 'shopper1234'),
    );
  });

  it('trims and lower-cases the email, so every form computes the same digest', () => {
    expect(normalizeEmail('  Dana@Example.COM ')).toBe('dana@example.com');
    expect(passwordDigest('  Dana@Example.COM ', 'secret123')).toBe(
      passwordDigest('dana@example.com', 'secret123'),
    );
  });

  it('keeps the password exactly as typed (spaces and case matter) and hashes UTF-8', () => {
    expect(passwordDigest('a@b.co', ' Pass ')).not.toBe(passwordDigest('a@b.co', 'pass'));
    expect(passwordDigest('a@b.co', 'סיסמה-รหัส')).toBe(sha256Hex('a@b.coסיסמה-รหัส'));
    expect(passwordDigest('a@b.co', 'x')).toMatch(/^[0-9a-f]{64}$/);
  });
});
