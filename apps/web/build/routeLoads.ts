import { brotli, minPrecompressBytes } from './precompress.ts';

/** What the budget needs of a bundle's chunk (a subset of Rollup's OutputChunk). */
export type BundleChunk = {
  fileName: string;
  code: string;
  isEntry: boolean;
  imports: string[];
  dynamicImports: string[];
  moduleIds: string[];
  /** CSS files Vite loads with the chunk. */
  css: string[];
};

/** A route and the modules it imports lazily as soon as it opens (path endings, e.g. `/src/cart/index.ts`). */
export type RouteSpec = {
  name: string;
  url: string;
  lazy: string[];
};

/** The files a route fetches (bytes on the wire by file name) and their sum. */
export type Load = { files: Map<string, number>; total: number };

/**
 * A file's bytes on the wire, as the browser fetches it from our server: its pre-compressed brotli
 * form, or the file itself when it is too small to have one (precompress.ts).
 */
export const wireSize = (source: string | Uint8Array) => {
  const size = Buffer.byteLength(source);
  return size < minPrecompressBytes ? size : brotli(source).length;
};

/**
 * Per route, the JS and CSS files the browser fetches before the page is usable: the entry and its
 * static imports, the chunks the layout imports at start, the route's lazy page chunks and everything
 * those import statically, each with the CSS Vite loads beside it. Sizes are per file as our server
 * sends them (`wireSize`). `start` is what every route fetches. A lazy module that is in no chunk
 * fails: the list went stale.
 */
export function routeLoads(
  chunks: BundleChunk[],
  cssSource: (fileName: string) => string | Uint8Array,
  startup: string[],
  routes: RouteSpec[],
): { start: Load; routes: (Load & { route: RouteSpec })[] } {
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const sizes = new Map<string, number>();
  const sizeOf = (fileName: string, source: () => string | Uint8Array) => {
    let size = sizes.get(fileName);
    if (size === undefined) {
      size = wireSize(source());
      sizes.set(fileName, size);
    }
    return size;
  };
  const chunkOf = (moduleEnding: string) => {
    const found = chunks.find((chunk) => chunk.moduleIds.some((id) => id.endsWith(moduleEnding)));
    if (!found) throw new Error(`first-load budget: no chunk holds ${moduleEnding}`);
    return found;
  };
  const collect = (fileName: string, files: Map<string, number>) => {
    if (files.has(fileName)) return;
    const chunk = byFile.get(fileName);
    if (!chunk) return;
    files.set(
      fileName,
      sizeOf(fileName, () => chunk.code),
    );
    for (const css of chunk.css)
      files.set(
        css,
        sizeOf(css, () => cssSource(css)),
      );
    for (const imported of chunk.imports) collect(imported, files);
  };
  const entries = chunks.filter((chunk) => chunk.isEntry).map((chunk) => chunk.fileName);
  const startChunks = startup.map((ending) => chunkOf(ending).fileName);
  const load = (lazy: string[]): Load => {
    const files = new Map<string, number>();
    for (const fileName of [...entries, ...startChunks, ...lazy.map((m) => chunkOf(m).fileName)]) {
      collect(fileName, files);
    }
    let total = 0;
    for (const size of files.values()) total += size;
    return { files, total };
  };
  return { start: load([]), routes: routes.map((route) => ({ route, ...load(route.lazy) })) };
}

/**
 * The entry and everything it imports statically, plus the chunks holding `startModules` (path
 * endings, imported lazily at start) and their static imports: what must never hold the lazily
 * loaded areas.
 */
export function entryClosure(chunks: BundleChunk[], startModules: string[] = []): BundleChunk[] {
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const seen = new Map<string, BundleChunk>();
  const visit = (fileName: string) => {
    const chunk = byFile.get(fileName);
    if (!chunk || seen.has(fileName)) return;
    seen.set(fileName, chunk);
    for (const imported of chunk.imports) visit(imported);
  };
  for (const chunk of chunks) {
    const atStart = startModules.some((ending) => chunk.moduleIds.some((id) => id.endsWith(ending)));
    if (chunk.isEntry || atStart) visit(chunk.fileName);
  }
  return [...seen.values()];
}
