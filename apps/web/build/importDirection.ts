import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

/**
 * Import direction of the web app, read from the real imports (TypeScript's preProcessFile: static,
 * type-only, re-exports, dynamic imports and CSS). Each layer imports only the layers below it:
 *
 *   main.tsx → app/ → an area's entry (admin/index.ts) → area feature (storefront/cart, admin/layout…)
 *   → area shared (storefront/shared, admin/shared) → components/ → lib (api/, i18n/, state/)
 *   → @grocery/contracts
 *
 * Features never import each other, areas (storefront, admin) never import each other, lib folders
 * may use one another. What two features need moves down to their area's shared folder (or lower).
 */

const srcRoot = fileURLToPath(new URL('../src/', import.meta.url));
const areas = new Set(['storefront', 'admin']);
const libFolders = new Set(['api', 'i18n', 'state']);

type Place = { rank: number; unit: string; layer: string; area?: string };

/** Where a file (path from src/) sits; null for a folder no layer names. */
export function placeOf(file: string): Place | null {
  const [top = '', second, ...rest] = file.split('/');
  // The browser's entry and the server renderer's.
  if (file === 'main.tsx' || file === 'entry-server.tsx') return { rank: 7, unit: 'main', layer: file };
  // What only the server renderer uses: it reads the pages' texts and data like an entry.
  if (top === 'storefront' && second === 'ssr')
    return { rank: 5, unit: 'storefront/ssr', layer: 'storefront entry', area: 'storefront' };
  if (top === 'app') return { rank: 6, unit: 'app', layer: 'app' };
  if (areas.has(top) && second !== undefined) {
    if (rest.length === 0) return { rank: 5, unit: top, layer: `${top} entry`, area: top };
    if (second === 'shared') return { rank: 3, unit: `${top}/shared`, layer: `${top}/shared`, area: top };
    return { rank: 4, unit: `${top}/${second}`, layer: `${top} feature`, area: top };
  }
  if (top === 'components') return { rank: 2, unit: 'components', layer: 'components' };
  if (libFolders.has(top)) return { rank: 1, unit: 'lib', layer: 'lib' };
  return null;
}

/** Why `from` may not import `to`, or null when it may. */
export function ruleBroken(from: string, to: string): string | null {
  const a = placeOf(from);
  const b = placeOf(to);
  if (!a) return `${from} sits in no layer`;
  if (!b) return `${to} sits in no layer`;
  if (a.unit === b.unit) return null;
  if (b.unit === 'app' && a.unit !== 'main') return 'only the entries import app/';
  if (b.area && a.area && b.area !== a.area) return 'areas never import each other';
  if (a.rank === 4 && b.rank === 4) return `features never import each other: move it to ${a.area}/shared`;
  if (b.rank >= a.rank) return `${a.layer} may not import ${b.layer}: move it down a layer`;
  return null;
}

/** The .ts and .tsx files under src/, as paths from src/. */
export function sourceFiles(dir = ''): string[] {
  return readdirSync(path.join(srcRoot, dir), { withFileTypes: true }).flatMap((entry) => {
    const relative = dir ? `${dir}/${entry.name}` : entry.name;
    if (entry.isDirectory()) return sourceFiles(relative);
    return /\.tsx?$/.test(entry.name) ? [relative] : [];
  });
}

/** The files under src/ that `file` imports, as paths from src/ (a folder as its index). */
export function importsOf(file: string): string[] {
  const { importedFiles } = ts.preProcessFile(readFileSync(path.join(srcRoot, file), 'utf8'), true, true);
  return importedFiles
    .map(({ fileName }) => fileName)
    .filter((specifier) => specifier.startsWith('.'))
    .map((specifier) => path.posix.join(path.posix.dirname(file), specifier))
    .filter((target) => !target.startsWith('..'))
    .map((target) => (isFolder(target) ? `${target}/index` : target));
}

function isFolder(target: string): boolean {
  const full = path.join(srcRoot, target);
  return existsSync(full) && statSync(full).isDirectory();
}

/** Every import that breaks the direction, as `file → import: why`. */
export function brokenImports(): string[] {
  return sourceFiles().flatMap((file) =>
    importsOf(file).flatMap((target) => {
      const reason = ruleBroken(file, target);
      return reason ? [`${file} → ${target}: ${reason}`] : [];
    }),
  );
}
