import { describe, expect, it } from 'vitest';
import { GERMAN_STATES, type GermanState } from '../deadlines/engine.js';
import { formatSteuernummer, parseSteuernummer, steuernummerCandidates, steuernummerState } from './steuernummer.js';

/** The Länder's format examples (Standardschema der Länder ↔ vereinheitlichtes Bundesschema). */
const EXAMPLES: Record<GermanState, [land: string, elster: string]> = {
  BW: ['93815/08152', '2893081508152'],
  BY: ['181/815/08155', '9181081508155'],
  BE: ['21/815/08150', '1121081508150'],
  BB: ['048/815/08155', '3048081508155'],
  HB: ['75 815 08152', '2475081508152'],
  HH: ['02/815/08156', '2202081508156'],
  HE: ['013 815 08153', '2613081508153'],
  MV: ['079/815/08151', '4079081508151'],
  NI: ['24/815/08151', '2324081508151'],
  NW: ['133/8150/8159', '5133081508159'],
  RP: ['22/815/08154', '2722081508154'],
  SL: ['010/815/08182', '1010081508182'],
  SN: ['201/123/12340', '3201012312340'],
  ST: ['101/815/08154', '3101081508154'],
  SH: ['29 815 08158', '2129081508158'],
  TH: ['151/815/08156', '4151081508156'],
};

describe('parseSteuernummer', () => {
  it('converts every Land example to its ELSTER form when the Land is given', () => {
    for (const state of GERMAN_STATES) {
      const [land, elster] = EXAMPLES[state];
      expect(parseSteuernummer(land, state), state).toEqual({ state, formatted: land, elster });
    }
  });

  it('reads every ELSTER example back into the Land notation without a hint', () => {
    for (const state of GERMAN_STATES) {
      const [land, elster] = EXAMPLES[state];
      expect(parseSteuernummer(elster), state).toEqual({ state, formatted: land, elster });
    }
  });

  it('knows the Land from an unambiguous notation', () => {
    expect(parseSteuernummer('93815/08152')?.state).toBe('BW');
    expect(parseSteuernummer('133/8150/8159')?.state).toBe('NW');
    expect(parseSteuernummer('22/815/0815/4')).toEqual({ state: 'RP', formatted: '22/815/08154', elster: '2722081508154' });
    // Only Bavaria prints three Finanzamt digits starting with 3–9 in FFF/BBB/UUUUP.
    expect(parseSteuernummer('381/815/08155')?.state).toBe('BY');
  });

  it('returns undefined for an ambiguous notation without a fitting hint', () => {
    expect(parseSteuernummer('21/815/08150')).toBeUndefined(); // BE, HB, HH, NI, RP, SH
    expect(parseSteuernummer('181/815/08155')).toBeUndefined(); // BY, ST, TH
    expect(parseSteuernummer('201/123/12340')).toBeUndefined(); // BY, SN
    expect(parseSteuernummer('048/815/08155')).toBeUndefined(); // BY, BB, HE, MV, SL
    expect(parseSteuernummer('181/815/08155', 'BW')).toBeUndefined();
    expect(parseSteuernummer('181/815/08155', 'ST')?.elster).toBe('3181081508155');
  });

  it('lets the ELSTER prefix win over the hint', () => {
    expect(parseSteuernummer('9181081508155', 'HE')?.state).toBe('BY');
  });

  it('tolerates separators, labels and OCR noise', () => {
    expect(parseSteuernummer('181 / 815 / 08155', 'BY')?.formatted).toBe('181/815/08155');
    expect(parseSteuernummer('St.-Nr. 181/815/08155', 'BY')?.formatted).toBe('181/815/08155');
    expect(parseSteuernummer('Steuernummer: 93815/08152')?.formatted).toBe('93815/08152');
    expect(parseSteuernummer('l81/8l5/O8155', 'BY')?.elster).toBe('9181081508155');
    expect(parseSteuernummer('181/815/0815 5', 'BY')?.formatted).toBe('181/815/08155');
    expect(parseSteuernummer('91 81 0 815 08155')?.state).toBe('BY');
    expect(parseSteuernummer('75/815/08152', 'HB')?.formatted).toBe('75 815 08152');
    expect(parseSteuernummer('013/815/08153', 'HE')?.formatted).toBe('013 815 08153');
  });

  it('rejects what is no Steuernummer', () => {
    expect(parseSteuernummer('')).toBeUndefined();
    expect(parseSteuernummer('12345')).toBeUndefined();
    expect(parseSteuernummer('181/815/08155 abc', 'BY')).toBeUndefined();
    expect(parseSteuernummer('9181181508155')).toBeUndefined(); // no 0 after the Bundesfinanzamtsnummer
    expect(parseSteuernummer('6181081508155')).toBeUndefined(); // no Land has prefix 6
    expect(parseSteuernummer('281/815/08155', 'ST')).toBeUndefined(); // ST prints 1FF
  });
});

describe('steuernummerState', () => {
  it('names the Land of every ELSTER prefix', () => {
    for (const state of GERMAN_STATES) expect(steuernummerState(EXAMPLES[state][1]), state).toBe(state);
  });

  it('returns undefined for wrong input', () => {
    expect(steuernummerState('918108150815')).toBeUndefined();
    expect(steuernummerState('7181081508155')).toBeUndefined();
    expect(steuernummerState('9181 081508155')).toBeUndefined();
  });
});

describe('steuernummerCandidates', () => {
  it('lists every Land a notation fits', () => {
    expect(steuernummerCandidates('21/815/08150').map((c) => c.state)).toEqual(['BE', 'HB', 'HH', 'NI', 'RP', 'SH']);
    expect(steuernummerCandidates('181/815/08155').map((c) => c.state)).toEqual(['BY', 'ST', 'TH']);
    expect(steuernummerCandidates('048/815/08155').map((c) => c.state)).toEqual(['BY', 'BB', 'HE', 'MV', 'SL']);
    expect(steuernummerCandidates('nope')).toEqual([]);
  });
});

describe('formatSteuernummer', () => {
  it('gives the Land notation', () => {
    expect(formatSteuernummer({ state: 'RP', formatted: '22/815/0815/4', elster: '2722081508154' })).toBe('22/815/08154');
    expect(formatSteuernummer(parseSteuernummer('2613081508153')!)).toBe('013 815 08153');
  });
});
