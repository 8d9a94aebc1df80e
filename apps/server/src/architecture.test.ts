import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * Import direction: main.ts, app.ts and startup/ wire everything together; a feature module
 * (`modules/<name>/`) may import the platform (every other folder: config, db, http, storage,
 * shared…), never another module; the platform never imports a module. What two modules need moves
 * down into the platform (`shared/` for pieces of the shop's rules). Tests are exempt: they drive
 * the whole app. Imports are read by TypeScript (static, type-only, re-exports and dynamic).
 */

const srcRoot = fileURLToPath(new URL('.', import.meta.url));
const wiring = new Set(['', 'startup']);

function sourceFiles(dir = ''): string[] {
  return readdirSync(path.join(srcRoot, dir), { withFileTypes: true }).flatMap((entry) => {
    const relative = dir ? `${dir}/${entry.name}` : entry.name;
    if (entry.isDirectory()) return sourceFiles(relative);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [relative] : [];
  });
}

/** The files under src/ that `file` imports, as paths from src/ without extension. */
function importsOf(file: string): string[] {
  const { importedFiles } = ts.preProcessFile(readFileSync(path.join(srcRoot, file), 'utf8'), true, true);
  return importedFiles
    .map(({ fileName }) => fileName)
    .filter((specifier) => specifier.startsWith('.'))
    .map((specifier) => path.posix.join(path.posix.dirname(file), specifier).replace(/\.tsx?$/, ''))
    .filter((target) => !target.startsWith('..'));
}

/** `modules/<name>` for a feature module, else the top folder ('' for main.ts and app.ts). */
function areaOf(file: string): string {
  const [top = '', name] = file.split('/');
  if (top === 'modules' && name) return `modules/${name}`;
  return file.includes('/') ? top : '';
}

function violations(): string[] {
  return sourceFiles().flatMap((file) => {
    const from = areaOf(file);
    if (wiring.has(from)) return [];
    return importsOf(file)
      .filter((target) => {
        const to = areaOf(target);
        return to.startsWith('modules/') && to !== from;
      })
      .map((target) => `${file} → ${target}`);
  });
}

describe('server import direction', () => {
  it('reads the real imports', () => {
    expect(importsOf('app.ts')).toContain('modules/orders/orders.routes');
    expect(importsOf('http/openapi.ts').length).toBeGreaterThan(0);
  });

  it('no module imports another and the platform imports no module', () => {
    expect(violations(), 'move what both need into the platform (e.g. shared/)').toEqual([]);
  });
});
