import { describe, expect, it } from 'vitest';
import { logOutput, logsAsJson } from './log-output';

describe('the log output', () => {
  it('is JSON off a terminal or when asked, readable at a terminal or when asked', () => {
    expect(logsAsJson('auto', { isTTY: false })).toBe(true);
    expect(logsAsJson('auto', {})).toBe(true);
    expect(logsAsJson('auto', { isTTY: true })).toBe(false);
    expect(logsAsJson('json', { isTTY: true })).toBe(true);
    expect(logsAsJson('pretty', { isTTY: false })).toBe(false);
  });

  it('is pino’s own stdout for JSON and a pino-pretty stream otherwise', async () => {
    expect(await logOutput('auto', { isTTY: false })).toBeUndefined();
    const pretty = await logOutput('auto', { isTTY: true });
    expect(pretty).toBeDefined();
    expect(typeof pretty?.write).toBe('function');
  });
});
