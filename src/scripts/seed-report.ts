/**
 * `npm run seed:report -- --database-url postgres://…`: fills an empty PostgreSQL database with three
 * years of a firm for measuring the owner's report (docs/decisions/066-owner-report.md): 3 experts,
 * 2,000 clients, 11,200 orders (10,000 paid, 250 of them withdrawn with a credit note; the rest
 * expired, cancelled or open), their purchases and 10,000 invoices, 50,000 questions with their
 * response clocks, 8,000 letters and a time entry for each answered question and every second
 * letter. Arrivals lean to business hours on weekdays and grow towards today (Berlin time).
 *
 * Every row comes from `insert … select … from generate_series(…)` in one transaction, with
 * `setseed` first: the same data set each time, in seconds. The statements' column lists are typed
 * (src/kysely.ts); the generated values are SQL. The database is migrated first; the script
 * refuses one that already has clients, and the benchmark's rows carry `@report-bench.example`
 * addresses. Question texts, conversations and documents are not made: the report reads none.
 */
import { sql, type RawBuilder } from 'kysely';
import { parseArgs } from 'node:util';
import { loadConfig } from '../config.js';
import { migrate, openAppOrm, rootEm } from '../db.js';
import { db } from '../kysely.js';
import { seedPackages } from '../modules/packages/packages.service.js';
import { LETTER_TYPES } from '../shared/letters/letter-types.js';

const CLIENTS = 2000;
const EXPERTS = 3;
const QUESTIONS = 50_000;
const LETTERS = 8000;
/** Orders with an invoice (the first PAID - WITHDRAWN stay paid, the next WITHDRAWN were withdrawn and refunded). */
const PAID = 10_000;
const WITHDRAWN = 250;
const EXPIRED = 800;
const CANCELLED = 250;
const OPEN = 150;
const DAYS = 3 * 365;
const DOMAIN = 'report-bench.example';

/**
 * `n` rows `(g, at)`: g = 1…n, `at` an instant in the last three years, more of them recent
 * (density rising towards today), 85 % between 8:00 and 18:00 Berlin time, and four in five that
 * would fall on a weekend moved to one of the five weekdays before; never in the future.
 */
function arrivals(n: number): RawBuilder<unknown> {
  return sql`(
    select g, least(now() - interval '1 minute',
      ((case when extract(isodow from day) >= 6 and rw < 0.8 then day - (extract(isodow from day)::int - 5) - floor(rw2 * 5)::int else day end)
        + make_interval(hours => case when rh < 0.85 then 8 + floor(rh2 * 10)::int else floor(rh2 * 24)::int end, mins => floor(rm * 60)::int))
      at time zone 'Europe/Berlin') as at
    from (
      select g, (now() at time zone 'Europe/Berlin')::date - floor(${DAYS} * power(random(), 0.8))::int as day,
             random() as rw, random() as rw2, random() as rh, random() as rh2, random() as rm
        from generate_series(1, ${n}) as g
    ) s
  )`;
}

/** The benchmark's clients numbered 1…CLIENTS (`c.n`), to draw one at random with `1 + floor(random() * CLIENTS)`. */
const numberedClients = sql`(select id, row_number() over (order by email) as n from users where role = 'client' and email like ${'%@' + DOMAIN}) c`;

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { 'database-url': { type: 'string' } } });
  const databaseUrl = values['database-url'] ?? process.env.DATABASE_URL;
  if (!databaseUrl?.startsWith('postgres')) throw new Error('Give a PostgreSQL database: --database-url postgres://postgres@127.0.0.1:5432/report_bench');
  const config = loadConfig({ ...process.env, DATABASE_URL: databaseUrl });
  const orm = await openAppOrm(config);
  const started = performance.now();
  try {
    await migrate(orm);
    const em = rootEm(orm).fork();
    await seedPackages(em);
    const clients = await db(em)
      .selectFrom('users')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('role', '=', 'client')
      .executeTakeFirstOrThrow();
    if (Number(clients.n) > 0) throw new Error('This database has clients already: seed an empty one (createdb …).');
    await em.transactional(async (tx) => {
      const k = db(tx);
      await sql`select setseed(0.42)`.execute(k);
      const step = async (what: string, run: () => Promise<void>) => {
        const t0 = performance.now();
        await run();
        console.log(`  ${what.padEnd(34)} ${Math.round(performance.now() - t0)} ms`);
      };
      await step(`${EXPERTS} experts, ${CLIENTS} clients`, async () => {
        await k
          .insertInto('users')
          .columns(['email', 'password', 'name', 'role', 'language', 'created_at', 'email_verified_at'])
          .expression(
            sql`select 'expert' || g || ${'@' + DOMAIN}, '!', 'Expert ' || g, 'admin', 'de', now() - interval '3 years', now() - interval '3 years'
                  from generate_series(1, ${EXPERTS}) g
                union all
                select 'client' || lpad(g::text, 5, '0') || ${'@' + DOMAIN}, '!', 'Client ' || g, 'client', case when g % 3 = 0 then 'en' else 'de' end,
                       now() - make_interval(days => floor(random() * ${DAYS})::int), now() - interval '1 day'
                  from generate_series(1, ${CLIENTS}) g`,
          )
          .execute();
      });
      // Orders: 1…PAID paid (the last WITHDRAWN of them withdrawn and refunded), then expired, cancelled, and open ones of the last ten days.
      const withdrawnFrom = PAID - WITHDRAWN;
      const expiredTo = PAID + EXPIRED;
      const cancelledTo = expiredTo + CANCELLED;
      await step(`${PAID + EXPIRED + CANCELLED + OPEN} orders`, async () => {
        await k
          .insertInto('orders')
          .columns([
            'reference',
            'user_id',
            'package_id',
            'package_name',
            'package_name_de',
            'hours',
            'validity_months',
            'net_cents',
            'vat_rate_percent',
            'vat_cents',
            'gross_cents',
            'customer_type',
            'billing',
            'language',
            'payment_method',
            'terms_accepted_at',
            'status',
            'created_at',
            'pay_by',
            'paid_at',
            'paid_on',
            'withdrawn_at',
            'refund_cents',
            'refunded_at',
          ])
          .expression(
            sql`select 'RB-' || lpad(o.g::text, 6, '0'), c.id, p.id, p.name, p.name_de, p.hours, 12,
                       p.price, 19, round(p.price * 0.19)::int, p.price + round(p.price * 0.19)::int,
                       case when o.g % 5 = 0 then 'business' else 'consumer' end,
                       jsonb_build_object('name', 'Client ' || c.n, 'street', 'Musterstraße 1', 'postalCode', '10115', 'city', 'Berlin', 'countryCode', 'DE'),
                       'de', case when o.g % 4 = 0 then 'card' else 'transfer' end,
                       o.at, o.status, o.at, o.at + interval '14 days',
                       o.paid_at, (o.paid_at at time zone 'Europe/Berlin')::date,
                       case when o.status = 'withdrawn' then o.paid_at + interval '3 days' end,
                       case when o.status = 'withdrawn' then p.price + round(p.price * 0.19)::int end,
                       case when o.status = 'withdrawn' then o.paid_at + interval '5 days' end
                  from (
                    select a.g, a.client, a.pkg, a.status,
                           case when a.status = 'open' then now() - make_interval(mins => floor(random() * 14400)::int) else a.at end as at,
                           case when a.status in ('paid', 'withdrawn') then least(now() - interval '1 minute', a.at + make_interval(hours => floor(random() * 48)::int)) end as paid_at
                      from (
                        select s.g, s.at, 1 + floor(random() * ${CLIENTS})::int as client,
                               case when random() < 0.5 then 1 when random() < 0.8 then 2 else 3 end as pkg,
                               case when s.g <= ${withdrawnFrom} then 'paid' when s.g <= ${PAID} then 'withdrawn'
                                    when s.g <= ${expiredTo} then 'expired' when s.g <= ${cancelledTo} then 'cancelled' else 'open' end as status
                          from ${arrivals(PAID + EXPIRED + CANCELLED + OPEN)} s
                      ) a
                  ) o
                  join ${numberedClients} on c.n = o.client
                  join (select id, name, name_de, hours, price, row_number() over (order by hours, price) as n from packages where active) p on p.n = o.pkg`,
          )
          .execute();
      });
      await step(`${PAID} purchases`, async () => {
        await k
          .insertInto('purchases')
          .columns(['user_id', 'package_id', 'hours_total', 'price_paid', 'purchased_at', 'expires_at', 'order_id'])
          .expression(
            sql`select user_id, package_id, hours, net_cents, paid_at, paid_at + interval '12 months', id from orders
                 where reference like 'RB-%' and paid_at is not null`,
          )
          .execute();
        await k
          .updateTable('orders as o')
          .from('purchases as pu')
          .set((eb) => ({ purchase_id: eb.ref('pu.id') }))
          .whereRef('pu.order_id', '=', 'o.id')
          .execute();
      });
      const invoiceColumns = [
        'number',
        'year',
        'seq',
        'kind',
        'order_id',
        'user_id',
        'corrects_id',
        'issued_on',
        'paid_on',
        'language',
        'seller',
        'buyer',
        'lines',
        'net_cents',
        'vat_rate_percent',
        'vat_cents',
        'gross_cents',
        'payment_means',
        'created_at',
      ] as const;
      await step(`${PAID} invoices, ${WITHDRAWN} credit notes`, async () => {
        await k
          .insertInto('invoices')
          .columns(invoiceColumns)
          .expression(
            sql`select year || '-' || lpad(seq::text, 5, '0'), year, seq, 'invoice', id, user_id, null, paid_on, paid_on, language,
                       '{"name": "Steuerhilfe (benchmark)"}'::jsonb, billing, '[]'::jsonb, net_cents, vat_rate_percent, vat_cents, gross_cents, payment_method, paid_at
                  from (select o.*, extract(year from paid_on)::int as year, row_number() over (partition by extract(year from paid_on) order by paid_at, id)::int as seq
                          from orders o where reference like 'RB-%' and paid_at is not null) n`,
          )
          .execute();
        await k
          .insertInto('invoices')
          .columns(invoiceColumns)
          .expression(
            sql`select n.year || '-' || lpad((last.seq + n.seq)::text, 5, '0'), n.year, last.seq + n.seq, 'credit_note', n.id, n.user_id, i.id, n.refunded_on, null, n.language,
                       i.seller, i.buyer, '[]'::jsonb, n.net_cents, n.vat_rate_percent, n.vat_cents, n.gross_cents, n.payment_method, n.refunded_at
                  from (select o.*, (refunded_at at time zone 'Europe/Berlin')::date as refunded_on,
                               extract(year from (refunded_at at time zone 'Europe/Berlin'))::int as year,
                               row_number() over (partition by extract(year from (refunded_at at time zone 'Europe/Berlin')) order by refunded_at, id)::int as seq
                          from orders o where reference like 'RB-%' and status = 'withdrawn') n
                  join invoices i on i.order_id = n.id and i.kind = 'invoice'
                  join lateral (select coalesce(max(seq), 0) as seq from invoices where year = n.year and kind = 'invoice') last on true`,
          )
          .execute();
        await k
          .insertInto('invoice_counters')
          .columns(['year', 'last'])
          .expression(sql`select year, max(seq) from invoices group by year`)
          .onConflict((oc) => oc.column('year').doUpdateSet((eb) => ({ last: eb.ref('excluded.last') })))
          .execute();
      });
      await step(`${QUESTIONS} questions and their clocks`, async () => {
        await k
          .insertInto('questions')
          .columns(['user_id', 'question', 'answer', 'status', 'asked_at', 'answered_at', 'message_count', 'last_message_at', 'waiting_since'])
          .expression(
            sql`select c.id, 'Question ' || q.g, case when q.answered_at is not null then 'Answer ' || q.g end,
                       case when q.answered_at is not null then 'answered' else 'pending' end,
                       q.at, q.answered_at, case when q.answered_at is not null then 2 else 1 end, coalesce(q.answered_at, q.at),
                       case when q.answered_at is null then q.at end
                  from (
                    select s.g, s.at, 1 + floor(random() * ${CLIENTS})::int as client,
                           case when s.at < now() - interval '3 days' or random() < 0.5
                                then least(now() - interval '1 minute', s.at + make_interval(mins => 15 + floor(random() * 60 * 40)::int)) end as answered_at
                      from ${arrivals(QUESTIONS)} s
                  ) q
                  join ${numberedClients} on c.n = q.client`,
          )
          .execute();
        await k
          .insertInto('response_clocks')
          .columns(['question_id', 'started_at', 'promised_hours', 'answered_at', 'answered_by'])
          .expression(
            sql`select q.id, q.asked_at, (array[12, 24, 48])[1 + floor(random() * 3)::int], q.answered_at,
                       case when q.answered_at is not null then e.id end
                  from questions q
                  join (select id, row_number() over (order by email) as n from users where role = 'admin' and email like ${'%@' + DOMAIN}) e
                    on e.n = 1 + (abs(hashtext(q.id::text)) % ${EXPERTS})`,
          )
          .execute();
      });
      await step(`${LETTERS} letters`, async () => {
        await k
          .insertInto('letters')
          .columns(['user_id', 'reading_status', 'letter_type', 'created_at', 'updated_at'])
          .expression(
            sql`select c.id, 'done', case when l.kind < ${LETTER_TYPES.length} then (${sql.val([...LETTER_TYPES])}::text[])[1 + l.kind] end, l.at, l.at
                  from (
                    select s.g, s.at, 1 + floor(random() * ${CLIENTS})::int as client,
                           floor(power(random(), 1.6) * ${LETTER_TYPES.length + 1})::int as kind
                      from ${arrivals(LETTERS)} s
                  ) l
                  join ${numberedClients} on c.n = l.client`,
          )
          .execute();
      });
      await step('time entries', async () => {
        await k
          .insertInto('time_entries')
          .columns(['purchase_id', 'question_id', 'letter_id', 'minutes', 'admin_id', 'created_at'])
          .expression(
            sql`select pu.id, w.question_id, w.letter_id, 15 * (1 + floor(random() * 6)::int), r.answered_by, w.at
                  from (
                    select q.id as question_id, null::uuid as letter_id, q.user_id, q.answered_at as at from questions q where q.answered_at is not null
                    union all
                    select null, l.id, l.user_id, l.created_at + interval '1 day' from letters l where abs(hashtext(l.id::text)) % 2 = 0
                  ) w
                  join lateral (select id from purchases p where p.user_id = w.user_id and p.purchased_at <= w.at order by p.purchased_at desc limit 1) pu on true
                  left join response_clocks r on r.question_id = w.question_id`,
          )
          .execute();
      });
    });
    await sql`analyze`.execute(db(em));
    const counts = await db(em)
      .selectNoFrom((eb) => [
        eb.selectFrom('users').select(eb.fn.countAll<string>().as('n')).where('role', '=', 'client').as('clients'),
        eb.selectFrom('questions').select(eb.fn.countAll<string>().as('n')).as('questions'),
        eb.selectFrom('invoices').select(eb.fn.countAll<string>().as('n')).where('kind', '=', 'invoice').as('invoices'),
        eb.selectFrom('invoices').select(eb.fn.countAll<string>().as('n')).where('kind', '=', 'credit_note').as('creditNotes'),
        eb.selectFrom('orders').select(eb.fn.countAll<string>().as('n')).as('orders'),
        eb.selectFrom('purchases').select(eb.fn.countAll<string>().as('n')).as('purchases'),
        eb.selectFrom('time_entries').select(eb.fn.countAll<string>().as('n')).as('timeEntries'),
        eb.selectFrom('letters').select(eb.fn.countAll<string>().as('n')).as('letters'),
      ])
      .executeTakeFirstOrThrow();
    console.log(`Seeded in ${((performance.now() - started) / 1000).toFixed(1)} s:`, counts);
  } finally {
    await orm.close(true);
  }
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
