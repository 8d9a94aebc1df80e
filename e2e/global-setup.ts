import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { startOtherOrigin } from './support/other-origin';
import { startSmtpSink } from './support/smtp-sink';
import { startStore } from './support/store';

/** Starts the real server (built web app, demo data) on a free port with a fresh data folder. */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const mailDir = await fs.mkdtemp(path.join(os.tmpdir(), 'grocery-e2e-mail-'));
  const smtp = await startSmtpSink(mailDir);
  const otherOrigin = await startOtherOrigin();
  const store = await startStore({
    SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
    CORS_ORIGINS: `http://127.0.0.1:${otherOrigin.port}`,
  });
  process.env.E2E_BASE_URL = store.baseUrl;
  process.env.E2E_MAIL_DIR = mailDir;
  process.env.E2E_DEMO_PASSWORDS = JSON.stringify(store.passwords);
  process.env.E2E_OTHER_ORIGIN_PORT = String(otherOrigin.port);
  return async () => {
    await store.stop();
    await smtp.close();
    await otherOrigin.close();
    await fs.rm(mailDir, { recursive: true, force: true });
  };
}
