import { chromium } from '@playwright/test';
const base = 'http://localhost:3100';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
for (const [path, width] of [['/he/products/details/3', 1280], ['/en/products/1/0', 1280], ['/he/products/1/0', 390], ['/he', 390], ['/en/categories', 1280]] as const) {
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  const page = await context.newPage();
  const logs: string[] = [];
  page.on('console', (m) => logs.push(`${m.type()}: ${m.text().slice(0, 300)}`));
  page.on('pageerror', (e) => logs.push(`pageerror: ${e.message}`));
  const requests: string[] = [];
  page.on('request', (r) => { if (r.url().includes('/api/')) requests.push(r.url().replace(base, '')); });
  await page.goto(base + path, { waitUntil: 'networkidle' });
  await page.waitForTimeout(500);
  const cls = await page.evaluate(() => new Promise<number>((resolve) => {
    let total = 0;
    new PerformanceObserver((list) => { for (const e of list.getEntries() as any[]) if (!e.hadRecentInput) total += e.value; }).observe({ type: 'layout-shift', buffered: true });
    setTimeout(() => resolve(total), 300);
  }));
  const name = path.replace(/\//g, '_') + `-${width}`;
  await page.screenshot({ path: `/tmp/look${name}.png` });
  console.log(path, width, 'CLS', cls.toFixed(4), 'api:', requests.join(' '), '\n  ', logs.join('\n   '));
  await context.close();
}
await browser.close();
