// ESLint flat config. Besides the recommended rules of ESLint, typescript-eslint, react-hooks
// and jsx-a11y, it encodes the import boundaries of docs/architecture.md (see CONTRIBUTING.md):
// - web/ imports from src/ only src/shared/** and the type AppRouter;
// - web/components never imports web/features, and a feature imports another only through its
//   index.ts (or admin/index.ts);
// - server code that is not a transport adapter (*.rest.ts, *.trpc.ts, a module's manifest) never
//   imports Fastify or tRPC;
// - no import cycles in src/ (import-x/no-cycle; cycles between src/modules/* folders are checked by
//   src/modules/module-graph.unit.test.ts; decision record 032);
// - src/shared imports only zod, ibantools (IBAN and BIC checks), postcode-validator and its own files.
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { importX } from 'eslint-plugin-import-x';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const SERVER_ONLY = {
  regex: '(^|/)src/(?!trpc/router\\.js$)',
  message: 'web/ may import from src/ only src/shared/** (through #shared/*) and the type AppRouter (docs/architecture.md).',
};
const APP_ROUTER_TYPE_ONLY = {
  regex: '(^|/)src/trpc/router\\.js$',
  allowTypeImports: true,
  message: 'web/ may import only the type AppRouter from the server (import type; docs/architecture.md).',
};

/**
 * The `no-restricted-imports` rule of a web/ file: the server stays out (SERVER_ONLY,
 * APP_ROUTER_TYPE_ONLY), and so do the places of `patterns` (a flat config's rule replaces, not
 * adds to, an earlier one, so each web/ config names all of them).
 */
const webImportRule = (...patterns) => ({ 'no-restricted-imports': ['error', { patterns: [SERVER_ONLY, APP_ROUTER_TYPE_ONLY, ...patterns] }] });

export default tseslint.config(
  { ignores: ['node_modules/', 'dist/', 'web/dist/', 'web/routeTree.gen.ts', 'web/locales/**/*.ts', 'src/locales/**/*.ts', 'coverage/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-console': 'off',
    },
  },
  // Type-aware rules for the server (promises that are forgotten or misused lose errors).
  {
    files: ['src/**/*.ts'],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: false }],
      '@typescript-eslint/await-thenable': 'error',
    },
  },
  // No import cycles between server files (type-only imports do not count: they vanish at run time).
  {
    files: ['src/**/*.ts'],
    ignores: ['src/**/*.test.ts'],
    plugins: { 'import-x': importX },
    settings: { ...importX.flatConfigs.typescript.settings, 'import-x/resolver-next': [createTypeScriptImportResolver({ project: 'tsconfig.json' })] },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    files: ['web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...webImportRule(),
    },
  },
  // A feature uses another feature only through that feature's index.ts (or admin/index.ts for its
  // console screens); its stylesheets and lazy import()s, which this rule does not see, may name files
  // (docs/decisions/034-one-domain-axis-on-the-screen.md).
  ...[
    { files: ['web/features/*/*.{ts,tsx}'], up: '\\.\\./' },
    { files: ['web/features/*/*/*.{ts,tsx}'], up: '\\.\\./\\.\\./' },
  ].map(({ files, up }) => ({
    files,
    // A feature's tests may check another feature's pieces directly.
    ignores: ['web/**/*.test.{ts,tsx}'],
    rules: webImportRule({
      regex: `^${up}(?!lib/|i18n/|components/|seo/|styles/)[\\w-]+/(?!index\\.js$|admin/index\\.js$).+(?<!\\.css)$`,
      message: 'A feature imports another feature only through its index.ts or admin/index.ts (docs/decisions/034-one-domain-axis-on-the-screen.md).',
    }),
  })),
  // Plain scripts served as they are (web/public/boot.js) run in the browser.
  { files: ['web/public/**/*.js'], languageOptions: { globals: { ...globals.browser } } },
  { files: ['web/**/*.tsx'], ...jsxA11y.flatConfigs.recommended },
  // A dialog opened on purpose puts the caret in its first field (WAI-ARIA dialog pattern).
  { files: ['web/**/*Dialog.tsx'], rules: { 'jsx-a11y/no-autofocus': 'off' } },
  {
    files: ['web/components/**/*.{ts,tsx}'],
    rules: webImportRule({
      group: ['**/features/**', '**/features'],
      message: 'web/components are shared building blocks: they never import web/features (docs/architecture.md).',
    }),
  },
  {
    // Every server file but the transport adapters: REST routes, tRPC routers, the session cookie's
    // helpers, and the manifests' types (src/modules/module.ts), which wire modules to the app.
    files: ['src/modules/**/*.ts', 'src/storage/**/*.ts', 'src/external/**/*.ts'],
    ignores: ['src/**/*.test.ts', 'src/**/*.rest.ts', 'src/**/*.trpc.ts', 'src/modules/auth/two-factor.cookie.ts', 'src/modules/module.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['fastify', 'fastify/**', '@fastify/**', 'fastify-plugin', '@trpc/**', '**/trpc/**', '**/plugins/**'],
              message:
                'Only transport adapters (*.rest.ts, *.trpc.ts) see a transport: no Fastify or tRPC here (docs/architecture.md; docs/decisions/001-rest-and-trpc-over-one-service-layer.md).',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/shared/*.ts'],
    ignores: ['src/shared/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(?!zod(/|$)|ibantools$|postcode-validator$|\\./)',
              message: 'src/shared is used by server and browser: it imports only zod, ibantools, postcode-validator and its own files (docs/architecture.md).',
            },
          ],
        },
      ],
    },
  },
  {
    // A topic folder (src/shared/deadlines/) may also import src/shared's top-level files (one `../`).
    files: ['src/shared/*/**/*.ts'],
    ignores: ['src/shared/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(?!zod(/|$)|ibantools$|postcode-validator$|\\./|\\.\\./(?!\\.\\./))',
              message: 'src/shared is used by server and browser: it imports only zod, ibantools, postcode-validator and its own files (docs/architecture.md).',
            },
          ],
        },
      ],
    },
  },
  prettier,
);
