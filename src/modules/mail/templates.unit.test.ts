/** Every link in an e-mail opens the site in the e-mail's language (docs/decisions/025-the-account-language-rules.md). */
import { describe, expect, it } from 'vitest';
import { SAMPLE_FIRM } from '../../shared/firm/firm-sample.js';
import { ALL_MAIL_RENDERERS } from '../../test/mail-renderers.js';
import { renderMail, useMailRenderers } from './templates.js';

// buildApp hands the renderers over from the registry; here they come straight from the modules.
useMailRenderers(ALL_MAIL_RENDERERS);

const SITE = 'https://portal.example';

describe('links in e-mails', () => {
  it('carry ?lang= in the language of the e-mail, in the text and the HTML part', () => {
    const reset = { kind: 'password.reset', params: { name: 'Jonas', resetUrl: `${SITE}/reset-password?token=t0k3n`, validMinutes: 60 } } as const;
    const de = renderMail(reset, 'de', SAMPLE_FIRM);
    expect(de.text).toContain(`${SITE}/reset-password?token=t0k3n&lang=de`);
    expect(de.html).toContain(`href="${SITE}/reset-password?token=t0k3n&amp;lang=de"`);
    const en = renderMail(reset, 'en', SAMPLE_FIRM);
    expect(en.text).toContain(`${SITE}/reset-password?token=t0k3n&lang=en`);
    expect(en.text).not.toContain('lang=de');
  });

  it('keep their fragment, and every link of a mail gets the language', () => {
    const exported = renderMail(
      { kind: 'data.export_ready', params: { expiresAt: '2026-12-01T10:00:00Z', accountUrl: `${SITE}/account#data` } },
      'de',
      SAMPLE_FIRM,
    );
    expect(exported.text).toContain(`${SITE}/account?lang=de#data`);
    const inUse = renderMail(
      { kind: 'email.address_in_use', params: { name: 'Ana', loginUrl: `${SITE}/login`, resetUrl: `${SITE}/forgot-password` } },
      'de',
      SAMPLE_FIRM,
    );
    expect(inUse.text).toContain(`${SITE}/login?lang=de`);
    expect(inUse.text).toContain(`${SITE}/forgot-password?lang=de`);
    expect(inUse.text.match(/https:\/\/portal\.example\/[^\s]*/g)?.every((url) => url.includes('lang=de'))).toBe(true);
  });

  it('the explained-letter mail says where to read the explanation in natural English and German', () => {
    const mail = { kind: 'letter.answered', params: { name: 'Jonas', attachments: 0, portalUrl: `${SITE}/letters/1` } } as const;
    expect(renderMail(mail, 'en', SAMPLE_FIRM).text).toContain(
      'You can read what the letter means and what you need to do, and by when, in your client portal.',
    );
    expect(renderMail(mail, 'de', SAMPLE_FIRM).text).toContain('In Ihrem Kundenportal lesen Sie, was der Brief bedeutet, was Sie tun müssen und bis wann.');
  });
});
