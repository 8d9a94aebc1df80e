import { createRequire } from 'node:module';
import path from 'node:path';
import type { Page } from '@playwright/test';

const require = createRequire(import.meta.url);
const axeScript = path.join(path.dirname(require.resolve('axe-core')), 'axe.min.js');

/** The impacts the store must never have (axe-core's serious and critical). */
const blocking = new Set(['serious', 'critical']);

export interface AxeViolation {
  id: string;
  impact: string;
  help: string;
  targets: string[];
}

/**
 * Runs axe-core over the whole page as it is now, or only the elements `scope` selects (an open
 * dialog, a menu); answers its serious and critical violations.
 */
export async function seriousViolations(page: Page, scope?: string): Promise<AxeViolation[]> {
  await page.addScriptTag({ path: axeScript });
  const violations = await page.evaluate(async (selector) => {
    type Result = { id: string; impact?: string | null; help: string; nodes: { target: unknown[] }[] };
    const axe = (
      window as unknown as {
        axe: { run(context: Document | string, options: object): Promise<{ violations: Result[] }> };
      }
    ).axe;
    const result = await axe.run(selector ?? document, { resultTypes: ['violations'] });
    return result.violations.map((violation) => ({
      id: violation.id,
      impact: violation.impact ?? '',
      help: violation.help,
      targets: violation.nodes.map((node) => node.target.map(String).join(' ')),
    }));
  }, scope);
  return violations.filter((violation) => blocking.has(violation.impact));
}

/** One line per violation: rule, impact, how many nodes, and the first few of them. */
export function describeViolations(violations: AxeViolation[]): string {
  return violations
    .map(
      (violation) =>
        `${violation.id} (${violation.impact}, ${violation.targets.length} nodes: ${violation.help}): ${violation.targets.slice(0, 5).join(' | ')}`,
    )
    .join('\n');
}
