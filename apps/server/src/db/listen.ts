import pg from 'pg';
import type { Db } from './client';

/**
 * PostgreSQL's LISTEN on a connection of its own, for what a process keeps in memory and must
 * hear about when another process (or a script) changes it. Only a PostgreSQL server has it:
 * PGlite is one process, and its callers read the database instead.
 */
export interface ListenHandlers {
  /** Each notification's payload, in the order the database committed them. */
  message(payload: string): void;
  /** Listening (again, after a loss): what was missed meanwhile must be read afresh. */
  listening(): void;
  /** The connection is gone: nothing is heard until `listening` comes again. */
  lost(): void;
}

export interface Listener {
  close(): Promise<void>;
}

/** How long after a lost connection the next one is tried. */
const RECONNECT_MS = 1_000;

class ChannelListener implements Listener {
  private client: pg.Client | undefined;
  private closed = false;
  private retry: NodeJS.Timeout | undefined;

  constructor(
    private readonly url: string,
    private readonly channel: string,
    private readonly handlers: ListenHandlers,
  ) {
    void this.connect();
  }

  private async connect() {
    if (this.closed) return;
    const client = new pg.Client({ connectionString: this.url, connectionTimeoutMillis: 5_000 });
    this.client = client;
    client.on('notification', (n) => {
      if (n.channel === this.channel && n.payload !== undefined) this.handlers.message(n.payload);
    });
    // An 'error' without a listener would end the process; a lost connection is tried again.
    client.on('error', () => this.lose(client));
    client.on('end', () => this.lose(client));
    try {
      await client.connect();
      await client.query(`LISTEN "${this.channel}"`);
    } catch {
      this.lose(client);
      return;
    }
    if (this.client === client && !this.closed) this.handlers.listening();
  }

  private lose(client: pg.Client) {
    if (this.client !== client) return;
    this.client = undefined;
    this.handlers.lost();
    client.end().catch(() => {});
    if (!this.closed) this.retry = setTimeout(() => void this.connect(), RECONNECT_MS).unref();
  }

  async close() {
    this.closed = true;
    clearTimeout(this.retry);
    const client = this.client;
    this.client = undefined;
    await client?.end().catch(() => {});
  }
}

interface Source {
  url: string;
  listeners: Set<Listener>;
}
const sources = new WeakMap<Db, Source>();

/** Lets the code on `db` listen (openPostgres): returns what closes every listener made since. */
export function allowListening(db: Db, url: string): () => Promise<void> {
  const source: Source = { url, listeners: new Set() };
  sources.set(db, source);
  return async () => {
    sources.delete(db);
    await Promise.all([...source.listeners].map((l) => l.close()));
  };
}

/** Listens to a channel of `db`'s server; undefined when the database cannot (PGlite). */
export function listenTo(db: Db, channel: string, handlers: ListenHandlers): Listener | undefined {
  const source = sources.get(db);
  if (!source) return undefined;
  const listener = new ChannelListener(source.url, channel, handlers);
  source.listeners.add(listener);
  return {
    close: async () => {
      source.listeners.delete(listener);
      await listener.close();
    },
  };
}
