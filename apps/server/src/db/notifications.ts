import pg from 'pg';
import type { EmbeddedConnection } from './embedded-connection';

/** A subscription to one channel (`LISTEN`), open until closed or lost. */
export interface Listening {
  /**
   * Resolves once every notification of a transaction that committed before the call has been
   * handed to the subscriber: PostgreSQL sends a listening session its pending notifications
   * before the answer to its next statement.
   */
  sync(): Promise<void>;
  close(): Promise<void>;
}

/** PostgreSQL's notifications, and what a subscriber needs to order them after this process's writes. */
export interface DatabaseNotifications {
  /**
   * Subscribes to `channel`. `onLost` is called once when the subscription ends without being
   * closed (the connection broke, the server ended it); notifications sent meanwhile are lost.
   */
  listen(channel: string, onPayload: (payload: string) => void, onLost: (error: Error) => void): Promise<Listening>;
  /**
   * A count that grows each time a unit of this process's writes that may notify finishes (a
   * transaction, or such a statement outside one), before the writer goes on. A subscriber whose `sync` started
   * after the count reached n has seen the notifications of the first n.
   */
  writesFinished(): number;
}

/**
 * The tables whose triggers notify (the migration `session-changes`). Every table a cascade from a
 * write reaches them through is among them: sessions and users hang off users, companies, roles
 * and budget groups only.
 */
const NOTIFYING_TABLES = new Set([
  'sessions',
  'users',
  'roles',
  'companies',
  'budget_groups',
  'personio_configs',
  'company_sso_configs',
]);

/** The target of every data-changing part of a statement, schema-qualified or not. */
const WRITE_TARGETS =
  /\b(?:update|insert\s+into|delete\s+from|merge\s+into|truncate(?:\s+table)?)\s+(?:only\s+)?(?:"?\w+"?\.)?"?(\w+)"?/gi;
/** The guard's note of a session's last visit, which its trigger leaves out. */
const LAST_VISIT_NOTE = /^\s*update\s+"sessions"\s+set\s+"last_seen_at"\s*=\s*\$\d+\s+where\b/i;

/**
 * Whether a statement may make a trigger notify: it writes to a table that notifies. A write
 * hidden in a function called by a `SELECT` is not seen; the application has none.
 */
export function mayNotify(text: string): boolean {
  if (LAST_VISIT_NOTE.test(text)) return false;
  for (const [, table] of text.matchAll(WRITE_TARGETS)) if (NOTIFYING_TABLES.has(table!.toLowerCase())) return true;
  return false;
}

function textOf(query: unknown): string {
  if (typeof query === 'string') return query;
  const text = (query as { text?: unknown } | null)?.text;
  return typeof text === 'string' ? text : '';
}

/**
 * A pool whose connections note that they sent a write that may notify (`mayNotify`); the pool
 * counts a unit of such writes finished when the connection comes back (after its transaction's
 * COMMIT or ROLLBACK, or after a statement outside a transaction), which happens before the
 * caller's await returns. Writes to other tables (expenses, receipts, the review read model) need
 * no notification, so the lookups after them do not wait for one.
 */
export function writeCountingPool(url: string, max: number): { pool: pg.Pool; writesFinished: () => number } {
  const wrote = new WeakSet<pg.Client>();
  class WriteNotingClient extends pg.Client {}
  const query = pg.Client.prototype.query as (this: pg.Client, ...args: unknown[]) => unknown;
  WriteNotingClient.prototype.query = function (this: pg.Client, ...args: unknown[]) {
    if (mayNotify(textOf(args[0]))) wrote.add(this);
    return query.apply(this, args);
  } as pg.Client['query'];
  const pool = new pg.Pool({ connectionString: url, max, Client: WriteNotingClient });
  let finished = 0;
  pool.on('release', (_error, client) => {
    if (wrote.delete(client)) finished += 1;
  });
  return { pool, writesFinished: () => finished };
}

/** A server's notifications, on a connection of their own (a pooled one would go back to the pool). */
export function serverNotifications(url: string, writesFinished: () => number): DatabaseNotifications {
  return {
    writesFinished,
    async listen(channel, onPayload, onLost) {
      const client = new pg.Client({ connectionString: url, application_name: 'mobilo-listener', keepAlive: true });
      let state = 'opening' as 'opening' | 'open' | 'ended';
      const end = (error: Error) => {
        if (state === 'ended') return;
        const wasOpen = state === 'open';
        state = 'ended';
        void client.end().catch(() => undefined);
        if (wasOpen) onLost(error);
      };
      client.on('error', end);
      client.on('end', () => end(new Error('The listening connection ended')));
      client.on('notification', (message) => {
        if (message.channel === channel) onPayload(message.payload ?? '');
      });
      try {
        await client.connect();
        await client.query(`LISTEN ${client.escapeIdentifier(channel)}`);
      } catch (error) {
        end(error as Error);
        throw error;
      }
      if (state === 'ended') throw new Error('The listening connection ended while it opened');
      state = 'open';
      return {
        sync: async () => {
          await client.query('SELECT 1');
        },
        close: async () => {
          if (state === 'ended') return;
          state = 'ended';
          await client.end();
        },
      };
    },
  };
}

/**
 * The embedded database's notifications. It has one connection, so a writer's own statement
 * brings back the notifications of its commit, and PGlite hands them to the subscriber (as
 * microtasks queued while it reads the answer) before the writer's await returns: no write is
 * ever waiting for its notification, and the count of writes can stay 0.
 */
export function embeddedNotifications(connection: EmbeddedConnection): DatabaseNotifications {
  return {
    writesFinished: () => 0,
    async listen(channel, onPayload) {
      const unlisten = await connection.listen(channel, onPayload);
      return {
        sync: () => new Promise<void>((resolve) => setImmediate(resolve)),
        close: unlisten,
      };
    },
  };
}
