import { type Plugin, parseAst } from 'vite';

type Node = { type: string; start: number; end: number; [key: string]: unknown };

function isNode(value: unknown): value is Node {
  return typeof value === 'object' && value !== null && typeof (value as Node).type === 'string';
}

/** Every `defineTexts({...})` call whose argument is an object literal, in source order. */
function textCalls(node: Node, found: Node[] = []): Node[] {
  if (node.type === 'CallExpression') {
    const callee = node.callee as Node & { name?: string };
    const [argument] = node.arguments as Node[];
    if (
      callee.type === 'Identifier' &&
      callee.name === 'defineTexts' &&
      argument?.type === 'ObjectExpression'
    ) {
      found.push(argument);
    }
  }
  for (const value of Object.values(node)) {
    for (const child of Array.isArray(value) ? value : [value]) if (isNode(child)) textCalls(child, found);
  }
  return found;
}

function keyName(property: Node): string | undefined {
  const key = property.key as Node & { name?: string; value?: unknown };
  if (property.type !== 'Property' || property.computed) return undefined;
  return key.type === 'Identifier' ? key.name : typeof key.value === 'string' ? key.value : undefined;
}

/**
 * Rewrites each `defineTexts({ en: {...}, he: {...}, th: {...} })` so that only `language`'s texts
 * are left, shared by every key: `resolveTexts` and the key types read the dictionary unchanged.
 * Returns null when the code declares no texts.
 */
export function keepOneLanguage(code: string, language: string, lang: 'ts' | 'tsx' = 'ts'): string | null {
  if (!code.includes('defineTexts(')) return null;
  const calls = textCalls(parseAst(code, { lang }) as unknown as Node);
  if (calls.length === 0) return null;
  let result = code;
  for (const argument of calls.reverse()) {
    const properties = argument.properties as Node[];
    const keys = properties.map(keyName);
    const chosen = properties[keys.indexOf(language)]?.value as Node | undefined;
    if (!chosen || keys.includes(undefined)) {
      throw new Error(`defineTexts at offset ${argument.start}: no plain "${language}" entry`);
    }
    const shared = keys.map((key) => `${key}: texts`).join(', ');
    const texts = code.slice(chosen.start, chosen.end);
    result = `${result.slice(0, argument.start)}((texts) => ({ ${shared} }))(${texts})${result.slice(argument.end)}`;
  }
  return result;
}

/**
 * The build for one language: every dictionary carries that language's texts only, and the page is
 * written as `index.{language}.html` (the server picks it by the URL's language); the build for
 * `indexLanguage` also writes `index.html`, the server's page for paths that carry no language.
 */
export function oneLanguage(language: string, indexLanguage: string): Plugin {
  return {
    name: 'grocery:one-language',
    apply: 'build',
    enforce: 'pre',
    transform(code, id) {
      const match = /\/src\/.*\.(tsx?)$/.exec(id);
      if (!match) return null;
      const rewritten = keepOneLanguage(code, language, match[1] as 'ts' | 'tsx');
      return rewritten === null ? null : { code: rewritten, map: null };
    },
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        const page = bundle['index.html'];
        if (page?.type !== 'asset') this.error('the build wrote no index.html');
        this.emitFile({ type: 'asset', fileName: `index.${language}.html`, source: page.source });
        if (language !== indexLanguage) delete bundle['index.html'];
      },
    },
  };
}
