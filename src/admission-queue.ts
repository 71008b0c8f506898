/**
 * A bounded first-come-first-served queue in front of the embedded database (decision record 054).
 *
 * PGlite runs every query on the web process's own thread, synchronously. A call's whole work then
 * finishes inside the callback that read its request, and its answer is written there too; libuv
 * reads a socket up to 32 times per callback, so a keep-alive client that sends its next request
 * at once is served again and again before the next socket, and the event loop reaches its poll
 * phase (where new connections are accepted) only after hundreds of calls: under 200 clients, a
 * new connection waited 10–30 s in the kernel's queue while the open ones were served. Measured
 * with strace (decision record 054): 1,234 reads and writes and not one poll in two seconds.
 *
 * This queue grants every place in a later turn of the event loop (`setImmediate`), never inside
 * the callback that asked, so each read callback ends after parsing its request; at most
 * `maxConcurrent` calls work at a time, in order of arrival, and the loop keeps accepting and
 * reading between them. A call that waited `maxWaitMs` without a place is refused (the caller
 * answers 503 with `Retry-After`) instead of waiting behind the crowd.
 */

/** Thrown to a waiter that found no place within `maxWaitMs`. */
export class AdmissionTimeoutError extends Error {
  constructor(readonly waitedMs: number) {
    super(`no place in the admission queue within ${waitedMs} ms`);
  }
}

interface Waiter {
  resolve: (release: () => void) => void;
  reject: (err: Error) => void;
  timer: NodeJS.Timeout;
}

export interface AdmissionQueueOptions {
  /** Calls at work at once. */
  maxConcurrent: number;
  /** How long a call may wait for a place, in milliseconds. */
  maxWaitMs: number;
}

export class AdmissionQueue {
  #active = 0;
  readonly #waiting: Waiter[] = [];
  #drainScheduled = false;

  constructor(readonly options: AdmissionQueueOptions) {}

  /** Calls at work now. */
  get active(): number {
    return this.#active;
  }

  /** Calls waiting for a place now. */
  get waiting(): number {
    return this.#waiting.length;
  }

  /**
   * Waits for a place, granted in a later turn of the event loop even when one is free. Resolves with the place's `release` function (idempotent: calling it more
   * than once frees one place).
   * @throws AdmissionTimeoutError when no place was free within `maxWaitMs`
   */
  acquire(): Promise<() => void> {
    this.#scheduleDrain();
    return new Promise((resolve, reject) => {
      const waiter: Waiter = {
        resolve,
        reject,
        timer: setTimeout(() => {
          const at = this.#waiting.indexOf(waiter);
          if (at >= 0) this.#waiting.splice(at, 1);
          reject(new AdmissionTimeoutError(this.options.maxWaitMs));
        }, this.options.maxWaitMs),
      };
      this.#waiting.push(waiter);
    });
  }

  /** A place's release function: frees the place once, however often it is called. */
  #releaser(): () => void {
    let released = false;
    return () => {
      if (released) return;
      released = true;
      this.#active--;
      this.#scheduleDrain();
    };
  }

  /** Grants free places to the longest waiters, in a later turn of the event loop. */
  #scheduleDrain(): void {
    if (this.#drainScheduled) return;
    this.#drainScheduled = true;
    setImmediate(() => {
      this.#drainScheduled = false;
      if (this.#active >= this.options.maxConcurrent || this.#waiting.length === 0) return;
      const waiter = this.#waiting.shift()!;
      clearTimeout(waiter.timer);
      this.#active++;
      waiter.resolve(this.#releaser());
      // One call starts per turn of the event loop: the next waits for the next turn.
      this.#scheduleDrain();
    });
  }
}
