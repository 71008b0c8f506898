/**
 * Running external programs (Tesseract, pdftoppm; see docs/decisions and the architecture's
 * "External programs"): one small module with a time limit per run, a limit on how many run at
 * once, a cap on what is read back, and a clear "not installed" state. Nothing here goes through a
 * shell: the arguments are passed as a list.
 */
import { spawn } from 'node:child_process';
import pLimit from 'p-limit';

/** The program is not installed (or not on PATH). */
export class ProgramMissingError extends Error {
  constructor(readonly program: string) {
    super(`${program} is not installed`);
    this.name = 'ProgramMissingError';
  }
}

/** The program ran longer than its time limit and was killed. */
export class ProgramTimeoutError extends Error {
  constructor(
    readonly program: string,
    readonly timeoutMs: number,
  ) {
    super(`${program} did not finish within ${timeoutMs} ms`);
    this.name = 'ProgramTimeoutError';
  }
}

/** The program exited with a non-zero code, or wrote more than allowed. */
export class ProgramFailedError extends Error {
  constructor(
    readonly program: string,
    readonly exitCode: number | null,
    readonly stderr: string,
  ) {
    super(`${program} failed (exit ${exitCode ?? 'signal'}): ${stderr.slice(0, 300)}`);
    this.name = 'ProgramFailedError';
  }
}

interface RunOptions {
  /** Kill the program after this many milliseconds (default 60 000). */
  timeoutMs?: number;
  /** Stop reading and fail after this many bytes of standard output (default 32 MiB). */
  maxOutputBytes?: number;
  /** Extra environment variables (added to the server's). */
  env?: Record<string, string>;
}

/** At most this many external programs run at the same time (the machine has two cores). */
const MAX_CONCURRENT_PROGRAMS = 2;
const limit = pLimit(MAX_CONCURRENT_PROGRAMS);

/**
 * Runs `program` with `args`, waiting for a free slot first.
 * @returns its standard output
 * @throws ProgramMissingError, ProgramTimeoutError, ProgramFailedError
 */
export function runProgram(program: string, args: readonly string[], options: RunOptions = {}): Promise<Buffer> {
  return limit(() => runNow(program, args, options));
}

function runNow(program: string, args: readonly string[], { timeoutMs = 60_000, maxOutputBytes = 32 * 1024 * 1024, env }: RunOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const child = spawn(program, args, { stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, ...env } });
    const out: Buffer[] = [];
    let outBytes = 0;
    let stderr = '';
    let settled = false;
    const finish = (err: Error | null, value?: Buffer) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      if (err) reject(err);
      else resolve(value!);
    };
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      finish(new ProgramTimeoutError(program, timeoutMs));
    }, timeoutMs);
    child.stdout.on('data', (chunk: Buffer) => {
      outBytes += chunk.length;
      if (outBytes > maxOutputBytes) {
        child.kill('SIGKILL');
        finish(new ProgramFailedError(program, null, `more than ${maxOutputBytes} bytes of output`));
        return;
      }
      out.push(chunk);
    });
    child.stderr.on('data', (chunk: Buffer) => {
      if (stderr.length < 4096) stderr += chunk.toString('utf8');
    });
    child.on('error', (err: NodeJS.ErrnoException) => finish(err.code === 'ENOENT' ? new ProgramMissingError(program) : err));
    child.on('close', (code) => {
      if (code === 0) finish(null, Buffer.concat(out));
      else finish(new ProgramFailedError(program, code, stderr));
    });
  });
}

const availability = new Map<string, Promise<boolean>>();

/** Whether `program` can be run (it answers `program --version`); asked once per process. */
export function isProgramAvailable(program: string): Promise<boolean> {
  let known = availability.get(program);
  if (!known) {
    known = runProgram(program, ['--version'], { timeoutMs: 10_000 }).then(
      () => true,
      (err: unknown) => !(err instanceof ProgramMissingError),
    );
    availability.set(program, known);
  }
  return known;
}
