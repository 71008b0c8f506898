// ESLint flat config. Besides the recommended rules of ESLint, typescript-eslint, react-hooks
// and jsx-a11y, it encodes the import boundaries of docs/architecture.md (see CONTRIBUTING.md):
// - web/ imports from src/ only src/shared/** and the type AppRouter;
// - web/components never imports web/features;
// - services (*.service.ts) never import Fastify or tRPC;
// - src/shared imports only zod, ibantools (IBAN and BIC checks), postcode-validator and its own files.
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
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

export default tseslint.config(
  { ignores: ['node_modules/', 'dist/', 'web/dist/', 'web/routeTree.gen.ts', 'web/locales/**/*.ts', 'coverage/'] },
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
  {
    files: ['web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': ['error', { patterns: [SERVER_ONLY, APP_ROUTER_TYPE_ONLY] }],
    },
  },
  // Plain scripts served as they are (web/public/boot.js) run in the browser.
  { files: ['web/public/**/*.js'], languageOptions: { globals: { ...globals.browser } } },
  { files: ['web/**/*.tsx'], ...jsxA11y.flatConfigs.recommended },
  // A dialog opened on purpose puts the caret in its first field (WAI-ARIA dialog pattern).
  { files: ['web/**/*Dialog.tsx'], rules: { 'jsx-a11y/no-autofocus': 'off' } },
  {
    files: ['web/components/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            SERVER_ONLY,
            APP_ROUTER_TYPE_ONLY,
            {
              group: ['**/features/**', '**/features'],
              message: 'web/components are shared building blocks: they never import web/features (docs/architecture.md).',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/**/*.service.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['fastify', 'fastify/**', '@fastify/**', 'fastify-plugin', '@trpc/**', '**/trpc/**', '**/plugins/**'],
              message:
                'Services never see a transport: no Fastify or tRPC in *.service.ts (docs/architecture.md; docs/decisions/001-rest-and-trpc-over-one-service-layer.md).',
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
