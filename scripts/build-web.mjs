// Builds the web client: the browser bundle (web/dist), the prerenderer for Node
// (dist/prerender) and the prerendered public pages in both languages (web/dist/prerendered).
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { run } from './lib.mjs';

// SOURCEMAP=1 adds source maps, for scripts/long-tasks.mjs (not for Lighthouse, which fetches them
// and counts them against the page).
run('vite', ['build', '--logLevel', 'warn', ...(process.env.SOURCEMAP ? ['--sourcemap'] : [])]);
run('vite', ['build', '--mode', 'prerender', '--logLevel', 'warn']);
const res = spawnSync(process.execPath, ['scripts/prerender.mjs'], { stdio: 'inherit' });
if (res.status !== 0) process.exit(res.status ?? 1);

// Precompressed copies of the static assets (served by @fastify/static's preCompressed option).
for (const dir of ['web/dist', 'web/dist/assets']) {
  for (const name of readdirSync(dir)) {
    if (!/\.(js|css|svg|json|txt|xml)$/.test(name)) continue;
    const file = join(dir, name);
    const body = readFileSync(file);
    writeFileSync(`${file}.gz`, gzipSync(body, { level: 9 }));
    writeFileSync(`${file}.br`, brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
  }
}
