import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * Import direction (decision 0032): main.ts, app.ts, app-jobs.ts and startup/ wire everything
 * together and nothing imports them. A feature module (`modules/<name>/`) imports `domain/` and the
 * platform, never another module. `domain/<name>/` holds the shop's rules several modules share
 * (catalogue visibility SQL, the delivery slot check and lock, order notifications, account access);
 * it imports the platform and other domain folders, never a module. The platform (every other
 * folder: config, db, http, mail, storage, jobs, audit, uploads, seed…) imports neither a module nor
 * domain/, except where `platformUsesDomain` says why. No file under src/ imports from outside src/
 * (apps/server/test/ holds the helpers that build the app); packages and @grocery/* are fine. The
 * areas' graph has no cycle. Tests are exempt: they drive the whole app. Imports are read by
 * TypeScript (static, type-only, re-exports and dynamic).
 */

const srcRoot = fileURLToPath(new URL('.', import.meta.url));
const wiring = new Set(['', 'startup']);

/** Platform folders that may import domain/, and why. */
const platformUsesDomain: Record<string, string> = {
  seed: 'the demo data is built with the shop rules it must satisfy (delivery days, zone polygons)',
};

function sourceFiles(dir = ''): string[] {
  return readdirSync(path.join(srcRoot, dir), { withFileTypes: true }).flatMap((entry) => {
    const relative = dir ? `${dir}/${entry.name}` : entry.name;
    if (entry.isDirectory()) return sourceFiles(relative);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [relative] : [];
  });
}

/** The relative imports of `file`, as paths from src/ without extension ('../…' when outside src/). */
function importsOf(file: string): string[] {
  const { importedFiles } = ts.preProcessFile(readFileSync(path.join(srcRoot, file), 'utf8'), true, true);
  return importedFiles
    .map(({ fileName }) => fileName)
    .filter((specifier) => specifier.startsWith('.'))
    .map((specifier) => path.posix.join(path.posix.dirname(file), specifier).replace(/\.tsx?$/, ''));
}

type Kind = 'wiring' | 'module' | 'domain' | 'platform' | 'outside';

/** `modules/<name>` or `domain/<name>` for those, else the top folder ('' for main.ts and app.ts). */
function areaOf(file: string): string {
  if (file.startsWith('..')) return 'outside src/';
  const [top = '', name] = file.split('/');
  if ((top === 'modules' || top === 'domain') && name && file.split('/').length > 2) return `${top}/${name}`;
  return file.includes('/') ? top : '';
}

function kindOf(area: string): Kind {
  if (area === 'outside src/') return 'outside';
  if (wiring.has(area)) return 'wiring';
  if (area.startsWith('modules/')) return 'module';
  if (area.startsWith('domain/')) return 'domain';
  return 'platform';
}

/** Why `from` may not import `to`, or null when it may. */
function refusal(from: string, to: string): string | null {
  if (from === to) return null;
  const [fromKind, toKind] = [kindOf(from), kindOf(to)];
  if (toKind === 'outside') return 'src/ imports nothing outside src/ (test helpers live in test/)';
  if (fromKind === 'wiring') return null;
  if (toKind === 'wiring') return 'only the wiring imports the wiring';
  if (toKind === 'module') return 'a module is imported by the wiring only: move what both need into domain/';
  if (toKind === 'domain' && fromKind === 'platform' && !(from in platformUsesDomain))
    return 'the platform imports no domain folder';
  return null;
}

function imports(): { file: string; target: string; from: string; to: string }[] {
  return sourceFiles().flatMap((file) =>
    importsOf(file).map((target) => ({ file, target, from: areaOf(file), to: areaOf(target) })),
  );
}

function violations(): string[] {
  return imports().flatMap(({ file, target, from, to }) => {
    const why = refusal(from, to);
    return why ? [`${file} → ${target}: ${why}`] : [];
  });
}

/** Each cycle between areas found by a depth-first walk, as `a → b → … → a`. */
function areaCycles(): string[] {
  const edges = new Map<string, Set<string>>();
  for (const { from, to } of imports())
    if (from !== to) edges.set(from, (edges.get(from) ?? new Set()).add(to));
  const cycles: string[] = [];
  const state = new Map<string, 'open' | 'done'>();
  const walk = (area: string, trail: string[]) => {
    state.set(area, 'open');
    for (const next of edges.get(area) ?? []) {
      if (state.get(next) === 'open')
        cycles.push([...trail.slice(trail.indexOf(next)), area, next].join(' → '));
      else if (!state.has(next)) walk(next, [...trail, area]);
    }
    state.set(area, 'done');
  };
  for (const area of [...edges.keys()].sort()) if (!state.has(area)) walk(area, []);
  return cycles;
}

describe('server import direction', () => {
  it('reads the real imports', () => {
    expect(importsOf('app.ts')).toContain('modules/orders/orders.routes');
    expect(importsOf('http/openapi.ts').length).toBeGreaterThan(0);
    expect(refusal('modules/orders', 'modules/cart')).not.toBeNull();
    expect(refusal('modules/orders', 'domain/orders')).toBeNull();
    expect(refusal('domain/orders', 'modules/orders')).not.toBeNull();
    expect(refusal('http', 'domain/orders')).not.toBeNull();
    expect(refusal('modules/orders', 'outside src/')).not.toBeNull();
  });

  it('modules import domain/ and the platform only; domain/ no module; the platform neither', () => {
    expect(violations(), 'move what two modules need into domain/, test helpers into test/').toEqual([]);
  });

  it('has no import cycle between areas', () => {
    expect(areaCycles()).toEqual([]);
  });
});
