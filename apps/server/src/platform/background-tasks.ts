/**
 * Work that must not delay an answer, such as sending the reset mail: the answer would otherwise
 * take longer for existing emails than for unknown ones. Failures are logged; tests wait with
 * `settle()`, and the app waits at close.
 */
export class BackgroundTasks {
  private readonly running = new Set<Promise<void>>();

  constructor(private readonly log: { error: (details: object, message: string) => void }) {}

  run(name: string, task: () => Promise<void>): void {
    const promise = Promise.resolve()
      .then(task)
      .catch((error: unknown) => this.log.error({ err: error, task: name }, 'background task failed'))
      .finally(() => this.running.delete(promise));
    this.running.add(promise);
  }

  async settle(): Promise<void> {
    while (this.running.size > 0) await Promise.all([...this.running]);
  }
}
