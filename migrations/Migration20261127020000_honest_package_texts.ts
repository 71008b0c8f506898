/**
 * The standard packages' texts describe what the firm does: translation, explanation and help
 * understanding and organising documents, with a referral to a Steuerberater where advice is needed
 * (tax advice is reserved to tax advisers, §§ 2, 3 StBerG). The seed texts of the orders/invoices
 * migration sold "complete tax return handling", "appeals and objections handling" and "strategic
 * tax planning"; their German read like a translation ("Professionell", "Alles aus Professionell").
 *
 * Each field (German name, descriptions, both feature lists) is replaced only where it still holds
 * the old seed value, so an admin's own edits stay. `updated_at` moves for a changed row, so the
 * prerendered public pages follow (decision record 011). The new values equal PACKAGES in
 * src/shared/constants.ts. Plain PostgreSQL that runs unchanged on PGlite and PostgreSQL 15+.
 */
import { Migration } from '@mikro-orm/migrations';

interface Texts {
  nameDe: string;
  description: string;
  descriptionDe: string;
  features: string[];
  featuresDe: string[];
}

/** Per standard package: the old seed texts and the new ones. */
const CHANGES: { name: string; old: Texts; new: Texts }[] = [
  {
    name: 'Starter',
    old: {
      nameDe: 'Starter',
      description: 'For individuals who need occasional help understanding German tax documents.',
      descriptionDe: 'Für Privatpersonen, die gelegentlich Hilfe beim Verstehen deutscher Steuerunterlagen brauchen.',
      features: ['Email support', 'Basic tax return translation', 'Document review'],
      featuresDe: ['E-Mail-Support', 'Einfache Übersetzung der Steuererklärung', 'Prüfung von Dokumenten'],
    },
    new: {
      nameDe: 'Starter',
      description: 'For individuals who need occasional help understanding German tax documents.',
      descriptionDe: 'Für Privatpersonen, die hin und wieder Hilfe brauchen, um deutsche Steuerunterlagen zu verstehen.',
      features: ['Questions answered by email and in the client portal', 'Your tax return and Steuerbescheid translated', 'Your documents read and explained'],
      featuresDe: [
        'Antworten per E-Mail und im Kundenportal',
        'Übersetzung Ihrer Steuererklärung und Ihres Steuerbescheids',
        'Wir lesen Ihre Unterlagen und erklären sie Ihnen',
      ],
    },
  },
  {
    name: 'Professional',
    old: {
      nameDe: 'Professionell',
      description: 'For expats and freelancers who want their tax return and Finanzamt letters handled.',
      descriptionDe: 'Für Expats und Freiberufler, die ihre Steuererklärung und Briefe vom Finanzamt in guten Händen wissen wollen.',
      features: [
        'Everything in Starter',
        'Complete tax return handling',
        'Finanzamt correspondence',
        'Priority email and phone support',
        'Quarterly check-ins',
      ],
      featuresDe: [
        'Alles aus Starter',
        'Komplette Betreuung der Steuererklärung',
        'Korrespondenz mit dem Finanzamt',
        'Bevorzugter E-Mail- und Telefon-Support',
        'Vierteljährliche Check-ins',
      ],
    },
    new: {
      nameDe: 'Professional',
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
  },
  {
    name: 'Premium',
    old: {
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
    },
    new: {
      nameDe: 'Premium',
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
  },
];

const quote = (s: string) => `'${s.replaceAll("'", "''")}'`;
const jsonList = (items: string[]) => `${quote(JSON.stringify(items))}::jsonb`;

/** The package columns of each text. */
const COLUMNS: Record<keyof Texts, string> = {
  nameDe: 'name_de',
  description: 'description',
  descriptionDe: 'description_de',
  features: 'features',
  featuresDe: 'features_de',
};

/** A text as an SQL literal (feature lists as jsonb, compared by value). */
const literal = (v: string | string[]) => (Array.isArray(v) ? jsonList(v) : quote(v));

/**
 * One update per package: each changed column set to its `to` text where it still holds its `from`
 * text; the row (and its `updated_at`) is touched only when at least one column still does.
 */
function updates(from: 'old' | 'new', to: 'old' | 'new'): string[] {
  return CHANGES.map((c) => {
    const keys = (Object.keys(COLUMNS) as (keyof Texts)[]).filter((k) => JSON.stringify(c.old[k]) !== JSON.stringify(c.new[k]));
    const sets = keys.map((k) => `"${COLUMNS[k]}" = case when "${COLUMNS[k]}" = ${literal(c[from][k])} then ${literal(c[to][k])} else "${COLUMNS[k]}" end`);
    const stillSeeded = keys.map((k) => `"${COLUMNS[k]}" = ${literal(c[from][k])}`).join(' or ');
    return `update "packages" set ${sets.join(', ')}, "updated_at" = now() where "name" = ${quote(c.name)} and (${stillSeeded});`;
  });
}

export class Migration20261127020000_honest_package_texts extends Migration {
  override name = 'Migration20261127020000_honest_package_texts';

  override up(): void {
    for (const sql of updates('old', 'new')) this.addSql(sql);
  }

  override down(): void {
    for (const sql of updates('new', 'old')) this.addSql(sql);
  }
}
