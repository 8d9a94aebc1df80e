import { chromium } from '@playwright/test';
const url = process.argv[2] ?? 'http://127.0.0.1:3100/he/products/1/0';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true });
const page = await context.newPage();
const cdp = await context.newCDPSession(page);
await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 150, downloadThroughput: 1.6 * 1024 * 1024 / 8, uploadThroughput: 750 * 1024 / 8 });
await page.addInitScript(() => {
  (window as any).__shifts = [];
  new PerformanceObserver((list) => {
    for (const e of list.getEntries() as any[]) (window as any).__shifts.push({ value: e.value, t: Math.round(e.startTime), sources: (e.sources || []).map((s: any) => ({ node: s.node ? (s.node.className || s.node.nodeName) + ' ' + (s.node.textContent || '').slice(0, 40) : null, prev: [s.previousRect.y, s.previousRect.height], cur: [s.currentRect.y, s.currentRect.height] })) });
  }).observe({ type: 'layout-shift', buffered: true });
  document.fonts.addEventListener('loadingdone', (e: any) => (window as any).__shifts.push({ fonts: e.fontfaces.map((f: any) => f.family + ' ' + f.weight + ' ' + f.status), t: Math.round(performance.now()) }));
  new MutationObserver((records) => { for (const r of records) { const el = r.target as HTMLElement; if (el.closest && el.closest('.sub-menu')) (window as any).__shifts.push({ mutation: r.type + ' ' + (el.className || el.nodeName) + ' ' + (r.attributeName ?? ''), t: Math.round(performance.now()) }); } }).observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
});
await page.goto(url, { waitUntil: 'networkidle' });
await page.waitForTimeout(1500);
for (const x of await page.evaluate(() => (window as any).__shifts)) console.log(JSON.stringify(x).slice(0, 300));
await browser.close();
