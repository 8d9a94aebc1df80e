import { gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

type Options = {
  /** Fail the build when the storefront's first-load JS exceeds this many KB (gzip). */
  budgetKb: number;
  /** Module path fragments that must never be part of the first load (e.g. the admin area). */
  forbidden: string[];
};

type Chunk = {
  type: 'chunk';
  fileName: string;
  code: string;
  isEntry: boolean;
  imports: string[];
  moduleIds: string[];
};

/**
 * Prints the first-load JS size (entry chunk plus everything it imports statically, gzip) and fails
 * the build when it is over budget or when a forbidden module (the lazily loaded admin area) is in it.
 */
export function firstLoadBudget({ budgetKb, forbidden }: Options): Plugin {
  return {
    name: 'grocery:first-load-budget',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = new Map<string, Chunk>();
      for (const item of Object.values(bundle)) {
        if (item.type === 'chunk') chunks.set(item.fileName, item as unknown as Chunk);
      }
      const firstLoad = new Set<string>();
      const visit = (fileName: string) => {
        if (firstLoad.has(fileName)) return;
        const chunk = chunks.get(fileName);
        if (!chunk) return;
        firstLoad.add(fileName);
        for (const imported of chunk.imports) visit(imported);
      };
      for (const chunk of chunks.values()) if (chunk.isEntry) visit(chunk.fileName);

      let total = 0;
      const lines: string[] = [];
      for (const fileName of firstLoad) {
        const chunk = chunks.get(fileName) as Chunk;
        const size = gzipSync(chunk.code, { level: 9 }).length;
        total += size;
        lines.push(`  ${fileName}  ${(size / 1024).toFixed(1)} KiB gzip`);
        const leaked = chunk.moduleIds.filter((id) => forbidden.some((part) => id.includes(part)));
        if (leaked.length > 0) {
          this.error(`first-load chunk ${fileName} contains lazily loaded modules: ${leaked.join(', ')}`);
        }
      }
      const lazy = [...chunks.keys()].filter((name) => !firstLoad.has(name));
      const totalKb = total / 1024;
      this.info(
        [
          `first-load JS: ${totalKb.toFixed(1)} KiB gzip (budget ${budgetKb} KiB)`,
          ...lines,
          `  lazy chunks: ${lazy.join(', ') || 'none'}`,
        ].join('\n'),
      );
      // Printed directly too, since Vite may hide plugin info logs.
      console.log(
        `\n[first-load] storefront first-load JS: ${totalKb.toFixed(1)} KiB gzip (budget ${budgetKb} KiB)`,
      );
      if (totalKb > budgetKb)
        this.error(`first-load JS ${totalKb.toFixed(1)} KiB gzip exceeds ${budgetKb} KiB`);
    },
  };
}
