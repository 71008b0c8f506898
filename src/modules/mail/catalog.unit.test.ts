/**
 * The e-mails' catalog (docs/decisions/035-mail-wording-in-a-lingui-catalog.md), held to what
 * web/i18n/catalog.test.ts holds the web's to: every message has its German, which keeps the
 * placeholders; the English is the code's (the id); and the compiled catalogs the server loads
 * (src/locales/{locale}/mail.ts) are what the .po files compile to now (the .po imports are compiled
 * by Lingui's Vite plugin, as `npm run i18n:compile` does).
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { messages as compiledDe } from '../../locales/de/mail.js';
import { messages as compiledEn } from '../../locales/en/mail.js';
import { messages as poDe } from '../../locales/de/mail.po';
import { messages as poEn } from '../../locales/en/mail.po';

/** A Lingui .po file's entries, msgid → msgstr (the header and obsolete entries left out). */
function entries(locale: 'en' | 'de'): Map<string, string> {
  const text = readFileSync(new URL(`../../locales/${locale}/mail.po`, import.meta.url), 'utf8');
  const out = new Map<string, string>();
  for (const block of text.split(/\n\n+/)) {
    const strings = { msgid: '', msgstr: '' };
    let field: keyof typeof strings | null = null;
    for (const line of block.split('\n')) {
      const start = /^(msgid|msgstr) (".*")$/.exec(line);
      if (start) field = start[1] as keyof typeof strings;
      const literal = start?.[2] ?? (line.startsWith('"') ? line : null);
      if (field && literal !== null) strings[field] += JSON.parse(literal) as string;
    }
    if (field && strings.msgid) out.set(strings.msgid, strings.msgstr);
  }
  return out;
}

const en = entries('en');
const de = entries('de');

/** The placeholders a message names, sorted (`{name}`, `{files, plural, …}`). */
const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\s*[,}]/g)].map((m) => m[1]).sort();

describe('the mail catalog', () => {
  it('has the e-mails, the same in both languages', () => {
    expect(en.size).toBeGreaterThan(100);
    expect([...de.keys()].sort()).toEqual([...en.keys()].sort());
  });

  it('translates every message into German, keeping its placeholders', () => {
    expect([...de].filter(([, german]) => !german.trim()).map(([id]) => id)).toEqual([]);
    expect([...de].filter(([id, german]) => JSON.stringify(placeholders(german)) !== JSON.stringify(placeholders(en.get(id)!))).map(([id]) => id)).toEqual([]);
  });

  it('has the English of the code (the id, or the message a descriptor gives)', () => {
    const descriptors: Record<string, string> = { 'greeting.client': 'Hello,' };
    expect([...en].filter(([id, english]) => english !== (descriptors[id] ?? id))).toEqual([]);
  });

  it('says "email" in English and "E-Mail" in German', () => {
    expect([...en.values()].filter((text) => /e-mail/i.test(text))).toEqual([]);
    const otherSpelling = (text: string) => (text.replace(/\{\w+\}/g, '').match(/\be-?mail/gi) ?? []).some((word) => word !== 'E-Mail');
    expect([...de.values()].filter(otherSpelling)).toEqual([]);
  });

  it('is compiled as the .po files say (else: npm run i18n:compile)', () => {
    expect(compiledEn).toEqual(poEn);
    expect(compiledDe).toEqual(poDe);
  });
});
