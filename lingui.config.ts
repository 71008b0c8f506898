import { defineConfig } from '@lingui/conf';
import { formatter } from '@lingui/format-po';

const TESTS = ['**/*.test.ts', '**/*.test.tsx'];

/** Service, legal and tool page texts. */
const PAGES = [
  '<rootDir>/web/features/legal',
  '<rootDir>/web/features/services',
  '<rootDir>/web/features/tools',
  '<rootDir>/web/routes/tools',
  '<rootDir>/web/features/glossary',
  '<rootDir>/web/routes/glossary',
  // The breadcrumb of the service and glossary pages.
  '<rootDir>/web/components/Breadcrumb.tsx',
  // The withdrawal function (/withdraw), open to visitors.
  '<rootDir>/web/routes/withdraw.tsx',
  '<rootDir>/web/routes/withdraw_.confirm.tsx',
  '<rootDir>/web/features/withdrawal',
];

/**
 * Features shared by the client's portal and the admin console (a question card, the time log's
 * durations, a Finanzamt letter's fields, deadlines and answer, an order's state and an invoice's
 * kind): in both catalogs, since each loads only its own.
 */
const SIGNED_IN = [
  '<rootDir>/web/features/questions',
  '<rootDir>/web/features/purchases',
  '<rootDir>/web/features/letters',
  '<rootDir>/web/features/orders/labels.ts',
  // The security log's rows (the account page and the console's client page).
  '<rootDir>/web/features/account/SecurityEventList.tsx',
  // A deletion's confirmation buttons (the portal's and the console's delete dialogs).
  '<rootDir>/web/components/DeleteActions.tsx',
];

/**
 * The console's screens of each domain (web/features/<domain>/admin, decision record 034): in the
 * admin catalog only, never in the portal's (whose features they sit in) or the public site's.
 */
const ADMIN_SCREENS = [
  'letters',
  'questions',
  'orders',
  'packages',
  'settings',
  'clients',
  'audit',
  'contact',
  'purchases',
  'reports',
  'staff',
  'bookkeeping',
  'assignment',
  'calls',
].map((domain) => `<rootDir>/web/features/${domain}/admin`);

/** The client's portal: its layout route and pages (web/routes/_portal) and their features. */
const PORTAL = [
  '<rootDir>/web/routes/_portal.tsx',
  '<rootDir>/web/routes/_portal',
  '<rootDir>/web/features/portal',
  '<rootDir>/web/features/account',
  // Two-factor set-up: on the account page, and on the admins' set-up page (auth catalog).
  '<rootDir>/web/features/auth/TwoFactorSetup.tsx',
  // The new-password field: the account page's password change, and the reset and register pages (auth catalog).
  '<rootDir>/web/features/auth/NewPasswordField.tsx',
  '<rootDir>/web/features/documents',
  '<rootDir>/web/features/orders',
  // Calls with the experts (decision record 072); the console's screens are in ADMIN_SCREENS.
  '<rootDir>/web/features/calls',
  ...SIGNED_IN,
];

/** The admin console: its layout route and pages (web/routes/admin) and its features. */
const ADMIN = [
  '<rootDir>/web/routes/admin.tsx',
  '<rootDir>/web/routes/admin',
  '<rootDir>/web/features/admin',
  // Internal notes: a console-only feature (docs/decisions/062-internal-notes.md).
  '<rootDir>/web/features/notes',
  // Saved replies: a console-only feature (docs/decisions/063-saved-replies.md).
  '<rootDir>/web/features/saved-replies',
  ...ADMIN_SCREENS,
  ...SIGNED_IN,
];

/** Login, register and the password pages: their layout route, pages and forms. */
const AUTH = ['<rootDir>/web/routes/_auth.tsx', '<rootDir>/web/routes/_auth', '<rootDir>/web/features/auth'];

/** What only the document head uses. */
const SEO = ['<rootDir>/web/seo'];
const SEO_ONLY = [
  '<rootDir>/web/seo/head.ts',
  '<rootDir>/web/seo/meta-pages.ts',
  '<rootDir>/web/seo/meta-services.ts',
  '<rootDir>/web/seo/meta-legal.ts',
  '<rootDir>/web/seo/meta-tools.ts',
  '<rootDir>/web/seo/HeadManager.tsx',
  '<rootDir>/web/seo/types.ts',
];

/** The server's messages (web/i18n/server-messages.ts), and the signed-in pages' own failure texts. */
const ERRORS = ['<rootDir>/web/i18n/server-messages.ts', '<rootDir>/web/i18n/account-language-messages.ts'];

/**
 * The server's e-mails (docs/decisions/035-mail-wording-in-a-lingui-catalog.md): each module's
 * renderers (src/modules/<domain>/<domain>.mails.ts) and the frame's greeting and closing. Not a
 * web catalog: `npm run i18n:compile` compiles it into src/locales/{locale}/mail.ts for the server.
 */
const MAIL = ['<rootDir>/src/modules/*/*.mails.ts', '<rootDir>/src/modules/mail/templates.ts'];

/** A folder and everything in it, as an exclude pattern (files stay as they are). */
function tree(path: string): string {
  return path.endsWith('.ts') || path.endsWith('.tsx') ? path : `${path}/**`;
}

/** A catalog of feature and route folders. */
function catalog(name: string, include: string[]) {
  return { path: `<rootDir>/web/locales/{locale}/${name}`, include, exclude: TESTS };
}

/**
 * Lingui: English source strings in the code, generated ids, PO catalogs per locale.
 * The Vite plugin compiles the `.po` files on import (see web/i18n/i18n.ts).
 */
export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'de'],
  fallbackLocales: { default: 'en' },
  // Seven catalogs per locale, so the landing page loads only what it shows: `pages` holds the long
  // texts of the service and legal pages, `portal` the logged-in client's pages, `admin` the admin
  // console, `auth` the login, register and password pages, `seo` the page titles and
  // descriptions (the head is prerendered; it is rebuilt on navigation only). Each is loaded where
  // it is used (web/i18n/i18n.ts requireCatalog, called once by each layout route). `errors` holds
  // the server's messages (loaded by the pages with forms, and by the contact form when it is
  // submitted). `messages` holds everything else (public site, shared components). `mail`, beside
  // the server's code, holds the e-mails' wording.
  //
  // Catalogs are assigned by folder: a page added under a layout route's folder (web/routes/_portal,
  // web/routes/_auth, web/routes/admin) or a file added to a feature folder needs no change here.
  catalogs: [
    catalog('pages', PAGES),
    { ...catalog('portal', PORTAL), exclude: [...ADMIN_SCREENS.map(tree), ...TESTS] },
    catalog('admin', ADMIN),
    catalog('auth', AUTH),
    {
      path: '<rootDir>/web/locales/{locale}/seo',
      // Only what the head alone uses: the service and legal titles (web/seo/titles.ts) also
      // appear in page bodies and stay in `messages`.
      include: SEO,
      exclude: ['<rootDir>/web/seo/titles.ts', ...TESTS],
    },
    {
      path: '<rootDir>/web/locales/{locale}/errors',
      include: ERRORS,
    },
    {
      path: '<rootDir>/web/locales/{locale}/messages',
      include: ['<rootDir>/web'],
      exclude: [
        '**/node_modules/**',
        '<rootDir>/web/dist/**',
        ...new Set([...PAGES, ...PORTAL, ...ADMIN, ...AUTH, ...SEO_ONLY, ...ERRORS].map(tree)),
        ...TESTS,
      ],
    },
    { path: '<rootDir>/src/locales/{locale}/mail', include: MAIL, exclude: TESTS },
  ],
  format: formatter({ lineNumbers: false }),
});
