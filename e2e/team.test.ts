/**
 * The firm's team (docs/decisions/064-staff-roles.md), in real Chromium: the owner invites an expert
 * from the console (English, desktop); the expert opens the e-mailed link on a phone in German,
 * chooses a password, sets up two-factor sign-in and lands in a console without the owner's pages;
 * the owner deactivates the expert, whose next page load ends at the login. axe finds no WCAG 2.2 AA
 * violations on the team page and the invitation page.
 */
import type { Browser } from 'playwright-core';
import { generate as generateTotp } from 'otplib';
import { describe, expect, it } from 'vitest';
import { axe } from './axe.js';
import { snap } from './screenshots.js';
import { DESKTOP, PHONE, logIn, newContext, newestMail, openPage, toast, unexpected, OWNER, useServerWithAdmin, type RunningServer } from './support.js';
import { trackRequests } from './waits.js';

let server: RunningServer;
let browser: Browser;
const EXPERT = { email: 'lea.neumann@steuerhilfe.example', name: 'Lea Neumann', password: 'lea’s long passphrase' };

useServerWithAdmin(OWNER, (started, launched) => {
  [server, browser] = [started, launched];
});

describe('the team', () => {
  it('an owner invites an expert, who joins on a phone in German without the owner’s pages; the owner deactivates them; axe passes', async () => {
    const failures: string[] = [];
    // The owner, in English on a desktop.
    const desk = await newContext(browser, { viewport: DESKTOP, language: 'en' });
    const owner = await openPage(desk);
    const ownerRequests = trackRequests(owner.page);
    await logIn(owner.page, server, OWNER, '/admin', 'en');
    await owner.page.getByRole('link', { name: 'Team' }).click();
    await owner.page.getByRole('heading', { name: 'Team', level: 1 }).waitFor();
    const staff = owner.page.getByRole('table').first();
    await staff.getByRole('rowheader', { name: 'Katrin Vogel' }).waitFor();
    await owner.page.getByRole('button', { name: 'Invite an expert' }).click();
    const dialog = owner.page.getByRole('dialog', { name: 'Invite an expert' });
    await dialog.getByLabel('Email').fill(EXPERT.email);
    await dialog.getByLabel('Name').fill(EXPERT.name);
    await dialog.getByRole('button', { name: /Language of the invitation/ }).click();
    await owner.page.getByRole('option', { name: 'German' }).click();
    await dialog.getByRole('button', { name: 'Send invitation' }).click();
    await toast(owner.page).getByText('Invitation sent').waitFor();
    await owner.page.getByRole('rowheader', { name: EXPERT.email }).waitFor();
    await axe(owner.page, ownerRequests, 'team (en)', failures);
    await snap(owner.page, 'admin-team-en-desktop');

    // The expert, in German on a phone, from the e-mail.
    const mail = await newestMail(server, EXPERT.email, 'staff.invitation');
    expect(mail.subject).toBe('Einladung in das Team von Steuerhilfe');
    const link = /\/invitation\?token=[\w-]+(?:&lang=de)?/.exec(mail.text ?? '')?.[0];
    expect(link).toBeDefined();
    const phone = await newContext(browser, { viewport: PHONE, language: 'de' });
    const expert = await openPage(phone);
    const expertRequests = trackRequests(expert.page);
    await expert.page.goto(`${server.url}${link}`);
    await expert.page.getByRole('heading', { name: 'Dem Team beitreten' }).waitFor();
    expect(await expert.page.getByLabel('Ihr Name').inputValue()).toBe(EXPERT.name);
    await axe(expert.page, expertRequests, 'invitation (de)', failures);
    await snap(expert.page, 'invitation-de-phone');
    await expert.page.getByLabel('Passwort', { exact: true }).fill(EXPERT.password);
    await expert.page.getByLabel('Passwort bestätigen').fill(EXPERT.password);
    await expert.page.getByRole('button', { name: 'Einladung annehmen' }).click();
    await expert.page.waitForURL('**/two-factor-setup');
    await expert.page.getByLabel('Aktuelles Passwort').fill(EXPERT.password);
    await expert.page.getByRole('button', { name: 'Zwei-Faktor-Anmeldung einrichten' }).click();
    const secret = (await expert.page.getByTestId('totp-secret').innerText()).trim();
    await expert.page.getByLabel('Code aus der App').fill(await generateTotp({ secret }));
    await expert.page.getByRole('button', { name: 'Zwei-Faktor-Anmeldung einschalten' }).click();
    await expert.page.getByRole('button', { name: 'Ich habe meine Wiederherstellungscodes gesichert' }).click();
    await expert.page.waitForURL('**/admin');
    const nav = expert.page.getByRole('navigation', { name: 'Admin-Bereich' });
    await nav.getByRole('link', { name: /Posteingang/ }).waitFor();
    expect(await nav.getByRole('link', { name: 'Kunden' }).count()).toBe(1);
    expect(await nav.getByRole('link', { name: 'Bestellungen' }).count()).toBe(0);
    expect(await nav.getByRole('link', { name: 'Team' }).count()).toBe(0);
    await snap(expert.page, 'admin-expert-inbox-de-phone');
    // The owner's pages take an expert to the inbox.
    await expert.page.goto(`${server.url}/admin/orders`);
    await expert.page.waitForURL((url) => url.pathname === '/admin');

    // The owner sees the expert in the team and deactivates them.
    await owner.page.reload();
    await owner.page.getByRole('rowheader', { name: EXPERT.name }).waitFor();
    await owner.page.getByRole('button', { name: `Deactivate ${EXPERT.name}` }).click();
    const confirm = owner.page.getByRole('alertdialog', { name: `Deactivate ${EXPERT.name}?` });
    await confirm.getByRole('button', { name: 'Deactivate' }).click();
    await toast(owner.page).getByText(`${EXPERT.name} deactivated`).waitFor();
    await owner.page.getByRole('button', { name: `Reactivate ${EXPERT.name}` }).waitFor();

    // The expert's next page load finds no session.
    await expert.page.goto(`${server.url}/admin/clients`);
    await expert.page.waitForURL('**/login**');

    expect(unexpected(owner.errors)).toEqual([]);
    expect(unexpected(expert.errors).filter((e) => !/status of (401|403)/.test(e))).toEqual([]);
    expect(failures).toEqual([]);
    await desk.close();
    await phone.close();
  });
});
