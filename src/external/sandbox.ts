/**
 * Running in-process libraries on untrusted or heavy input (PDF.js on an uploaded letter, sharp on
 * a phone photo, pdfkit and the e-invoice library on an invoice) outside the web server's event
 * loop: in a child Node process with a heap limit (`--max-old-space-size`), a resident-memory
 * watchdog (which also counts the buffers outside the heap), a wall-clock limit, and a kill of the
 * child's whole process group (so a Tesseract or pdftoppm it started dies with it). The same guard
 * as programs.ts gives external programs (docs/decisions/016-untrusted-files-in-child-processes.md).
 *
 * A pool runs one task per child at a time, at most `concurrency` children at once; a child is
 * reused for `tasksPerChild` tasks (1: a fresh process for every untrusted file) and ends after
 * `idleMs` without work, so its memory goes back to the system.
 */
import { fork, type ChildProcess } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { setPriority } from 'node:os';
import { fileURLToPath } from 'node:url';
import pLimit from 'p-limit';

/** Why a task was stopped: it ran too long, used too much memory, or its input broke a cap. */
type LimitReason = 'time' | 'memory' | 'input';

/**
 * The input is beyond what we read: it hit a limit (time, memory, or a cap on pages, inflated
 * bytes, text items or pixels). Retrying cannot help.
 */
export class InputLimitError extends Error {
  constructor(
    readonly reason: LimitReason,
    message: string,
  ) {
    super(message);
    this.name = 'InputLimitError';
  }
}

/** An error thrown inside the child, carried back by name and message (and a `reason` for InputLimitError). */
export class SandboxTaskError extends Error {
  constructor(
    readonly remoteName: string,
    message: string,
  ) {
    super(message);
    this.name = 'SandboxTaskError';
  }
}

interface SandboxLimits {
  /**
   * Kill the task after this many milliseconds, counted from the moment the child has loaded the
   * task's module and begins the task: a busy machine's slow process start-up does not count
   * against the input.
   */
  timeoutMs: number;
  /**
   * Bound on the child's start-up (process start and loading the task's module), in milliseconds
   * (default 60,000). Past it the task fails with SandboxTaskError `StartTimeout`, a transient
   * error (the input was never looked at), not an InputLimitError.
   */
  startTimeoutMs?: number;
  /** V8 heap limit of the child, in MiB. */
  maxHeapMb: number;
  /** Resident memory (heap, buffers, native libraries) at which the child is killed, in MiB. */
  maxRssMb: number;
}

interface SandboxPoolOptions extends SandboxLimits {
  /** The module the tasks live in, relative to this file's folder without extension, e.g. '../modules/letters/reading'. */
  module: string;
  /** Children running at once (tasks beyond wait their turn). */
  concurrency: number;
  /** Tasks a child runs before it is replaced (1: a fresh process per task). */
  tasksPerChild: number;
  /** An idle child ends after this many milliseconds. */
  idleMs?: number;
  /** CPU priority of the children (`nice`, 0–19): the web server's thread wins the CPU. */
  niceness?: number;
}

/** This file runs from TypeScript source (tests, tsx) or compiled JavaScript (dist/). */
const SOURCE = import.meta.url.endsWith('.ts');
const EXT = SOURCE ? '.ts' : '.js';
const CHILD_ENTRY = fileURLToPath(new URL(`./sandbox-child${EXT}`, import.meta.url));
/** How often the watchdog reads a child's resident memory, in milliseconds. */
const WATCH_INTERVAL_MS = 100;

interface Worker {
  child: ChildProcess;
  tasks: number;
  idleTimer?: NodeJS.Timeout;
  exited: boolean;
}

interface Reply {
  id: number;
  /** The child has loaded the module and begins the task (the task's time limit starts now). */
  started?: true;
  ok?: boolean;
  value?: unknown;
  error?: { name: string; message: string; reason?: LimitReason };
}

/** A pool of child processes that run the exported functions of one module; see the module comment. */
export class SandboxPool {
  private readonly limit: ReturnType<typeof pLimit>;
  private readonly idle: Worker[] = [];
  private readonly all = new Set<Worker>();
  private readonly moduleUrl: string;
  private nextId = 1;

  constructor(private readonly opts: SandboxPoolOptions) {
    this.limit = pLimit(opts.concurrency);
    this.moduleUrl = new URL(`${opts.module}${EXT}`, import.meta.url).href;
  }

  /**
   * Runs `fn(...args)` of the pool's module in a child and returns its result (values cross by
   * structured clone: Buffers, Dates and plain objects).
   * @throws InputLimitError when the task ran out of time or memory, or reported a cap;
   *   SandboxTaskError for any other error thrown in the child (by name and message), and
   *   `StartTimeout` when the child did not start within `startTimeoutMs`
   */
  run<T>(fn: string, args: unknown[]): Promise<T> {
    return this.limit(() => this.runNow<T>(fn, args));
  }

  /** Ends every child at once (shutdown, tests). */
  close(): void {
    for (const w of this.all) this.kill(w);
    this.idle.length = 0;
  }

  private spawn(): Worker {
    const execArgv = [`--max-old-space-size=${this.opts.maxHeapMb}`, ...(SOURCE ? ['--import', 'tsx'] : [])];
    // detached: the child leads its own process group, so a kill reaches the programs it started.
    const child = fork(CHILD_ENTRY, [], { execArgv, serialization: 'advanced', detached: true, stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
    if (this.opts.niceness && child.pid) {
      try {
        setPriority(child.pid, this.opts.niceness);
      } catch {
        // Not permitted here: the child keeps the server's priority.
      }
    }
    const worker: Worker = { child, tasks: 0, exited: false };
    child.once('exit', () => {
      worker.exited = true;
      this.all.delete(worker);
      const i = this.idle.indexOf(worker);
      if (i >= 0) this.idle.splice(i, 1);
    });
    // An idle child never keeps the server (or a test) alive.
    child.unref();
    child.channel?.unref();
    this.all.add(worker);
    return worker;
  }

  private kill(worker: Worker): void {
    clearTimeout(worker.idleTimer);
    if (worker.exited || !worker.child.pid) return;
    try {
      process.kill(-worker.child.pid, 'SIGKILL');
    } catch {
      worker.child.kill('SIGKILL');
    }
  }

  private release(worker: Worker): void {
    if (worker.exited) return;
    if (worker.tasks >= this.opts.tasksPerChild) {
      this.kill(worker);
      return;
    }
    worker.child.unref();
    worker.child.channel?.unref();
    worker.idleTimer = setTimeout(() => this.kill(worker), this.opts.idleMs ?? 30_000);
    worker.idleTimer.unref();
    this.idle.push(worker);
  }

  private runNow<T>(fn: string, args: unknown[]): Promise<T> {
    const worker = this.idle.pop() ?? this.spawn();
    clearTimeout(worker.idleTimer);
    worker.child.ref();
    worker.child.channel?.ref();
    worker.tasks++;
    const id = this.nextId++;
    const { timeoutMs, maxRssMb, startTimeoutMs = 60_000 } = this.opts;
    return new Promise<T>((resolve, reject) => {
      let settled = false;
      const finish = (err: Error | null, value?: unknown, keep = false) => {
        if (settled) return;
        settled = true;
        clearTimeout(startTimer);
        clearTimeout(timer);
        clearInterval(watch);
        worker.child.off('message', onMessage);
        worker.child.off('exit', onExit);
        if (keep) this.release(worker);
        else this.kill(worker);
        if (err) reject(err);
        else resolve(value as T);
      };
      const onMessage = (reply: Reply) => {
        if (reply.id !== id) return;
        if (reply.started) {
          clearTimeout(startTimer);
          timer = setTimeout(() => finish(new InputLimitError('time', `the task did not finish within ${timeoutMs} ms`)), timeoutMs);
          return;
        }
        if (reply.ok) return finish(null, reply.value, true);
        const e = reply.error!;
        finish(e.name === 'InputLimitError' ? new InputLimitError(e.reason ?? 'input', e.message) : new SandboxTaskError(e.name, e.message), undefined, true);
      };
      const onExit = (code: number | null, signal: NodeJS.Signals | null) => {
        // V8 aborts a process whose heap is full (SIGABRT, or exit code 134 through a shell).
        const outOfMemory = signal === 'SIGABRT' || code === 134;
        finish(
          outOfMemory
            ? new InputLimitError('memory', 'the task ran out of memory')
            : new SandboxTaskError('ChildExited', `the child ended (${signal ?? code})`),
        );
      };
      let timer: NodeJS.Timeout | undefined;
      const startTimer = setTimeout(() => finish(new SandboxTaskError('StartTimeout', `the child did not start within ${startTimeoutMs} ms`)), startTimeoutMs);
      const watch = setInterval(() => {
        void residentMb(worker.child.pid).then((mb) => {
          if (mb > maxRssMb) finish(new InputLimitError('memory', `the task used more than ${maxRssMb} MiB`));
        });
      }, WATCH_INTERVAL_MS);
      worker.child.on('message', onMessage);
      worker.child.once('exit', onExit);
      worker.child.send({ id, module: this.moduleUrl, fn, args }, (err) => {
        if (err) finish(new SandboxTaskError('SendFailed', err.message));
      });
    });
  }
}

/** The resident memory of process `pid` in MiB (Linux `/proc`; 0 where it cannot be read). */
async function residentMb(pid: number | undefined): Promise<number> {
  if (!pid) return 0;
  try {
    const status = await readFile(`/proc/${pid}/status`, 'utf8');
    const kb = /^VmRSS:\s+(\d+)\s+kB/m.exec(status)?.[1];
    return kb ? Number(kb) / 1024 : 0;
  } catch {
    return 0;
  }
}
