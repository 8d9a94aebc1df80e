import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { PageRenderer, PageTransport } from '@grocery/contracts';

/** The renderer's build beside the web app's (`vite build --ssr` writes dist-ssr), or null without one. */
export async function loadPageRenderer(
  distDir: string,
  transport: PageTransport,
): Promise<PageRenderer | null> {
  const file = path.join(distDir, '..', 'dist-ssr', 'entry-server.js');
  if (!fs.existsSync(file)) return null;
  const renderer = (await import(pathToFileURL(file).href)) as PageRenderer;
  renderer.useServer(transport);
  return renderer;
}
