/**
 * The child side of sandbox.ts: runs one exported function of a module per message and answers
 * with its result or its error (name, message, and the limit reason of an InputLimitError), after
 * telling the parent that the module is loaded and the task begins. It
 * serves nothing else and holds no database connection.
 */
interface Task {
  id: number;
  module: string;
  fn: string;
  args: unknown[];
}

process.on('message', (task: Task) => {
  void (async () => {
    try {
      const mod = (await import(task.module)) as Record<string, unknown>;
      const fn = mod[task.fn];
      if (typeof fn !== 'function') throw new TypeError(`${task.fn} is not a function of ${task.module}`);
      // The parent's time limit for the task starts now, not at the process's start-up.
      process.send?.({ id: task.id, started: true });
      const value: unknown = await (fn as (...args: unknown[]) => unknown)(...task.args);
      process.send?.({ id: task.id, ok: true, value });
    } catch (err) {
      const e = err instanceof Error ? err : new Error(String(err));
      const reason = (e as { reason?: unknown }).reason;
      process.send?.({
        id: task.id,
        ok: false,
        error: { name: e.name, message: e.message.slice(0, 2000), reason: typeof reason === 'string' ? reason : undefined },
      });
    }
  })();
});

// The parent went away (server killed): end too, with any program started here (this process
// leads its own process group), rather than live on as an orphan.
process.on('disconnect', () => {
  try {
    process.kill(-process.pid, 'SIGKILL');
  } finally {
    process.exit(0);
  }
});
