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
   * A count that grows each time a unit of this process's writes finishes (a transaction, or a
   * writing statement outside one), before the writer goes on. A subscriber whose `sync` started
   * after the count reached n has seen the notifications of the first n.
   */
  writesFinished(): number;
}

/** Statements that change nothing (a `WITH` changes data only with a data-changing part). */
const READS = /^\s*(select|begin|commit|rollback|savepoint|release|show|listen|unlisten)\b/i;
const WITH_CHANGE = /^\s*with\b[\s\S]*\b(insert|update|delete|merge)\b/i;
const WITH = /^\s*with\b/i;

/** Whether a statement may write; a write hidden in a function called by a `SELECT` is not seen. */
export function mayWrite(text: string): boolean {
  if (READS.test(text)) return false;
  return WITH.test(text) ? WITH_CHANGE.test(text) : true;
}

function textOf(query: unknown): string {
  if (typeof query === 'string') return query;
  const text = (query as { text?: unknown } | null)?.text;
  return typeof text === 'string' ? text : '';
}

/**
 * A pool whose connections note that they sent a write; the pool counts a unit of writes finished
 * when such a connection comes back (after its transaction's COMMIT or ROLLBACK, or after a
 * statement outside a transaction), which happens before the caller's await returns.
 */
export function writeCountingPool(url: string, max: number): { pool: pg.Pool; writesFinished: () => number } {
  const wrote = new WeakSet<pg.Client>();
  class WriteNotingClient extends pg.Client {}
  const query = pg.Client.prototype.query as (this: pg.Client, ...args: unknown[]) => unknown;
  WriteNotingClient.prototype.query = function (this: pg.Client, ...args: unknown[]) {
    if (mayWrite(textOf(args[0]))) wrote.add(this);
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
