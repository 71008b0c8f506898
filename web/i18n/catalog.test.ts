/**
 * Every message of the German catalog must be translated (architecture rule), and every
 * English server message (src/shared/messages.ts) must be in it, so no German user reads an
 * untranslated text.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '#shared/messages.js';

interface PoEntry {
  msgctxt?: string;
  msgid: string;
  msgstr: string[];
  obsolete: boolean;
}

/** Decodes one PO string literal ("..."). */
function unquote(literal: string): string {
  const body = literal.trim().replace(/^"/, '').replace(/"$/, '');
  return body.replace(/\\(["\\nt])/g, (_, c: string) => (c === 'n' ? '\n' : c === 't' ? '\t' : c));
}

/** A small PO parser: msgctxt, msgid, msgstr / msgstr[n], multi-line strings, obsolete entries. */
function parsePo(source: string): PoEntry[] {
  const entries: PoEntry[] = [];
  let entry: PoEntry | null = null;
  let field: { name: 'msgctxt' | 'msgid' | 'msgid_plural' | 'msgstr'; index: number } | null = null;

  const flush = () => {
    if (entry) entries.push(entry);
    entry = null;
    field = null;
  };

  for (const rawLine of source.split(/\r?\n/)) {
    let line = rawLine.trim();
    let obsolete = false;
    if (line.startsWith('#~')) {
      obsolete = true;
      line = line.slice(2).trim();
    } else if (line.startsWith('#') || line === '') {
      if (line === '') flush();
      continue;
    }
    const keyword = /^(msgctxt|msgid_plural|msgid|msgstr)(?:\[(\d+)\])?\s+(".*")$/.exec(line);
    if (keyword) {
      const name = keyword[1] as 'msgctxt' | 'msgid' | 'msgid_plural' | 'msgstr';
      const index = Number(keyword[2] ?? 0);
      const value = unquote(keyword[3] ?? '""');
      if (name === 'msgctxt' || (name === 'msgid' && entry && (entry as PoEntry).msgstr.length > 0)) flush();
      entry ??= { msgid: '', msgstr: [], obsolete };
      if (name === 'msgctxt') entry.msgctxt = value;
      else if (name === 'msgid') entry.msgid = value;
      else if (name === 'msgstr') entry.msgstr[index] = value;
      field = { name, index };
      continue;
    }
    if (line.startsWith('"') && entry && field) {
      const value = unquote(line);
      const current: PoEntry = entry;
      if (field.name === 'msgctxt') current.msgctxt = (current.msgctxt ?? '') + value;
      else if (field.name === 'msgid') current.msgid += value;
      else if (field.name === 'msgstr') current.msgstr[field.index] = (current.msgstr[field.index] ?? '') + value;
    }
  }
  flush();
  return entries;
}

/** Every entry of a locale's catalogs (messages.po and pages.po). */
function catalog(locale: string): PoEntry[] {
  return ['messages', 'pages', 'portal', 'admin', 'auth', 'seo', 'errors'].flatMap((name) => {
    const path = fileURLToPath(new URL(`../locales/${locale}/${name}.po`, import.meta.url));
    return parsePo(readFileSync(path, 'utf8')).filter((e) => e.msgid !== '' && !e.obsolete);
  });
}

describe('German catalogs (web/locales/de/messages.po and pages.po)', () => {
  const entries = catalog('de');

  it('has messages', () => {
    expect(entries.length).toBeGreaterThan(50);
  });

  it('translates every message', () => {
    const untranslated = entries.filter((e) => e.msgstr.length === 0 || e.msgstr.some((s) => s === undefined || s.trim() === '')).map((e) => e.msgid);
    expect(untranslated).toEqual([]);
  });

  it('keeps the placeholders of every message', () => {
    const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\s*[,}]/g)].map((m) => m[1]).sort();
    const broken = entries.filter((e) => e.msgstr.some((s) => JSON.stringify(placeholders(s)) !== JSON.stringify(placeholders(e.msgid)))).map((e) => e.msgid);
    expect(broken).toEqual([]);
  });

  it('contains every server message', () => {
    const ids = new Set(entries.map((e) => e.msgid));
    const missing = Object.values(MESSAGES).filter((text) => !ids.has(text));
    expect(missing).toEqual([]);
  });

  it('has the same messages as the English catalog', () => {
    const english = new Set(catalog('en').map((e) => `${e.msgctxt ?? ''}\u0004${e.msgid}`));
    const german = new Set(entries.map((e) => `${e.msgctxt ?? ''}\u0004${e.msgid}`));
    expect([...english].filter((id) => !german.has(id))).toEqual([]);
  });
});

describe('the word for e-mail', () => {
  it('is "email" in English (as the spec writes it) and "E-Mail" in German', () => {
    expect(
      catalog('en')
        .filter((e) => /e-mail/i.test(e.msgid))
        .map((e) => e.msgid),
    ).toEqual([]);
    // Any spelling but "E-Mail" outside the placeholders ({email} is a value).
    const otherSpelling = (text: string) => (text.replace(/\{\w+\}/g, '').match(/\be-?mail/gi) ?? []).some((word) => word !== 'E-Mail');
    expect(
      catalog('de')
        .filter((e) => e.msgstr.some(otherSpelling))
        .map((e) => e.msgstr[0]),
    ).toEqual([]);
  });
});

describe('parsePo', () => {
  it('reads multi-line, plural and empty translations', () => {
    const entries = parsePo(
      [
        'msgid ""',
        'msgstr ""',
        '"Language: de\\n"',
        '',
        '#. comment',
        'msgid "Hello"',
        'msgstr "Hallo"',
        '',
        'msgid ""',
        '"Multi "',
        '"line"',
        'msgstr ""',
        '',
        'msgctxt "ctx"',
        'msgid "Say \\"hi\\""',
        'msgstr "Sag \\"hallo\\""',
        '',
        '#~ msgid "Old"',
        '#~ msgstr "Alt"',
      ].join('\n'),
    );
    expect(entries.map((e) => [e.msgctxt, e.msgid, e.msgstr[0], e.obsolete])).toEqual([
      [undefined, '', 'Language: de\n', false],
      [undefined, 'Hello', 'Hallo', false],
      [undefined, 'Multi line', '', false],
      ['ctx', 'Say "hi"', 'Sag "hallo"', false],
      [undefined, 'Old', 'Alt', true],
    ]);
  });
});
