import type { Plugin } from 'vite';
import { type BundleChunk, entryClosure, type RouteSpec, routeLoads } from './routeLoads.ts';

type Options = {
  /** Fail the build when a route's first load (JS and CSS, as sent: brotli) exceeds this many KiB. */
  budgetKb: number;
  /** Modules the layout imports lazily at start, on every route (path endings). */
  startup: string[];
  /** Modules imported lazily at start for a signed-in shopper only (not counted; checked like the entry). */
  signedInStartup: string[];
  /** The measured routes and the modules each imports lazily as soon as it opens. */
  routes: RouteSpec[];
  /** The admin shell's route and what it imports lazily at once: printed beside the routes, not budgeted. */
  adminShell: RouteSpec;
  /** Module path fragments that must never be part of the entry or its static imports. */
  forbidden: string[];
  /**
   * Module path endings let into the entry although a forbidden fragment names them: the features'
   * page registrations (`routes.ts`), which hold only the lazy imports of their pages.
   */
  registrations: string[];
};

type OutputChunk = Omit<BundleChunk, 'css'> & {
  type: 'chunk';
  viteMetadata?: { importedCss: Set<string> };
};
type OutputAsset = { type: 'asset'; fileName: string; source: string | Uint8Array };

const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;

/**
 * Prints, per route, the JS and CSS the browser fetches before the page is usable (see routeLoads.ts)
 * and fails the build when a route is over budget, or when a forbidden module (the admin area, a
 * lazily loaded feature) is part of the entry or its static imports.
 */
export function firstLoadBudget({
  budgetKb,
  startup,
  signedInStartup,
  routes,
  adminShell,
  forbidden,
  registrations,
}: Options): Plugin {
  const isForbidden = (id: string) =>
    forbidden.some((part) => id.includes(part)) && !registrations.some((ending) => id.endsWith(ending));
  return {
    name: 'grocery:first-load-budget',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks: BundleChunk[] = [];
      const assets = new Map<string, OutputAsset>();
      for (const item of Object.values(bundle) as (OutputChunk | OutputAsset)[]) {
        if (item.type === 'asset') assets.set(item.fileName, item);
        else chunks.push({ ...item, css: [...(item.viteMetadata?.importedCss ?? [])] });
      }
      for (const chunk of entryClosure(chunks, [...startup, ...signedInStartup])) {
        const leaked = chunk.moduleIds.filter(isForbidden);
        if (leaked.length > 0) {
          this.error(
            `first-load chunk ${chunk.fileName} contains lazily loaded modules: ${leaked.join(', ')}`,
          );
        }
      }
      const cssSource = (fileName: string) => assets.get(fileName)?.source ?? '';
      const { start, routes: loads } = routeLoads(chunks, cssSource, startup, routes);
      const lines = [
        `[first-load] JS + CSS per route, as sent (brotli), budget ${budgetKb} KiB`,
        `  every route: ${kib(start.total)} (${[...start.files.keys()].join(', ')})`,
      ];
      for (const { route, files, total } of loads) {
        const extra = [...files].filter(([file]) => !start.files.has(file));
        const detail = extra.map(([file, size]) => `${file} ${kib(size)}`).join(', ') || 'nothing more';
        const margin = budgetKb * 1024 - total;
        const mark = margin >= 0 ? `  ${margin} B left` : '  OVER';
        lines.push(
          `  ${route.name.padEnd(12)} ${route.url.padEnd(24)} ${kib(total).padStart(10)}${mark}  + ${detail}`,
        );
      }
      // The admin area mounts no storefront layout, so none of its start-up imports.
      const [admin] = routeLoads(chunks, cssSource, [], [adminShell]).routes;
      if (admin) {
        const own = [...admin.files].filter(([file]) => !start.files.has(file));
        const ownTotal = own.reduce((sum, [, size]) => sum + size, 0);
        lines.push(
          `  ${adminShell.name.padEnd(12)} ${adminShell.url.padEnd(24)} ${kib(admin.total).padStart(10)}  (not budgeted; ${kib(ownTotal)} of it the admin's own: ${own.map(([file, size]) => `${file} ${kib(size)}`).join(', ')})`,
        );
      }
      // Printed directly, since Vite may hide plugin info logs.
      console.log(`\n${lines.join('\n')}`);
      const over = loads.filter((load) => load.total > budgetKb * 1024);
      if (over.length > 0) {
        this.error(
          `first load over ${budgetKb} KiB as sent: ${over.map((load) => `${load.route.url} ${kib(load.total)}`).join(', ')}`,
        );
      }
    },
  };
}
