/**
 * Selling hours online (docs/decisions/011-orders-and-invoices.md).
 * - packages gain German names and descriptions, feature lists in both languages, the response
 *   time and the "Most Popular" flag: the console's packages are the one source of the public
 *   pages, the order page and the e-mails. The three standard packages get the spec's values.
 * - settings: key/value settings an admin keeps (the VAT rate, `vatRatePercent`, default 19).
 * - orders: a client's order of a package, with its price snapshot (net, VAT rate, VAT, gross in
 *   euro cents), billing address, the consent to start early (§ 356 (4) BGB), the payment way
 *   (bank transfer or card) and its state: open, paid, expired, cancelled, withdrawn.
 * - invoice_counters / invoices: invoices and credit notes (§ 14 (4) UStG) numbered per year
 *   without gaps: the counter row is incremented in the transaction that writes the invoice.
 *   Invoices are never updated or deleted (a trigger refuses it); they are kept 10 years (§ 147 AO).
 * - withdrawals: every withdrawal declaration received (§ 356a BGB), matched to an order or not.
 * - stripe_events: webhook events already handled (a replay is answered without effect).
 * - purchases.order_id: the purchase an order created (unique: one purchase per order).
 * Plain PostgreSQL that runs unchanged on PGlite and PostgreSQL 15+.
 */
import { Migration } from '@mikro-orm/migrations';

/** The standard packages' German names, descriptions and both feature lists (spec section 9). */
const STANDARD = [
  {
    name: 'Starter',
    nameDe: 'Starter',
    description: 'For individuals who need occasional help understanding German tax documents.',
    descriptionDe: 'Für Privatpersonen, die gelegentlich Hilfe beim Verstehen deutscher Steuerunterlagen brauchen.',
    features: ['Email support', 'Basic tax return translation', 'Document review'],
    featuresDe: ['E-Mail-Support', 'Einfache Übersetzung der Steuererklärung', 'Prüfung von Dokumenten'],
    responseHours: 48,
    responseOrLess: false,
    popular: false,
    oldDescription: 'Email support, basic tax return translation and document review.',
  },
  {
    name: 'Professional',
    nameDe: 'Professionell',
    description: 'For expats and freelancers who want their tax return and Finanzamt letters handled.',
    descriptionDe: 'Für Expats und Freiberufler, die ihre Steuererklärung und Briefe vom Finanzamt in guten Händen wissen wollen.',
    features: ['Everything in Starter', 'Complete tax return handling', 'Finanzamt correspondence', 'Priority email and phone support', 'Quarterly check-ins'],
    featuresDe: [
      'Alles aus Starter',
      'Komplette Betreuung der Steuererklärung',
      'Korrespondenz mit dem Finanzamt',
      'Bevorzugter E-Mail- und Telefon-Support',
      'Vierteljährliche Check-ins',
    ],
    responseHours: 24,
    responseOrLess: false,
    popular: true,
    oldDescription: 'Complete return handling, Finanzamt correspondence, priority email and phone support, quarterly check-ins.',
  },
  {
    name: 'Premium',
    nameDe: 'Premium',
    description: 'For small businesses that need full, ongoing tax support.',
    descriptionDe: 'Für kleine Unternehmen, die umfassende, laufende steuerliche Unterstützung brauchen.',
    features: [
      'Everything in Professional',
      'Full business tax support',
      'Appeals and objections handling',
      'A dedicated specialist',
      '24/7 priority access',
      'Strategic tax planning',
    ],
    featuresDe: [
      'Alles aus Professionell',
      'Umfassende Unterstützung bei Unternehmenssteuern',
      'Betreuung von Einsprüchen und Rechtsbehelfen',
      'Eine feste Ansprechperson',
      'Vorrangiger Zugang rund um die Uhr',
      'Strategische Steuerplanung',
    ],
    responseHours: 12,
    responseOrLess: true,
    popular: false,
    oldDescription: 'Full business tax support, appeals and objections handling, a dedicated specialist, 24/7 priority access, strategic tax planning.',
  },
];

const quote = (s: string) => `'${s.replaceAll("'", "''")}'`;
const jsonList = (items: string[]) => `${quote(JSON.stringify(items))}::jsonb`;

export class Migration20261124120000_orders_invoices extends Migration {
  override name = 'Migration20261124120000_orders_invoices';

  override up(): void {
    this.addSql(`alter table "packages"
      add column "name_de" varchar(120) null,
      add column "description_de" text null,
      add column "features" jsonb not null default '[]',
      add column "features_de" jsonb not null default '[]',
      add column "response_hours" integer not null default 24,
      add column "response_or_less" boolean not null default false,
      add column "popular" boolean not null default false,
      add column "updated_at" timestamptz not null default now();`);
    this.addSql(`alter table "packages" add constraint "packages_response_hours_check" check ("response_hours" between 1 and 720);`);
    for (const s of STANDARD) {
      this.addSql(`update "packages" set
        "name_de" = ${quote(s.nameDe)},
        "description" = case when "description" is null or "description" = ${quote(s.oldDescription)} then ${quote(s.description)} else "description" end,
        "description_de" = ${quote(s.descriptionDe)},
        "features" = ${jsonList(s.features)},
        "features_de" = ${jsonList(s.featuresDe)},
        "response_hours" = ${s.responseHours},
        "response_or_less" = ${s.responseOrLess},
        "popular" = ${s.popular}
        where "name" = ${quote(s.name)};`);
    }

    this.addSql(`create table "settings" (
      "key" varchar(60) not null,
      "value" jsonb not null,
      "updated_at" timestamptz not null default now(),
      constraint "settings_pkey" primary key ("key")
    );`);

    this.addSql(`create table "orders" (
      "id" uuid not null default gen_random_uuid(),
      "reference" varchar(20) not null,
      "user_id" uuid not null,
      "package_id" uuid not null,
      "package_name" varchar(120) not null,
      "package_name_de" varchar(120) null,
      "hours" integer not null,
      "validity_months" integer not null,
      "net_cents" integer not null,
      "vat_rate_percent" integer not null,
      "vat_cents" integer not null,
      "gross_cents" integer not null,
      "customer_type" varchar(10) not null,
      "billing" jsonb not null,
      "language" varchar(2) not null,
      "payment_method" varchar(10) not null,
      "early_start" boolean not null default false,
      "terms_accepted_at" timestamptz not null,
      "status" varchar(10) not null default 'open',
      "created_at" timestamptz not null default now(),
      "pay_by" timestamptz not null,
      "reminded_at" timestamptz null,
      "paid_at" timestamptz null,
      "paid_on" date null,
      "confirmed_by" uuid null,
      "stripe_session_id" varchar(255) null,
      "stripe_payment_intent" varchar(255) null,
      "purchase_id" uuid null,
      "closed_at" timestamptz null,
      "withdrawn_at" timestamptz null,
      "refund_cents" integer null,
      "refunded_at" timestamptz null,
      constraint "orders_pkey" primary key ("id"),
      constraint "orders_reference_unique" unique ("reference"),
      constraint "orders_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete restrict,
      constraint "orders_package_id_foreign" foreign key ("package_id") references "packages" ("id") on delete restrict,
      constraint "orders_purchase_id_foreign" foreign key ("purchase_id") references "purchases" ("id") on delete restrict,
      constraint "orders_confirmed_by_foreign" foreign key ("confirmed_by") references "users" ("id") on delete set null,
      constraint "orders_status_check" check ("status" in ('open', 'paid', 'expired', 'cancelled', 'withdrawn')),
      constraint "orders_customer_type_check" check ("customer_type" in ('consumer', 'business')),
      constraint "orders_payment_method_check" check ("payment_method" in ('transfer', 'card')),
      constraint "orders_language_check" check ("language" in ('en', 'de')),
      constraint "orders_amounts_check" check ("net_cents" >= 0 and "vat_cents" >= 0 and "gross_cents" = "net_cents" + "vat_cents" and "hours" > 0),
      constraint "orders_refund_check" check ("refund_cents" is null or ("refund_cents" >= 0 and "refund_cents" <= "gross_cents"))
    );`);
    this.addSql(`create index "orders_user_id_created_at_index" on "orders" ("user_id", "created_at");`);
    this.addSql(`create index "orders_status_created_at_index" on "orders" ("status", "created_at");`);
    this.addSql(`create unique index "orders_stripe_session_id_unique" on "orders" ("stripe_session_id") where "stripe_session_id" is not null;`);

    this.addSql(`alter table "purchases" add column "order_id" uuid null;`);
    this.addSql(`alter table "purchases" add constraint "purchases_order_id_unique" unique ("order_id");`);

    this.addSql(`create table "invoice_counters" (
      "year" integer not null,
      "last" integer not null,
      constraint "invoice_counters_pkey" primary key ("year"),
      constraint "invoice_counters_last_check" check ("last" >= 1)
    );`);

    this.addSql(`create table "invoices" (
      "id" uuid not null default gen_random_uuid(),
      "number" varchar(20) not null,
      "year" integer not null,
      "seq" integer not null,
      "kind" varchar(12) not null,
      "order_id" uuid not null,
      "user_id" uuid not null,
      "corrects_id" uuid null,
      "issued_on" date not null,
      "paid_on" date null,
      "language" varchar(2) not null,
      "seller" jsonb not null,
      "buyer" jsonb not null,
      "lines" jsonb not null,
      "net_cents" integer not null,
      "vat_rate_percent" integer not null,
      "vat_cents" integer not null,
      "gross_cents" integer not null,
      "created_at" timestamptz not null default now(),
      constraint "invoices_pkey" primary key ("id"),
      constraint "invoices_number_unique" unique ("number"),
      constraint "invoices_year_seq_unique" unique ("year", "seq"),
      constraint "invoices_order_id_foreign" foreign key ("order_id") references "orders" ("id") on delete restrict,
      constraint "invoices_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete restrict,
      constraint "invoices_corrects_id_foreign" foreign key ("corrects_id") references "invoices" ("id") on delete restrict,
      constraint "invoices_kind_check" check ("kind" in ('invoice', 'credit_note')),
      constraint "invoices_corrects_check" check (("kind" = 'invoice') = ("corrects_id" is null)),
      constraint "invoices_amounts_check" check ("net_cents" >= 0 and "vat_cents" >= 0 and "gross_cents" = "net_cents" + "vat_cents")
    );`);
    this.addSql(`create unique index "invoices_one_invoice_per_order" on "invoices" ("order_id") where "kind" = 'invoice';`);
    this.addSql(`create index "invoices_user_id_issued_on_index" on "invoices" ("user_id", "issued_on");`);
    // § 14 UStG / § 147 AO: an invoice is corrected by a credit note, never edited or deleted.
    this.addSql(`create function "invoices_immutable"() returns trigger language plpgsql as $$
      begin
        raise exception 'invoices are never updated or deleted (§ 14 UStG, § 147 AO)' using errcode = 'P0001';
      end $$;`);
    this.addSql(`create trigger "invoices_immutable" before update or delete on "invoices" for each row execute function "invoices_immutable"();`);

    this.addSql(`create table "withdrawals" (
      "id" uuid not null default gen_random_uuid(),
      "order_id" uuid null,
      "name" varchar(200) not null,
      "email" varchar(254) not null,
      "order_reference" varchar(60) not null,
      "message" text null,
      "language" varchar(2) not null,
      "received_at" timestamptz not null default now(),
      "outcome" varchar(12) not null,
      constraint "withdrawals_pkey" primary key ("id"),
      constraint "withdrawals_order_id_foreign" foreign key ("order_id") references "orders" ("id") on delete restrict,
      constraint "withdrawals_outcome_check" check ("outcome" in ('withdrawn', 'late', 'unmatched', 'repeated'))
    );`);
    this.addSql(`create index "withdrawals_received_at_index" on "withdrawals" ("received_at");`);

    this.addSql(`create table "stripe_events" (
      "id" varchar(255) not null,
      "type" varchar(100) not null,
      "received_at" timestamptz not null default now(),
      constraint "stripe_events_pkey" primary key ("id")
    );`);
  }
}
