/** Runs async work one at a time, in arrival order. */
export class Mutex {
  #tail: Promise<unknown> = Promise.resolve();

  run<T>(work: () => Promise<T>): Promise<T> {
    const result = this.#tail.then(work);
    // The next caller waits for this one to settle, whether it succeeded or not.
    this.#tail = result.catch(() => undefined);
    return result;
  }
}
