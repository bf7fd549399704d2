import type { DatabaseNotifications, Listening } from '../../db/notifications';

/** The channel the session triggers notify (migration `session-changes`, docs/adr/0030). */
export const SESSION_CHANGES_CHANNEL = 'mobilo_session_changes';

/** What the cache reads of a cached row: whose it is, to forget it; when it was last seen, to note a touch. */
export interface CachedSessionRow {
  userId: string;
  /** The account's company (a support user's selected company is not it). */
  companyId: string;
  lastSeenAt: Date;
}

/** The guard's two lookups: the session with its user and role, or with all the session check shows. */
export type SessionLookupKind = 'session' | 'sessionWithUser';

interface Entry {
  kind: SessionLookupKind;
  row: CachedSessionRow;
  readAt: number;
}

interface CacheLog {
  warn(details: object, message: string): void;
  info(details: object, message: string): void;
}

export interface SessionCacheOptions {
  /** How long a row is served at most, however quiet the notifications: a backstop, not the rule. */
  ttlMs?: number;
  maxEntries?: number;
  /** A monotonic clock in milliseconds; the app's clock is for what the product decides, not this. */
  monotonicNow?: () => number;
  /** A round trip on the listening connection that takes longer counts as its loss. */
  syncTimeoutMs?: number;
  /** The pause before listening again after a loss, doubled after each failure up to `maxRetryMs`. */
  firstRetryMs?: number;
  maxRetryMs?: number;
}

const quiet: CacheLog = { warn: () => undefined, info: () => undefined };

/**
 * The sessions this process has read, kept a few seconds so that a call reads its session without
 * a statement. A row is served only while the process listens for the notifications that the
 * tables' triggers send when something a row holds changes (docs/adr/0030):
 * - a notification forgets the rows it names (by token, user or company, or all);
 * - a lookup caches its row only if no notification arrived while it read, and the listener was
 *   live throughout (the generation did not move);
 * - before serving, the cache waits until its listening connection has answered a round trip
 *   begun after this process's last finished write, so a request after a write of this process
 *   (a sign-out, a deactivation, a role change) never sees the row from before it;
 * - when the listener is lost, everything is forgotten and nothing is served until it listens
 *   again (with a growing pause between attempts).
 * Another process's write is seen once its notification arrives: milliseconds after its commit.
 */
export class SessionCache {
  private readonly entries = new Map<string, Entry>();
  private readonly ttlMs: number;
  private readonly maxEntries: number;
  private readonly now: () => number;
  private readonly syncTimeoutMs: number;
  private readonly firstRetryMs: number;
  private readonly maxRetryMs: number;
  private listening: Listening | null = null;
  private generation = 0;
  private syncedThrough = 0;
  private syncing: Promise<void> | null = null;
  private stopped = true;
  private connecting: Promise<void> | null = null;
  private retryTimer: NodeJS.Timeout | null = null;
  private retryMs: number;
  private log: CacheLog = quiet;
  /** How often the listener was lost; tests wait on it. */
  losses = 0;

  constructor(
    private readonly source: DatabaseNotifications,
    options: SessionCacheOptions = {},
  ) {
    this.ttlMs = options.ttlMs ?? 10_000;
    this.maxEntries = options.maxEntries ?? 10_000;
    this.now = options.monotonicNow ?? (() => performance.now());
    this.syncTimeoutMs = options.syncTimeoutMs ?? 5_000;
    this.firstRetryMs = options.firstRetryMs ?? 100;
    this.maxRetryMs = options.maxRetryMs ?? 10_000;
    this.retryMs = this.firstRetryMs;
  }

  /** Whether rows may be served: the process listens. */
  get live(): boolean {
    return this.listening !== null;
  }

  get size(): number {
    return this.entries.size;
  }

  /** Starts listening; a failure is logged and tried again later, while lookups go to the database. */
  async start(log: CacheLog = quiet): Promise<void> {
    this.log = log;
    this.stopped = false;
    await this.connect();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.retryTimer) clearTimeout(this.retryTimer);
    this.retryTimer = null;
    await this.connecting;
    const listening = this.listening;
    this.forgetAll();
    this.listening = null;
    await listening?.close().catch(() => undefined);
  }

  /**
   * The row of `kind` for the token's hash: the cached one when it may be served, else what `load`
   * reads (then cached when nothing changed meanwhile). Misses are not cached.
   */
  async read<T extends CachedSessionRow>(
    kind: SessionLookupKind,
    tokenHash: string,
    load: () => Promise<T | null>,
  ): Promise<{ row: T | null; cached: boolean }> {
    const key = keyOf(kind, tokenHash);
    if (await this.caughtUp()) {
      const entry = this.entries.get(key);
      if (entry && this.now() - entry.readAt < this.ttlMs) return { row: entry.row as T, cached: true };
    }
    const generation = this.generation;
    const readAt = this.now();
    const row = await load();
    if (row && this.live && generation === this.generation) this.store(key, { kind, row, readAt });
    return { row, cached: false };
  }

  /** The guard noted the session's last visit: the cached rows say so too, or it would note it on every call. */
  noteSeen(tokenHash: string, lastSeenAt: Date): void {
    for (const kind of ['session', 'sessionWithUser'] as const) {
      const key = keyOf(kind, tokenHash);
      const entry = this.entries.get(key);
      // A new object: a request under way may hold the old one.
      if (entry) this.entries.set(key, { ...entry, row: { ...entry.row, lastSeenAt } });
    }
  }

  /** Forgets a session this process ends, without waiting for its notification. */
  drop(tokenHash: string): void {
    this.generation += 1;
    this.entries.delete(keyOf('session', tokenHash));
    this.entries.delete(keyOf('sessionWithUser', tokenHash));
  }

  /** A notification's payload (see the migration): `t:`, `u:` or `c:` and keys, or `*`. */
  readonly forget = (payload: string): void => {
    this.generation += 1;
    const kind = payload.slice(0, 2);
    const keys = new Set(payload.slice(2).split(','));
    if (kind === 't:') {
      for (const tokenHash of keys) this.drop(tokenHash);
    } else if (kind === 'u:') {
      for (const [key, entry] of this.entries) if (keys.has(entry.row.userId)) this.entries.delete(key);
    } else if (kind === 'c:') {
      // Only the session check's rows show the company, its groups and its sign-in.
      for (const [key, entry] of this.entries) {
        if (entry.kind === 'sessionWithUser' && keys.has(entry.row.companyId)) this.entries.delete(key);
      }
    } else {
      this.forgetAll();
    }
  };

  private store(key: string, entry: Entry) {
    this.entries.delete(key);
    this.entries.set(key, entry);
    // A Map iterates in insertion order: the first key is the oldest read.
    if (this.entries.size > this.maxEntries) this.entries.delete(this.entries.keys().next().value!);
  }

  private forgetAll() {
    this.generation += 1;
    this.entries.clear();
  }

  /**
   * Whether rows may be served now: listening, and every write this process finished before the
   * call has had its notifications handed over (one round trip shared by all waiting lookups).
   */
  private async caughtUp(): Promise<boolean> {
    const target = this.source.writesFinished();
    while (this.listening && this.syncedThrough < target) {
      this.syncing ??= this.syncOnce(this.listening);
      await this.syncing;
    }
    return this.listening !== null;
  }

  private async syncOnce(listening: Listening): Promise<void> {
    const from = this.source.writesFinished();
    let timer: NodeJS.Timeout | undefined;
    try {
      await Promise.race([
        listening.sync(),
        new Promise<never>((_resolve, reject) => {
          timer = setTimeout(() => reject(new Error('The listening connection did not answer')), this.syncTimeoutMs);
        }),
      ]);
      if (this.listening === listening) this.syncedThrough = Math.max(this.syncedThrough, from);
    } catch (error) {
      if (this.listening === listening) this.lose(listening, error as Error);
    } finally {
      clearTimeout(timer);
      this.syncing = null;
    }
  }

  private connect(): Promise<void> {
    this.connecting ??= this.listen().finally(() => (this.connecting = null));
    return this.connecting;
  }

  private async listen(): Promise<void> {
    if (this.stopped) return;
    const holder: { listening?: Listening } = {};
    try {
      holder.listening = await this.source.listen(SESSION_CHANGES_CHANNEL, this.forget, (error) => {
        if (holder.listening && this.listening === holder.listening) this.lose(holder.listening, error);
      });
    } catch (error) {
      this.log.warn(
        { err: error, retryMs: this.retryMs },
        'session cache: could not listen; sessions are read uncached',
      );
      this.retryLater();
      return;
    }
    if (this.stopped) {
      await holder.listening.close().catch(() => undefined);
      return;
    }
    // Notifications before the LISTEN are lost; every row read from now on is newer than them.
    this.forgetAll();
    this.syncedThrough = this.source.writesFinished();
    this.listening = holder.listening;
    if (this.retryMs !== this.firstRetryMs) this.log.info({}, 'session cache: listening again');
    this.retryMs = this.firstRetryMs;
  }

  private lose(listening: Listening, error: Error) {
    this.losses += 1;
    this.listening = null;
    this.forgetAll();
    void listening.close().catch(() => undefined);
    this.log.warn({ err: error }, 'session cache: listener lost; sessions are read uncached until it listens again');
    this.retryLater();
  }

  private retryLater() {
    if (this.stopped || this.retryTimer) return;
    this.retryTimer = setTimeout(() => {
      this.retryTimer = null;
      void this.connect();
    }, this.retryMs);
    this.retryTimer.unref();
    this.retryMs = Math.min(this.retryMs * 2, this.maxRetryMs);
  }
}

function keyOf(kind: SessionLookupKind, tokenHash: string): string {
  return `${kind === 'session' ? 's' : 'w'}:${tokenHash}`;
}
