import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from './app';
import { ConfigError, loadConfig } from './config/config';
import { DatabaseUnavailableError, openDatabase } from './db/client';
import { seedDemoData } from './seed/demo';
import { DemoAccountsRefused, prepareDemoAccounts } from './startup/demo-logins';
import { seedDemoOrders } from './startup/demo-orders';
import { withDemoPos } from './startup/demo-pos';
import { logOutput } from './startup/log-output';
import { printWelcome } from './startup/welcome';
import { createStorage } from './storage/storage';

const here = path.dirname(fileURLToPath(import.meta.url));
// WEB_DIST_DIR: development only, to serve a web build made elsewhere (e.g. `vite build --outDir`).
const webDistDir = process.env.WEB_DIST_DIR || path.resolve(here, '../../web/dist');

async function main(): Promise<void> {
  const startedAt = Date.now();
  const { config, demoPos } = await withDemoPos(loadConfig(process.env, webDistDir));
  const open = () =>
    openDatabase(
      config.databaseUrl
        ? { databaseUrl: config.databaseUrl }
        : { dataDir: path.join(config.dataDir, 'pglite') },
    );
  let database = await open();
  await database.migrate();
  const storage = await createStorage(config.storage);
  const logStream = await logOutput(config.logFormat);
  let app = await buildApp({ config, database, storage, logStream });

  if (config.seedDemoData) {
    const result = await seedDemoData(database.db, storage, (message) => app.log.info(message));
    if (result.seeded) app.log.info(result, 'demo data loaded');
    // Filling the embedded database grew its WebAssembly memory, which never shrinks: opened
    // afresh, it holds only what serving needs (decision 0045).
    if (result.seeded && database.kind === 'pglite') {
      await app.close();
      await database.close();
      database = await open();
      app = await buildApp({ config, database, storage, logStream });
    }
  }
  const { lines: demoAccounts, made: demoAccountsMade } = await prepareDemoAccounts({
    db: database.db,
    dataDir: config.dataDir,
    // Only an explicit NODE_ENV=production: the config's default name does not count here.
    production: process.env.NODE_ENV === 'production',
    seed: config.seedDemoData,
  });
  if (demoAccountsMade) {
    const seededAt = performance.now();
    // The store starts without them rather than not at all.
    const orders = await seedDemoOrders(database.db, config).catch((error: unknown) => {
      app.log.error({ err: error }, 'Demo data: the demo orders could not be made');
      return 0;
    });
    const seconds = ((performance.now() - seededAt) / 1000).toFixed(1);
    app.log.info({ orders }, `Demo data: ${orders} orders placed and moved along in ${seconds} s`);
  }

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: finishing requests in flight');
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    await app.close();
    await database.close();
    await demoPos?.stop();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  const address = await app.listen({ port: config.port, host: config.host });
  printWelcome({
    config,
    address,
    databaseKind: database.kind,
    startupMs: Date.now() - startedAt,
    demoAccounts,
    demoPos: demoPos && { url: demoPos.url, ...demoPos.credentials },
  });
}

main().catch((error: unknown) => {
  if (
    error instanceof ConfigError ||
    error instanceof DatabaseUnavailableError ||
    error instanceof DemoAccountsRefused
  ) {
    console.error(`\n${error.message}\n`);
  } else {
    console.error('Failed to start:', error);
  }
  process.exit(1);
});
