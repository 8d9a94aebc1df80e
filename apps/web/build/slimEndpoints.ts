import { type Plugin, parseAst } from 'vite';

/** What the browser reads of an endpoint object: `call()` takes its method and path, nothing else. */
const kept = new Set(['method', 'path']);
const endpointModule = /\/packages\/contracts\/src\/endpoints\/[\w-]+\.ts$/;

type Node = { type: string; start: number; end: number; [key: string]: unknown };

function isNode(value: unknown): value is Node {
  return typeof value === 'object' && value !== null && typeof (value as Node).type === 'string';
}

/** Every `endpointsOf<…>()(tag, specs)` call, in source order. */
function endpointCalls(node: Node, found: Node[] = []): Node[] {
  const inner = node.callee as Node | undefined;
  const name = inner?.callee as (Node & { name?: string }) | undefined;
  if (node.type === 'CallExpression' && inner?.type === 'CallExpression' && name?.name === 'endpointsOf') {
    found.push(node);
    return found;
  }
  for (const value of Object.values(node)) {
    for (const child of Array.isArray(value) ? value : [value])
      if (isNode(child)) endpointCalls(child, found);
  }
  return found;
}

function keyName(property: Node, where: number): string {
  const key = property.key as Node & { name?: string };
  if (property.type !== 'Property' || property.computed || key.type !== 'Identifier' || !key.name) {
    throw new Error(`endpoint module at offset ${where}: endpoints must be plain object literals`);
  }
  return key.name;
}

/**
 * Rewrites each `endpointsOf<…>()(tag, { key: { method, path, access, …schema names } })` into the
 * plain `{ key: { method, path } }`. Returns null when the code declares no endpoints.
 */
export function slimEndpointModule(code: string): string | null {
  if (!code.includes('endpointsOf')) return null;
  const calls = endpointCalls(parseAst(code, { lang: 'ts' }) as unknown as Node);
  if (calls.length === 0) return null;
  let result = code;
  for (const call of calls.reverse()) {
    const specs = (call.arguments as Node[])[1];
    if (specs?.type !== 'ObjectExpression') {
      throw new Error(`endpointsOf at offset ${call.start}: the endpoints are not an object literal`);
    }
    const endpoints = (specs.properties as Node[]).map((endpoint) => {
      const spec = endpoint.value as Node;
      const name = keyName(endpoint, endpoint.start);
      if (spec.type !== 'ObjectExpression') throw new Error(`endpoint ${name}: not an object literal`);
      const properties = (spec.properties as Node[])
        .filter((property) => kept.has(keyName(property, property.start)))
        .map((property) => code.slice(property.start, property.end));
      return `${name}: { ${properties.join(', ')} }`;
    });
    result = `${result.slice(0, call.start)}({ ${endpoints.join(', ')} })${result.slice(call.end)}`;
  }
  return result;
}

/**
 * Endpoint objects carry their access rule, schema names, summary and tag for the server and the
 * API document; the browser reads none of them, yet every page that calls an endpoint would carry
 * them, and the storefront's first load has no bytes to spare (decision 0009). In the web app each
 * endpoint of packages/contracts/src/endpoints keeps only its method and path. Dev server and build
 * alike, so both run the same objects (the unit tests import the full ones).
 */
export function slimEndpoints(): Plugin {
  return {
    name: 'grocery:slim-endpoints',
    transform(code, id) {
      if (!endpointModule.test(id.split('?')[0] ?? id)) return null;
      const slimmed = slimEndpointModule(code);
      return slimmed === null ? null : { code: slimmed, map: null };
    },
  };
}
