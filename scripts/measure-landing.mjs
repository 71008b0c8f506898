// Sums the gzip size (level 9) of every JavaScript and CSS file a page loads, in Debian's
// Chromium, with its on-the-wire size. Usage against a running server:
//   npx node scripts/measure-landing.mjs http://127.0.0.1:3000/
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';

const url = process.argv[2] ?? 'http://127.0.0.1:3000/';
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
});
const page = await browser.newPage();
const loaded = [];
page.on('response', (r) => {
  if (/\.(js|css)$/.test(r.url())) loaded.push([r.url(), r.headers()['content-encoding'] ?? '', Number(r.headers()['content-length'] ?? 0)]);
});
await page.goto(url, { waitUntil: 'networkidle' });

let js = 0;
let css = 0;
let wire = 0;
for (const [assetUrl, encoding, contentLength] of loaded) {
  const body = Buffer.from(await (await fetch(assetUrl)).arrayBuffer());
  const gz = gzipSync(body, { level: 9 }).length;
  if (assetUrl.endsWith('.css')) css += gz;
  else js += gz;
  wire += contentLength;
  console.log(String(body.length).padStart(8), String(gz).padStart(7), encoding.padEnd(3), assetUrl.replace(/^.*\/assets\//, ''));
}
console.log(`JS gzip ${(js / 1024).toFixed(1)} kB, CSS gzip ${(css / 1024).toFixed(1)} kB; on the wire (content-length) ${(wire / 1024).toFixed(1)} kB`);
await browser.close();
