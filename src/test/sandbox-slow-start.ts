/**
 * A task module for the sandbox tests (src/external/sandbox.test.ts) that takes 2 s to load, as a
 * heavy library does on a busy machine: the start-up must not count against a task's time limit.
 */
await new Promise((resolve) => setTimeout(resolve, 2000));

/** Returns its argument. */
export function echo<T>(value: T): T {
  return value;
}
