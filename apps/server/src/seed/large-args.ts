import { maxGeneratedProducts } from './generated-products';

export const largeSeedUsage = `Usage: npm run seed:large -- --products <count>
  Adds <count> generated products (1 to ${maxGeneratedProducts.toLocaleString('en')}) to the demo catalogue.
  The database is PostgreSQL when DATABASE_URL is set, otherwise PGlite in DATA_DIR (default ./data).`;

export class UsageError extends Error {}

/** Reads `--products N` or `--products=N`; anything else is a UsageError with a message for the user. */
export function parseProductCount(args: readonly string[]): number {
  let value: string | undefined;
  for (let i = 0; i < args.length; i++) {
    const arg = args[i] as string;
    if (arg === '--products') {
      value = args[i + 1];
      i += 1;
    } else if (arg.startsWith('--products=')) {
      value = arg.slice('--products='.length);
    } else {
      throw new UsageError(`Unknown argument: ${arg}`);
    }
  }
  if (value === undefined) throw new UsageError('Missing --products <count>.');
  if (!/^\d+$/.test(value))
    throw new UsageError(`--products must be a positive whole number, got "${value}".`);
  const count = Number(value);
  if (count < 1 || count > maxGeneratedProducts) {
    throw new UsageError(
      `--products must be between 1 and ${maxGeneratedProducts.toLocaleString('en')}, got ${value}.`,
    );
  }
  return count;
}
