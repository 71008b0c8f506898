// Sums gzip sizes of the JS/CSS the landing page loads initially (modulepreload + entry + route chunk + catalog), via Chromium.
import { chromium } from 'playwright-core';
const url = process.argv[2];
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless','--no-sandbox','--disable-gpu','--disable-background-networking','--disable-component-update','--disable-sync','--no-first-run'] });
const page = await browser.newPage();
const seen = [];
page.on('response', async (r) => { const u = r.url(); if (/\.(js|css)$/.test(u)) { const b = await r.body(); seen.push([u, b.length, r.headers()['content-encoding'] ?? '', Number(r.headers()['content-length'] ?? 0)]); } });
await page.goto(url, { waitUntil: 'networkidle' });
const { gzipSync } = await import('node:zlib');
let js = 0, css = 0, wire = 0;
for (const [u, len] of seen) {}
const fs = await import('node:fs');
for (const [u, len, enc, cl] of seen) {
  const res = await fetch(u); const buf = Buffer.from(await res.arrayBuffer());
  const gz = gzipSync(buf, { level: 9 }).length;
  if (u.endsWith('.css')) css += gz; else js += gz;
  wire += cl;
  console.log(String(buf.length).padStart(8), String(gz).padStart(7), enc.padEnd(3), u.replace(/^.*\/assets\//, ''));
}
console.log(`JS gzip ${(js/1024).toFixed(1)} kB, CSS gzip ${(css/1024).toFixed(1)} kB; on the wire (content-length) ${(wire/1024).toFixed(1)} kB`);
await browser.close();
