/**
 * PGlite is one Postgres backend: two interleaved transactions would share it.
 * Every unit of work the server does is queued here, one at a time, in order.
 */
export class Mutex {
  private tail: Promise<unknown> = Promise.resolve();

  run<T>(task: () => Promise<T>): Promise<T> {
    const result = this.tail.then(task, task);
    // The queue must advance whether the task failed or not.
    this.tail = result.catch(() => undefined);
    return result;
  }
}
