/**
 * Assignment (docs/decisions/068-assignment.md), in real Chromium: the owner (English, desktop)
 * assigns a client's question to an expert from the inbox; the expert (German, 390-px phone) finds
 * it under "Meine", takes the client's unassigned letter, and answers the question in place before
 * its clock turns red; the owner's team page counts the expert's open items. A Premium client gets
 * Lea as their dedicated specialist on the client page and sees her on the dashboard (German, phone).
 * axe finds no WCAG 2.2 AA violations on the inbox in either language, the client page and the dashboard.
 */
import type { Browser } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axe } from './axe.js';
import { rootEm } from '../src/db.js';
import { snap } from './screenshots.js';
import {
  DESKTOP,
  OWNER,
  PHONE,
  createAdmin,
  givePackage,
  postAs,
  registerClient,
  signedInPage,
  toast,
  unexpected,
  useServerWithAdmin,
  type RunningServer,
} from './support.js';

let server: RunningServer;
let browser: Browser;
const EXPERT = { email: 'lea.neumann@steuerhilfe.example', name: 'Lea Neumann', password: 'lea’s long passphrase' };
const QUESTION = 'Is my Steuerbescheid for 2025 final, or can it still change?';

useServerWithAdmin(OWNER, async (started, launched) => {
  [server, browser] = [started, launched];
  await createAdmin(server, EXPERT, 'expert');
});

/** POST as the client with `cookie`; expects 201. */
async function post(cookie: string, url: string, payload: object): Promise<void> {
  expect((await postAs(server, cookie, url, payload)).statusCode).toBe(201);
}

describe('assignment', () => {
  it('the owner assigns a question to an expert, who finds it under “Meine”, takes a letter and answers in time; axe passes', async () => {
    const failures: string[] = [];
    const client = await registerClient(server, 'Anna Muster', 'correct horse', { language: 'en' });
    await post(client.cookie, '/api/questions', { question: QUESTION });
    await post(client.cookie, '/api/letters/manual', { letterType: 'einkommensteuerbescheid', letterDate: '2026-11-20', delivery: 'post' });

    // The owner, in English on a desktop, hands the question to Lea.
    const owner = await signedInPage(browser, server, OWNER, '/admin', { viewport: DESKTOP });
    const questionCard = owner.page.getByRole('listitem').filter({ hasText: QUESTION });
    await questionCard.getByText('Unassigned', { exact: true }).waitFor();
    await questionCard.getByRole('button', { name: /Assign to/ }).click();
    await owner.page.getByRole('option', { name: 'Lea Neumann' }).click();
    await toast(owner.page).getByText('Assigned to Lea Neumann').waitFor();
    await questionCard.getByText('Assigned to Lea Neumann').waitFor();
    await axe(owner.page, owner.inFlight, 'inbox with assignment (en)', failures);
    await snap(owner.page, 'admin-inbox-assignment-en-desktop');
    // Unassigned items only: the question is gone, the letter is there.
    await owner.page.getByRole('button', { name: /Show/ }).click();
    await owner.page.getByRole('option', { name: 'Unassigned' }).click();
    await owner.page.waitForURL(/who=unassigned/);
    await owner.page.getByRole('link', { name: 'Income tax assessment' }).first().waitFor();
    expect(await owner.page.getByText(QUESTION).count()).toBe(0);

    // The expert, in German on a phone.
    const expert = await signedInPage(browser, server, EXPERT, '/admin', { viewport: PHONE, language: 'de' });
    await expert.page.getByRole('button', { name: /Anzeigen/ }).click();
    await expert.page.getByRole('option', { name: 'Meine' }).click();
    await expert.page.waitForURL(/who=mine/);
    const mine = expert.page.getByRole('listitem').filter({ hasText: QUESTION });
    await mine.getByText('Ihnen zugewiesen').waitFor();
    // Its clock is running, not late.
    expect(await mine.locator('.inbox-card__clock--running').count()).toBe(1);
    expect(await expert.page.getByRole('link', { name: 'Einkommensteuerbescheid' }).count()).toBe(0);

    // Lea takes the unassigned letter.
    await expert.page.getByRole('button', { name: /Anzeigen/ }).click();
    await expert.page.getByRole('option', { name: 'Nicht zugewiesen' }).click();
    await expert.page.waitForURL(/who=unassigned/);
    const letterCard = expert.page.getByRole('listitem').filter({ has: expert.page.getByRole('link', { name: 'Einkommensteuerbescheid' }) });
    await letterCard.getByRole('button', { name: 'Übernehmen' }).click();
    await toast(expert.page).getByText('Jetzt Ihnen zugewiesen').waitFor();
    await letterCard.waitFor({ state: 'detached' });

    // Under "Meine": the letter and the question; she answers the question in place.
    await expert.page.getByRole('button', { name: /Anzeigen/ }).click();
    await expert.page.getByRole('option', { name: 'Meine' }).click();
    await expert.page.getByRole('link', { name: 'Einkommensteuerbescheid' }).waitFor();
    await axe(expert.page, expert.inFlight, 'inbox, mine (de)', failures);
    await snap(expert.page, 'admin-inbox-mine-de-phone');
    await mine.getByLabel('Antwort', { exact: true }).fill('Your Steuerbescheid becomes final one month after its Bekanntgabe unless you file an Einspruch.');
    await mine.getByRole('button', { name: 'Antwort senden' }).click();
    await toast(expert.page).getByText('Antwort gesendet').waitFor();
    await mine.waitFor({ state: 'detached' });

    // The owner's team page: Lea has one open item (the letter).
    await owner.page.getByRole('link', { name: 'Team' }).click();
    const lea = owner.page.getByRole('row').filter({ has: owner.page.getByRole('rowheader', { name: 'Lea Neumann' }) });
    await lea.waitFor();
    expect(await lea.getByRole('cell').allInnerTexts()).toContain('1');

    expect(unexpected([...owner.errors, ...expert.errors])).toEqual([]);
    expect(failures).toEqual([]);
    await owner.context.close();
    await expert.context.close();
  });

  it('the owner gives a Premium client a dedicated specialist, whom the client sees on the dashboard; axe passes', async () => {
    const failures: string[] = [];
    const client = await registerClient(server, 'Jana Premium', 'correct horse', { language: 'de' });
    await givePackage(server, client.id, 'Premium', { boughtDaysAgo: 1, validForDays: 300 });

    const owner = await signedInPage(browser, server, OWNER, '/admin', { viewport: DESKTOP });
    await owner.page.goto(`${server.url}/admin/clients/${client.id}`);
    const section = owner.page.getByRole('region', { name: 'Dedicated specialist' });
    await section.getByText('No dedicated specialist.').waitFor();
    await section.getByRole('button', { name: /Dedicated specialist/ }).click();
    await owner.page.getByRole('option', { name: 'Lea Neumann' }).click();
    await toast(owner.page).getByText('Lea Neumann is now the dedicated specialist').waitFor();
    await section.getByText(/Lea Neumann is the dedicated specialist/).waitFor();
    await axe(owner.page, owner.inFlight, 'client page with specialist (en)', failures);
    // Deactivating Lea would leave the client without a specialist: the confirmation says so.
    await owner.page.getByRole('link', { name: 'Team' }).click();
    await owner.page.getByRole('button', { name: 'Deactivate Lea Neumann' }).click();
    const confirm = owner.page.getByRole('alertdialog', { name: 'Deactivate Lea Neumann?' });
    await confirm
      .getByText(
        'They are the dedicated specialist of 1 client, whose new questions and letters stay unassigned until you choose another specialist on the client’s page.',
      )
      .waitFor();
    await confirm.getByRole('button', { name: 'Cancel' }).click();

    const portal = await signedInPage(browser, server, { email: client.email, password: 'correct horse' }, '/dashboard', { viewport: PHONE, language: 'de' });
    await portal.page.getByRole('heading', { name: 'Ihre feste Ansprechperson: Lea Neumann' }).waitFor();
    await portal.page.getByText('Ihre neuen Fragen und Briefe vom Finanzamt gehen direkt an Lea Neumann.').waitFor();
    await axe(portal.page, portal.inFlight, 'dashboard with specialist (de)', failures);
    await snap(portal.page, 'dashboard-specialist-de-phone');

    // Ordering a further package with hours left: the order page says what happens to them (decision record 070).
    const [premium] = await rootEm(server.orm).fork().execute<{ id: string }[]>(`select id from packages where name = 'Premium'`);
    await portal.page.goto(`${server.url}/order/${premium!.id}`);
    await portal.page
      .getByText(
        'Sie haben noch 15 h aus früheren Paketen. Diese bleiben bis zu ihrem eigenen Ablaufdatum gültig, und die Stunden dieses Pakets kommen hinzu. Der Preis nicht genutzter Stunden wird nicht angerechnet.',
      )
      .waitFor();
    await snap(portal.page, 'order-carry-over-de-phone');

    expect(unexpected([...owner.errors, ...portal.errors])).toEqual([]);
    expect(failures).toEqual([]);
    await owner.context.close();
    await portal.context.close();
  });
});
