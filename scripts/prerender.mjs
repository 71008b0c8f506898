// Writes the prerendered public pages (both languages) into web/dist/prerendered, from the
// client build's index.html and the Node build of web/entry-prerender.tsx (dist/prerender).
// Run by scripts/build-web.mjs after both Vite builds. The packages shown are the seed values
// (PACKAGES in src/shared/constants.ts); the server renders the pages that show packages again
// from the database's catalogue when it differs (src/plugins/web.ts). The manifest records the
// catalogue the pages were rendered with.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

const root = resolve(import.meta.dirname, '..');
const outDir = join(root, 'web', 'dist', 'prerendered');
const entry = await import(pathToFileURL(join(root, 'dist', 'prerender', 'entry-prerender.js')).href);
const template = readFileSync(join(root, 'web', 'dist', 'index.html'), 'utf8');
const catalog = entry.seedCatalog();

const pages = [];
const paths = [...entry.PRERENDERED_PAGES, entry.NOT_FOUND_PRERENDER_PATH];
for (const language of ['en', 'de']) {
  for (const path of paths) {
    const page = await entry.renderPage(path, language, catalog);
    const file = `${language}/${path === '/' ? 'index' : path.slice(1)}.html`;
    mkdirSync(dirname(join(outDir, file)), { recursive: true });
    writeFileSync(join(outDir, file), entry.pageDocument(template, page, language, catalog));
    pages.push({ path, language, file, status: page.status });
  }
}
// The client portal's frame, which a signed-in portal page carries in its root until React renders
// (src/plugins/web.ts; docs/decisions/037-the-portal-frame-paints-first.md).
const frames = {};
for (const language of ['en', 'de']) {
  frames[language] = `portal-frame.${language}.html`;
  writeFileSync(join(outDir, frames[language]), await entry.renderPortalFrame(language));
}
writeFileSync(join(outDir, 'pages.json'), `${JSON.stringify({ catalog, pages, frames }, null, 2)}\n`);
console.log(`Prerendered ${pages.length} pages into web/dist/prerendered`);
