import fs from 'node:fs';
import path from 'node:path';
import { type LanguageCode, languageCodes, languages } from '@grocery/contracts';

type ManifestEntry = { file: string; css?: string[]; imports?: string[]; assets?: string[] };
type Manifest = Record<string, ManifestEntry>;

/** The language's own script's regular face, preloaded so that text shows in it at once. */
const pageFonts: Record<LanguageCode, RegExp[]> = {
  en: [/noto-sans-latin-400-normal-[^/]*\.woff2$/],
  he: [/noto-sans-hebrew-hebrew-400-normal-[^/]*\.woff2$/, /noto-sans-latin-400-normal-[^/]*\.woff2$/],
  th: [/noto-sans-thai-thai-400-normal-[^/]*\.woff2$/, /noto-sans-latin-400-normal-[^/]*\.woff2$/],
};

/**
 * One language's build as the page renderer needs it: its page file, split around what a rendered
 * page fills in, and its manifest, which names the files a page's modules load.
 */
export class LanguageBuild {
  private readonly before: string;
  private readonly headEnd: string;
  private readonly after: string;

  constructor(
    template: string,
    private readonly manifest: Manifest,
    private readonly language: LanguageCode,
  ) {
    // The page's own head (title, description) replaces the build's. Its HTML is the content: the
    // app's code may come after the styles, fonts and first pictures.
    const page = template
      .replace(/<script type="module" /g, '<script type="module" fetchpriority="low" ')
      .replace(/<link rel="modulepreload" /g, '<link rel="modulepreload" fetchpriority="low" ')
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

  /** The whole page: the build's file with the rendered head, app and state. */
  page(parts: { head: string; body: string; state?: string; modules?: readonly string[] }): string {
    const state = parts.state
      ? `<script type="application/json" id="rendered-state">${parts.state}</script>`
      : '';
    // React writes the preloads it found (the first images) before the app: they belong in the head.
    const hints = /^(?:<link [^>]*>)*/.exec(parts.body)?.[0] ?? '';
    const app = parts.body.slice(hints.length);
    const head = `${parts.head}${hints}${this.preloads(parts.modules ?? [])}`;
    return `${this.before}${head}${this.headEnd}<div id="root">${app}</div>${state}${this.after}`;
  }

  /** Links that fetch a page's fonts, code and styles with the page instead of after its script. */
  private preloads(modules: readonly string[]): string {
    const scripts = new Set<string>();
    const styles = new Set<string>();
    const visit = (key: string) => {
      const entry = this.manifest[key];
      if (!entry || key === 'index.html' || scripts.has(entry.file)) return;
      scripts.add(entry.file);
      for (const css of entry.css ?? []) styles.add(css);
      for (const imported of entry.imports ?? []) visit(imported);
    };
    // What the page file loads already.
    for (const imported of this.manifest['index.html']?.imports ?? []) {
      const file = this.manifest[imported]?.file;
      if (file) scripts.add(file);
    }
    const loaded = scripts.size;
    for (const module of modules) visit(module);
    const fonts = (this.manifest['index.html']?.assets ?? []).filter((asset) =>
      pageFonts[this.language].some((font) => font.test(asset)),
    );
    return [
      ...fonts.map((font) => `<link rel="preload" as="font" type="font/woff2" crossorigin href="/${font}">`),
      ...[...styles].map((css) => `<link rel="stylesheet" crossorigin href="/${css}">`),
      ...[...scripts]
        .slice(loaded)
        .map((file) => `<link rel="modulepreload" fetchpriority="low" crossorigin href="/${file}">`),
    ].join('');
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
