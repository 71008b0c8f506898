/**
 * The migration that rewrites the standard packages' texts (Migration20261127020000_honest_package_texts)
 * on a database that holds the old seed texts: a text still equal to its old seed value becomes
 * the new one (PACKAGES), one an admin has edited stays; down() goes back the same way.
 * Runs the real migrations on a fresh in-memory PGlite (plain SQL, as on PostgreSQL).
 */
import { describe, expect, it } from 'vitest';
import { PACKAGES } from '../../shared/constants.js';
import { rootEm } from '../../db.js';
import { useDatabaseMigratedTo } from '../../test/database.js';

const BEFORE = 'Migration20261126230000_sign_in_throttles';
const HONEST = 'Migration20261127020000_honest_package_texts';

/** The seed texts before the migration (Migration20261124120000_orders_invoices). */
const OLD = {
  Starter: {
    name_de: 'Starter',
    description: 'For individuals who need occasional help understanding German tax documents.',
    description_de: 'Für Privatpersonen, die gelegentlich Hilfe beim Verstehen deutscher Steuerunterlagen brauchen.',
    features: ['Email support', 'Basic tax return translation', 'Document review'],
    features_de: ['E-Mail-Support', 'Einfache Übersetzung der Steuererklärung', 'Prüfung von Dokumenten'],
  },
  Professional: {
    name_de: 'Professionell',
    description: 'For expats and freelancers who want their tax return and Finanzamt letters handled.',
    description_de: 'Für Expats und Freiberufler, die ihre Steuererklärung und Briefe vom Finanzamt in guten Händen wissen wollen.',
    features: ['Everything in Starter', 'Complete tax return handling', 'Finanzamt correspondence', 'Priority email and phone support', 'Quarterly check-ins'],
    features_de: [
      'Alles aus Starter',
      'Komplette Betreuung der Steuererklärung',
      'Korrespondenz mit dem Finanzamt',
      'Bevorzugter E-Mail- und Telefon-Support',
      'Vierteljährliche Check-ins',
    ],
  },
  Premium: {
    name_de: 'Premium',
    description: 'For small businesses that need full, ongoing tax support.',
    description_de: 'Für kleine Unternehmen, die umfassende, laufende steuerliche Unterstützung brauchen.',
    features: [
      'Everything in Professional',
      'Full business tax support',
      'Appeals and objections handling',
      'A dedicated specialist',
      '24/7 priority access',
      'Strategic tax planning',
    ],
    features_de: [
      'Alles aus Professionell',
      'Umfassende Unterstützung bei Unternehmenssteuern',
      'Betreuung von Einsprüchen und Rechtsbehelfen',
      'Eine feste Ansprechperson',
      'Vorrangiger Zugang rund um die Uhr',
      'Strategische Steuerplanung',
    ],
  },
};

/** The seed values after the migration: PACKAGES, in column names. */
function seeded(name: string) {
  const p = PACKAGES.find((x) => x.name === name)!;
  return { name_de: p.nameDe, description: p.description, description_de: p.descriptionDe, features: [...p.features], features_de: [...p.featuresDe] };
}

interface Row {
  name: string;
  name_de: string | null;
  description: string | null;
  description_de: string | null;
  features: string[];
  features_de: string[];
  updated_at: Date | string;
}

const orm = useDatabaseMigratedTo(BEFORE);

describe('the honest package texts migration', () => {
  it('replaces the old seed texts, keeps an admin’s edits, and goes back', async () => {
    const em = rootEm(orm()).fork();
    await em.execute(`delete from packages`);
    const past = '2026-11-01T10:00:00Z';
    for (const [name, old] of Object.entries(OLD)) {
      await em.execute(
        `insert into packages (name, name_de, hours, price, description, description_de, features, features_de, updated_at)
         values (?, ?, 5, 14000, ?, ?, ?::jsonb, ?::jsonb, ?)`,
        [name, old.name_de, old.description, old.description_de, JSON.stringify(old.features), JSON.stringify(old.features_de), past],
      );
    }
    // The firm's own edits: Starter's German description, Premium's English features, and a package of its own.
    await em.execute(`update packages set description_de = 'Unsere eigene Beschreibung.' where name = 'Starter'`);
    await em.execute(`update packages set features = '["Our own list"]'::jsonb where name = 'Premium'`);
    await em.execute(
      `insert into packages (name, name_de, hours, price, description, features, updated_at) values ('Custom', 'Eigenes', 3, 9000, 'Strategic tax planning', '["Complete tax return handling"]'::jsonb, ?)`,
      [past],
    );
    const rows = async () =>
      Object.fromEntries(
        (await em.execute<Row[]>(`select name, name_de, description, description_de, features, features_de, updated_at from packages`)).map((r) => [
          r.name,
          { ...r, updated_at: new Date(r.updated_at).toISOString() },
        ]),
      );

    await orm().migrator.up({ to: HONEST });
    const after = await rows();
    expect(after.Professional).toMatchObject(seeded('Professional'));
    expect(after.Professional!.name_de).toBe('Professional');
    expect(after.Starter).toMatchObject({ ...seeded('Starter'), description_de: 'Unsere eigene Beschreibung.' });
    expect(after.Premium).toMatchObject({ ...seeded('Premium'), features: ['Our own list'] });
    for (const name of ['Starter', 'Professional', 'Premium']) expect(after[name]!.updated_at, name).not.toBe(new Date(past).toISOString());
    // A package the firm made itself is not touched, whatever it says.
    expect(after.Custom).toMatchObject({ name_de: 'Eigenes', description: 'Strategic tax planning', features: ['Complete tax return handling'] });
    expect(after.Custom!.updated_at).toBe(new Date(past).toISOString());

    await orm().migrator.down({ to: BEFORE });
    const back = await rows();
    expect(back.Professional).toMatchObject(OLD.Professional);
    expect(back.Starter).toMatchObject({ ...OLD.Starter, description_de: 'Unsere eigene Beschreibung.' });
    expect(back.Premium).toMatchObject({ ...OLD.Premium, features: ['Our own list'] });
  });
});
