/**
 * Benchmark data: `npm run seed:large -- --products 100000`. Makes sure the demo data is there, then
 * adds generated products (see generated-products.ts). Exit code 2 on bad arguments, 1 on failure.
 */
import path from 'node:path';
import { ConfigError, loadConfig } from '../config/config';
import { DatabaseUnavailableError, openDatabase } from '../db/client';
import { createStorage } from '../storage/storage';
import { seedDemoData } from './demo';
import { addGeneratedProducts } from './generated-products';
import { largeSeedUsage, parseProductCount, UsageError } from './large-args';

async function main(): Promise<void> {
  const count = parseProductCount(process.argv.slice(2));
  // npm runs this workspace script inside apps/server; relative paths such as the default
  // DATA_DIR=./data mean the folder npm was started in, as for `npm start` at the repository root.
  if (process.env.INIT_CWD) process.chdir(process.env.INIT_CWD);
  const config = loadConfig(process.env);
  const startedAt = performance.now();
  const database = await openDatabase(
    config.databaseUrl
      ? { databaseUrl: config.databaseUrl }
      : { dataDir: path.join(config.dataDir, 'pglite') },
  );
  try {
    console.log(
      database.kind === 'postgres' ? 'Database: PostgreSQL' : `Database: PGlite in ${config.dataDir}`,
    );
    await database.migrate();
    const storage = await createStorage(config.storage);
    const demo = await seedDemoData(database.db, storage, console.log);
    if (!demo.seeded) console.log('Demo data: already loaded.');
    const result = await addGeneratedProducts(database.db, count, console.log);
    const seconds = ((performance.now() - startedAt) / 1000).toFixed(1);
    if (!result.skipped) console.log(`Added ${result.inserted.toLocaleString('en')} generated products.`);
    console.log(`Done in ${seconds} s.`);
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  if (error instanceof UsageError) {
    console.error(`${error.message}\n\n${largeSeedUsage}`);
    process.exit(2);
  }
  if (error instanceof ConfigError || error instanceof DatabaseUnavailableError) console.error(error.message);
  else console.error('seed:large failed:', error);
  process.exit(1);
});
