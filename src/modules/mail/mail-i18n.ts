/**
 * The e-mails' wording in each language (docs/decisions/035-mail-wording-in-a-lingui-catalog.md):
 * the Lingui catalog `src/locales/{locale}/mail.po`, compiled by `npm run i18n:compile` into
 * `mail.ts` beside it and loaded once, when this file is first imported. A renderer writes its
 * English text in the code, `i18n._('Dear {name},', { name })`, as the message's id; `npm run
 * i18n:extract` finds those calls (they must be spelled `i18n._(…)` with a string literal) and the
 * German goes into `src/locales/de/mail.po`.
 */
import { setupI18n, type Messages } from '@lingui/core';
import type { Language } from '../../shared/constants.js';
import { messages as de } from '../../locales/de/mail.js';
import { messages as en } from '../../locales/en/mail.js';

/** What fills a message's placeholders: text as it is, numbers for plurals (and as they print by String()). */
export type MailValues = Readonly<Record<string, string | number>>;

/**
 * A message whose English text is not a unique id: the same English with another German (the
 * greeting of a client without a name is "Hello," like the firm's, but formal in German).
 */
export interface MailMessageDescriptor {
  id: string;
  /** The English text. */
  message: string;
  /** For the translator (the extractor copies it into the catalog). */
  comment?: string;
}

/** The catalog of one language, as a renderer uses it. */
export interface MailI18n {
  /**
   * The message `id` (its English text, or a descriptor) in this language with `values` filled in.
   * `options.comment` is for the translator (the extractor copies it into the catalog).
   * @throws Error when the message is not in the compiled catalog (not extracted or not compiled)
   */
  _(id: string | MailMessageDescriptor, values?: MailValues, options?: { comment: string }): string;
}

/** Private-use characters that stand in for text values while Lingui formats (see `translator`). */
const HOLD_OPEN = '\uE000';
const HOLD_CLOSE = '\uE001';
const HELD = new RegExp(`${HOLD_OPEN}(\\d+)${HOLD_CLOSE}`, 'g');

/**
 * The catalog of `locale` with its compiled `messages`. Lingui decodes `\uXXXX` and `\xXX` in a
 * formatted message, values included; a value with a backslash (a name as a user typed it) is
 * therefore held out of the formatting and put back after, so user text always reads as written.
 */
function translator(locale: Language, messages: Messages): MailI18n {
  const i18n = setupI18n({
    locale,
    messages: { [locale]: messages },
    missing: (_locale, id) => {
      throw new Error(`The e-mail text "${id}" is not in the ${locale} mail catalog: run npm run i18n:extract, translate it, then npm run i18n:compile`);
    },
  });
  return {
    _(id, values = {}) {
      const held: string[] = [];
      const safe = Object.fromEntries(
        Object.entries(values).map(([name, value]) => [
          name,
          typeof value === 'string' && value.includes('\\') ? `${HOLD_OPEN}${held.push(value) - 1}${HOLD_CLOSE}` : value,
        ]),
      );
      const text = i18n._(typeof id === 'string' ? id : id.id, safe);
      return held.length ? text.replace(HELD, (_m, index: string) => held[Number(index)]!) : text;
    },
  };
}

const CATALOGS: Record<Language, MailI18n> = { en: translator('en', en), de: translator('de', de) };

/** The mail catalog of `language`. */
export function mailI18n(language: Language): MailI18n {
  return CATALOGS[language];
}
