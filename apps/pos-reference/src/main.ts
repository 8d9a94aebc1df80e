import { parseArgs } from 'node:util';
import { startReferencePos } from './index';

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: '4100' },
    host: { type: 'string', default: '127.0.0.1' },
    items: { type: 'string', default: '2000' },
    seed: { type: 'string', default: '1' },
    'bad-items': { type: 'boolean', default: false },
    'no-code': { type: 'boolean', default: false },
    'session-seconds': { type: 'string', default: '1800' },
  },
});

const pos = await startReferencePos({
  port: Number(values.port),
  host: values.host,
  items: Number(values.items),
  seed: Number(values.seed),
  badItems: values['bad-items'],
  requireCode: !values['no-code'],
  sessionTtlMs: Number(values['session-seconds']) * 1000,
});
const { username, password, code } = pos.credentials;
console.log(`reference POS at ${pos.url} (${values.items} items)`);
console.log(`  username ${username}, password ${password}${code ? `, one-time code ${code}` : ''}`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    pos.stop().then(() => process.exit(0));
  });
}
