import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { precompressFolder } from './precompress';

const big = (line: string) => line.repeat(Math.ceil(4096 / line.length));

describe('precompressFolder', () => {
  let dir = '';
  afterEach(() => rm(dir, { recursive: true, force: true }));

  it('writes .br and .gz beside compressible files of 1 KiB and more, in subfolders too', async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'precompress-'));
    await mkdir(path.join(dir, 'assets'));
    const script = big('export const answer = 42;\n');
    await writeFile(path.join(dir, 'index.html'), big('<p>hello</p>\n'));
    await writeFile(path.join(dir, 'assets', 'app.js'), script);
    await writeFile(path.join(dir, 'assets', 'app.css'), big('a{color:red}\n'));
    await writeFile(path.join(dir, 'assets', 'logo.svg'), big('<path d="M0 0"/>\n'));
    await writeFile(path.join(dir, 'assets', 'tiny.js'), 'export {};\n');
    await writeFile(path.join(dir, 'assets', 'photo.webp'), Buffer.alloc(4096, 1));
    await writeFile(path.join(dir, 'assets', 'font.woff2'), Buffer.alloc(4096, 2));

    const done = await precompressFolder(dir);

    expect(done).toEqual(['assets/app.css', 'assets/app.js', 'assets/logo.svg', 'index.html']);
    const files = (await readdir(dir, { recursive: true })).map(String).sort();
    expect(files.filter((file) => file.endsWith('.br') || file.endsWith('.gz'))).toEqual([
      'assets/app.css.br',
      'assets/app.css.gz',
      'assets/app.js.br',
      'assets/app.js.gz',
      'assets/logo.svg.br',
      'assets/logo.svg.gz',
      'index.html.br',
      'index.html.gz',
    ]);
    const br = await readFile(path.join(dir, 'assets', 'app.js.br'));
    const gz = await readFile(path.join(dir, 'assets', 'app.js.gz'));
    expect(brotliDecompressSync(br).toString()).toBe(script);
    expect(gunzipSync(gz).toString()).toBe(script);
    expect(br.length).toBeLessThan(script.length / 10);
  });
});
