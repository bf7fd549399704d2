import { describe, expect, it, vi } from 'vitest';
import type { DatabaseNotifications, Listening } from '../../db/notifications';
import { type CachedSessionRow, SessionCache, type SessionCacheOptions } from './session-cache';

/** A database's notifications in the test's hands: what it delivers, when a round trip answers, when it is lost. */
class FakeNotifications implements DatabaseNotifications {
  writes = 0;
  listens = 0;
  closes = 0;
  refuse = false;
  /** Round trips wait here until the test answers them; null answers at once. */
  pendingSyncs: (() => void)[] | null = null;
  private deliver: ((payload: string) => void) | null = null;
  private lost: ((error: Error) => void) | null = null;

  writesFinished = () => this.writes;

  async listen(_channel: string, onPayload: (payload: string) => void, onLost: (error: Error) => void) {
    if (this.refuse) throw new Error('refused');
    this.listens += 1;
    this.deliver = onPayload;
    this.lost = onLost;
    const listening: Listening = {
      sync: () =>
        this.pendingSyncs ? new Promise<void>((resolve) => this.pendingSyncs!.push(resolve)) : Promise.resolve(),
      close: async () => {
        this.closes += 1;
      },
    };
    return listening;
  }

  notify(payload: string) {
    this.deliver!(payload);
  }

  lose() {
    this.lost!(new Error('connection ended'));
  }

  answerSyncs() {
    for (const answer of this.pendingSyncs!.splice(0)) answer();
  }
}

const row = (userId: string, companyId = 'company-1'): CachedSessionRow => ({
  userId,
  companyId,
  lastSeenAt: new Date('2026-11-29T08:00:00Z'),
});

async function startedCache(options: SessionCacheOptions = {}) {
  const source = new FakeNotifications();
  let now = 0;
  const cache = new SessionCache(source, { monotonicNow: () => now, firstRetryMs: 1, ...options });
  await cache.start();
  let loads = 0;
  const read = (tokenHash: string, value: CachedSessionRow | null = row('user-1'), kind = 'session' as const) =>
    cache.read(kind, tokenHash, async () => {
      loads += 1;
      return value;
    });
  return {
    source,
    cache,
    read,
    loads: () => loads,
    advance: (ms: number) => (now += ms),
  };
}

describe('the session cache', () => {
  it('serves a row it read while listening, without reading it again', async () => {
    const { read, loads } = await startedCache();
    expect(await read('a')).toMatchObject({ cached: false, row: { userId: 'user-1' } });
    expect(await read('a')).toMatchObject({ cached: true, row: { userId: 'user-1' } });
    expect(loads()).toBe(1);
  });

  it('keeps nothing before it listens and after it stops, and does not keep misses', async () => {
    const source = new FakeNotifications();
    const cache = new SessionCache(source);
    const load = vi.fn(async () => row('user-1'));
    await cache.read('session', 'a', load);
    await cache.read('session', 'a', load);
    expect(load).toHaveBeenCalledTimes(2);
    await cache.start();
    const miss = vi.fn(async () => null);
    await cache.read('session', 'b', miss);
    await cache.read('session', 'b', miss);
    expect(miss).toHaveBeenCalledTimes(2);
    await cache.read('session', 'a', load);
    await cache.stop();
    expect(cache.live).toBe(false);
    expect(source.closes).toBe(1);
    await cache.read('session', 'a', load);
    expect(load).toHaveBeenCalledTimes(4);
  });

  it('does not keep a row read while a notification arrived', async () => {
    const { source, cache, loads } = await startedCache();
    const read = (notifyWhileReading: boolean) =>
      cache.read('session', 'a', async () => {
        if (notifyWhileReading) source.notify('u:someone-else');
        return row('user-1');
      });
    expect((await read(true)).cached).toBe(false);
    expect((await read(false)).cached).toBe(false);
    expect((await read(false)).cached).toBe(true);
    expect(loads()).toBe(0);
  });

  it('reads again after the time to live, however quiet the notifications', async () => {
    const { read, advance, loads } = await startedCache({ ttlMs: 10_000 });
    await read('a');
    advance(9_999);
    expect((await read('a')).cached).toBe(true);
    advance(1);
    expect((await read('a')).cached).toBe(false);
    expect(loads()).toBe(2);
  });

  it('forgets the oldest row beyond its size', async () => {
    const { cache, read, loads } = await startedCache({ maxEntries: 2 });
    await read('a');
    await read('b');
    await read('c');
    expect(cache.size).toBe(2);
    expect((await read('b')).cached).toBe(true);
    expect((await read('c')).cached).toBe(true);
    expect((await read('a')).cached).toBe(false);
    expect(loads()).toBe(4);
  });

  it('forgets the rows a notification names: by token, by user, by company (the check only), or all', async () => {
    const { source, cache } = await startedCache();
    const fill = async () => {
      for (const [token, user, company] of [
        ['a', 'user-1', 'company-1'],
        ['b', 'user-2', 'company-1'],
        ['c', 'user-3', 'company-2'],
      ] as const) {
        await cache.read('session', token, async () => row(user, company));
        await cache.read('sessionWithUser', token, async () => row(user, company));
      }
    };
    const kept = async () => {
      const tokens: string[] = [];
      for (const kind of ['session', 'sessionWithUser'] as const) {
        for (const token of ['a', 'b', 'c']) {
          const { cached } = await cache.read(kind, token, async () => null);
          if (cached) tokens.push(`${kind === 'session' ? 's' : 'w'}${token}`);
        }
      }
      return tokens;
    };
    await fill();
    source.notify('t:a,c');
    expect(await kept()).toEqual(['sb', 'wb']);
    await fill();
    source.notify('u:user-2');
    expect(await kept()).toEqual(['sa', 'sc', 'wa', 'wc']);
    await fill();
    source.notify('c:company-1');
    expect(await kept()).toEqual(['sa', 'sb', 'sc', 'wc']);
    await fill();
    source.notify('*');
    expect(await kept()).toEqual([]);
    await fill();
    source.notify('x:unknown');
    expect(await kept()).toEqual([]);
  });

  it('serves after a write of this process only once a round trip begun after it has answered', async () => {
    const { source, cache, read, loads } = await startedCache();
    await read('a');
    source.pendingSyncs = [];
    source.writes += 1;
    const first = read('a');
    const second = read('a');
    await vi.waitFor(() => expect(source.pendingSyncs).toHaveLength(1));
    // The write's notification comes before the round trip's answer, as PostgreSQL sends them.
    source.notify('t:a');
    source.answerSyncs();
    expect(await first).toMatchObject({ cached: false });
    expect(await second).toMatchObject({ cached: false });
    expect(loads()).toBe(3);
    expect((await read('a')).cached).toBe(true);
    // A write while a round trip is under way needs one begun after it.
    source.writes += 1;
    const third = read('a');
    await vi.waitFor(() => expect(source.pendingSyncs).toHaveLength(1));
    source.writes += 1;
    const fourth = read('a');
    source.answerSyncs();
    expect(await third).toMatchObject({ cached: true });
    await vi.waitFor(() => expect(source.pendingSyncs).toHaveLength(1));
    source.notify('u:user-1');
    source.answerSyncs();
    expect(await fourth).toMatchObject({ cached: false });
    expect(cache.live).toBe(true);
  });

  it('notes a touch in the kept rows', async () => {
    const { cache, read } = await startedCache();
    await read('a');
    const seen = new Date('2026-11-29T09:00:00Z');
    cache.noteSeen('a', seen);
    expect((await read('a')).row?.lastSeenAt).toEqual(seen);
    cache.drop('a');
    expect((await read('a')).cached).toBe(false);
  });

  it('forgets everything and serves nothing when the listener is lost, then listens again', async () => {
    const { source, cache, read } = await startedCache();
    await read('a');
    source.refuse = true;
    source.lose();
    expect(cache.live).toBe(false);
    expect(cache.losses).toBe(1);
    expect(await read('a')).toMatchObject({ cached: false });
    expect(await read('a')).toMatchObject({ cached: false });
    expect(source.closes).toBe(1);
    source.refuse = false;
    await vi.waitFor(() => expect(cache.live).toBe(true), { timeout: 30_000 });
    expect(source.listens).toBe(2);
    expect(await read('a')).toMatchObject({ cached: false });
    expect(await read('a')).toMatchObject({ cached: true });
    await cache.stop();
  });

  it('counts a round trip that does not answer as the loss of the listener', async () => {
    const { source, cache, read } = await startedCache({ syncTimeoutMs: 1 });
    await read('a');
    source.pendingSyncs = [];
    source.writes += 1;
    expect(await read('a')).toMatchObject({ cached: false });
    expect(cache.losses).toBe(1);
    await cache.stop();
  });
});
