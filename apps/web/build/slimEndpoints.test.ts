import { readdirSync, readFileSync } from 'node:fs';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { slimEndpointModule } from './slimEndpoints';

const source = `import type * as schemas from '../catalogue';
import { endpointsOf } from '../endpoint';

/** Für die Kasse: ราคา (non-ASCII before the call must not shift the offsets). */
export const shopEndpoints = endpointsOf<typeof schemas>()('shop', {
  list: {
    method: 'GET',
    path: '/api/shop/:languageCode',
    access: 'public',
    summary: 'Everything — in one call.',
    params: 'listParams',
    response: 'listResponse',
  },
  /** A comment between endpoints. */
  add: { method: 'POST', path: '/api/shop/items', access: ['admin_access', 'catalogue:write'], body: 'addRequest' },
});
`;

/** Runs the rewritten module (types stripped, imports dropped) and returns its exports. */
function evaluate(code: string): Record<string, unknown> {
  const withoutImports = code.replace(/^import .*$/gm, '');
  const body = ts.transpileModule(withoutImports, {
    compilerOptions: { module: ts.ModuleKind.CommonJS, target: ts.ScriptTarget.ES2022 },
  }).outputText;
  const exports = {};
  new Function('exports', body)(exports);
  return exports;
}

describe('slimEndpointModule', () => {
  it('keeps only the method and path of each endpoint', () => {
    const code = slimEndpointModule(source) ?? '';
    expect(code).not.toContain('endpointsOf<');
    expect(evaluate(code).shopEndpoints).toEqual({
      list: { method: 'GET', path: '/api/shop/:languageCode' },
      add: { method: 'POST', path: '/api/shop/items' },
    });
  });

  it('leaves a module without endpoints alone', () => {
    expect(slimEndpointModule("export const x = 'endpoints';")).toBeNull();
  });

  it('refuses endpoints it cannot read', () => {
    const spread = source.replace("add: { method: 'POST'", "...extra, add: { method: 'POST'");
    expect(() => slimEndpointModule(spread)).toThrow(/plain object literals/);
  });

  it('slims every endpoint module of the contracts to what call() reads', () => {
    const folder = new URL('../../../packages/contracts/src/endpoints/', import.meta.url);
    const modules = readdirSync(folder).filter((name) => name.endsWith('.ts'));
    expect(modules).toContain('catalogue.ts');
    for (const name of modules) {
      const code = slimEndpointModule(readFileSync(new URL(name, folder), 'utf8'));
      if (code === null) continue;
      for (const endpoints of Object.values(evaluate(code))) {
        for (const [key, endpoint] of Object.entries(endpoints as object)) {
          expect(Object.keys(endpoint).sort(), `${name} ${key}`).toEqual(['method', 'path']);
        }
      }
    }
  });
});
