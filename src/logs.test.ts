/**
 * The server's log names no one and holds no tax content (decision record 050): a client's walk
 * (registration, a wrong and a right password, a question, a contact message, a password reset,
 * the e-mails' delivery) logged at level info, as production logs, with request ids; no line
 * carries a name, an e-mail address, a question's or message's text, or the session cookie.
 */
import { describe, expect, it } from 'vitest';
import { confirmEmail, registerClient, sessionCookieOf, useTestApp, visitor } from './test/harness.js';

const t = useTestApp({ logLevel: 'info' });

describe('the log of a client walk at level info', () => {
  it('has request ids and no name, e-mail address, question or message text, cookie or token', async () => {
    const client = await registerClient(t, 'Zelda Quintessa', { verified: false });
    await confirmEmail(t, client.email);
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: client.email, password: 'wrong password' } })).statusCode).toBe(401);
    const login = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: client.email, password: 'correct horse' } });
    expect(login.statusCode).toBe(200);
    const cookie = sessionCookieOf(login)!;
    const question = 'Muss ich gegen den Quokka-Bescheid Einspruch einlegen?';
    expect((await client.rest('POST', '/api/questions', { question })).statusCode).toBe(201);
    const message = 'Eine Nachricht über den Okapi-Steuerbescheid';
    const contact = await visitor(t).rest('POST', '/api/contact', { name: 'Xaver Contactus', email: 'xaver.contactus@example.org', language: 'de', message });
    expect(contact.statusCode).toBe(201);
    expect((await visitor(t).rest('POST', '/api/auth/forgot-password', { email: client.email })).statusCode).toBeLessThan(300);
    await t.app.mailer.deliverDue();
    // E-mailed links carry their single-use token in the address (`/reset-password?token=…`): the
    // log shows the address, not the token, wherever it stands in the query.
    const token = 'Sup3rSecretLinkToken_abcdefghijklmnop';
    for (const url of [`/api/auth/me?token=${token}`, `/api/auth/me?lang=de&token=${token}`]) {
      expect((await visitor(t).rest('GET', url)).statusCode).toBe(401);
    }
    expect(t.serverErrors.some((l) => l.includes('/api/auth/me?lang=de&token=[redacted]'))).toBe(true);

    const lines = t.serverErrors.map((l) => JSON.parse(l) as { reqId?: string; msg: string });
    expect(lines.filter((l) => l.reqId).length).toBeGreaterThan(5);
    const log = t.serverErrors.join('\n');
    for (const personal of [
      'Zelda',
      'Quintessa',
      client.email,
      client.email.split('@')[0]!,
      'Xaver',
      'Contactus',
      'xaver.contactus',
      'Quokka',
      'Okapi',
      cookie.split('=')[1]!,
      token,
    ]) {
      expect(log, personal).not.toContain(personal);
    }
    // useTestApp checks after each test that no error was logged; these lines were info.
    t.serverErrors.length = 0;
  });
});
