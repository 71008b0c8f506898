/**
 * The Steuernummer a Finanzamt gives (not the Steuer-ID): the "Standardschema der Länder" printed
 * on letters, and the 13-digit "vereinheitlichtes Bundesschema" used by ELSTER. Pure.
 *
 * The table follows the ELSTER help page "Wo ist meine Steuernummer?" as reproduced by Lexware's
 * program help, Grundsteuer and Lexware Office support pages, and python-stdnum's `de.stnr`
 * (F = Finanzamt, B = Bezirk, U = Unterscheidungsnummer, P = Prüfziffer):
 *
 * | Land | Land notation   | example         | ELSTER (13 digits) |
 * | BW   | FFBBB/UUUUP     | 93815/08152     | 28FF0BBBUUUUP      |
 * | BY   | FFF/BBB/UUUUP   | 181/815/08155   | 9FFF0BBBUUUUP      |
 * | BE   | FF/BBB/UUUUP    | 21/815/08150    | 11FF0BBBUUUUP      |
 * | BB   | 0FF/BBB/UUUUP   | 048/815/08155   | 30FF0BBBUUUUP      |
 * | HB   | FF BBB UUUUP    | 75 815 08152    | 24FF0BBBUUUUP      |
 * | HH   | FF/BBB/UUUUP    | 02/815/08156    | 22FF0BBBUUUUP      |
 * | HE   | 0FF BBB UUUUP   | 013 815 08153   | 26FF0BBBUUUUP      |
 * | MV   | 0FF/BBB/UUUUP   | 079/815/08151   | 40FF0BBBUUUUP      |
 * | NI   | FF/BBB/UUUUP    | 24/815/08151    | 23FF0BBBUUUUP      |
 * | NW   | FFF/BBBB/UUUP   | 133/8150/8159   | 5FFF0BBBBUUUP      |
 * | RP   | FF/BBB/UUUUP    | 22/815/08154    | 27FF0BBBUUUUP      | (also printed FF/BBB/UUUU/P)
 * | SL   | 0FF/BBB/UUUUP   | 010/815/08182   | 10FF0BBBUUUUP      |
 * | SN   | 2FF/BBB/UUUUP   | 201/123/12340   | 32FF0BBBUUUUP      |
 * | ST   | 1FF/BBB/UUUUP   | 101/815/08154   | 31FF0BBBUUUUP      |
 * | SH   | FF BBB UUUUP    | 29 815 08158    | 21FF0BBBUUUUP      |
 * | TH   | 1FF/BBB/UUUUP   | 151/815/08156   | 41FF0BBBUUUUP      |
 *
 * The first four ELSTER digits are the Bundesfinanzamtsnummer; a 0 follows; then the Land
 * notation's last eight digits. The last digit is a check digit whose rule differs by Land and
 * Finanzamt; it is not checked here. Some sources print HB and SH with slashes and HE as
 * 0FF/BBB/UUUUP: separators are therefore never used to tell the Länder apart.
 */
import { GERMAN_STATES, type GermanState } from '../deadlines/engine.js';

/** A Steuernummer with its Land. */
export interface Steuernummer {
  state: GermanState;
  /** The Land's notation, e.g. '181/815/08155'. */
  formatted: string;
  /** The 13-digit ELSTER form, e.g. '9181081508155'. */
  elster: string;
}

interface LandFormat {
  /** Leading ELSTER digits that name the Land (before the Finanzamt digits F). */
  prefix: string;
  /** A fixed first digit of the Land notation that the ELSTER form drops (HE 0FF → 26FF). */
  lead: string;
  /** Number of Finanzamt digits F after `lead` and after `prefix`. */
  f: 2 | 3;
  /** Accepted groupings of the Land notation's digits, the printed one first. */
  groups: readonly (readonly number[])[];
  separator: '/' | ' ';
}

/*
 * BB, MV, SL, SN, ST and TH print three Finanzamt digits whose first is fixed by the Land
 * (048 → ELSTER 3048 = 30 + 48): written here as `lead` + two digits, which gives the same
 * 13 digits as python-stdnum's table and the ELSTER examples.
 */
const FORMATS: Record<GermanState, LandFormat> = {
  BW: { prefix: '28', lead: '', f: 2, groups: [[5, 5]], separator: '/' },
  BY: { prefix: '9', lead: '', f: 3, groups: [[3, 3, 5]], separator: '/' },
  BE: { prefix: '11', lead: '', f: 2, groups: [[2, 3, 5]], separator: '/' },
  BB: { prefix: '30', lead: '0', f: 2, groups: [[3, 3, 5]], separator: '/' },
  HB: { prefix: '24', lead: '', f: 2, groups: [[2, 3, 5]], separator: ' ' },
  HH: { prefix: '22', lead: '', f: 2, groups: [[2, 3, 5]], separator: '/' },
  HE: { prefix: '26', lead: '0', f: 2, groups: [[3, 3, 5]], separator: ' ' },
  MV: { prefix: '40', lead: '0', f: 2, groups: [[3, 3, 5]], separator: '/' },
  NI: { prefix: '23', lead: '', f: 2, groups: [[2, 3, 5]], separator: '/' },
  NW: { prefix: '5', lead: '', f: 3, groups: [[3, 4, 4]], separator: '/' },
  RP: {
    prefix: '27',
    lead: '',
    f: 2,
    groups: [
      [2, 3, 5],
      [2, 3, 4, 1],
    ],
    separator: '/',
  },
  SL: { prefix: '10', lead: '0', f: 2, groups: [[3, 3, 5]], separator: '/' },
  SN: { prefix: '32', lead: '2', f: 2, groups: [[3, 3, 5]], separator: '/' },
  ST: { prefix: '31', lead: '1', f: 2, groups: [[3, 3, 5]], separator: '/' },
  SH: { prefix: '21', lead: '', f: 2, groups: [[2, 3, 5]], separator: ' ' },
  TH: { prefix: '41', lead: '1', f: 2, groups: [[3, 3, 5]], separator: '/' },
};

function landLength(f: LandFormat): number {
  return f.lead.length + f.f + 8;
}

function group(digits: string, lengths: readonly number[], separator: string): string {
  const parts: string[] = [];
  let at = 0;
  for (const n of lengths) {
    parts.push(digits.slice(at, at + n));
    at += n;
  }
  return parts.join(separator);
}

function fromLand(state: GermanState, land: string): Steuernummer {
  const f = FORMATS[state];
  const fa = land.slice(f.lead.length, f.lead.length + f.f);
  const rest = land.slice(f.lead.length + f.f);
  return { state, formatted: group(land, f.groups[0]!, f.separator), elster: `${f.prefix}${fa}0${rest}` };
}

/**
 * The Land of a 13-digit ELSTER Steuernummer from its leading digits (28 BW, 9 BY, 11 BE, 30 BB,
 * 24 HB, 22 HH, 26 HE, 40 MV, 23 NI, 5 NW, 27 RP, 10 SL, 32 SN, 31 ST, 21 SH, 41 TH), or
 * undefined when `elster13` is not 13 digits, has no such prefix, or lacks the 0 after the
 * four-digit Bundesfinanzamtsnummer. Never throws.
 */
export function steuernummerState(elster13: string): GermanState | undefined {
  if (!/^\d{13}$/.test(elster13) || elster13[4] !== '0') return undefined;
  return GERMAN_STATES.find((s) => elster13.startsWith(FORMATS[s].prefix));
}

function fromElster(elster: string): Steuernummer | undefined {
  const state = steuernummerState(elster);
  if (!state) return undefined;
  const f = FORMATS[state];
  const fa = elster.slice(f.prefix.length, f.prefix.length + f.f);
  const rest = elster.slice(f.prefix.length + f.f + 1);
  return fromLand(state, `${f.lead}${fa}${rest}`);
}

/** Whether `printed` (digit-group lengths) can be merged, group by group, into `target`. */
function refines(printed: readonly number[], target: readonly number[]): boolean {
  let i = 0;
  for (const want of target) {
    let sum = 0;
    while (sum < want && i < printed.length) sum += printed[i++]!;
    if (sum !== want) return false;
  }
  return i === printed.length;
}

interface Reading {
  digits: string;
  groups: number[];
}

/** Digits and digit-group lengths of a printed Steuernummer, with OCR letters taken as digits. */
function read(input: string): Reading | undefined {
  const t = input
    .trim()
    .replace(/^(?:Steuer-?\s?nummer|St\.?\s?-?\s?Nr\.?)\s*:?\s*/i, '')
    .replace(/[.:;,]$/, '');
  if (!/^[0-9OoIl]+(?:[\s/\\|.\-–]+[0-9OoIl]+)*$/.test(t)) return undefined;
  const parts = t.split(/[\s/\\|.\-–]+/).map((p) => p.replace(/[Oo]/g, '0').replace(/[Il]/g, '1'));
  const digits = parts.join('');
  if (!/\d/.test(digits)) return undefined;
  return { digits, groups: parts.map((p) => p.length) };
}

/** The Länder whose notation fits `r`: exact groupings first, then ones the printed groups merge into. */
function landCandidates(r: Reading): GermanState[] {
  const byLength = GERMAN_STATES.filter((s) => {
    const f = FORMATS[s];
    return landLength(f) === r.digits.length && r.digits.startsWith(f.lead);
  });
  if (r.groups.length === 1) return byLength;
  const exact = byLength.filter((s) => FORMATS[s].groups.some((g) => g.length === r.groups.length && g.every((n, i) => n === r.groups[i])));
  if (exact.length) return exact;
  return byLength.filter((s) => FORMATS[s].groups.some((g) => refines(r.groups, g)));
}

/**
 * `input`'s digits read in `state`'s notation, whatever grouping they were printed (or OCR-read)
 * in: "24275/72479" in Berlin's is "24/275/72479" (OCR lost a slash). Undefined when the digit count
 * or the fixed first digit does not fit that Land's notation, or for a 13-digit ELSTER form. Never throws.
 */
export function steuernummerInLand(input: string, state: GermanState): Steuernummer | undefined {
  const r = read(input);
  if (!r || r.digits.length === 13) return undefined;
  const f = FORMATS[state];
  return landLength(f) === r.digits.length && r.digits.startsWith(f.lead) ? fromLand(state, r.digits) : undefined;
}

/**
 * Every reading of `input` as a Steuernummer, one per Land whose notation it fits (a 13-digit
 * ELSTER form gives at most one). Tolerates what `parseSteuernummer` tolerates. Used when the Land
 * is unknown, e.g. to show the number as printed. Never throws.
 */
export function steuernummerCandidates(input: string): Steuernummer[] {
  const r = read(input);
  if (!r) return [];
  if (r.digits.length === 13) {
    const s = fromElster(r.digits);
    return s ? [s] : [];
  }
  return landCandidates(r).map((state) => fromLand(state, r.digits));
}

/**
 * Parses one Steuernummer written in a Land notation ("181/815/08155", "75 815 08152",
 * "22/815/0815/4") or the 13-digit ELSTER form ("9181081508155"). Spaces, slashes, dots and dashes
 * between digit groups, a leading "St.-Nr." or "Steuernummer", OCR's "O" for 0 and "l"/"I" for 1
 * and a digit group split by a stray space ("181/815/0815 5") are tolerated.
 *
 * The Land comes from the ELSTER prefix, or from the notation when only one Land fits it (digit
 * count, grouping, the fixed first digit of BB/HE/MV/SL (0), SN (2), ST/TH (1)). When several fit
 * (FF/BBB/UUUUP: BE, HB, HH, NI, RP, SH; FFF/BBB/UUUUP: BY with BB, HE, MV, SL or SN, ST, TH),
 * `stateHint` decides if it is one of them; otherwise the result is undefined rather than a guess.
 * An ELSTER form names its own Land, which wins over the hint.
 *
 * Returns the Land, its notation and the ELSTER form, or undefined. Never throws.
 */
export function parseSteuernummer(input: string, stateHint?: GermanState): Steuernummer | undefined {
  const candidates = steuernummerCandidates(input);
  if (candidates.length === 1) return candidates[0];
  return candidates.find((c) => c.state === stateHint);
}

/** Formats for display: the Land notation, e.g. '181/815/08155' for Bavaria (same as `s.formatted`). */
export function formatSteuernummer(s: Steuernummer): string {
  return fromElster(s.elster)?.formatted ?? s.formatted;
}
