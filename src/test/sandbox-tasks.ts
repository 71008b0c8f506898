/**
 * Tasks for the sandbox tests (src/external/sandbox.test.ts), run inside a sandbox child: each
 * misbehaves in one way a hostile file can make a library misbehave.
 */
import { spawn } from 'node:child_process';
import { InputLimitError } from '../external/sandbox.js';

/** Returns its argument (structured clone both ways). */
export function echo<T>(value: T): T {
  return value;
}

/** Busy for `ms` milliseconds, on the child's own thread. */
export function spin(ms: number): number {
  const end = Date.now() + ms;
  let n = 0;
  while (Date.now() < end) n++;
  return n;
}

/** Holds `mb` MiB of buffers outside the V8 heap (what a decoder's output is) for `ms`. */
export async function buffers(mb: number, ms: number): Promise<number> {
  const held: Buffer[] = [];
  for (let i = 0; i < mb; i++) held.push(Buffer.alloc(1024 * 1024, 1));
  await new Promise((r) => setTimeout(r, ms));
  return held.length;
}

/** Fills the V8 heap with small objects until the heap limit ends the process. */
export function heap(): number {
  const held: { n: number; s: string }[] = [];
  for (let i = 0; ; i++) held.push({ n: i, s: `item ${i}` });
}

/** Starts `sleep 30` and waits for it: a program the child's kill must end too. @returns its pid first, through `onPid` */
export async function program(pidFile: string): Promise<void> {
  const child = spawn('sh', ['-c', `echo $$ > ${pidFile}; exec sleep 30`], { stdio: 'ignore' });
  await new Promise((resolve) => child.on('exit', resolve));
}

/** Throws a cap's error, as a reader does. */
export function overCap(): never {
  throw new InputLimitError('input', 'too many pages');
}

/** Throws an ordinary error. */
export function broken(): never {
  throw new TypeError('damaged file');
}
