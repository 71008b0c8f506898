// The long tasks of a page in Chromium with the CPU slowed down four times (as Lighthouse's mobile
// test does), each with where its time went: the app's source lines (through the build's source
// maps, `SOURCEMAP=1 npm run build:web` first) and the functions that took the most time. For finding
// what blocks a page after its first paint; Lighthouse gives the score, this gives the cause.
//   npx node scripts/long-tasks.mjs http://127.0.0.1:3400 /letters/ID 'session=…'
// (the cookie from scripts/lighthouse-signed-in.mjs; leave it out for public pages). WAIT=ms
// sets how long it watches after the page's load event (8000); RATE the CPU slow-down (4).
import { chromium } from 'playwright-core';
import { readFileSync, existsSync } from 'node:fs';
import { SourceMapConsumer } from 'source-map-js';
const [base, path, cookie] = process.argv.slice(2);
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
});
const ctx = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true });
if (cookie)
  await ctx.addCookies(
    cookie.split(/;\s*/).map((c) => {
      const i = c.indexOf('=');
      return { name: c.slice(0, i), value: c.slice(i + 1), url: base };
    }),
  );
const page = await ctx.newPage();
const cdp = await ctx.newCDPSession(page);
await cdp.send('Emulation.setCPUThrottlingRate', { rate: Number(process.env.RATE ?? 4) });
await browser.startTracing(page, {
  categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'disabled-by-default-v8.cpu_profiler', 'loading', 'blink.user_timing'],
});
await page.goto(base + path, { waitUntil: 'load' });
await page.waitForTimeout(Number(process.env.WAIT ?? 8000));
const ev = JSON.parse((await browser.stopTracing()).toString()).traceEvents;
await browser.close();
const maps = new Map();
function orig(url, line, col) {
  const file = url.replace(/^.*\/assets\//, 'web/dist/assets/');
  if (!url.includes('/assets/') || !existsSync(file + '.map')) return null;
  if (!maps.has(file)) maps.set(file, new SourceMapConsumer(JSON.parse(readFileSync(file + '.map', 'utf8'))));
  const p = maps.get(file).originalPositionFor({ line: line + 1, column: col });
  return p.source ? `${p.source.replace(/^.*node_modules\//, 'nm/').replace(/^(\.\.\/)+/, '')}:${p.line}${p.name ? ' ' + p.name : ''}` : null;
}
// samples from ProfileChunk
// The page's renderer main thread: where its navigation started.
const nav = ev.find((e) => e.name === 'navigationStart' && String(e.args?.data?.documentLoaderURL ?? '').startsWith(base));
const main = `${nav.pid}:${nav.tid}`;
// That thread's CPU profile (other renderers, Chromium's own pages, have theirs).
const profile = ev.find((e) => e.name === 'Profile' && `${e.pid}:${e.tid}` === main);
const nodes = new Map();
const parent = new Map();
const samples = [];
let t = profile?.args.data.startTime ?? 0;
for (const e of ev) {
  if (e.name !== 'ProfileChunk' || e.id !== profile?.id || e.pid !== profile.pid) continue;
  const d = e.args.data.cpuProfile ?? {};
  for (const n of d.nodes ?? []) {
    nodes.set(n.id, n);
    if (n.parent) parent.set(n.id, n.parent);
  }
  const deltas = e.args.data.timeDeltas ?? [];
  (d.samples ?? []).forEach((s, i) => {
    t += deltas[i];
    samples.push({ ts: t, id: s });
  });
}
const frameOf = (id) => {
  const cf = nodes.get(id)?.callFrame;
  if (!cf) return '?';
  return cf.url ? (orig(cf.url, cf.lineNumber, cf.columnNumber) ?? cf.url.split('/').pop() + ':' + cf.functionName) : `(${cf.functionName || 'native'})`;
};
const appFrame = (id) => {
  let p = id;
  while (p) {
    const cf = nodes.get(p)?.callFrame;
    if (cf?.url?.includes('/assets/')) {
      const o = orig(cf.url, cf.lineNumber, cf.columnNumber);
      if (o && !o.startsWith('nm/')) return o;
    }
    p = parent.get(p);
  }
  return '-';
};
const onMain = ev.filter((e) => `${e.pid}:${e.tid}` === main && e.ph === 'X');
const tasks = onMain.filter((e) => e.name === 'RunTask' && e.dur > 50000).sort((a, b) => a.ts - b.ts);
let tbt = 0;
const fcp = ev.find((e) => e.name === 'firstContentfulPaint');
for (const task of tasks) {
  if (fcp && task.ts > fcp.ts) tbt += task.dur / 1000 - 50;
  const inTask = samples.filter((s) => s.ts >= task.ts && s.ts <= task.ts + task.dur);
  const native = {};
  for (const k of onMain)
    if (
      k.ts >= task.ts &&
      k.ts + k.dur <= task.ts + task.dur &&
      ['Layout', 'UpdateLayoutTree', 'ParseHTML', 'Paint', 'ParseAuthorStyleSheet', 'v8.compile', 'v8.compileModule', 'v8.evaluateModule'].includes(k.name)
    )
      native[k.name] = (native[k.name] ?? 0) + k.dur / 1000;
  const agg = new Map();
  const agg2 = new Map();
  for (let i = 0; i < inTask.length; i++) {
    const dt = (inTask[i + 1]?.ts ?? task.ts + task.dur) - inTask[i].ts;
    const a = appFrame(inTask[i].id);
    agg.set(a, (agg.get(a) ?? 0) + dt);
    const f = frameOf(inTask[i].id);
    agg2.set(f, (agg2.get(f) ?? 0) + dt);
  }
  const top = (m, n) =>
    [...m]
      .sort((a, b) => b[1] - a[1])
      .slice(0, n)
      .map(([k, v]) => `${(v / 1000).toFixed(0)} ${k}`)
      .join(' | ');
  console.log(
    `\n## task at ${((task.ts - nav.ts) / 1000).toFixed(0)} ms, ${(task.dur / 1000).toFixed(0)} ms; ${Object.entries(native)
      .map(([k, v]) => `${k} ${v.toFixed(0)}`)
      .join(', ')}\n   app: ${top(agg, 6)}\n   self: ${top(agg2, 6)}`,
  );
}
console.log(`\nFCP ${fcp ? ((fcp.ts - nav.ts) / 1000).toFixed(0) : '?'} ms; TBT-like sum after FCP ${tbt.toFixed(0)} ms`);
for (const e of ev.filter((e) => e.name === 'largestContentfulPaint::Candidate'))
  console.log('LCP candidate', ((e.ts - nav.ts) / 1000).toFixed(0), e.args?.data?.nodeName ?? '');
