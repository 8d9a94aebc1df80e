import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { type Config, posKeyBytes, posKeyFileName } from '../../config/config';

export { posKeyFileName };

/** Why the POS session cannot be kept: no key in production. */
export class PosKeyMissing extends Error {}

/**
 * The key that encrypts the POS session at rest (decision 0048): POS_SECRET_KEY; without it, outside
 * production, a random key made once in DATA_DIR/pos-secret.key (0600, like the demo accounts'
 * file); in production none (signing in is refused, and a kept session cannot be read).
 */
export async function posSecretKey(config: Config): Promise<Buffer> {
  if (config.pos.secretKey) {
    const key = posKeyBytes(config.pos.secretKey);
    if (key) return key;
  }
  if (!config.pos.keyFromDataDir) {
    throw new PosKeyMissing(
      'POS_SECRET_KEY is not set: the POS session is kept encrypted with it (32 bytes, e.g. `openssl rand -hex 32`).',
    );
  }
  const file = path.join(config.dataDir, posKeyFileName);
  const kept = await fs.readFile(file, 'utf8').catch(() => null);
  const keptKey = kept === null ? null : posKeyBytes(kept);
  if (keptKey) return keptKey;
  await fs.mkdir(path.dirname(file), { recursive: true });
  const key = randomBytes(32);
  // 'wx': a second instance making it at the same moment keeps the first one's key.
  await fs.writeFile(file, `${key.toString('hex')}\n`, { mode: 0o600, flag: 'wx' }).catch(() => {});
  const written = posKeyBytes(await fs.readFile(file, 'utf8'));
  if (!written) throw new PosKeyMissing(`${file} does not hold a 32-byte key`);
  return written;
}

/** AES-256-GCM; base64 of iv (12 bytes), tag (16) and the data. */
export function encryptSession(key: Buffer, session: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const data = Buffer.concat([cipher.update(session, 'utf8'), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), data]).toString('base64');
}

/** The session, or null when the key changed (or the text was altered): sign in again. */
export function decryptSession(key: Buffer, text: string): string | null {
  try {
    const bytes = Buffer.from(text, 'base64');
    const decipher = createDecipheriv('aes-256-gcm', key, bytes.subarray(0, 12));
    decipher.setAuthTag(bytes.subarray(12, 28));
    return Buffer.concat([decipher.update(bytes.subarray(28)), decipher.final()]).toString('utf8');
  } catch {
    return null;
  }
}
