// Writes the prerendered public pages (both languages) into web/dist/prerendered, from the
// client build's index.html and the Node build of web/entry-prerender.tsx (dist/prerender).
// Run by scripts/build-web.mjs after both Vite builds.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

const root = resolve(import.meta.dirname, '..');
const outDir = join(root, 'web', 'dist', 'prerendered');
const entry = await import(pathToFileURL(join(root, 'dist', 'prerender', 'entry-prerender.js')).href);
const template = readFileSync(join(root, 'web', 'dist', 'index.html'), 'utf8');

/** The template with the page's language, head tags and markup filled in. */
function fill(page, language) {
  const html = template
    .replace('<html lang="en">', `<html lang="${language}">`)
    .replace(/<title>[\s\S]*?<\/title>/, () => page.head)
    .replace(/\s*<meta name="description"[^>]*>/, '')
    .replace('<div id="root"></div>', () => `<div id="root">${page.html}</div>`);
  if (!html.includes(page.html)) throw new Error('index.html has no empty <div id="root"></div>');
  return html;
}

const pages = [];
const paths = [...entry.PRERENDERED_PAGES, entry.NOT_FOUND_PRERENDER_PATH];
for (const language of ['en', 'de']) {
  for (const path of paths) {
    const page = await entry.renderPage(path, language);
    const file = `${language}/${path === '/' ? 'index' : path.slice(1)}.html`;
    mkdirSync(dirname(join(outDir, file)), { recursive: true });
    writeFileSync(join(outDir, file), fill(page, language));
    pages.push({ path, language, file, status: page.status });
  }
}
writeFileSync(join(outDir, 'pages.json'), `${JSON.stringify({ pages }, null, 2)}\n`);
console.log(`Prerendered ${pages.length} pages into web/dist/prerendered`);
