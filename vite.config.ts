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
            output: {
              codeSplitting: {
                // React and the router are needed by every page: one chunk, instead of a dozen small
                // shared chunks cut by each route's imports (measured: landing JS 151.7 -> 149.1 kB gzip).
                groups: [
                  { name: 'framework', test: FRAMEWORK_MODULES },
                  // react-aria's modules that the entry loads anyway, in one chunk: otherwise a page that
                  // adds a component (the glossary tooltips) re-cuts the chunks the landing page shares
                  // (measured: 150.8 kB in German without this group, 149.4 kB with it).
                  {
                    name: 'aria-initial',
                    tags: ['$initial'],
                    test: /node_modules[\\/](react-aria|react-aria-components|react-stately|@internationalized)[\\/]/,
                  },
                  // Focus scopes, visually hidden text, headings and shared-element transitions: the landing
                  // page's lazy parts (FAQ, contact form) and the portal's dialogs share them; one chunk, not
                  // four small ones (measured: the landing page 150.3 -> 149.9 kB in German once the portal
                  // menu's dialog stopped loading with the portal's frame, decision record 028).
                  {
                    name: 'FocusScope',
                    test: /node_modules[\\/](react-aria[\\/]dist[\\/](private[\\/])?(exports[\\/])?(private[\\/])?(focus[\\/]FocusScope|visually-hidden[\\/]VisuallyHidden|VisuallyHidden|FocusScope)|react-aria-components[\\/]dist[\\/](exports|private)[\\/](Heading|VisuallyHidden|SharedElementTransition))\.mjs$/,
                  },
                ],
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
