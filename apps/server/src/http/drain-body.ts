import type { IncomingMessage } from 'node:http';

/**
 * Reads and discards what is left of a refused request body, up to a cap: past it (or the time
 * limit) the answer goes out anyway and the connection closes.
 */
export function drainBody(raw: IncomingMessage, maxBytes = 16 * 1024 * 1024, maxMs = 10_000): Promise<void> {
  // readableEnded: a reader before us (an upload's parser) may have taken the body to its end.
  if (raw.complete || raw.readableEnded || raw.destroyed) return Promise.resolve();
  return new Promise((resolve) => {
    let received = 0;
    const finish = () => {
      clearTimeout(timer);
      raw.off('data', onData).off('end', finish).off('close', finish).off('error', finish);
      resolve();
    };
    const onData = (chunk: Buffer) => {
      received += chunk.length;
      if (received > maxBytes) finish();
    };
    const timer = setTimeout(finish, maxMs);
    raw.on('data', onData).on('end', finish).on('close', finish).on('error', finish);
    raw.resume();
  });
}
