import type { Config } from '../config/config';

interface Output {
  isTTY?: boolean;
}

/** JSON lines for log collectors (LOG_FORMAT=json, or auto when stdout is not a terminal). */
export const logsAsJson = (format: Config['logFormat'], stdout: Output): boolean =>
  format === 'json' || (format === 'auto' && stdout.isTTY !== true);

/**
 * Where the log goes: undefined for pino's own JSON lines on stdout; otherwise (a person at a
 * terminal, or LOG_FORMAT=pretty) readable lines through pino-pretty, loaded only then. It formats in
 * this process synchronously, so its lines and the start-up banner keep their order.
 */
export async function logOutput(
  format: Config['logFormat'],
  stdout: Output = process.stdout,
): Promise<NodeJS.WritableStream | undefined> {
  if (logsAsJson(format, stdout)) return undefined;
  const { default: pinoPretty } = await import('pino-pretty');
  return pinoPretty({
    colorize: stdout.isTTY === true,
    translateTime: 'SYS:HH:MM:ss',
    ignore: 'pid,hostname',
    singleLine: true,
    sync: true,
  });
}
