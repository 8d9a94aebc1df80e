import { type ChildProcess, fork } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ReferencePos } from '../../apps/pos-reference/src/index';

/** The reference POS in a process of its own, so that serving it does not slow the measuring one. */
export interface PosProcess {
  url: string;
  credentials: ReferencePos['credentials'];
  /** Raises every item's price by 0.10 (as a POS price update would). */
  repriceAll(): Promise<void>;
  /** The item's current price as the POS serves it. */
  price(index: number): Promise<{ code: string; price: string }>;
  stop(): Promise<void>;
}

type Reply = { kind: string; [key: string]: unknown };

export async function startPosProcess(items: number): Promise<PosProcess> {
  const child: ChildProcess = fork(path.join(path.dirname(fileURLToPath(import.meta.url)), 'pos-child.ts'), [
    String(items),
  ]);
  const replies: ((reply: Reply) => void)[] = [];
  child.on('message', (reply) => replies.shift()?.(reply as Reply));
  const ask = (message: unknown) =>
    new Promise<Reply>((resolve) => {
      replies.push(resolve);
      if (message !== null) child.send(message as object);
    });
  const ready = await ask(null);
  return {
    url: ready.url as string,
    credentials: ready.credentials as ReferencePos['credentials'],
    repriceAll: async () => {
      await ask({ kind: 'reprice' });
    },
    price: async (index) => {
      const reply = await ask({ kind: 'price', index });
      return { code: reply.code as string, price: reply.price as string };
    },
    stop: async () => {
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
    },
  };
}
