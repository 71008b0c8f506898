/**
 * The e-mail, end to end (decision record 004): each message is caused through the real API, delivered by the app's
 * MailSender to a real SMTP server started here (smtp-server), and parsed as it arrived
 * (postal-mime). Also: an SMTP outage (nothing lost, nothing doubled), several senders claiming
 * the same outbox, and the .eml files written when there is no SMTP server.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { join } from 'node:path';
import PostalMime, { type Email } from 'postal-mime';
import { SMTPServer } from 'smtp-server';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, registerAdmin, registerClient, visitor, type Client, type TestApp } from '../../test/harness.js';
import { PackageEntity } from '../packages/package.entity.js';
import { insertPurchase } from '../purchases/purchases.service.js';
import { MailSender, RETRY_BASE_MS } from './sender.js';

const DAY = 24 * 60 * 60 * 1000;
const FROM = 'Steuerhilfe Test <noreply@steuerhilfe.example>';
const FIRM = 'firm@steuerhilfe.example';
const PUBLIC_URL = 'https://portal.example';

interface Arrived {
  /** Envelope recipients (RCPT TO). */
  rcpt: string[];
  mail: Email;
}

interface TestSmtp {
  port: number;
  inbox: Arrived[];
  close(): Promise<void>;
}

/** A real SMTP server on 127.0.0.1 (no auth, no STARTTLS) that parses every message it accepts. */
async function startSmtp(port = 0): Promise<TestSmtp> {
  const inbox: Arrived[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    disableReverseLookup: true,
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        PostalMime.parse(Buffer.concat(chunks)).then(
          (mail) => {
            inbox.push({ rcpt: session.envelope.rcptTo.map((r) => r.address), mail });
            callback();
          },
          (err: Error) => callback(err),
        );
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  return {
    port: (server.server.address() as AddressInfo).port,
    inbox,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A port that was free a moment ago and has nothing listening on it now. */
async function reservePort(): Promise<number> {
  const s = createServer();
  await new Promise<void>((resolve) => s.listen(0, '127.0.0.1', () => resolve()));
  const port = (s.address() as AddressInfo).port;
  await new Promise<void>((resolve) => s.close(() => resolve()));
  return port;
}

function header(mail: Email, key: string): string | undefined {
  return mail.headers.find((h) => h.key === key)?.value;
}

/** The addresses of a parsed To header. */
function toAddresses(mail: Email): string[] {
  return (mail.to ?? []).map((a) => a.address ?? '');
}

/** Checks the parts every message has: From, both bodies, the recipient's language. */
function expectWellFormed(mail: Email, language: 'en' | 'de') {
  expect(mail.from).toMatchObject({ name: 'Steuerhilfe Test', address: 'noreply@steuerhilfe.example' });
  expect(mail.text?.length).toBeGreaterThan(50);
  expect(mail.html).toContain(`<html lang="${language}">`);
  expect(header(mail, 'content-language')).toBe(language);
}

async function setGerman(c: Client, name: string) {
  const res = await c.rest('POST', '/api/auth/profile', { name, language: 'de' });
  expect(res.statusCode).toBe(200);
}

describe('e-mail through a real SMTP server', () => {
  let smtp: TestSmtp;
  let t: TestApp;
  let admin: Client;

  beforeAll(async () => {
    smtp = await startSmtp();
    t = await createTestApp({
      publicUrl: PUBLIC_URL,
      mail: { smtpUrl: `smtp://127.0.0.1:${smtp.port}`, from: FROM, firmEmail: FIRM, firmLanguage: 'en' },
    });
    admin = await registerAdmin(t);
    // The admin's first sign-in sent a new-device notice (decision record 012): out of the way.
    await t.app.mailer.deliverDue();
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });
  beforeEach(() => {
    smtp.inbox.length = 0;
  });
  afterEach(() => {
    expect(t.serverErrors).toEqual([]);
  });

  /**
   * A new client whose address is confirmed: registering sends the confirmation e-mail, which is
   * delivered here (and the inbox emptied), so each test sees only the mail it is about.
   */
  async function confirmedClient(name: string): Promise<Client> {
    const c = await registerClient(t, name);
    expect(await t.app.mailer.deliverDue()).toEqual({ sent: 1, failed: 0 });
    expect(smtp.inbox.map((a) => a.mail.subject)).toEqual(['Please confirm your email address']);
    smtp.inbox.length = 0;
    return c;
  }

  /** Delivers what is due and returns what arrived since the test began. */
  async function deliver(expected: { sent: number }): Promise<Arrived[]> {
    expect(await t.app.mailer.deliverDue()).toEqual({ sent: expected.sent, failed: 0 });
    return [...smtp.inbox];
  }

  /**
   * Delivers what is due, expecting exactly one message, to `to` and well-formed in `language`.
   * @returns that message
   */
  async function deliverOne(to: string, language: 'en' | 'de'): Promise<Email> {
    const [m, ...rest] = await deliver({ sent: 1 });
    expect(rest).toEqual([]);
    expect(m!.rcpt).toEqual([to]);
    expectWellFormed(m!.mail, language);
    return m!.mail;
  }

  /**
   * The single-use link to the portal's `page` (e.g. 'verify-email') in `mail`'s text, in English;
   * the HTML part links to it too. @returns its token
   */
  function linkToken(mail: Email, page: string): string {
    const link = new RegExp(`https://portal\\.example/${page}\\?token=([\\w-]+)&lang=en\\b`).exec(mail.text!);
    expect(link).not.toBeNull();
    expect(mail.html).toContain(`href="${link![0].replace('&', '&amp;')}"`);
    return link![1]!;
  }

  /** Expects the delivered e-mail the outbox row matching `where` (SQL with `params`) holds to keep no copy of `token`. */
  async function expectNoStoredCopy(token: string, where: string, params: unknown[] = []): Promise<void> {
    const [row] = await t.em().execute<{ text_body: string; html_body: string }[]>(`select text_body, html_body from mail_outbox where ${where}`, params);
    expect(row!.text_body).not.toContain(token);
    expect(row!.html_body).not.toContain(token);
  }

  async function packageId(name: string): Promise<string> {
    return (await t.em().findOneOrFail(PackageEntity, { name })).id;
  }

  it('a contact message goes to the firm in the firm language, user text escaped in the HTML part', async () => {
    const res = await visitor(t).rest('POST', '/api/contact', {
      name: 'Maria <b>Schulz</b>',
      email: 'maria@example.com',
      language: 'de',
      message: 'Brauche Hilfe mit der Steuererklärung & <script>alert(1)</script>',
    });
    expect(res.statusCode).toBe(201);
    const mail = await deliverOne(FIRM, 'en');
    expect(toAddresses(mail)).toEqual([FIRM]);
    // The firm answers the visitor by simply replying.
    expect(mail.replyTo?.map((a) => ('address' in a ? a.address : undefined))).toEqual(['maria@example.com']);
    expect(mail.subject).toBe('New contact message from Maria <b>Schulz</b>');
    expect(mail.text).toContain('A new message has arrived through the contact form.');
    expect(mail.text).toContain('> Brauche Hilfe mit der Steuererklärung & <script>alert(1)</script>');
    expect(mail.text).toContain('maria@example.com');
    expect(mail.text).toContain('Deutsch');
    expect(mail.text).toContain(`${PUBLIC_URL}/admin/contact`);
    expect(mail.html).toContain('Steuererklärung &amp; &lt;script&gt;alert(1)&lt;/script&gt;');
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).not.toContain('<b>Schulz</b>');

    const [row] = await t
      .em()
      .execute<{ sent_at: Date | null; attempts: number }[]>(`select sent_at, attempts from mail_outbox where kind = 'contact.received'`);
    expect(row!.sent_at).not.toBeNull();
    expect(row!.attempts).toBe(1);
  });

  it('a new question goes to the firm, naming the client and linking to it, without the question', async () => {
    const anna = await confirmedClient('Anna Weber');
    const res = await anna.trpc('mutation', 'questions.create', { question: 'Can I deduct my home office?' });
    expect(res.statusCode).toBe(200);
    const mail = await deliverOne(FIRM, 'en');
    expect(mail.subject).toBe('New question from Anna Weber');
    expect(mail.text).toContain(`Anna Weber (${anna.email}) has asked a new question.`);
    expect(mail.text).toContain(`${PUBLIC_URL}/admin/questions/${res.json().result.data.id}`);
    // No content: the e-mail may reach a wrong or shared address.
    expect(mail.text).not.toContain('home office');
    expect(mail.html).not.toContain('home office');
  });

  it('an answered question goes to the client in the client language (English and German)', async () => {
    const ben = await confirmedClient('Ben Carter');
    const clara = await confirmedClient('Clara Vogel');
    await setGerman(clara, 'Clara Vogel');
    const qBen = (await ben.rest('POST', '/api/questions', { question: 'When is my return due?' })).json();
    const qClara = (await clara.rest('POST', '/api/questions', { question: 'Muss ich eine Steuererklärung abgeben?' })).json();
    expect(await t.app.mailer.deliverDue()).toEqual({ sent: 2, failed: 0 });
    smtp.inbox.length = 0;

    expect((await admin.rest('POST', `/api/admin/questions/${qBen.id}/answer`, { answer: 'By 31 July of the following year.' })).statusCode).toBe(200);
    expect(
      (await admin.rest('POST', `/api/admin/questions/${qClara.id}/answer`, { answer: 'Ja, wenn Sie Einkünfte < 12.000 € & Nebeneinkünfte haben.' }))
        .statusCode,
    ).toBe(200);
    const arrived = await deliver({ sent: 2 });
    const toBen = arrived.find((a) => a.rcpt[0] === ben.email)!.mail;
    const toClara = arrived.find((a) => a.rcpt[0] === clara.email)!.mail;

    expectWellFormed(toBen, 'en');
    expect(toBen.subject).toBe('Your question has been answered');
    expect(toBen.text).toContain('Dear Ben Carter,');
    expect(toBen.text).toContain('One of our experts has answered your question.');
    expect(toBen.text).toContain(`${PUBLIC_URL}/questions/${qBen.id}?lang=en`);

    expectWellFormed(toClara, 'de');
    expect(toClara.subject).toBe('Ihre Frage wurde beantwortet');
    expect(toClara.text).toContain('Guten Tag Clara Vogel,');
    // Each link opens the portal in the mail's language.
    expect(toClara.text).toContain(`${PUBLIC_URL}/questions/${qClara.id}?lang=de`);
    expect(toClara.text).toContain('Mit freundlichen Grüßen');
    // No tax content: neither the question nor the answer (nor any amount) is in the e-mail.
    for (const [mail, texts] of [
      [toBen, ['When is my return due?', '31 July']],
      [toClara, ['Steuererklärung', 'Einkünfte', '12.000', '€']],
    ] as const) {
      for (const text of texts) {
        expect(mail.subject).not.toContain(text);
        expect(mail.text).not.toContain(text);
        expect(mail.html).not.toContain(text);
      }
    }
  });

  it('a recorded purchase goes to the client, with the German package name in German', async () => {
    const dora = await confirmedClient('Dora Klein');
    const emil = await confirmedClient('Emil Stone');
    await setGerman(dora, 'Dora Klein');
    const professional = await packageId('Professional');
    // The seed names are the same in both languages: the firm gives this one a German name.
    await t.em().execute(`update packages set name_de = 'Profi' where id = ?`, [professional]);
    expect((await admin.rest('POST', '/api/admin/purchases', { userId: dora.id, packageId: professional })).statusCode).toBe(201);
    expect((await admin.rest('POST', '/api/admin/purchases', { userId: emil.id, packageId: professional })).statusCode).toBe(201);
    const arrived = await deliver({ sent: 2 });
    const toDora = arrived.find((a) => a.rcpt[0] === dora.email)!.mail;
    const toEmil = arrived.find((a) => a.rcpt[0] === emil.email)!.mail;

    expectWellFormed(toDora, 'de');
    expect(toDora.subject).toBe('Ihr Paket „Profi“ ist freigeschaltet');
    expect(toDora.text).toMatch(/Ihr Paket „Profi“ mit 10 Stunden Expertenzeit .* bis zum \d{2}\.\d{2}\.\d{4} gültig\./);
    expect(toDora.text).not.toContain('Professional');
    expect(toDora.html).toContain('Profi');

    expectWellFormed(toEmil, 'en');
    expect(toEmil.subject).toBe('Your Professional package is ready');
    expect(toEmil.text).toMatch(/Your Professional package with 10 hours of expert time .* valid until \d{1,2} \w{3} \d{4}\./);
  });

  it('the 80% notice goes out once per purchase, however much more time is logged', async () => {
    const fritz = await confirmedClient('Fritz Braun');
    expect((await admin.rest('POST', '/api/admin/purchases', { userId: fritz.id, packageId: await packageId('Starter') })).statusCode).toBe(201);
    await deliver({ sent: 1 }); // the purchase e-mail
    smtp.inbox.length = 0;

    const log = async (minutes: number) =>
      expect((await admin.rest('POST', '/api/admin/time-entries', { clientId: fritz.id, minutes, note: 'Review' })).statusCode).toBe(201);
    await log(180); // 3 of 5 hours: 60%
    expect(await deliver({ sent: 0 })).toEqual([]);
    await log(60); // 4 of 5 hours: 80%
    const mail = await deliverOne(fritz.email, 'en');
    expect(mail.subject).toBe('Your Starter package is 80% used');
    expect(mail.text).toContain('You have used 4 of the 5 hours in your Starter package');
    smtp.inbox.length = 0;

    await log(30); // 90%
    await log(15);
    expect(await deliver({ sent: 0 })).toEqual([]);
    const [{ n }] = (await t
      .em()
      .execute<{ n: string | number }[]>(`select count(*) as n from mail_outbox where kind = 'usage.80' and to_address = ?`, [fritz.email])) as [
      { n: string | number },
    ];
    expect(Number(n)).toBe(1);
  });

  it('the expiring-soon notice goes out once, only for packages expiring within 30 days with hours left', async () => {
    const gerda = await confirmedClient('Gerda Roth');
    await setGerman(gerda, 'Gerda Roth');
    const premium = await t.em().findOneOrFail(PackageEntity, { name: 'Premium' });
    const starter = await t.em().findOneOrFail(PackageEntity, { name: 'Starter' });
    const now = Date.now();
    const base = { userId: gerda.id, pricePaid: 0, purchasedAt: new Date(now - 355 * DAY) };
    await insertPurchase(t.em(), { ...base, packageId: premium.id, hoursTotal: 15, minutesUsed: 90, expiresAt: new Date(now + 10 * DAY) });
    await insertPurchase(t.em(), { ...base, packageId: starter.id, hoursTotal: 5, minutesUsed: 0, expiresAt: new Date(now + 40 * DAY) });
    await insertPurchase(t.em(), { ...base, packageId: starter.id, hoursTotal: 5, minutesUsed: 300, expiresAt: new Date(now + 5 * DAY) });

    expect(await t.app.queueExpiryNotices()).toBe(1);
    expect(await t.app.queueExpiryNotices()).toBe(0);
    const mail = await deliverOne(gerda.email, 'de');
    expect(mail.subject).toBe('Ihr Paket „Premium“ läuft bald ab');
    expect(mail.text).toContain('Ihnen stehen noch 13,5 Stunden zur Verfügung');
    expect(mail.text).toContain(`${PUBLIC_URL}/questions?lang=de`);

    smtp.inbox.length = 0;
    expect(await t.app.queueExpiryNotices(new Date(now + DAY))).toBe(0);
    expect(await deliver({ sent: 0 })).toEqual([]);
  });

  it('a password reset e-mail carries a link that sets a new password', async () => {
    const hans = await confirmedClient('Hans Meyer');
    expect((await visitor(t).rest('POST', '/api/auth/forgot-password', { email: 'nobody@example.com' })).statusCode).toBe(200);
    expect((await visitor(t).rest('POST', '/api/auth/forgot-password', { email: hans.email })).statusCode).toBe(200);
    const mail = await deliverOne(hans.email, 'en');
    expect(mail.subject).toBe('Reset your password');
    expect(mail.text).toContain('valid for 60 minutes');

    // The link opens the page in the e-mail's language (docs/decisions/025-the-account-language-rules.md).
    const token = linkToken(mail, 'reset-password');
    // Once delivered, the database keeps no copy of the live link.
    await expectNoStoredCopy(token, `kind = 'password.reset' and sent_at is not null`);
    const reset = await visitor(t).rest('POST', '/api/auth/reset-password', { token, password: 'a brand new password' });
    expect(reset.statusCode).toBe(200);
    const login = await visitor(t).rest('POST', '/api/auth/login', { email: hans.email, password: 'a brand new password' });
    expect(login.statusCode).toBe(200);
  });

  it('a confirmation e-mail carries a single-use link; once delivered, the database keeps no copy of it', async () => {
    const vera = await registerClient(t, 'Vera Neu', { verified: false });
    const mail = await deliverOne(vera.email, 'en');
    expect(mail.subject).toBe('Please confirm your email address');
    expect(mail.text).toContain('valid for 24 hours');
    const token = linkToken(mail, 'verify-email');
    await expectNoStoredCopy(token, `kind = 'email.verify' and to_address = ?`, [vera.email]);
    expect((await visitor(t).rest('POST', '/api/auth/verify-email', { token })).statusCode).toBe(200);
    expect((await vera.rest('GET', '/api/auth/me')).json().user.emailVerified).toBe(true);
  });

  it('several senders on one outbox deliver each message exactly once', async () => {
    for (let i = 0; i < 47; i++) {
      const res = await visitor(t).rest('POST', '/api/contact', {
        name: `Sender ${i}`,
        email: `s${i}@example.com`,
        language: 'en',
        message: `Message number ${i}.`,
      });
      expect(res.statusCode).toBe(201);
    }
    const quiet = { info: () => {}, warn: () => {}, error: () => {} };
    const others = [1, 2, 3, 4].map(() => new MailSender({ em: () => t.em(), config: t.config, log: quiet }));
    // Open enough pool connections first (PostgreSQL), so the five first claims really run at once.
    await Promise.all(others.concat(others).map(() => t.em().execute('select 1')));
    const results = await Promise.all([t.app.mailer.deliverDue(), ...others.map((s) => s.deliverDue())]);
    for (const s of others) s.close();
    expect(results.reduce((n, r) => n + r.sent, 0)).toBe(47);
    expect(results.every((r) => r.failed === 0)).toBe(true);
    const subjects = smtp.inbox.map((a) => a.mail.subject).sort();
    expect(subjects).toHaveLength(47);
    expect(new Set(subjects).size).toBe(47);
    expect(new Set(smtp.inbox.map((a) => a.mail.messageId)).size).toBe(47);
  });
});

describe('an SMTP outage', () => {
  let t: TestApp;
  let smtp: TestSmtp | undefined;
  let port: number;

  beforeAll(async () => {
    port = await reservePort();
    t = await createTestApp({ publicUrl: PUBLIC_URL, mail: { smtpUrl: `smtp://127.0.0.1:${port}`, from: FROM, firmEmail: FIRM } });
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  it('delays mail without failing the request, then delivers it exactly once when the server is back', async () => {
    const ida = await registerClient(t, 'Ida Lang');
    const res = await visitor(t).rest('POST', '/api/auth/forgot-password', { email: ida.email });
    expect(res.statusCode).toBe(200);

    // Two messages wait: the confirmation e-mail of the registration and the reset link.
    const t0 = new Date();
    expect(await t.app.mailer.deliverDue(t0)).toEqual({ sent: 0, failed: 2 });
    const row = async () =>
      (
        await t
          .em()
          .execute<{ attempts: number; sent_at: Date | string | null; next_attempt_at: Date | string; last_error: string | null }[]>(
            `select attempts, sent_at, next_attempt_at, last_error from mail_outbox where to_address = ? and kind = 'password.reset'`,
            [ida.email],
          )
      )[0]!;
    const failed = await row();
    expect(failed.attempts).toBe(1);
    expect(failed.sent_at).toBeNull();
    expect(new Date(failed.next_attempt_at).getTime()).toBe(t0.getTime() + RETRY_BASE_MS);
    expect(failed.last_error).toMatch(/ECONNREFUSED|ECONNECTION/);

    // Not due again before the backoff has passed.
    expect(await t.app.mailer.deliverDue(new Date(t0.getTime() + RETRY_BASE_MS - 1000))).toEqual({ sent: 0, failed: 0 });

    smtp = await startSmtp(port);
    const later = new Date(t0.getTime() + RETRY_BASE_MS + 1000);
    expect(await t.app.mailer.deliverDue(later)).toEqual({ sent: 2, failed: 0 });
    expect(await t.app.mailer.deliverDue(new Date(later.getTime() + 2 * 60 * 60 * 1000))).toEqual({ sent: 0, failed: 0 });
    expect(smtp.inbox).toHaveLength(2);
    expect(smtp.inbox.map((a) => a.rcpt)).toEqual([[ida.email], [ida.email]]);
    expect(smtp.inbox.map((a) => a.mail.subject).sort()).toEqual(['Please confirm your email address', 'Reset your password']);
    const sent = await row();
    expect(sent.attempts).toBe(2);
    expect(sent.sent_at).not.toBeNull();
    expect(sent.last_error).toBeNull();
    expect(t.serverErrors).toEqual([]);
  });
});

describe('a slow relay (400 ms per message)', () => {
  let t: TestApp;
  let server: SMTPServer;
  const received: string[] = [];
  let inFlight = 0;
  let mostAtOnce = 0;

  beforeAll(async () => {
    server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      disableReverseLookup: true,
      logger: false,
      onData(stream, _session, callback) {
        inFlight++;
        mostAtOnce = Math.max(mostAtOnce, inFlight);
        let data = '';
        stream.on('data', (d: Buffer) => (data += d.toString()));
        stream.on('end', () =>
          setTimeout(() => {
            inFlight--;
            received.push(/^Message-ID: <([^@]+)@/im.exec(data)?.[1] ?? '?');
            callback();
          }, 400),
        );
      },
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
    const port = (server.server.address() as AddressInfo).port;
    t = await createTestApp({ mail: { smtpUrl: `smtp://127.0.0.1:${port}`, from: FROM, firmEmail: FIRM } });
  });
  afterAll(async () => {
    await t?.close();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  /** Queues `n` messages to the firm. */
  async function queue(n: number) {
    await t.em().execute(
      `insert into mail_outbox (kind, to_address, language, subject, text_body, html_body)
       select 'contact.received', ?, 'en', 'Message ' || i, 'Body ' || i, '<p>Body</p>' from generate_series(1, ?) as i`,
      [FIRM, n],
    );
  }

  it('sends as many messages at once as the pool has connections (3), each exactly once, and gives the rest back on shutdown', async () => {
    await queue(24);
    const start = Date.now();
    expect(await t.app.mailer.deliverDue()).toEqual({ sent: 24, failed: 0 });
    const perSecond = 24 / ((Date.now() - start) / 1000);
    console.info(`24 messages through a 400 ms relay: ${perSecond.toFixed(1)} mails/s`);
    expect(mostAtOnce).toBe(3);
    expect(perSecond).toBeGreaterThan(4.5);
    expect(received).toHaveLength(24);
    expect(new Set(received).size).toBe(24);
    const rows = await t.em().execute<{ sent: boolean; attempts: number }[]>(`select sent_at is not null as sent, attempts from mail_outbox`);
    expect(rows.every((r) => r.sent && r.attempts === 1)).toBe(true);

    // Shutdown mid-run: the messages in flight are finished and recorded, the rest is due again at once, attempt not counted.
    received.length = 0;
    await queue(24);
    const run = t.app.mailer.deliverDue();
    while (received.length < 4) await new Promise((r) => setTimeout(r, 20));
    t.app.mailer.stop();
    const stopped = await run;
    const after = await t
      .em()
      .execute<{ sent: boolean; attempts: number; due: boolean }[]>(
        `select sent_at is not null as sent, attempts, next_attempt_at <= now() as due from mail_outbox where subject like 'Message %' and created_at > ?`,
        [new Date(start)],
      );
    expect(stopped.sent).toBe(received.length);
    expect(new Set(received).size).toBe(received.length);
    expect(after.filter((r) => r.sent)).toHaveLength(received.length);
    expect(after.filter((r) => !r.sent).every((r) => r.attempts === 0 && r.due)).toBe(true);
    expect(t.serverErrors).toEqual([]);
  }, 60_000);
});

describe('without SMTP_URL', () => {
  let t: TestApp;

  beforeAll(async () => {
    // The delivery loop runs here (pollMs > 0): nobody calls deliverDue.
    t = await createTestApp({ mail: { smtpUrl: undefined, from: FROM, firmEmail: FIRM, firmLanguage: 'de', pollMs: 50 } });
  });
  afterAll(async () => t?.close());

  it('the delivery loop writes each message as an .eml file in DATA_DIR/outbox', async () => {
    const dir = t.config.mail.outboxDir;
    expect(dir).toBe(join(t.config.dataDir, 'outbox'));
    const res = await visitor(t).rest('POST', '/api/contact', {
      name: 'Jana Wolf',
      email: 'jana@example.com',
      language: 'en',
      message: 'I need help with my tax return.',
    });
    expect(res.statusCode).toBe(201);

    const deadline = Date.now() + 10_000;
    const emls = () => (existsSync(dir) ? readdirSync(dir).filter((f) => f.endsWith('.eml')) : []);
    while (emls().length === 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 25));
    const files = emls();
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/^\d{8}T\d{6}Z-contact\.received-[0-9a-f-]{36}\.eml$/);
    expect(readdirSync(dir).filter((f) => f.endsWith('.tmp'))).toEqual([]);

    const mail = await PostalMime.parse(readFileSync(join(dir, files[0]!)));
    expect(toAddresses(mail)).toEqual([FIRM]);
    expectWellFormed(mail, 'de');
    expect(mail.subject).toBe('Neue Kontaktanfrage von Jana Wolf');
    expect(mail.text).toContain('über das Kontaktformular ist eine neue Nachricht eingegangen.');
    expect(mail.text).toContain('> I need help with my tax return.');
    expect(mail.html).toContain('I need help with my tax return.');

    // The file is written first, then the row is marked sent (decision record 004).
    await expect.poll(async () => (await t.em().execute<{ sent_at: Date | null }[]>(`select sent_at from mail_outbox`))[0]!.sent_at).not.toBeNull();
    expect(t.serverErrors).toEqual([]);
  });
});
