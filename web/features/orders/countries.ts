/**
 * The countries the billing address offers: Germany first, then the EU and EEA, Switzerland, the
 * United Kingdom and the countries many of the firm's expat clients come from, by name in the page
 * language (Intl.DisplayNames). The server accepts any ISO 3166-1 alpha-2 code.
 */
import { intlLocale } from '#shared/format.js';
import type { SelectOption } from '../../components/SelectField.js';

/** EU; EEA, Switzerland and the United Kingdom; elsewhere. */
const CODES = [
  'AT BE BG CY CZ DK EE ES FI FR GR HR HU IE IT LT LU LV MT NL PL PT RO SE SI SK',
  'CH GB IS LI NO',
  'AE AR AU BR CA CL CN CO EG HK ID IL IN JP KR MX MY NG NZ PH PK RS SG TH TR TW UA US VN ZA',
]
  .join(' ')
  .split(' ');

/** The country choices in `language`: Germany, then the others by name. */
export function countryOptions(language: string): SelectOption[] {
  const locale = intlLocale(language);
  const names = new Intl.DisplayNames([locale], { type: 'region' });
  const name = (code: string) => names.of(code) ?? code;
  const others = CODES.map((code) => ({ id: code, label: name(code) })).sort((a, b) => a.label.localeCompare(b.label, locale));
  return [{ id: 'DE', label: name('DE') }, ...others];
}
