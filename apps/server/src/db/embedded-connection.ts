import type { PGlite, QueryOptions, Results, Transaction } from '@electric-sql/pglite';

/**
 * The one connection to an embedded database, whose PGlite instance can be replaced by a new one
 * on the same data folder. PGlite's WebAssembly memory grows with what the database does and never
 * shrinks; the only way to give it back is to close the instance and open the folder again (after
 * a fresh folder's demo data has been written, that is about 100 MB: docs/performance.md). Drizzle
 * and the job queue hold this object, so they keep working across a reopening.
 */
export class EmbeddedConnection {
  private inFlight = 0;
  private drained: (() => void) | null = null;
  /** Set while the instance is being replaced: every new statement waits for the new instance. */
  private reopening: Promise<void> | null = null;
  private listening = 0;

  constructor(
    private client: PGlite,
    private readonly open: () => Promise<PGlite>,
  ) {}

  get closed(): boolean {
    return this.client.closed;
  }

  query<T>(text: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>> {
    return this.use((client) => client.query<T>(text, params, options));
  }

  exec(text: string, options?: QueryOptions): Promise<Results[]> {
    return this.use((client) => client.exec(text, options));
  }

  transaction<T>(callback: (tx: Transaction) => Promise<T>): Promise<T> {
    return this.use((client) => client.transaction(callback));
  }

  /** A subscription is tied to its instance: none may be open when the instance is replaced. */
  async listen(channel: string, callback: (payload: string) => void): Promise<() => Promise<void>> {
    const unlisten = await this.use((client) => client.listen(channel, callback));
    this.listening += 1;
    let open = true;
    return async () => {
      if (!open) return;
      open = false;
      this.listening -= 1;
      await unlisten();
    };
  }

  dumpDataDir(): Promise<File | Blob> {
    return this.use((client) => client.dumpDataDir('none'));
  }

  /**
   * Closes the instance once the statements under way are done and opens the folder again; the
   * statements sent meanwhile run on the new instance. Meant for a quiet moment (the end of the
   * start-up work): a transaction that sends a statement outside itself while this waits would
   * wait for ever.
   */
  async reopen(): Promise<void> {
    if (this.listening > 0) throw new Error('The embedded database cannot be reopened while it is listened to');
    await this.reopening;
    let done!: () => void;
    this.reopening = new Promise((resolve) => (done = resolve));
    try {
      if (this.inFlight > 0) await new Promise<void>((resolve) => (this.drained = resolve));
      await this.client.close();
      this.client = await this.open();
    } finally {
      this.reopening = null;
      done();
    }
  }

  async close(): Promise<void> {
    await this.reopening;
    if (!this.client.closed) await this.client.close();
  }

  private async use<T>(task: (client: PGlite) => Promise<T>): Promise<T> {
    while (this.reopening) await this.reopening;
    this.inFlight += 1;
    try {
      return await task(this.client);
    } finally {
      this.inFlight -= 1;
      if (this.inFlight === 0 && this.drained) {
        const drained = this.drained;
        this.drained = null;
        drained();
      }
    }
  }
}
