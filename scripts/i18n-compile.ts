// `npm run i18n:compile`: compiles the server's e-mail catalog (src/locales/{locale}/mail.po) into
// src/locales/{locale}/mail.ts, which the server imports (decision record 035), so tsx, tsc and
// vitest run it as they run any source file and the server needs no Lingui step at build or start.
// The web catalogs are compiled by Lingui's Vite plugin when imported and are left alone here.
// Run it after translating; src/modules/mail/catalog.unit.test.ts fails while a .ts is stale.
import { writeFileSync } from 'node:fs';
import { relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createCompiledCatalog, createCompilationErrorMessage, getCatalogs } from '@lingui/cli/api';
import { getConfig } from '@lingui/conf';

/** The line on top of each compiled file. */
const PREFIX = '// Compiled from mail.po by `npm run i18n:compile`: edit the .po file, not this one.\n/*eslint-disable*/';

const root = fileURLToPath(new URL('..', import.meta.url));
const config = getConfig({ cwd: root });
const catalog = (await getCatalogs(config)).find((c) => c.path.endsWith('/src/locales/{locale}/mail'));
if (!catalog) throw new Error('lingui.config.ts has no catalog src/locales/{locale}/mail');

for (const locale of config.locales) {
  const { messages, missing } = await catalog.getTranslations(locale, {
    sourceLocale: config.sourceLocale,
    fallbackLocales: config.fallbackLocales,
    // A German text missing from the German catalog is reported, though English stands in for it (as on the web).
    missingBehavior: 'catalog',
  });
  const { source, errors } = createCompiledCatalog(locale, messages, { namespace: 'ts', outputPrefix: PREFIX });
  if (errors.length) throw new Error(createCompilationErrorMessage(locale, errors));
  const file = `${catalog.path.replace('{locale}', locale)}.ts`;
  writeFileSync(file, `${source}\n`);
  console.log(`${relative(root, file)}${missing.length ? `: ${missing.length} messages without a translation, shown in English` : ''}`);
}
