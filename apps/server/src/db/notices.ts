import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';

/** What a listener is told: a notice arrived, the channel went deaf (notices may be missed), or it hears again. */
export interface NoticeHandlers {
  onNotice: (payload: string) => void;
  onDeaf: () => void;
  onListening: () => void;
}

export type StopListening = () => Promise<void>;

const retryDelaysMs = [500, 1000, 2000, 5000, 10_000];

/**
 * LISTEN on a connection of its own (a pooled one would be handed to other queries). When the
 * connection breaks, the listener is deaf until a new one is listening again, with growing pauses
 * between attempts; `onListening` tells when notices can be trusted again.
 */
export function listenPostgres(
  databaseUrl: string,
  channel: string,
  handlers: NoticeHandlers,
): StopListening {
  let stopped = false;
  let client: pg.Client | null = null;
  let attempt = 0;
  let retry: NodeJS.Timeout | undefined;

  const deaf = () => {
    if (stopped) return;
    handlers.onDeaf();
    client?.removeAllListeners();
    client?.end().catch(() => {});
    client = null;
    const delay = retryDelaysMs[Math.min(attempt++, retryDelaysMs.length - 1)];
    retry = setTimeout(connect, delay);
  };

  async function connect() {
    if (stopped) return;
    const next = new pg.Client({ connectionString: databaseUrl, connectionTimeoutMillis: 5000 });
    client = next;
    next.on('error', deaf);
    next.on('end', deaf);
    next.on('notification', (message) => {
      if (message.channel === channel) handlers.onNotice(message.payload ?? '');
    });
    try {
      await next.connect();
      await next.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
      if (stopped || client !== next) return;
      attempt = 0;
      handlers.onListening();
    } catch {
      if (client === next) deaf();
    }
  }

  void connect();
  return async () => {
    stopped = true;
    clearTimeout(retry);
    const last = client;
    client = null;
    last?.removeAllListeners();
    await last?.end().catch(() => {});
  };
}

/** The embedded database runs in this process: its notices cannot be lost. */
export function listenPglite(database: PGlite, channel: string, handlers: NoticeHandlers): StopListening {
  let unlisten: Promise<() => Promise<void>> | null = database
    .listen(channel, handlers.onNotice)
    .then((stop) => {
      handlers.onListening();
      return stop;
    });
  return async () => {
    const stop = await unlisten?.catch(() => null);
    unlisten = null;
    await stop?.().catch(() => {});
  };
}
