import { readFileSync } from 'node:fs';
import type { z } from 'zod';
import {
  type CategorySeed,
  type CustomerTypeSeed,
  categoryFileSchema,
  categoryKeys,
  customerTypesFileSchema,
  generatedWordsFileSchema,
} from './seed-schema';

/** The demo data files (`demo-data/*.json`), each read and checked once, on first use. */

function readData<T>(file: string, schema: z.ZodType<T>): T {
  const text = readFileSync(new URL(`./demo-data/${file}`, import.meta.url), 'utf8');
  const result = schema.safeParse(JSON.parse(text));
  if (!result.success) {
    const issue = result.error.issues[0];
    throw new Error(`seed data ${file}: ${issue?.path.join('.')}: ${issue?.message}`);
  }
  return result.data;
}

function once<T>(read: () => T): () => T {
  let value: T | undefined;
  return () => {
    value ??= read();
    return value;
  };
}

/** The hand-written demo catalogue, in the order the storefront shows the categories. */
export const demoCategories = once((): readonly CategorySeed[] =>
  categoryKeys.map((key) => ({ key, ...readData(`categories/${key}.json`, categoryFileSchema) })),
);

export const customerTypes = once((): readonly CustomerTypeSeed[] =>
  readData('customer-types.json', customerTypesFileSchema),
);

/** Brands and word groups of the benchmark's generated products. */
export const generatedWords = once(() => readData('generated-words.json', generatedWordsFileSchema));
