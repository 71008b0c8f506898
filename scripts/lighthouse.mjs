// Lighthouse (mobile preset) for a few public pages of a running server; prints the four
// category scores and writes the reports to .bench/. Runs `npx --yes lighthouse@13.5.0`, or the
// binary in LIGHTHOUSE_BIN:
//   npx node scripts/lighthouse.mjs http://127.0.0.1:3000 [/path ...]
// Signed-in pages: LIGHTHOUSE_COOKIE='session=…' sends that Cookie header with every request
// (Lighthouse's --extra-headers), e.g. for /dashboard and a letter's page.
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync } from 'node:fs';

const base = process.argv[2] ?? 'http://127.0.0.1:3000';
const paths = process.argv.slice(3).length ? process.argv.slice(3) : ['/', '/?lang=de', '/services/appeals-objections'];
const flags = '--headless --no-sandbox --disable-gpu --disable-background-networking --disable-component-update --disable-sync --no-first-run';
mkdirSync('.bench', { recursive: true });
for (const path of paths) {
  const out = `.bench/lighthouse-${path.replace(/[^a-z0-9]+/gi, '_')}.json`;
  const bin = process.env.LIGHTHOUSE_BIN;
  const args = [
    `${base}${path}`,
    '--quiet',
    `--chrome-flags=${flags}`,
    '--output=json',
    `--output-path=${out}`,
    '--only-categories=performance,accessibility,best-practices,seo',
  ];
  if (process.env.LIGHTHOUSE_COOKIE) args.push(`--extra-headers=${JSON.stringify({ Cookie: process.env.LIGHTHOUSE_COOKIE })}`);
  execFileSync(bin ?? 'npx', bin ? args : ['--yes', 'lighthouse@13.5.0', ...args], {
    stdio: 'inherit',
    env: { ...process.env, CHROME_PATH: process.env.CHROME_PATH ?? '/usr/bin/chromium' },
  });
  const report = JSON.parse(readFileSync(out, 'utf8'));
  const score = (id) => Math.round(report.categories[id].score * 100);
  const audits = report.audits;
  console.log(
    `${path}: performance ${score('performance')}, accessibility ${score('accessibility')}, best practices ${score('best-practices')}, SEO ${score('seo')}; ` +
      `FCP ${audits['first-contentful-paint'].displayValue}, LCP ${audits['largest-contentful-paint'].displayValue}, TBT ${audits['total-blocking-time'].displayValue}, CLS ${audits['cumulative-layout-shift'].displayValue}`,
  );
}
