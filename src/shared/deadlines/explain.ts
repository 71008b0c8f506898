/**
 * The deadline engine's steps in words, in English and German: each step's legal source
 * (`rule`, cited the way each language cites it) and a plain explanation with its dates. Shared
 * by the REST answer (`GET /api/deadlines?lang=`), tRPC and the calculator page. Pure.
 */
import type { Language } from '../constants.js';
import { dateTimeFormat } from '../format.js';
import type { CalendarDate } from './calendar-date.js';
import type { DeadlineStep, GermanState, NonWorkingDay } from './engine.js';

/** One step as shown to people: its legal source, the date it produced, and why. */
interface ExplainedStep {
  rule: string;
  date: CalendarDate;
  explanation: string;
}

/** The Länder by name in each language. */
export const STATE_NAMES: Record<GermanState, Record<Language, string>> = {
  BW: { en: 'Baden-Württemberg', de: 'Baden-Württemberg' },
  BY: { en: 'Bavaria', de: 'Bayern' },
  BE: { en: 'Berlin', de: 'Berlin' },
  BB: { en: 'Brandenburg', de: 'Brandenburg' },
  HB: { en: 'Bremen', de: 'Bremen' },
  HH: { en: 'Hamburg', de: 'Hamburg' },
  HE: { en: 'Hesse', de: 'Hessen' },
  MV: { en: 'Mecklenburg-Western Pomerania', de: 'Mecklenburg-Vorpommern' },
  NI: { en: 'Lower Saxony', de: 'Niedersachsen' },
  NW: { en: 'North Rhine-Westphalia', de: 'Nordrhein-Westfalen' },
  RP: { en: 'Rhineland-Palatinate', de: 'Rheinland-Pfalz' },
  SL: { en: 'Saarland', de: 'Saarland' },
  SN: { en: 'Saxony', de: 'Sachsen' },
  ST: { en: 'Saxony-Anhalt', de: 'Sachsen-Anhalt' },
  SH: { en: 'Schleswig-Holstein', de: 'Schleswig-Holstein' },
  TH: { en: 'Thuringia', de: 'Thüringen' },
};

const LOCALES: Record<Language, string> = { en: 'en-GB', de: 'de-DE' };

/** A date with its weekday, in words: "Friday, 7 March 2025" / "Freitag, 7. März 2025". */
export function formatLongDate(date: CalendarDate, language: Language): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return dateTimeFormat(LOCALES[language], { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(Date.UTC(y, m - 1, d)),
  );
}

const RULES: Record<DeadlineStep['id'], Record<Language, string>> = {
  'delivery.post': { en: '§ 122 (2) no. 1 AO', de: '§ 122 Abs. 2 Nr. 1 AO' },
  'delivery.electronic': { en: '§ 122a (4) AO', de: '§ 122a Abs. 4 AO' },
  'delivery.abroad': { en: '§ 122 (2) no. 2 AO', de: '§ 122 Abs. 2 Nr. 2 AO' },
  shift: { en: '§ 108 (3) AO', de: '§ 108 Abs. 3 AO' },
  'objection.month': { en: '§ 355 (1) AO; §§ 187 (1), 188 (2) BGB', de: '§ 355 Abs. 1 AO; §§ 187 Abs. 1, 188 Abs. 2 BGB' },
  'objection.year': { en: '§ 356 (2) AO; §§ 187 (1), 188 (2) BGB', de: '§ 356 Abs. 2 AO; §§ 187 Abs. 1, 188 Abs. 2 BGB' },
  'lawsuit.month': {
    en: '§ 47 (1) FGO; § 54 (2) FGO with § 222 (1) ZPO; §§ 187 (1), 188 (2) BGB',
    de: '§ 47 Abs. 1 FGO; § 54 Abs. 2 FGO i. V. m. § 222 Abs. 1 ZPO; §§ 187 Abs. 1, 188 Abs. 2 BGB',
  },
  'lawsuit.year': {
    en: '§ 55 (2) FGO; § 54 (2) FGO with § 222 (1) ZPO; §§ 187 (1), 188 (2) BGB',
    de: '§ 55 Abs. 2 FGO; § 54 Abs. 2 FGO i. V. m. § 222 Abs. 1 ZPO; §§ 187 Abs. 1, 188 Abs. 2 BGB',
  },
  'payment.due': { en: '§ 36 (4) EStG; §§ 187 (1), 188 (2) BGB', de: '§ 36 Abs. 4 EStG; §§ 187 Abs. 1, 188 Abs. 2 BGB' },
  'payment.grace': { en: '§ 240 (3) AO', de: '§ 240 Abs. 3 AO' },
  'payment.printed': { en: '§ 220 AO', de: '§ 220 AO' },
  'respond.printed': { en: '§ 109 AO', de: '§ 109 AO' },
};

/** The legal source of a step, with § 188 (3) BGB added when a month had no day with the same number. */
function ruleOf(step: DeadlineStep, language: Language): string {
  if (step.id === 'shift' && step.of === 'lawsuit') return language === 'en' ? '§ 54 (2) FGO with § 222 (2) ZPO' : '§ 54 Abs. 2 FGO i. V. m. § 222 Abs. 2 ZPO';
  const rule = RULES[step.id][language];
  const clamped = 'clamped' in step && step.clamped;
  if (!clamped) return rule;
  if (step.id === 'delivery.abroad') return language === 'en' ? `${rule}; § 188 (3) BGB` : `${rule}; § 188 Abs. 3 BGB`;
  return language === 'en' ? rule.replace('188 (2) BGB', '188 (2), (3) BGB') : rule.replace('188 Abs. 2 BGB', '188 Abs. 2, 3 BGB');
}

const MOVED: Record<Extract<DeadlineStep, { id: 'shift' }>['of'], Record<Language, string>> = {
  delivery: { en: 'the day of delivery', de: 'der Tag der Bekanntgabe' },
  deadline: { en: 'the end of the period', de: 'das Fristende' },
  lawsuit: { en: 'the end of the period', de: 'das Fristende' },
  due: { en: 'the due date', de: 'der Fälligkeitstag' },
  grace: { en: 'the end of the grace period', de: 'das Ende der Schonfrist' },
};

function nonWorking(day: NonWorkingDay, state: GermanState, language: Language): string {
  const date = formatLongDate(day.date, language);
  if (language === 'en') {
    if (day.reason === 'holiday') return `${date} is a public holiday in ${STATE_NAMES[state].en} (${day.holiday})`;
    return `${date} is a ${day.reason === 'saturday' ? 'Saturday' : 'Sunday'}`;
  }
  if (day.reason === 'holiday') return `${date} ist in ${STATE_NAMES[state].de} ein gesetzlicher Feiertag (${day.holiday})`;
  return `${date} ist ein ${day.reason === 'saturday' ? 'Samstag' : 'Sonntag'}`;
}

/** The explanation of one step in `language`. */
function explanation(step: DeadlineStep, language: Language): string {
  const on = (date: CalendarDate) => formatLongDate(date, language);
  const en = language === 'en';
  switch (step.id) {
    case 'delivery.post':
      return en
        ? `Posted in Germany on ${on(step.sentOn)}. A letter posted ${step.days === 4 ? 'after' : 'on or before'} 31 December 2024 counts as delivered on the ${step.days === 4 ? 'fourth' : 'third'} day after posting: ${on(step.date)}.`
        : `Am ${on(step.sentOn)} im Inland zur Post gegeben. Ein ${step.days === 4 ? 'nach dem' : 'bis zum'} 31. Dezember 2024 aufgegebener Brief gilt am ${step.days === 4 ? 'vierten' : 'dritten'} Tag nach der Aufgabe als bekannt gegeben: am ${on(step.date)}.`;
    case 'delivery.electronic':
      return en
        ? `Provided for retrieval in ELSTER; the notification was sent on ${on(step.sentOn)}. The notice counts as delivered on the ${step.days === 4 ? 'fourth' : 'third'} day after that: ${on(step.date)}.`
        : `In ELSTER zum Abruf bereitgestellt; die Benachrichtigung wurde am ${on(step.sentOn)} versandt. Der Bescheid gilt am ${step.days === 4 ? 'vierten' : 'dritten'} Tag danach als bekannt gegeben: am ${on(step.date)}.`;
    case 'delivery.abroad':
      return en
        ? `Posted to an address abroad on ${on(step.sentOn)}. It counts as delivered one month after posting: ${on(step.date)}${step.clamped ? ' (that month has no day with the same number, so its last day)' : ''}.`
        : `Am ${on(step.sentOn)} an eine Anschrift im Ausland zur Post gegeben. Der Brief gilt einen Monat nach der Aufgabe als bekannt gegeben: am ${on(step.date)}${step.clamped ? ' (dieser Monat hat keinen Tag mit derselben Zahl, daher sein letzter Tag)' : ''}.`;
    case 'shift': {
      const days = step.skipped.map((d) => nonWorking(d, step.state, language)).join(en ? '; ' : '; ');
      return en
        ? `${days}. So ${MOVED[step.of].en} moves to the next working day: ${on(step.date)}.`
        : `${days}. Daher verschiebt sich ${MOVED[step.of].de} auf den nächsten Werktag: ${on(step.date)}.`;
    }
    case 'objection.month':
      return en
        ? `The period for an Einspruch (objection) is one month from delivery. It ends on the day of the next month with the same number as the day of delivery${step.clamped ? ', or on that month’s last day when it has no such day' : ''}: ${on(step.date)}.`
        : `Die Einspruchsfrist beträgt einen Monat ab Bekanntgabe. Sie endet mit dem Tag des Folgemonats, der dieselbe Zahl trägt wie der Tag der Bekanntgabe${step.clamped ? ', oder mit dem letzten Tag dieses Monats, wenn es diesen Tag nicht gibt' : ''}: am ${on(step.date)}.`;
    case 'objection.year':
      return en
        ? `The letter has no correct instructions on the right to object (Rechtsbehelfsbelehrung), so the Einspruch period is one year from delivery: it ends on ${on(step.date)}.`
        : `Der Bescheid enthält keine (richtige) Rechtsbehelfsbelehrung, daher beträgt die Einspruchsfrist ein Jahr ab Bekanntgabe: Sie endet am ${on(step.date)}.`;
    case 'lawsuit.month':
      return en
        ? `Against an Einspruchsentscheidung, only a Klage (action) at the Finanzgericht lies, not another Einspruch. The period for it is one month from delivery. It ends on the day of the next month with the same number as the day of delivery${step.clamped ? ', or on that month’s last day when it has no such day' : ''}: ${on(step.date)}.`
        : `Gegen eine Einspruchsentscheidung ist nur die Klage beim Finanzgericht gegeben, kein weiterer Einspruch. Die Klagefrist beträgt einen Monat ab Bekanntgabe. Sie endet mit dem Tag des Folgemonats, der dieselbe Zahl trägt wie der Tag der Bekanntgabe${step.clamped ? ', oder mit dem letzten Tag dieses Monats, wenn es diesen Tag nicht gibt' : ''}: am ${on(step.date)}.`;
    case 'lawsuit.year':
      return en
        ? `The Einspruchsentscheidung has no correct instructions on the right to bring an action (Rechtsbehelfsbelehrung), so the Klage may be brought within one year from delivery: until ${on(step.date)}.`
        : `Die Einspruchsentscheidung enthält keine (richtige) Rechtsbehelfsbelehrung, daher kann die Klage innerhalb eines Jahres ab Bekanntgabe erhoben werden: bis zum ${on(step.date)}.`;
    case 'payment.due':
      return en
        ? `A balance payment (Abschlusszahlung) is due one month after delivery: ${on(step.date)}${step.clamped ? ' (the last day of that month, which has no day with the same number)' : ''}.`
        : `Eine Abschlusszahlung ist einen Monat nach Bekanntgabe fällig: am ${on(step.date)}${step.clamped ? ' (letzter Tag dieses Monats, der keinen Tag mit derselben Zahl hat)' : ''}.`;
    case 'payment.printed':
      return en ? `The letter sets the due date for the payment: ${on(step.date)}.` : `Der Brief setzt den Fälligkeitstag der Zahlung fest: ${on(step.date)}.`;
    case 'respond.printed':
      return en
        ? `The Finanzamt set a date by which to respond or file: ${on(step.date)}. It can extend such a period on request, before it ends.`
        : `Das Finanzamt hat eine Frist zur Antwort oder Abgabe gesetzt: bis zum ${on(step.date)}. Sie kann auf Antrag verlängert werden, wenn der Antrag vor ihrem Ablauf gestellt wird.`;
    case 'payment.grace':
      return en
        ? `No late-payment surcharge (Säumniszuschlag) is charged for a bank transfer credited within three days after the due date (${on(step.dueOn)}): until ${on(step.date)}. This grace does not apply to payment by cheque or in cash.`
        : `Für eine Überweisung, die innerhalb von drei Tagen nach dem Fälligkeitstag (${on(step.dueOn)}) gutgeschrieben wird, fällt kein Säumniszuschlag an: bis zum ${on(step.date)}. Das gilt nicht für Zahlung per Scheck oder in bar.`;
  }
}

/** The steps as people read them, in `language`. */
export function explainSteps(steps: readonly DeadlineStep[], language: Language): ExplainedStep[] {
  return steps.map((step) => ({ rule: ruleOf(step, language), date: step.date, explanation: explanation(step, language) }));
}
