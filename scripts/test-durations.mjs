// `npm run test:durations -- <report.json>`: writes src/test/durations.json, the seconds each test
// file took in a measured run (the longest of its projects' runs; files of 3 s or more), from
// vitest's JSON report (`npm test -- --reporter=default --reporter=json --outputFile=<report.json>`).
// src/test/sequencer.ts starts the longest files first (decision record 055).
import { readFileSync, writeFileSync } from 'node:fs';
import { relative, resolve } from 'node:path';

const [report] = process.argv.slice(2);
if (!report) {
  console.error('usage: npm run test:durations -- <vitest JSON report>');
  process.exit(2);
}
const root = resolve('.');
const seconds = new Map();
for (const file of JSON.parse(readFileSync(report, 'utf8')).testResults) {
  const path = relative(root, file.name);
  seconds.set(path, Math.max(seconds.get(path) ?? 0, (file.endTime - file.startTime) / 1000));
}
const table = Object.fromEntries(
  [...seconds]
    .filter(([, s]) => s >= 3)
    .sort((a, b) => b[1] - a[1])
    .map(([path, s]) => [path, Math.round(s)]),
);
writeFileSync('src/test/durations.json', `${JSON.stringify(table, null, 2)}\n`);
console.log(`src/test/durations.json: ${Object.keys(table).length} files of 3 s or more`);
