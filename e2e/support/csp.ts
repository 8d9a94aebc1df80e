import type { Page } from '@playwright/test';

/** Every Content-Security-Policy violation the page reports, as the browser describes it. */
export async function watchViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  await page.exposeFunction('reportViolation', (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      (window as unknown as { reportViolation(text: string): void }).reportViolation(
        `${event.violatedDirective} blocked ${event.blockedURI} at ${event.sourceFile}:${event.lineNumber}`,
      );
    });
  });
  page.on('console', (message) => {
    const text = message.text();
    if (text.includes('Content Security Policy')) violations.push(text);
  });
  return violations;
}
