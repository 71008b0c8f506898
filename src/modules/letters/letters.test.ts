import { readdirSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, registerAdmin, registerClient, visitor, type Client, type TestApp, trpcData } from '../../test/harness.js';
import { outboxFor } from '../../test/database.js';
import { pdfBytes, pngBytes, textPdf, type FilePart } from '../../test/files.js';
import { ocrStatus } from '../../external/ocr.js';
import { letterSpecs, renderLetter } from '../../../scripts/letters/corpus.js';
import { RESPONSE_PROMISE_HOURS } from '../../shared/constants.js';
import type { InboxItem } from '../../shared/letters/letters.schema.js';
import { germanHolidays } from '../deadlines/holidays.js';
import { responseDueAt } from '../questions/response-clock.js';

let t: TestApp;
let anna: Client;
let ben: Client;
let admin: Client;

beforeAll(async () => {
  t = await createTestApp();
  anna = await registerClient(t, 'Anna Muster');
  ben = await registerClient(t, 'Ben Beispiel');
  admin = await registerAdmin(t, 'Erika Expertin');
});
afterAll(async () => t?.close());
afterEach(() => {
  // A failed job is logged at error level on purpose in the lifecycle tests; nothing else may be.
  expect(t.serverErrors.filter((e) => !e.includes('job failed for good'))).toEqual([]);
});

/** An Einkommensteuerbescheid as a Finanzamt's software prints it (MUSTER data). */
const BESCHEID = [
  'MUSTER',
  'Finanzamt München',
  'Deroystraße 18, 80335 München',
  'Steuernummer 181/815/08155',
  'München, 10.11.2026',
  'Herrn Max Muster, Musterweg 1, 80331 München',
  'Bescheid für 2025 über Einkommensteuer',
  'Festsetzung',
  'Einkommensteuer 4.210,00 €',
  'Abrechnung',
  'Abschlusszahlung 1.234,56 €',
  'Bitte zahlen Sie 1.234,56 € bis zum 14.12.2026.',
  'Rechtsbehelfsbelehrung',
  'Der Bescheid kann mit dem Einspruch angefochten werden. Der Einspruch ist beim Finanzamt München',
  'innerhalb eines Monats nach Bekanntgabe dieses Bescheides schriftlich einzulegen (§ 355 AO).',
  'Bankverbindung',
  'Empfänger: Finanzkasse München',
  'IBAN DE70 7000 0000 0070 0015 00  BIC MARKDEF1700',
  'Verwendungszweck: 181/815/08155 ESt 2025',
];

function uploadLetter(c: Client | null, files: FilePart[]) {
  return (c ?? visitor(t)).postMultipart('/api/letters', {}, files);
}

const storedFiles = () => readdirSync(join(t.config.dataDir, 'uploads')).filter((f) => f !== 'tmp');

describe('a letter from a digital PDF', () => {
  let letterId: string;

  it('is stored as the client’s document and read off the request path: the fields are recognised, not yet certain', async () => {
    const res = await uploadLetter(anna, [{ filename: 'bescheid.pdf', content: textPdf(BESCHEID) }]);
    expect(res.statusCode).toBe(201);
    const created = res.json();
    letterId = created.id;
    expect(created).toMatchObject({ readingStatus: 'queued', deadlines: [], userId: anna.id });
    expect(created.pages).toHaveLength(1);
    expect(created.pages[0]).toMatchObject({ mimeType: 'application/pdf', filename: 'bescheid.pdf' });
    // The page is one of Anna's documents.
    const docs = (await anna.rest('GET', '/api/documents')).json();
    expect(docs.map((d: { id: string }) => d.id)).toContain(created.pages[0].id);

    expect(await t.app.jobs.runDue()).toEqual({ done: 1, retried: 0, failed: 0 });
    const letter = (await anna.rest('GET', `/api/letters/${letterId}`)).json();
    expect(letter.readingStatus).toBe('done');
    expect(letter.fields).toMatchObject({
      letterType: 'einkommensteuerbescheid',
      steuernummer: '181/815/08155',
      state: 'BY',
      letterDate: '2026-11-10',
      taxYear: 2025,
      amountDueCents: 123456,
      dueDate: '2026-12-14',
      hasInstructions: true,
      // What to pay to whom, from the bank block.
      payee: 'Finanzkasse München',
      iban: 'DE70700000000070001500',
      bic: 'MARKDEF1700',
      paymentReference: '181/815/08155 ESt 2025',
    });
    expect(letter.sources.letterDate).toBe('recognized');
    expect(letter.sources.iban).toBe('recognized');
    // Recognised is not confirmed: no deadline yet, and every field a deadline needs is named.
    expect(letter.deadlines).toEqual([]);
    expect(letter.missingForDeadlines).toEqual(['letterDate', 'delivery', 'state', 'letterType']);
    // The recognised text is kept with the page.
    const [page] = await t.em().execute<{ extracted_text: string }[]>(`select extracted_text from documents where id = ?`, [created.pages[0].id]);
    expect(page!.extracted_text).toContain('Bescheid für 2025 über Einkommensteuer');
  });

  it('confirming only the date, the delivery way and the Land names the letter type as still missing (no deadline yet)', async () => {
    const res = await anna.rest('PATCH', `/api/letters/${letterId}`, { fields: { letterDate: '2026-11-10', delivery: 'post', state: 'BY' } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ deadlines: [], missingForDeadlines: ['letterType'] });
  });

  it('shows its deadlines once the client confirms date, delivery way and Land (the same on REST and tRPC)', async () => {
    const res = await anna.rest('PATCH', `/api/letters/${letterId}`, {
      fields: {
        letterType: 'einkommensteuerbescheid',
        letterDate: '2026-11-10',
        delivery: 'post',
        state: 'BY',
        amountDueCents: 123456,
        dueDate: '2026-12-14',
        hasInstructions: true,
      },
    });
    expect(res.statusCode).toBe(200);
    const letter = res.json();
    expect(letter.sources).toMatchObject({ letterDate: 'confirmed', delivery: 'confirmed', state: 'confirmed' });
    expect(letter.missingForDeadlines).toEqual([]);
    // Posted Tue 10 Nov 2026: delivered on the 4th day, Sat 14 Nov → Mon 16 Nov (§ 122 (2) Nr. 1, § 108 (3) AO);
    // Einspruch until Wed 16 Dec 2026. Payment due Mon 14 Dec as printed, grace until Thu 17 Dec (§ 240 (3) AO).
    expect(letter.deadlines.map((d: { kind: string; date: string; graceEndsOn: string | null }) => [d.kind, d.date, d.graceEndsOn])).toEqual([
      ['payment', '2026-12-14', '2026-12-17'],
      ['objection', '2026-12-16', null],
    ]);
    const objection = letter.deadlines[1];
    expect(objection.deliveredOn).toBe('2026-11-16');
    expect(objection.steps.map((s: { rule: string }) => s.rule)).toContain('§ 108 (3) AO');

    const viaTrpc = trpcData(await anna.trpc('query', 'letters.get', { id: letterId, lang: 'de' }));
    expect(viaTrpc.deadlines.map((d: { date: string }) => d.date)).toEqual(['2026-12-14', '2026-12-16']);
    expect(viaTrpc.deadlines[1].steps.map((s: { rule: string }) => s.rule)).toContain('§ 108 Abs. 3 AO');

    const list = (await anna.rest('GET', '/api/letters')).json();
    expect(list[0]).toMatchObject({
      id: letterId,
      letterType: 'einkommensteuerbescheid',
      nextDeadline: { kind: 'payment', date: '2026-12-14', graceEndsOn: '2026-12-17' },
    });

    // A valid Steuer-ID (check digit per ISO 7064 MOD 11,10) is taken with its spaces removed.
    const withId = await anna.rest('PATCH', `/api/letters/${letterId}`, { fields: { steuerId: '86 095 742 719' } });
    expect(withId.statusCode).toBe(200);
    expect(withId.json().fields.steuerId).toBe('86095742719');
  });

  it('refuses invalid fields with the field’s message key and changes nothing', async () => {
    const bad = await anna.rest('PATCH', `/api/letters/${letterId}`, { fields: { steuerId: '12345678901', letterDate: '2026-02-30' } });
    expect(bad.statusCode).toBe(400);
    const keys = bad
      .json()
      .issues.map((i: { messageKey: string }) => i.messageKey)
      .sort();
    expect(keys).toEqual(['dateInvalid', 'steuerIdInvalid']);
    const letter = (await anna.rest('GET', `/api/letters/${letterId}`)).json();
    expect(letter.fields.letterDate).toBe('2026-11-10');
  });

  it('keeps what to pay, to whom and with which reference: the IBAN without spaces, the BIC in capitals; a bad IBAN or BIC is refused', async () => {
    const payment = {
      payee: 'Finanzkasse München',
      iban: 'de70 7000 0000 0070 0015 00',
      bic: 'markdef1700',
      paymentReference: '181/815/08155 ESt 2025',
    };
    const res = await anna.rest('PATCH', `/api/letters/${letterId}`, { fields: payment });
    expect(res.statusCode).toBe(200);
    expect(res.json().fields).toMatchObject({
      payee: 'Finanzkasse München',
      iban: 'DE70700000000070001500',
      bic: 'MARKDEF1700',
      paymentReference: '181/815/08155 ESt 2025',
    });
    expect(res.json().sources).toMatchObject({ payee: 'confirmed', iban: 'confirmed', bic: 'confirmed', paymentReference: 'confirmed' });

    const bad = await anna.trpc('mutation', 'letters.update', { id: letterId, fields: { iban: 'DE00 1234 5678 9012 3456 78', bic: 'NOTABIC' } });
    expect(bad.statusCode).toBe(400);
    expect(
      JSON.parse(bad.body)
        .error.data.issues.map((i: { messageKey: string }) => i.messageKey)
        .sort(),
    ).toEqual(['bicInvalid', 'ibanInvalid']);
    expect((await anna.rest('GET', `/api/letters/${letterId}`)).json().fields.iban).toBe('DE70700000000070001500');
  });

  it('is Anna’s alone: another client, a visitor and a client on the expert’s routes are refused', async () => {
    expect((await ben.rest('GET', `/api/letters/${letterId}`)).statusCode).toBe(404);
    expect((await anna.rest('GET', '/api/letters/not-a-letter')).json()).toMatchObject({ code: 'NOT_FOUND', messageKey: 'letterNotFound' });
    expect((await admin.rest('GET', '/api/admin/letters/not-a-letter')).statusCode).toBe(404);
    // The expert reads any letter, but confirms nothing in the client's name (corrections are marked as the expert's).
    expect((await admin.rest('GET', `/api/letters/${letterId}`)).statusCode).toBe(200);
    expect((await admin.rest('PATCH', `/api/letters/${letterId}`, { fields: { letterDate: '2026-01-01' } })).statusCode).toBe(404);
    expect((await ben.trpc('query', 'letters.get', { id: letterId })).statusCode).toBe(404);
    expect((await ben.rest('PATCH', `/api/letters/${letterId}`, { fields: { letterDate: '2026-01-01' } })).statusCode).toBe(404);
    expect((await ben.rest('POST', `/api/letters/${letterId}/done`, { done: true })).statusCode).toBe(404);
    expect((await ben.rest('POST', `/api/letters/${letterId}/questions`, { question: 'Mine?' })).statusCode).toBe(404);
    expect((await ben.rest('GET', '/api/letters')).json()).toEqual([]);
    expect((await visitor(t).rest('GET', `/api/letters/${letterId}`)).statusCode).toBe(401);
    expect((await uploadLetter(null, [{ filename: 'x.pdf', content: pdfBytes() }])).statusCode).toBe(401);
    // Only admins correct fields or deliver files.
    expect((await anna.rest('PATCH', `/api/admin/letters/${letterId}`, { fields: { letterDate: '2026-01-01' } })).statusCode).toBe(403);
    expect((await anna.trpc('mutation', 'admin.letters.correct', { id: letterId, fields: { letterDate: '2026-01-01' } })).statusCode).toBe(403);
    const res = await anna.postMultipart(
      `/api/admin/letters/${letterId}/answer`,
      { summary: 's', meaning: 'm', action: 'a' },
      { filename: 'x.pdf', content: pdfBytes() },
    );
    expect(res.statusCode).toBe(403);
    expect((await anna.rest('GET', '/api/admin/letters/inbox')).statusCode).toBe(403);
  });

  it('can be asked about; the expert sees it in the inbox by its nearest deadline, corrects a field, explains it and delivers a translation', async () => {
    const asked = await anna.rest('POST', `/api/letters/${letterId}/questions`, { question: 'Do I have to pay this now?' });
    expect(asked.statusCode).toBe(201);
    expect(asked.json()).toMatchObject({ question: 'Do I have to pay this now?', status: 'pending' });

    // A plain question without a deadline, and Ben's letter entered by hand with an earlier deadline.
    await ben.rest('POST', '/api/questions', { question: 'General question' });
    const benLetter = await ben.rest('POST', '/api/letters/manual', {
      letterType: 'mahnung',
      letterDate: '2026-11-20',
      delivery: 'post',
      state: 'BE',
      amountDueCents: 5000,
      dueDate: '2026-11-30',
    });
    expect(benLetter.statusCode).toBe(201);
    expect(benLetter.json().deadlines.map((d: { kind: string; date: string }) => [d.kind, d.date])).toEqual([['payment', '2026-11-30']]);

    const inbox = (await admin.rest('GET', '/api/admin/letters/inbox')).json() as InboxItem[];
    const order = inbox.map((i) => [i.kind, i.clientName, i.deadline?.date ?? null]);
    // What breaks first first: Ben's payment deadline, then Anna's letter (its deadline ends on
    // 14 December in Berlin) and Ben's question (its 24 business hours) by whichever comes first.
    const general = inbox.find((i) => i.kind === 'question' && i.clientName === 'Ben Beispiel')!;
    expect(general.answerBy).toBe(responseDueAt(new Date(general.receivedAt), RESPONSE_PROMISE_HOURS, [], germanHolidays)!.toISOString());
    const annaLetter: unknown[] = ['letter', 'Anna Muster', '2026-12-14'];
    const benQuestion: unknown[] = ['question', 'Ben Beispiel', null];
    expect(order.slice(0, 3)).toEqual([
      ['letter', 'Ben Beispiel', '2026-11-30'],
      ...(Date.parse(general.answerBy!) < Date.parse('2026-12-14T23:00:00Z') ? [benQuestion, annaLetter] : [annaLetter, benQuestion]),
    ]);
    expect(inbox.filter((i) => i.kind === 'letter').every((i) => i.answerBy === null)).toBe(true);
    // Anna's question is shown with her letter, not twice.
    expect(inbox.find((i) => i.id === letterId)!.text).toBe('Do I have to pay this now?');
    expect(trpcData(await admin.trpc('query', 'admin.letters.inbox'))).toEqual(inbox);

    const view = (await admin.rest('GET', `/api/admin/letters/${letterId}`)).json();
    expect(view).toMatchObject({ clientName: 'Anna Muster', clientEmail: anna.email });
    expect(view.pageTexts[0]).toContain('Rechtsbehelfsbelehrung');

    const corrected = await admin.rest('PATCH', `/api/admin/letters/${letterId}`, { fields: { finanzamt: 'Finanzamt München Abt. III' } });
    expect(corrected.statusCode).toBe(200);
    expect(corrected.json().sources.finanzamt).toBe('expert');
    expect((await outboxFor(t, anna.email)).map((m) => m.kind)).toContain('letter.corrected');

    // Time is drawn from Anna's hours.
    const pkg = (await admin.rest('GET', '/api/admin/packages')).json()[0];
    expect((await admin.rest('POST', '/api/admin/purchases', { userId: anna.id, packageId: pkg.id })).statusCode).toBe(201);

    // An empty explanation names each missing part, on both transports; nothing is sent.
    const emptyRes = await admin.postMultipart(`/api/admin/letters/${letterId}/answer`, { summary: ' ', meaning: '', action: '' });
    expect(emptyRes.statusCode).toBe(400);
    const named = [
      { path: 'summary', messageKey: 'letterSummaryRequired', message: 'Enter a summary' },
      { path: 'meaning', messageKey: 'letterMeaningRequired', message: 'Enter what the letter means' },
      { path: 'action', messageKey: 'letterActionRequired', message: 'Enter what the client needs to do' },
    ];
    expect(emptyRes.json().issues).toEqual(named);
    const emptyTrpc = await admin.trpc('mutation', 'admin.letters.answer', { id: letterId, summary: '', meaning: ' ', action: '' });
    expect(emptyTrpc.statusCode).toBe(400);
    expect(JSON.parse(emptyTrpc.body).error.data.issues).toEqual(named);
    expect((await anna.rest('GET', `/api/letters/${letterId}`)).json().answer).toBeNull();

    const files = storedFiles().length;
    const translation = textPdf(['MUSTER', 'Translation: Income tax assessment 2025']);
    const res = await admin.postMultipart(
      `/api/admin/letters/${letterId}/answer`,
      {
        summary: 'Your 2025 income tax assessment: you owe 1,234.56 €.',
        meaning: 'The Finanzamt accepted your return.',
        action: 'Pay by 14 December 2026.',
        actionBy: '2026-12-14',
        minutes: '30',
      },
      { filename: 'Translation.pdf', content: translation },
    );
    expect(res.statusCode).toBe(200);
    expect(storedFiles().length).toBe(files + 1);

    const letter = (await anna.rest('GET', `/api/letters/${letterId}`)).json();
    expect(letter.answer).toMatchObject({ summary: 'Your 2025 income tax assessment: you owe 1,234.56 €.', actionBy: '2026-12-14' });
    expect(letter.answer.attachments).toHaveLength(1);
    expect(letter.questions[0]).toMatchObject({ status: 'answered' });
    const download = await anna.rest('GET', letter.answer.attachments[0].fileUrl);
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(translation)).toBe(true);

    // The file lands in Anna's read-only folder "From your expert".
    const folders = (await anna.rest('GET', '/api/folders')).json();
    const expert = folders.find((f: { kind: string }) => f.kind === 'expert');
    expect(expert).toBeDefined();
    expect(letter.answer.attachments[0].folderId).toBe(expert.id);
    const refused = await anna.postMultipart('/api/documents', { title: 'Mine', folderId: expert.id }, { filename: 'x.pdf', content: pdfBytes() });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().messageKey).toBe('expertFolderReadOnly');

    // 30 minutes logged today on the letter; Anna is e-mailed.
    const [entry] = await t
      .em()
      .execute<{ minutes: number; letter_id: string }[]>(`select minutes, letter_id from time_entries where letter_id = ?`, [letterId]);
    expect(entry).toMatchObject({ minutes: 30, letter_id: letterId });
    expect((await outboxFor(t, anna.email)).map((m) => m.kind)).toContain('letter.answered');
    // An answered letter leaves the inbox.
    const after = (await admin.rest('GET', '/api/admin/letters/inbox')).json();
    expect(after.map((i: { id: string }) => i.id)).not.toContain(letterId);
  });

  it('answering with too few hours saves nothing, not even the file', async () => {
    const manual = (await ben.rest('POST', '/api/letters/manual', { letterType: 'anhoerung' })).json();
    const files = storedFiles().length;
    const res = await admin.postMultipart(
      `/api/admin/letters/${manual.id}/answer`,
      { summary: 's', meaning: 'm', action: 'a', minutes: '60' },
      { filename: 't.pdf', content: pdfBytes() },
    );
    expect(res.statusCode).toBe(409);
    expect(res.json().messageKey).toBe('insufficientHours');
    expect(storedFiles().length).toBe(files);
    expect((await ben.rest('GET', `/api/letters/${manual.id}`)).json().answer).toBeNull();
  });

  it('reminds the client 7 and 2 days before each open deadline, once each, in their language; none once done', async () => {
    expect((await anna.rest('POST', '/api/auth/profile', { name: 'Anna Muster', language: 'de' })).statusCode).toBe(200);
    const at = (date: string) => new Date(`${date}T11:00:00Z`); // noon in Berlin
    const reminders = async () => (await outboxFor(t, anna.email)).filter((m) => m.kind === 'letter.reminder');

    // Payment due 14 Dec: 7 days before is 7 Dec.
    expect(await t.app.queueLetterReminders(at('2026-12-06'))).toBe(0);
    expect(await t.app.queueLetterReminders(at('2026-12-07'))).toBe(1);
    expect(await t.app.queueLetterReminders(at('2026-12-07'))).toBe(0);
    // Einspruch until 16 Dec: its 7-day reminder on 9 Dec; the payment's 7-day one is not sent again.
    expect(await t.app.queueLetterReminders(at('2026-12-09'))).toBe(1);
    // 12 Dec: the payment's 2-day reminder.
    expect(await t.app.queueLetterReminders(at('2026-12-12'))).toBe(1);
    const sent = await reminders();
    expect(sent).toHaveLength(3);
    expect(sent.every((m) => m.language === 'de')).toBe(true);
    expect(sent[0]!.subject).toMatch(/^Frist in 7 Tagen: Einkommensteuerbescheid/);

    // Marked done: no more reminders (the Einspruch's 2-day reminder on 14 Dec does not go out).
    expect((await anna.rest('POST', `/api/letters/${letterId}/done`, { done: true })).json().doneAt).not.toBeNull();
    expect(await t.app.queueLetterReminders(at('2026-12-14'))).toBe(0);
    expect(await reminders()).toHaveLength(3);
  });
});

describe('the list of letters', () => {
  it('comes a page at a time, newest first, with the next page in the Link header', async () => {
    const dora = await registerClient(t, 'Dora');
    const ids: string[] = [];
    for (const type of ['mahnung', 'anhoerung', 'zinsbescheid']) ids.push((await dora.rest('POST', '/api/letters/manual', { letterType: type })).json().id);
    const first = await dora.rest('GET', '/api/letters?limit=2');
    expect(first.json().map((l: { id: string }) => l.id)).toEqual([ids[2], ids[1]]);
    const next = /<([^>]+)>; rel="next"/.exec(String(first.headers.link))![1]!;
    const second = await dora.rest('GET', next);
    expect(second.json().map((l: { id: string }) => l.id)).toEqual([ids[0]]);
    expect(second.headers.link).toBeUndefined();
    // tRPC gives the same pages with a cursor.
    const page = trpcData(await dora.trpc('query', 'letters.list', { limit: 2 }));
    expect(page.items.map((l: { id: string }) => l.id)).toEqual([ids[2], ids[1]]);
    expect(trpcData(await dora.trpc('query', 'letters.list', { limit: 2, cursor: page.nextCursor })).items.map((l: { id: string }) => l.id)).toEqual([ids[0]]);
    expect((await dora.rest('GET', '/api/letters?limit=1000')).statusCode).toBe(400);
  });
});

describe('uploads', () => {
  it('take several photos as one letter’s pages, in order', async () => {
    const res = await uploadLetter(ben, [
      { filename: 'page1.png', content: pngBytes() },
      { filename: 'page2.png', content: pngBytes() },
    ]);
    expect(res.statusCode).toBe(201);
    expect(res.json().pages.map((p: { title: string }) => p.title)).toEqual(['Finanzamt letter – page 1', 'Finanzamt letter – page 2']);
  });

  it.each([
    ['no file', [], 400, 'noFileSelected'],
    [
      'a PDF with a photo',
      [
        { filename: 'a.pdf', content: pdfBytes() },
        { filename: 'b.png', content: pngBytes() },
      ],
      400,
      'tooManyFiles',
    ],
    ['eleven photos', Array.from({ length: 11 }, (_, i) => ({ filename: `p${i}.png`, content: pngBytes() })), 400, 'tooManyFiles'],
    ['a Word file', [{ filename: 'letter.pdf', content: Buffer.from('PK\u0003\u0004 not a pdf') }], 415, 'letterFileTypeNotAllowed'],
    ['an empty file', [{ filename: 'e.pdf', content: Buffer.alloc(0) }], 400, 'emptyFile'],
  ] as [string, FilePart[], number, string][])('refuse %s and leave nothing behind', async (_name, files, status, key) => {
    const [before] = await t.em().execute<{ n: string }[]>(`select (select count(*) from letters) + (select count(*) from documents) as n`);
    const stored = storedFiles().length;
    const res = await uploadLetter(anna, files);
    expect(res.statusCode).toBe(status);
    expect(res.json().messageKey).toBe(key);
    const [after] = await t.em().execute<{ n: string }[]>(`select (select count(*) from letters) + (select count(*) from documents) as n`);
    expect(after!.n).toBe(before!.n);
    expect(storedFiles().length).toBe(stored);
    expect(readdirSync(join(t.config.dataDir, 'uploads', 'tmp'))).toEqual([]);
  });

  it('of an unreadable image end as failed (or off, without OCR) with the reason the client sees', async () => {
    const res = await uploadLetter(ben, [{ filename: 'blank.png', content: pngBytes() }]);
    const id = res.json().id;
    // Retries with backoff until the job fails for good; the clock moves an hour each round.
    let now = Date.now();
    for (let i = 0; i < 6; i++) {
      await t.app.jobs.runDue(() => new Date(now));
      now += 60 * 60 * 1000;
    }
    const letter = (await ben.rest('GET', `/api/letters/${id}`)).json();
    if ((await ocrStatus()) === 'available') expect(letter).toMatchObject({ readingStatus: 'failed', readingErrorKey: 'letterReadFailed' });
    else expect(letter).toMatchObject({ readingStatus: 'off', readingErrorKey: 'ocrOff' });
    const [job] = await t.em().execute<{ status: string; last_error: string }[]>(`select status, last_error from jobs where payload->>'letterId' = ?`, [id]);
    expect(job!.status).toBe('failed');
  });
});

describe('a letter from a small photo', () => {
  it('is read, and asks the client to check the details against the letter until they enter them', async () => {
    // A Mahnung photographed, then sent through a messenger that shrank it to 700 pixels across.
    const dir = await mkdtemp(join(tmpdir(), 'small-photo-'));
    let small: Buffer;
    try {
      const photo = join(dir, 'letter.jpg');
      await renderLetter(letterSpecs(10)[9]!, { photoPath: photo });
      small = await sharp(await readFile(photo))
        .resize({ width: 700 })
        .jpeg({ quality: 80 })
        .toBuffer();
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
    const id = (await uploadLetter(ben, [{ filename: 'whatsapp.jpg', content: small }])).json().id;
    await t.app.jobs.runDue();
    const letter = (await ben.rest('GET', `/api/letters/${id}`)).json();
    if ((await ocrStatus()) !== 'available') {
      expect(letter).toMatchObject({ readingStatus: 'off', readingErrorKey: 'ocrOff' });
      return;
    }
    expect(letter).toMatchObject({ readingStatus: 'done', readingErrorKey: 'letterPhotoSmall' });
    // The client enters the date from the letter: the note goes.
    const entered = await ben.rest('PATCH', `/api/letters/${id}`, { fields: { letterDate: '2026-11-02' } });
    expect(entered.json().readingErrorKey).toBeNull();
  });
});

describe('what a letter is', () => {
  it('a PDF that is no Finanzamt letter is not shown as one: it gets no deadline facts and asks the client to check, until a type is named', async () => {
    const contract = [
      'Mietvertrag über Wohnraum',
      'zwischen Hausverwaltung Beispiel GmbH, Berlin, und Herrn Max Muster',
      'Berlin, 01.10.2026',
      'Die Miete beträgt monatlich 1.250,00 € und ist bis zum 03.11.2026 zu zahlen.',
      'Die Kaution in Höhe von 3.750,00 € ist fällig am 01.11.2026.',
    ];
    const id = (await uploadLetter(ben, [{ filename: 'mietvertrag.pdf', content: textPdf(contract) }])).json().id;
    expect(await t.app.jobs.runDue()).toMatchObject({ done: 1 });
    const letter = (await ben.rest('GET', `/api/letters/${id}`)).json();
    expect(letter).toMatchObject({ readingStatus: 'done', readingErrorKey: 'notFinanzamtLetter', deadlines: [] });
    expect(letter.fields).toMatchObject({ letterType: null, dueDate: null, amountDueCents: null });
    const list = trpcData(await ben.trpc('query', 'letters.list', {}));
    expect(list.items.find((l: { id: string }) => l.id === id)).toMatchObject({ readingErrorKey: 'notFinanzamtLetter' });

    // The client says what it is: the note goes.
    const named = await ben.rest('PATCH', `/api/letters/${id}`, { fields: { letterType: 'other' } });
    expect(named.json().readingErrorKey).toBeNull();
  });

  it('an Einspruchsentscheidung gets the last day for a Klage at the Finanzgericht (§ 47 FGO), on both transports', async () => {
    const fields = { letterType: 'einspruchsentscheidung', letterDate: '2026-11-10', delivery: 'post', state: 'BY', hasInstructions: true };
    const rest = await ben.rest('POST', '/api/letters/manual', fields);
    expect(rest.statusCode).toBe(201);
    expect(rest.json().deadlines.map((d: { kind: string; date: string }) => [d.kind, d.date])).toEqual([['lawsuit', '2026-12-16']]);
    const viaTrpc = trpcData(await ben.trpc('query', 'letters.get', { id: rest.json().id, lang: 'de' }));
    expect(viaTrpc.deadlines[0].steps.map((s: { rule: string }) => s.rule)).toContain(
      '§ 47 Abs. 1 FGO; § 54 Abs. 2 FGO i. V. m. § 222 Abs. 1 ZPO; §§ 187 Abs. 1, 188 Abs. 2 BGB',
    );
    const list = (await ben.rest('GET', '/api/letters')).json();
    expect(list.find((l: { id: string }) => l.id === rest.json().id).nextDeadline).toMatchObject({ kind: 'lawsuit', date: '2026-12-16' });
  });
});

describe('with the runner loop on (as in production)', () => {
  it('reads an uploaded letter within seconds, without anyone calling the runner', async () => {
    const live = await createTestApp({ mail: { pollMs: 60_000 } });
    try {
      const carla = await registerClient(live, 'Carla');
      const res = await carla.postMultipart('/api/letters', {}, [{ filename: 'bescheid.pdf', content: textPdf(BESCHEID) }]);
      expect(res.statusCode).toBe(201);
      // The loop's next round is a minute away: the upload itself wakes it.
      const deadline = Date.now() + 10_000;
      let letter = res.json();
      while (letter.readingStatus !== 'done' && Date.now() < deadline) {
        await new Promise((r) => setTimeout(r, 100));
        letter = (await carla.rest('GET', `/api/letters/${letter.id}`)).json();
      }
      expect(letter.readingStatus).toBe('done');
      expect(letter.fields.letterDate).toBe('2026-11-10');
    } finally {
      await live.close();
    }
  });
});
