// The reference POS for bench/lib/pos-process.ts: started with the item count, answers its parent's messages.
import { startReferencePos } from '../../apps/pos-reference/src/index';

const items = Number(process.argv[2]);
const pos = await startReferencePos({ items });
const send = (message: object) => process.send?.(message);
process.on('message', (message: { kind: string; index?: number }) => {
  if (message.kind === 'reprice') {
    for (let i = 0; i < items; i++) {
      const item = pos.itemAt(i);
      pos.changePrice(item.code, (Number(item.price) + 0.1).toFixed(2));
    }
    send({ kind: 'repriced' });
  } else if (message.kind === 'price') {
    const item = pos.itemAt(message.index ?? 0);
    send({ kind: 'price', code: item.code, price: item.price });
  }
});
process.once('SIGTERM', () => {
  pos.stop().then(() => process.exit(0));
});
send({ kind: 'ready', url: pos.url, credentials: pos.credentials });
