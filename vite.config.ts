import babel from '@rolldown/plugin-babel';
import { lingui, linguiTransformerBabelPreset } from '@lingui/vite-plugin';
import optimizeLocales from '@react-aria/optimize-locales-plugin';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/**
 * The web client: Vite root is `web/`, output goes to `web/dist` (served by the Fastify server).
 * Plugin order matters: the router plugin generates `web/routeTree.gen.ts` first, the Babel pass
 * expands Lingui macros before `react()`, and `lingui()` compiles imported `.po` catalogs.
 */
/** Modules every page needs (see `codeSplitting` below), with Vite's helper for lazy imports. */
const FRAMEWORK_MODULES =
  /node_modules[\\/](react|react-dom|scheduler|use-sync-external-store|@tanstack[\\/](react-router|router-core|history|store|react-store))[\\/]|vite[\\/]preload-helper/;

export default defineConfig(({ mode }) => ({
  root: 'web',
  plugins: [
    tanstackRouter({
      target: 'react',
      // Relative to the Vite root (`web`), not to the repository.
      routesDirectory: './routes',
      generatedRouteTree: './routeTree.gen.ts',
      // tsconfig uses NodeNext resolution, which wants explicit extensions.
      addExtensions: 'js',
      autoCodeSplitting: true,
      // A route whose loader fetches data says `codeSplitGroupings: [['loader', 'component']]`: its
      // loader travels with its component (one chunk, fetched once), so the queries and their
      // imports stay out of the main bundle. Loaders that only load a catalog stay in the main
      // bundle (smaller than a second lazy reference per route; landing page under 150 kB).
    }),
    // react-aria ships its built-in strings (close buttons, announcements) in 30+ languages; keep
    // the two this site speaks (landing page under 150 kB of JavaScript).
    optimizeLocales.vite({ locales: ['en', 'de'] }),
    babel({ presets: [linguiTransformerBabelPreset()] }),
    react(),
    lingui(),
  ],
  // `--mode prerender` builds web/entry-prerender.tsx for Node into dist/prerender, which
  // scripts/prerender.mjs runs to write the public pages' HTML into web/dist/prerendered.
  build:
    mode === 'prerender'
      ? { ssr: 'entry-prerender.tsx', outDir: '../dist/prerender', emptyOutDir: true, copyPublicDir: false }
      : {
          outDir: '../web/dist',
          emptyOutDir: true,
          // web/dist/.vite/manifest.json: the server preloads a portal page's whole chunk graph
          // from it (src/plugins/preload.ts, docs/decisions/024-fast-first-paint.md).
          manifest: true,
          rolldownOptions: {
            // Needed by `experimentalInlineCommonChunks` (below): the entry's unused exports may go,
            // and each module runs when first needed, in import order, whichever chunk carries it.
            preserveEntrySignatures: false,
            output: {
              strictExecutionOrder: true,
              codeSplitting: {
                // The small shared chunks that automatic splitting cuts from what several routes
                // import are copied into the chunks that use them, instead of being files of their
                // own (a runtime registry keeps one module state across the copies). A letter's page
                // then needs 15 scripts before it shows, not 41, and the landing page 12, not 26:
                // over HTTP/1.1 each file is a round trip on one of six connections (measured: a
                // letter's page at Lighthouse mobile 90-96 instead of 82-90, the landing page 100
                // instead of 97-98, its JavaScript 148.9 / 149.4 kB in English / German;
                // docs/decisions/042-one-round-trip-to-a-painted-page.md). Stylesheets stay files.
                experimentalInlineCommonChunks: { maxSize: Infinity, exclude: /\.css(\?|$)/ },
                // React and the router are needed by every page: one chunk (measured before the
                // inlining: landing JS 151.7 -> 149.1 kB gzip).
                groups: [{ name: 'framework', test: FRAMEWORK_MODULES }],
              },
            },
          },
        },
  server: {
    proxy: {
      '^/(trpc|api)/': { target: 'http://127.0.0.1:3000', changeOrigin: false },
    },
  },
}));
