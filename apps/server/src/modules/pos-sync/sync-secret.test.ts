import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../config/config';
import { decryptSession, encryptSession, PosKeyMissing, posKeyFileName, posSecretKey } from './sync-secret';

const hexKey = 'ab'.repeat(32);

describe('the key of the kept POS session', () => {
  it('takes POS_SECRET_KEY as hex or base64 and refuses any other length at start', async () => {
    const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'pos-key-'));
    const hex = await posSecretKey(loadConfig({ DATA_DIR: dataDir, POS_SECRET_KEY: hexKey }));
    const base64 = Buffer.from(hexKey, 'hex').toString('base64');
    expect(await posSecretKey(loadConfig({ DATA_DIR: dataDir, POS_SECRET_KEY: base64 }))).toEqual(hex);
    expect(() => loadConfig({ POS_SECRET_KEY: 'short' })).toThrow(ConfigError);
    expect(() => loadConfig({ POS_URL: 'http://pos', POS_PRICE_FILE: '/x.xml' })).toThrow(/not both/);
  });

  it('outside production makes one key in DATA_DIR (0600); in production it needs POS_SECRET_KEY', async () => {
    const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'pos-key-'));
    const config = loadConfig({ DATA_DIR: dataDir });
    const key = await posSecretKey(config);
    expect(await posSecretKey(config)).toEqual(key);
    const stat = await fs.stat(path.join(dataDir, posKeyFileName));
    expect(stat.mode & 0o777).toBe(0o600);
    const production = loadConfig({ DATA_DIR: dataDir, NODE_ENV: 'production' });
    await expect(posSecretKey(production)).rejects.toBeInstanceOf(PosKeyMissing);
  });

  it('encrypts with AES-256-GCM: a fresh iv each time, nothing read with another key', () => {
    const key = Buffer.from(hexKey, 'hex');
    const one = encryptSession(key, 'session-token');
    expect(one).not.toBe(encryptSession(key, 'session-token'));
    expect(one).not.toContain('session-token');
    expect(decryptSession(key, one)).toBe('session-token');
    expect(decryptSession(Buffer.alloc(32, 1), one)).toBeNull();
  });
});
