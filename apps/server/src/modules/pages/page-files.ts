import fs from 'node:fs';
import path from 'node:path';
import { type LanguageCode, languageCodes, languages } from '@grocery/contracts';

type ManifestEntry = { file: string; css?: string[]; imports?: string[]; assets?: string[] };
type Manifest = Record<string, ManifestEntry>;

/**
 * One language's build as the page renderer needs it: its page file, split around what a rendered
 * page fills in, and its manifest, which names the files a page's modules load.
 */
export class LanguageBuild {
  private readonly before: string;
  private readonly headEnd: string;
  private readonly after: string;
  /** The app's entry and the modules it imports at once, as the page file names them. */
  private readonly entry: string;
  private readonly entryImports: string[];

  constructor(
    template: string,
    private readonly manifest: Manifest,
    language: LanguageCode,
  ) {
    const entry = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/.exec(template);
    if (!entry?.[1]) throw new Error(`index.${language}.html has no module script`);
    this.entry = entry[1];
    this.entryImports = [
      ...template.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g),
    ].map(([, href]) => href ?? '');
    // The page's own head (title, description) replaces the build's; the app starts from boot.js.
    const page = template
      .replace(entry[0], '')
      .replace(/<link rel="modulepreload" [^>]*>\s*/g, '')
      .replace(/<title>[^<]*<\/title>\s*/, '')
      .replace(/<meta name="description"[^>]*>\s*/, '')
      .replace(/<html[^>]*>/, `<html lang="${language}" dir="${languages[language].dir}">`);
    const root = '<div id="root"></div>';
    const headAt = page.indexOf('</head>');
    const rootAt = page.indexOf(root);
    if (headAt < 0 || rootAt < headAt) throw new Error(`index.${language}.html has no head or no root`);
    this.before = page.slice(0, headAt);
    this.headEnd = page.slice(headAt, rootAt);
    this.after = page.slice(rootAt + root.length);
  }

  /**
   * The whole page: the build's file with the rendered head, app and state. Its HTML is the content:
   * the app's code is fetched once the page has loaded (boot.js), so that the styles, fonts and
   * first pictures are not kept waiting by it on a slow connection.
   */
  page(parts: { head: string; body: string; state?: string; modules?: readonly string[] }): string {
    const state = parts.state
      ? `<script type="application/json" id="rendered-state">${parts.state}</script>`
      : '';
    // React writes the preloads it found (the first images) before the app: they belong in the head.
    const hints = /^(?:<link [^>]*>)*/.exec(parts.body)?.[0] ?? '';
    const app = parts.body.slice(hints.length);
    const { styles, scripts } = this.pageFiles(parts.modules ?? []);
    const boot = `<script defer src="/boot.js" data-entry="${this.entry}" data-preload="${scripts.join(' ')}"></script>`;
    const head = `${parts.head}${hints}${styles}${boot}`;
    return `${this.before}${head}${this.headEnd}<div id="root">${app}</div>${state}${this.after}`;
  }

  /** The page's styles, linked so that its HTML is styled at first paint, and the code it runs. */
  private pageFiles(modules: readonly string[]) {
    const scripts = new Set(this.entryImports);
    const styles = new Set<string>();
    const visit = (key: string) => {
      const entry = this.manifest[key];
      if (!entry || key === 'index.html' || scripts.has(`/${entry.file}`)) return;
      scripts.add(`/${entry.file}`);
      for (const css of entry.css ?? []) styles.add(css);
      for (const imported of entry.imports ?? []) visit(imported);
    };
    for (const module of modules) visit(module);
    return {
      styles: [...styles].map((css) => `<link rel="stylesheet" crossorigin href="/${css}">`).join(''),
      scripts: [...scripts],
    };
  }
}

/** Each language's build, read once from the web app's folder; null when one is missing. */
export function readLanguageBuilds(distDir: string): Record<LanguageCode, LanguageBuild> | null {
  const builds: Partial<Record<LanguageCode, LanguageBuild>> = {};
  for (const language of languageCodes) {
    const template = path.join(distDir, `index.${language}.html`);
    const manifest = path.join(distDir, '.vite', `manifest.${language}.json`);
    if (!fs.existsSync(template) || !fs.existsSync(manifest)) return null;
    builds[language] = new LanguageBuild(
      fs.readFileSync(template, 'utf8'),
      JSON.parse(fs.readFileSync(manifest, 'utf8')) as Manifest,
      language,
    );
  }
  return builds as Record<LanguageCode, LanguageBuild>;
}
