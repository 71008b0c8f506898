/**
 * The product's business constants: spec section 9, written once.
 * Imported by the server (seeding, validation, limits) and by the web client
 * (marketing copy, upload picker, formatting). Imports nothing.
 */

/** Supported interface and correspondence languages (spec section 4). */
export const LANGUAGES = ['en', 'de'] as const;
export type Language = (typeof LANGUAGES)[number];
/** Each language's name in that language (language switches and pickers; not translated). */
export const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', de: 'Deutsch' };
/** localStorage key that holds the language preference (spec section 4). */
export const LANGUAGE_STORAGE_KEY = 'language';
/**
 * Cookie mirroring the stored language, so the server can send the prerendered page in the
 * visitor's language (no flash of the other language before hydration). Not HttpOnly.
 */
export const LANGUAGE_COOKIE = 'language';
/** Lifetime of the language cookie, in seconds (one year). */
export const LANGUAGE_COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;

/**
 * One of the three standard packages the server seeds (spec section 9 table). After seeding, the
 * packages live in the database: the admin console edits them, and the public pages, the order
 * page and the e-mails show them from there (the catalogue, decision record 011). These values are
 * also the catalogue of the build-time prerender (web/features/packages/catalog.ts).
 */
interface PackageDefinition {
  /** English name; the spec's identifier for the package. */
  name: 'Starter' | 'Professional' | 'Premium';
  /** German name shown on the German site. */
  nameDe: string;
  /** Hours of expert time included. */
  hours: number;
  /** Net price in euro cents (German VAT is added on top). */
  priceCents: number;
  /** Promised response time in hours. */
  responseHours: number;
  /** The promise reads "within N hours or less" (Premium). */
  responseOrLess: boolean;
  /** Marked "Most Popular" (true only for Professional). */
  popular: boolean;
  /** Includes a dedicated specialist (Premium; decision record 069). */
  dedicatedSpecialist: boolean;
  /** Lets the client book calls, and invites them to a check-in call each quarter (Professional, Premium; decision record 072). */
  calls: boolean;
  quarterlyCheckIns: boolean;
  /** Who the package is for, in English and German. */
  description: string;
  descriptionDe: string;
  /** What it includes, one short line each, in English and German. */
  features: readonly string[];
  featuresDe: readonly string[];
}

export const PACKAGES: readonly PackageDefinition[] = [
  {
    name: 'Starter',
    nameDe: 'Starter',
    hours: 5,
    priceCents: 14_000,
    responseHours: 48,
    responseOrLess: false,
    popular: false,
    dedicatedSpecialist: false,
    calls: false,
    quarterlyCheckIns: false,
    description: 'For individuals who need occasional help understanding German tax documents.',
    descriptionDe: 'Für Privatpersonen, die hin und wieder Hilfe brauchen, um deutsche Steuerunterlagen zu verstehen.',
    features: ['Questions answered by email and in the client portal', 'Your tax return and Steuerbescheid translated', 'Your documents read and explained'],
    featuresDe: [
      'Antworten per E-Mail und im Kundenportal',
      'Übersetzung Ihrer Steuererklärung und Ihres Steuerbescheids',
      'Wir lesen Ihre Unterlagen und erklären sie Ihnen',
    ],
  },
  {
    name: 'Professional',
    nameDe: 'Professional',
    hours: 10,
    priceCents: 27_800,
    responseHours: 24,
    responseOrLess: false,
    popular: true,
    dedicatedSpecialist: false,
    calls: true,
    quarterlyCheckIns: true,
    description: 'For expats and freelancers who want to understand their tax return and every letter from the Finanzamt.',
    descriptionDe: 'Für Expats und Selbstständige, die ihre Steuererklärung und jeden Brief vom Finanzamt genau verstehen wollen.',
    features: [
      'Everything in Starter',
      'Help gathering and understanding what your tax return needs',
      'Finanzamt letters translated and explained, your replies translated into German',
      'Priority email and phone support',
      'A call every quarter to go through your documents',
    ],
    featuresDe: [
      'Alle Leistungen des Starter-Pakets',
      'Hilfe beim Zusammenstellen und Verstehen der Unterlagen für Ihre Steuererklärung',
      'Briefe vom Finanzamt übersetzt und erklärt, Ihre Antworten ins Deutsche übersetzt',
      'Bevorzugte Bearbeitung per E-Mail und Telefon',
      'Ein Gesprächstermin pro Quartal, in dem wir Ihre Unterlagen durchgehen',
    ],
  },
  {
    name: 'Premium',
    nameDe: 'Premium',
    hours: 15,
    priceCents: 40_200,
    responseHours: 12,
    responseOrLess: true,
    popular: false,
    dedicatedSpecialist: true,
    calls: true,
    quarterlyCheckIns: true,
    description: 'For small businesses that want ongoing help understanding their tax paperwork and Finanzamt letters.',
    descriptionDe: 'Für kleine Unternehmen, die ihre Steuerunterlagen und die Post vom Finanzamt laufend verstehen und im Blick behalten wollen.',
    features: [
      'Everything in Professional',
      'Business tax paperwork explained: VAT pre-returns, EÜR, trade tax',
      'Help understanding an Einspruch and its deadline, and your objection translated',
      'A dedicated specialist',
      '24/7 priority access through the client portal',
      'Your documents organised, ready to hand to your Steuerberater',
    ],
    featuresDe: [
      'Alle Leistungen des Professional-Pakets',
      'Umsatzsteuer-Voranmeldung, EÜR und Gewerbesteuer verständlich erklärt',
      'Einspruch und Einspruchsfrist verständlich erklärt, Ihr Einspruchsschreiben bei Bedarf übersetzt',
      'Eine feste Ansprechperson',
      'Vorrangiger Zugang über das Kundenportal, rund um die Uhr',
      'Ihre Unterlagen geordnet – bereit für die Übergabe an Ihren Steuerberater',
    ],
  },
] as const;

/** Limits of a package's feature list (one short line each), in each language. */
export const PACKAGE_FEATURES_MAX = 12;
export const PACKAGE_FEATURE_MAX_LENGTH = 200;
/** A package's response promise, in hours (the database's check: 1 to 720). */
export const PACKAGE_RESPONSE_HOURS_MAX = 720;

/** Time is tracked in 15-minute increments (spec section 9). */
export const TIME_INCREMENT_MINUTES = 15;
/**
 * Purchased hours are valid 12 months from payment (spec section 9 says "from purchase": the purchase
 * is recorded when the payment arrives, so the public pages, the terms and the e-mails say "from payment").
 */
export const PURCHASE_VALIDITY_MONTHS = 12;
/** Response promise for inquiries and questions, on business days. */
export const RESPONSE_PROMISE_HOURS = 24;

/** Validation bounds (spec section 5 and 9). */
export const PASSWORD_MIN_LENGTH = 8;
/** Upper bound on passwords, so hashing cost stays bounded (argon2 input). */
export const PASSWORD_MAX_LENGTH = 256;
export const CONTACT_NAME_MIN_LENGTH = 2;
export const CONTACT_MESSAGE_MIN_LENGTH = 10;

/** Allowed upload extensions (spec section 9), lower case, without the dot. */
export const UPLOAD_EXTENSIONS = ['pdf', 'doc', 'docx', 'jpg', 'jpeg', 'png'] as const;
export type UploadExtension = (typeof UPLOAD_EXTENSIONS)[number];
/** The file picker's `accept` attribute: ".pdf,.doc,.docx,.jpg,.jpeg,.png". */
export const UPLOAD_ACCEPT = UPLOAD_EXTENSIONS.map((e) => `.${e}`).join(',');
/** Default upload cap in megabytes (MAX_UPLOAD_MB); the spec leaves it open. */
export const DEFAULT_MAX_UPLOAD_MB = 20;

/** Section anchor scroll offset for the sticky header, in pixels. */
export const SECTION_SCROLL_OFFSET_PX = 80;

/** Toasts (spec section 9). */
export const TOAST_LIMIT = 1;
export const TOAST_DURATION_MS = 5000;
export const TOAST_SWIPE_THRESHOLD_PX = 50;
export const TOAST_HOTKEY = 'F8';

/** Tooltips (spec section 9): shown after 700 ms. */
export const TOOLTIP_DELAY_MS = 700;

/** A password reset link is valid for 1 hour (beyond the spec), in milliseconds. */
export const PASSWORD_RESET_TTL_MS = 60 * 60 * 1000;
/** An e-mail confirmation link (new account, changed address) is valid for 24 hours, in milliseconds. */
export const EMAIL_TOKEN_TTL_MS = 24 * 60 * 60 * 1000;
/** A session's "last seen" time is written at most this often, in milliseconds (5 minutes). */
export const SESSION_LAST_SEEN_INTERVAL_MS = 5 * 60 * 1000;
/** The client is told (dashboard notice, one e-mail) when an active package is this share used. */
export const USAGE_NOTICE_SHARE = 0.8;
/** ... or when it expires within this many days. */
export const EXPIRY_NOTICE_DAYS = 30;
/** Most minutes one time entry may log (a 24-hour day). */
export const TIME_ENTRY_MAX_MINUTES = 24 * 60;

/** Session lifetime: 30 days, in milliseconds. */
export const SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;

/**
 * Landing page claims (spec section 1). The spec's third claim, "100% client satisfaction", cannot
 * be proven and is replaced by one that can be checked: the two languages we work in.
 */
export const CLAIMS = { expatsServed: '500+', yearsExperience: '10+', languages: '2' } as const;

/** Most calls in one batched tRPC request (server `maxBatchSize`, web `httpBatchLink` `maxItems`). */
export const TRPC_MAX_BATCH_SIZE = 10;

/** Items in one page of a client's list (questions); the most a caller may ask for is LIST_PAGE_MAX. */
export const LIST_PAGE_SIZE = 50;
export const LIST_PAGE_MAX = 100;
