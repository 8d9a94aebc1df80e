import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { LanguageCode } from '@grocery/contracts';

/** What the web app's server renderer (apps/web/src/entry-server.tsx) answers for a path. */
export type Rendered =
  | {
      kind: 'page';
      status: 200 | 404;
      language: LanguageCode;
      head: string;
      body: string;
      state: string;
      modules: readonly string[];
      shown: { products: number[]; categories: number[]; categoryList: boolean };
    }
  | { kind: 'client' };

type Transport = (url: string, init: RequestInit) => Promise<Response>;

export interface PageRenderer {
  /** Throws when the page's data cannot be read or it cannot be drawn. */
  render(path: string, publicUrl: string): Promise<Rendered>;
  failureNotice(language: LanguageCode, ticketId: string): string;
}

type RendererModule = PageRenderer & { useServer(transport: Transport): void };

/** The renderer's build beside the web app's (`vite build --ssr` writes dist-ssr), or null without one. */
export async function loadPageRenderer(distDir: string, transport: Transport): Promise<PageRenderer | null> {
  const file = path.join(distDir, '..', 'dist-ssr', 'entry-server.js');
  if (!fs.existsSync(file)) return null;
  const renderer = (await import(pathToFileURL(file).href)) as RendererModule;
  renderer.useServer(transport);
  return renderer;
}
