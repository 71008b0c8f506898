/**
 * A deterministic corpus of sample Finanzamt letters for measuring letter reading (bench.ts) and for
 * tests: `letterSpecs(count, seed)` draws the letters (type, Land, Finanzamt, layout, texts, ground
 * truth); `renderLetter(spec, out)` writes a letter as a digital PDF (PDFKit, Helvetica; Times in
 * part of the fresh set and later sets, Inter in part of the unseen set, Courier in part of the sixth set, DejaVu Sans
 * and Serif Condensed in part of the fifteenth set, Liberation Sans Narrow and DejaVu Sans Mono in part of the
 * sixteenth set, Liberation Serif, DejaVu Serif and Liberation Mono in part of the seventeenth set, Liberation Sans
 * and DejaVu Sans in part of the eighteenth set, DejaVu Serif Condensed and Liberation Sans with the information
 * block's values in Courier, DejaVu Sans Mono or Liberation Mono in the nineteenth set, Liberation Serif with Liberation
 * Sans Bold headings or Liberation Sans Narrow in the twentieth set, Liberation Sans and DejaVu Serif in part of the
 * twenty-first set) and/or as
 * a phone-like photo of its first page (pdftoppm at 300 dpi, then sharp: paper tint, uneven light, a
 * shadow, the page on a table, in the fresh set often seen at a tilt, in the unseen set cropped
 * closer, with a hand's shadow, at a lower resolution and JPEG quality, in the blind set under a
 * cooler light, folded, through a lens with barrel distortion and with a blurred corner, in the sixth
 * set off a screen, at night under a flash, crumpled, faded, on a patterned table, shaken or sent
 * through a messenger, in the seventh set held sideways, stapled, under a shadow band, with the
 * Steuernummer highlighted or in low light, in the eighth set on recycled grey paper, with the back's
 * print showing through, punched, with a coffee ring, a pen's tick, a thumb at the edge, or small and
 * heavily compressed, in the ninth set taken from the side, under the photographer's shadow, tilted
 * further on a dark desk, with an index tab, sharpened hard, under a warm bulb, upside down or as a
 * scanner app's black-and-white page, in the tenth set from a corner above, curling at an edge, beside
 * another page, on a bed sheet, with a lamp's reflection, stored sideways with an EXIF tag or saved
 * twice, in the eleventh set wavy, in a plastic sleeve, in sunlight through a window or under two
 * lights of different colour, with colour fringes, out of focus, through a smudged lens, folded in
 * half twice, with a dim room's colour noise or in a tall portrait frame, in the twelfth set under a
 * fluorescent tube's flicker, beside a laptop's keyboard, with a sticky note, held bowed, skewed by a
 * rolling shutter, smeared by night-mode noise reduction or as a screenshot of the phone's gallery,
 * in the thirteenth set with a dog-ear, through a phone's HDR, with a fingertip at the lens's edge,
 * with a lamp's lens flare or overexposed, in the fourteenth set with a receipt stamp, a pencil on the
 * page, a window's blinds' shadow or a phone maker's watermark, in the fifteenth set with a paper clip, the
 * phone's own shadow, pale toner streaks, a water stain or a torn-off corner, in the sixteenth set with a
 * sharp crease across the page, a strip of clear tape, as a photocopy or from a steep angle with the far
 * part out of focus, in the seventeenth set as a faxed copy, with a laser printer's ghost, through water
 * drops on the lens or on a cutting mat, in the eighteenth set on continuous-form paper, through a dusty lens,
 * with an inkjet's banding or on yellowed paper, in the nineteenth set on its opened window envelope, on a
 * stack of other sheets, filed in a ring binder or on a clipboard, in the twentieth set under a plant's dappled shadow, with a
 * postal forwarding sticker or under a coloured LED lamp, in the twenty-first set as a flatbed scan with the lid open,
 * with an inkjet's star-wheel marks or under raking light, in the twenty-second set with the camera's date
 * stamp, a coffee mug at a corner or a ballpoint note in the top margin, in the twenty-third set on a striped tablecloth, under a lace
 * curtain's shadow or with a thumb over the bottom left corner, in the twenty-fourth set with reading glasses lying on the page, with
 * a panel of the folded letter still standing up, on a newspaper or lying well askew; rotated 1–4°, sheared slightly, blurred, noisy, JPEG). Every page is marked
 * MUSTER; names, addresses and Steuer-IDs are invented (data.ts).
 */
import { readFileSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import PDFDocument from 'pdfkit';
import sharp, { type OutputInfo, type Sharp } from 'sharp';
import { runProgram } from '../../src/external/programs.js';
import { homography, type Quad } from '../../src/modules/letters/perspective.js';
import {
  FINANZAEMTER,
  FINANZAEMTER_SIXTH,
  FINANZAEMTER_SEVENTH,
  FINANZAEMTER_TWELFTH,
  FINANZAEMTER_TWENTYTHIRD,
  FINANZAEMTER_TWENTYTHIRD_AUDIT,
  FINANZAEMTER_TWENTYFOURTH,
  FIRST_NAMES_F,
  FIRST_NAMES_M,
  LAST_NAMES,
  OFFICE_STREETS,
  DEN_CITIES,
  Rng,
  STREETS,
  TRADES,
  type Finanzamt,
  type StateCode,
  banksOf,
  dateCompact,
  dateLong,
  dateNumeric,
  dateShort,
  districtDigits,
  addDays,
  euro,
  formatIban,
  formatSteuerId,
  iban,
  randomSteuerId,
  steuernummer,
} from './data.js';
import { type Block, SAMPLE_LETTER_TYPES, type SampleLetterType, TEMPLATES, twentythirdRbb } from './templates.js';

export type { SampleLetterType } from './templates.js';

/**
 * What a letter says, as recognizeLetter should find it (null: the letter does not say). A
 * document that is no Finanzamt letter (an invoice, a rental contract) has no type and nothing else.
 */
export interface LetterTruth {
  letterType: SampleLetterType | null;
  /** As printed in the letterhead, e.g. 'Finanzamt München'. */
  finanzamt: string | null;
  /** In the Land's notation (also when the letter prints the 13-digit ELSTER form). */
  steuernummer: string | null;
  /** Two-letter Land code. */
  state: StateCode | null;
  steuerId: string | null;
  /** YYYY-MM-DD */
  letterDate: string | null;
  taxYear: number | null;
  amountDueCents: number | null;
  refundCents: number | null;
  /** YYYY-MM-DD: pay by / respond by. */
  dueDate: string | null;
  hasInstructions: boolean;
  /** The Finanzkasse's IBAN (electronic format): the first of the footer's bank block. */
  iban: string | null;
  /** The account holder printed in the payment section, if any. */
  payee: string | null;
  /** The payment reference printed in the payment section (Verwendungszweck, Kassenzeichen), if any. */
  paymentReference: string | null;
}

/**
 * The corpora: `tuning`, which the recognizer was tuned on; `heldout`, drawn with another seed and
 * with layout variants never looked at while tuning (other label wording and order, other font
 * sizes, another payment block); and `fresh`, a third seed with variants neither of them has (the
 * held-out variants were looked at while fixing the held-out misses): other label spellings, a
 * two-column header, the Steuernummer in a reference line of the body, amounts as "EUR 1.234,56",
 * abbreviated months, other payment wording, a serif font, narrower margins, a stronger perspective
 * and a warmer white balance in the photo. Its first run is the measurement on letters never tuned on.
 * `unseen`, a fourth seed, has variants none of the three has (the fresh set was tuned on after its
 * first run): the Finanzamt's address, service hours and the information block in a column at the
 * right; the Steuernummer in a ruled header table ("Steuernummer | Steuerjahr | Datum"); "Bescheid
 * vom" as the date's label; dates as "27.11.26"; amounts as "1 234,56 €", "1.234,56 Euro" or
 * "€ 1.234,56"; payment wording "… ist fällig am …", "Bitte begleichen Sie … bis spätestens …" or
 * rows "Zahlbetrag" and "fällig am"; a Kassenzeichen as the payment reference (also in the
 * information block); IBANs without spaces; the Rechtsbehelfsbelehrung on page 2; the sans-serif
 * Inter and body sizes of 9 and 11 pt; another footer; photos cropped closer (the table at one or
 * two edges only), with a hand's shadow, at a lower resolution and JPEG quality.
 * `blind`, a fifth seed, has variants none of the four has (built while the recognizer was tuned
 * on the unseen set, and not run before that work was done): the letter date in the ELSTER-style
 * title ("Bescheid für 2025 über Einkommensteuer … vom 03.11.2026") or in a reference line "Ihr
 * Schreiben vom … Unser Zeichen … Datum …"; dates as "03. November 2026", "03. Nov. 2026" or
 * "3.11.2026"; amounts without a thousands separator ("1234,56 €"); a settlement table
 * "festgesetzt | bereits gezahlt | verbleibende Beträge" with the balance as "Nachzahlung",
 * "Abschlusszahlung", "zu zahlen", "Restbetrag" or a negative "Erstattung"; the due date as "zu
 * entrichten bis", "spätestens am" or "Fälligkeit:"; the account under "Bankverbindung der
 * Finanzkasse:", "Zahlung zugunsten der Finanzkasse …" or "Zahlungsempfänger:"; the reference as
 * "Zahlungszweck:", "Aktenzeichen:" or "Bei Zahlung bitte angeben:"; the Steuernummer in the
 * 13-digit ELSTER form grouped with slashes or spaces ("9143/0815/08155"); other labels; Times and
 * Helvetica at 8.5, 9, 11.5 and 12 pt; photos under a cooler light, with fold lines where the letter
 * was folded for its envelope, a slight barrel distortion and a blurred corner.
 * `sixth`, a sixth seed, has variants none of the five has (built without running the recognizer,
 * and to be run once, as the next measurement on letters never tuned on): Finanzämter named after a
 * district or a number ("Finanzamt Köln-Süd", "Finanzamt Stuttgart II", "Finanzamt Frankfurt am
 * Main V-Höchst") in half the letters; the office's department under its name ("Arbeitnehmerbereich",
 * "Vollstreckungsstelle", "Veranlagungsbezirk 31"), a letterhead centred over the page, a small coat
 * of arms; the information block as dot leaders ("Steuernummer/Az. ........ 219/5123/4567") or in a
 * framed box "Bitte bei Antwort angeben" with the contact as lines below it; other labels ("Unsere
 * Steuernummer", "StNr./Az.", "ID-Nr.", "Ihre steuerliche IdNr.", "Erstellt am"); the date right-aligned
 * beside the recipient's block ("Datum 03.11.2026"); a ruled statement grid "Abrechnung (Beträge in
 * Euro)" or "Zahlungsaufforderung" (Steuerart | Zeitraum | fällig am | Betrag, one row per tax or per
 * quarter, a total "Summe", "Gesamtbetrag", "Zu zahlen insgesamt"; for refunds "Erstattung"), after
 * which the payment section may leave out the amount or the date; payment wording "Zahlbar bis …: …",
 * "Zahlungstermin: … – Betrag: …", "Wir bitten Sie, … auszugleichen", "Zahlungsfrist: …", "Bitte
 * gleichen Sie den Rückstand … aus"; the account under "Begünstigter" or "Überweisung an:" ("Konto
 * DE…"), the reference as "Zahlungsreferenz:" or "Kunden-Referenz:"; a SEPA remittance slip
 * ("Überweisung/Zahlschein") filled in at the foot of page 1; a GiroCode ("Zahlen mit Code") beside
 * the payment section; the Rechtsbehelfsbelehrung run into its paragraph; envelope-machine marks at
 * the left edge, a postage imprint in the address window, a barcode over the letterhead; page numbers
 * "Seite 1/2" at the top or "- 2 -" atop later pages; a footer in full-width rows; Courier (an old
 * mainframe print) in a third of the letters; photos off a computer screen (moiré, a PDF viewer's
 * grey), at night under a warm flash with dark corners, of a crumpled page, of a faded print, on a
 * wooden table, a checked tablecloth or a stone worktop, with motion blur, or sent through a messenger
 * (longer edge 1800 or 2048 pixels).
 * `seventh`, a seventh seed (10501), has variants none of the six has (built without reading, grepping
 * or running the recognizer, its tests or its measurements; to be run once, as the next measurement on
 * letters never tuned on): offices for corporations or large businesses, a central office, rural
 * districts and offices with a branch ("Finanzamt für Körperschaften I", "Zentralfinanzamt Nürnberg",
 * "Finanzamt Osnabrück-Land", "Finanzamt Kaufbeuren mit Außenstelle Füssen") in part of the letters;
 * the information block in a column at the right under the office's logo, each small label with its
 * value right-aligned beside or below it ("Steuernummer bitte stets angeben", "Geschäftszeichen",
 * "Bearbeiter/in", "Auskunft erteilt", "Durchwahl", "Datum:"); the letter date as "den 26.11.2026" or
 * "Donnerstag, 26. November 2026"; payment wording in the passive ("Der Betrag von … ist bis zum … auf
 * eines der unten angegebenen Konten zu überweisen", "… muss bis zum … bei der Finanzkasse eingegangen
 * sein", "Am … werden … fällig"); a payment schedule "Zahlungsübersicht" with the due date first
 * ("Fälligkeit | Betrag | Steuerart | Zeitraum"), after which the payment section names neither the
 * amount nor the date; both accounts of the Finanzkasse (the Bundesbank "bitte vorrangig verwenden"
 * and the Land's bank) under "Kontoinhaber:"; payees "Kasse des Finanzamts …", "Staatsoberkasse Bayern
 * in Landshut", "Kasse.Hamburg"; the reference as "Bitte unbedingt angeben: 219/5123/4567 / ESt /
 * 2026", "Verwendungszweck (Steuernummer, Steuerart, Zeitraum): …" or quoted in a sentence
 * ("Überweisen Sie bitte unter Angabe von „StNr. …, Einkommensteuer 2026“ auf das folgende Konto:");
 * refunds as "Es ergibt sich ein Guthaben zu Ihren Gunsten von …" or "… werden Ihnen erstattet";
 * recipients "… GmbH & Co. KG, z. Hd. der Geschäftsführung" at a Postfach, people "c/o" another or at
 * a Postfach; "b. w." or "Fortsetzung auf Seite 2" at the foot of a page that continues; photos held
 * sideways (turned a quarter), of a stapled letter, under a straight shadow band, with the
 * Steuernummer marked with a highlighter (yellow, green or pink), or in low light.
 * `eighth`, an eighth seed (12011), has variants none of the seven has (built blind, like the seventh:
 * without reading, grepping or running the recognizer, its tests or its measurements; to be run once,
 * as the next measurement on letters never tuned on): the information block as a two-column table at
 * the right with light rules between the rows, the Steuernummer's label on a line of its own and the
 * number below it in bold in part of them; labels "Unser Zeichen (StNr.)", "Aktenzeichen/StNr.",
 * "St-Nr.:", "IdNr", "Id.-Nr.", "Steuer-ID (IdNr)", "Ausfertigungsdatum", with "Ihr Zeichen" and
 * "Unser Zeichen" rows (a distractor reference); the letter date only in the closing, above "Mit
 * freundlichen Grüßen" ("Kaufbeuren, den 26.11.2026"), in letters whose greeting stays on page 1;
 * amounts as "1.234,56 EUR"; the payment section headed "Zahlungshinweis" or "Hinweise zur Zahlung"
 * in its box, the due date as "fällig zum …", "Zahlungsziel: … – Betrag: …" or "so rechtzeitig, dass
 * … bis spätestens … gutgeschrieben ist"; payees "Finanzkasse des Finanzamts …", "Finanzkasse beim
 * Finanzamt …" or a Land's central cash office ("Landesoberkasse Baden-Württemberg",
 * "Landeshauptkasse Schleswig-Holstein", "Landeszentralkasse Mecklenburg-Vorpommern"); the IBAN with
 * its check digits apart ("DE 12 8600 0000 …") and "BIC (SWIFT-Code):" on a line of its own; the
 * reference as "Buchungszeichen:", "Als Verwendungszweck bitte angeben:" or "Referenz:", the
 * Steuernummer in it also without slashes ("2195123456 7 ESt 2026") or with a two-digit year;
 * refunds as a balance with a trailing minus ("Saldo: 1.234,56- EUR (Guthaben zu Ihren Gunsten)");
 * Times at 11 pt or Helvetica at 10.5 pt; photos on recycled grey paper with fibre specks, with the
 * back's print showing through mirrored, with a pair of punched holes at the left edge, a coffee
 * cup's ring, a pen's tick and initials in the margin, a thumb holding the page at its edge, or
 * small (longer edge 1000 pixels) and heavily compressed (JPEG quality 30–42).
 * `ninth`, a ninth seed (13607), has variants none of the eight has (built blind, like the seventh and
 * the eighth: without reading, grepping or running the recognizer, its tests or its measurements; to
 * be run once, as the next measurement on letters never tuned on): labels "Steuer-Nr. (bitte stets
 * angeben)", "Az. (Steuernummer)", "Steuernummer des Empfängers", "Steuerliche Identifikations-Nr.",
 * "Identifikationsnummer nach § 139b AO", "IdNr. der steuerpflichtigen Person", and the letter date
 * as "Tag der Aufgabe zur Post" or "Zur Post gegeben am"; a Bescheid's year on a line of its own
 * ("Bescheid über Einkommensteuer und Solidaritätszuschlag" / "für das Kalenderjahr 2025") or its
 * title broken after "über"; the Mahnung's heading letter-spaced ("M a h n u n g"); amounts with
 * no-break spaces for the thousands ("1 234,56 €"); the due date as "… ist zahlbar am …",
 * "Fälligkeitstag: …" beside "Noch zu zahlen: …", "… bis einschließlich …", in the right-hand column
 * of a two-column table ("Betrag | zahlbar bis"), at times with its weekday ("26.01.2027
 * (Dienstag)"); a SEPA direct debit in part of the letters ("… wird am Fälligkeitstag … von Ihrem
 * Konto eingezogen", the Gläubiger-Identifikationsnummer and a Mandatsreferenz; no payee and no
 * reference to give); payees "Finanzamt Trier – Finanzkasse –", "Finanzkasse im Finanzamt …",
 * "Freistaat Bayern (Finanzamt …)" under "Inhaber des Kontos:"; the account as "Konto: DE… (BIC …)"
 * with "bei: …" below, or both accounts as "1. Konto: …" and "2. Konto: …"; "Verwendungszweck:" on a
 * line of its own and the value on the next; a Kassenzeichen grouped by dots ("68.405.64344.9");
 * refunds as "Erstattungsanspruch: …", "… eine Überzahlung von …" or "Zu viel entrichtet: …"; DIN
 * 5008's fold and punch marks at the left edge; the return address at 7.5 pt; Times at 10.5 pt or
 * Helvetica at 10 pt; photos taken from the side (the far side edge shorter), under the
 * photographer's shadow over half the picture, on a dark desk tilted by 4.5–6°, with a translucent
 * index tab at the right edge, sharpened hard (halos), under a warm bulb's yellow light, upside down,
 * or as a scanner app's page (cropped to the page, straightened, grey and high in contrast).
 * `tenth`, a tenth seed (15101), has variants none of the nine has (built blind, like the seventh to
 * the ninth: without reading, grepping or running the recognizer, its tests or its measurements; to
 * be run once, as the next measurement on letters never tuned on): labels "Steuernummer (StNr.)",
 * "St.-Nr. / Az.", "Steuer-Nr. der steuerpflichtigen Person", "StNr. (bei Rückfragen angeben)",
 * "IdNr. (Steuer-ID)", "Steuer-Identifikationsnr.", "Ihre Identifikationsnummer (IdNr)", and the
 * letter date as "Bescheiddatum" or "Datum des Bescheides" (Bescheide), "Schreiben vom" or "Tag des
 * Schreibens" (other letters); the amount in figures and in words ("2.714,06 € (in Worten:
 * zweitausendsiebenhundertvierzehn Euro und 6 Cent)") or as rows "Betrag in Ziffern | Betrag in
 * Worten | Zahlungsfrist endet am"; the due date as "Letzter Zahlungstag: …", "Bitte veranlassen Sie
 * die Zahlung von … bis …" or "Ihre Zahlung von … muss die Finanzkasse spätestens am … erreicht
 * haben"; the payee under "Empfänger der Zahlung:", "Zahlungsempfänger/in:" or "Konto-Inhaber:"
 * ("Finanzamt Magdeburg, Finanzkasse"); both accounts under "Konten der Finanzkasse:", each bank on
 * a line with "IBAN … – BIC …" below it, or one IBAN broken over two lines; the reference as
 * "Aktenzeichen für die Zahlung:", "Kassenzeichen (bitte immer angeben):" (four groups of digits) or
 * "Ordnungsbegriff:"; refunds as "Zu Ihren Gunsten ergibt sich ein Betrag von … (in Worten: …)",
 * "Guthaben zu Ihren Gunsten (Auszahlung): …" or "Sie bekommen … zurückgezahlt"; letters to a GmbH
 * "z. Hd." a named manager, and to people in care of their tax adviser ("c/o Steuerkanzlei …" at the
 * adviser's address); Times at 10 or 11 pt or Helvetica at 9.5 pt; photos taken from a corner above
 * the page (tilted to the top or bottom and to a side at once), of a page curling up at its right or
 * bottom edge, beside another page partly in the picture, on a crumpled bed sheet, with a lamp's
 * reflection washing out a spot, stored sideways with an EXIF Orientation tag to turn them upright,
 * or saved twice (scaled to a longer edge of 1100–1400 pixels and recompressed at quality 45–60).
 * `eleventh`, an eleventh seed (17203), has variants none of the ten has (built blind, like the seventh
 * to the tenth: without reading, grepping or running the recognizer, its tests or its measurements;
 * to be run once, as the next measurement on letters never tuned on): the Steuernummer, the IdNr. and
 * the date in one strip across the page below the address window ("StNr: 12/345/67890 · Steuer-ID-
 * Nummer: … · Ausstellungsdatum: …"), ruled above and below, the contact as pairs at the right; labels
 * "Geschäftszeichen (StNr.)", "Aktenzeichen (St.-Nr.)", "StNr", "Persönliche Identifikationsnummer",
 * "Steuer-ID-Nummer", "Identifikations-Nr. (IdNr.)", "Ausstellungsdatum", "Datum dieses Schreibens";
 * contact rows "Sachgebiet", "Sachbearbeiter/in", "Ansprechpartner", "Zimmer-/Raumnummer" and the
 * office's "E-Mail"; the letter date in ISO 8601 as DIN 5008 allows ("2026-03-12") in part of the
 * letters, or in the letterhead below the office's address ("Datum: 12.03.2026", "Bonn, den
 * 12.03.2026"); a framed box of the office's opening hours at the right; the subject after "Betreff:"
 * or "Betr.:"; letters to married couples as "Eheleute" ("Peter und Anna Müller") or on two lines
 * ("Frau Anna Müller" / "Herrn Peter Müller") with "Sehr geehrte Eheleute Müller,"; an extract of the
 * tax account above the payment section ("Auszug aus Ihrem Steuerkonto": fällig am | Betrag |
 * Steuerart / Zeitraum | Stand, earlier Vorauszahlungen "bezahlt", the amount asked for the only row
 * "offen"); payment wording "Verbleibende Zahlungsverpflichtung: … zahlbar innerhalb eines Monats
 * nach Bekanntgabe, spätestens am …", "Ihre Zahlung über … erwarten wir bis …", "Der Betrag ist am …
 * zur Zahlung fällig: …", "Fälligkeitsdatum … – zu überweisender Betrag …" or "Offener Gesamtbetrag:
 * …"; the payee in a sentence ("Kontoinhaber ist das Finanzamt …", "Empfänger ist die Finanzkasse
 * …", "Die Zahlung richten Sie bitte an das Finanzamt … (Kontoinhaber)"); both accounts under
 * "Bankverbindungen des Finanzamts:", each on one line with the BIC before the IBAN, or one under
 * "Überweisungen bitte nur auf folgendes Konto:" with the IBAN on a line of its own (at times without
 * spaces) and the bank and BIC below it; the reference as "Betreff der Überweisung:", "Referenz für
 * Ihre Überweisung:" (the tax first: "ESt 2026 StNr 12/345/67890") or "Bitte geben Sie als
 * Verwendungszweck ausschließlich an:" with the value on the next line; refunds as
 * "Auszahlungsbetrag: …", "Wir zahlen Ihnen … zurück" or "Erstattungsbetrag (wird überwiesen): …";
 * Times at 9.5 pt or Helvetica at 11 pt; photos of a wavy page (damp or bent, the lines rising and
 * falling), of the letter in a clear plastic sleeve (a veil and bright streaks), in sunlight through a
 * window (a warm patch with the window bars' shadow, the rest dim), under a warm lamp and cool daylight
 * at once, through a lens with colour fringes at the sides (lateral chromatic aberration), out of
 * focus (a disc blur), through a smudged lens (a milky glow), of a letter folded in half twice (a
 * crease down the page and one across it, the quarters shaded apart), in a dim room with blotchy
 * colour noise, or in a tall portrait frame with the table showing far above and below the page.
 * `twelfth`, a twelfth seed (19301), has variants none of the eleven has (built blind, like the
 * seventh to the eleventh: without reading, grepping or running the recognizer, its tests or its
 * measurements; to be run once, as the next measurement on letters never tuned on): offices with
 * abbreviated or county names in half the letters ("Finanzamt Weiden i. d. OPf.", "Finanzamt Bad
 * Homburg v. d. Höhe", "Finanzamt Hann. Münden", "Finanzamt Neustadt a. d. Weinstraße", "Finanzamt
 * Nordfriesland", "Finanzamt Hamburg-Am Tasmanplatz"); a DIN 5008 reference line across the page
 * ("Bezugszeichenzeile": "Ihr Zeichen, Ihre Nachricht vom | Unser Zeichen, unsere Nachricht vom |
 * Telefon, Name | Datum" or "Ihr Zeichen | Unser Zeichen | Durchwahl | Datum") with the Steuernummer
 * as "Unser Zeichen" and the contact out of the information block; the 13-digit Steuernummer in
 * groups of four ("9181 0815 0815 5") under "Steuernummer (bundeseinheitlich)"; the IdNr. grouped by
 * dots ("01.234.567.890"); labels "Steuer-Nr./Aktenz.", "Ihre StNr.", "Steuer-Identnummer",
 * "Identifikationsnummer (IDNr)", "Druckdatum", "Auskunft", "Tel."; payment wording "Bitte entrichten
 * Sie … bis zum Ablauf des …", "… ist spätestens am … zu leisten", "Die Frist für die Zahlung von …
 * endet am …" or "Fälligkeitstermin: …" over "Zahlbetrag: …", in half the letters with a footnote
 * mark after the date ("15.04.2025¹") and the footnote on the Tag der Gutschrift; the payee as a SEPA
 * form abbreviates it ("Name des Zahlungsempfängers: FA Husum") or "Zahlungsempfänger ist: Finanzamt …
 * (Finanzkasse)"; the account in a sentence ("Überweisen Sie bitte auf das Konto IBAN … (BIC: …),
 * Deutsche Bundesbank …"), as "IBAN … (MARKDEF1…)" under the bank, or both under "Bankverbindungen
 * (bitte nur eine verwenden):"; the reference as "Zahlungsgrund:", "Zuordnungsnummer (bitte angeben):"
 * (four groups of four digits) or "Zahlungsgrund (bitte unverändert übernehmen): StNr …/ESt/25";
 * refunds naming the recipient's masked IBAN ("Der Erstattungsbetrag von … wird auf Ihr Konto DE12
 * **** **** **** **34 56 überwiesen", "Sie erhalten eine Erstattung in Höhe von …"); the
 * Rechtsbehelfsbelehrung on a second page in half the letters, each later page headed "Steuernummer …
 * · Schreiben vom … · Seite 2 von 2"; a note that the letter was made by machine and is valid
 * without a signature (§ 119 Abs. 3 AO); Helvetica at 10 pt with no line gap or Times at 11.5 pt
 * with a tight one; photos under a fluorescent tube's flicker (light and greenish bands across the
 * picture), on a dark desk in front of a laptop's keyboard, with a sticky note stuck on the page
 * (handwritten strokes, over the footer's or the letterhead's corner), of a page held bowed towards
 * the phone (its middle larger, its sides foreshortened and darker), skewed by a rolling shutter (the
 * rows shifted sideways in waves), smeared by a phone's night-mode noise reduction (a median filter),
 * or as a screenshot of the phone's gallery (black bars, the status bar's clock and battery, the
 * gallery's buttons).
 * `thirteenth`, a thirteenth seed (23417), has variants none of the twelve has (built blind, like the
 * seventh to the twelfth: without reading, grepping or running the recognizer, its tests or its
 * measurements; to be run once, as the next measurement on letters never tuned on): the information
 * block as a boxed grid across the page below the address window, two pairs to a row, each label in
 * a grey cell and its value beside it (the contact too, and the date where the block has it); labels "Ihre
 * Steuer-Nr.", "St.-Nr./Aktenzeichen", "Steuernummer / Ordnungsbegriff", "Identifikationsnr.
 * (IdNr.)", "Ihre Steuer-Identifikationsnummer", "Persönliche Steuer-IdNr.", "Ausgestellt am",
 * "Erstelldatum"; the title in capitals in two letters of five ("BESCHEID FÜR 2025 ÜBER
 * EINKOMMENSTEUER …"); recipients with an academic title ("Herrn" / "Dr. Jonas Weber", "Prof. Dr.",
 * "Dr. med.", greeted "Sehr geehrter Herr Dr. Weber,") and an address supplement on a line of its
 * own ("Hinterhaus", "Wohnung 12, 3. OG"); the Erläuterungen above the payment section in half the
 * letters that have both on one page; payment wording "Wir bitten um Zahlung von … bis zum …", "Den
 * Betrag von … überweisen Sie bitte bis Montag, 26.01.2027" (the due date after its weekday), "Aus
 * diesem Bescheid ergibt sich ein zu zahlender Betrag von …" / "Er wird am … fällig." or "Offene
 * Forderung insgesamt: … – zahlbar bis …", under the heading "Zahlungsaufforderung" or "So zahlen
 * Sie"; the payee as "Kontobezeichnung: Finanzamt …" or "Empfänger laut Überweisungsträger:
 * Finanzkasse …"; the reference as "Bitte tragen Sie im Feld „Verwendungszweck“ ein:" with the
 * value on the next line ("219/5123/4567 – Einkommensteuer") or "Ihr persönliches Kassenzeichen:
 * 02 345 678 901"; the Finanzkasse's accounts (mostly both, the Bundesbank first) in a ruled table
 * "Bankverbindungen der Finanzkasse" or "Konten der Finanzkasse (bitte nur eines verwenden)"
 * (Kreditinstitut | IBAN | BIC) inside the payment box, or as "IBAN … · BIC …" under each bank's
 * name; amounts in two letters of five as "1 234,56 Euro"; refunds as "Ihr Guthaben von …
 * überweisen wir auf Ihr Konto bei der … (IBAN endet auf 1234)", "Auszahlung: … – in der Regel
 * innerhalb weniger Tage …" or "Der zu erstattende Betrag (…) wird Ihnen ausgezahlt."; a footer in four columns with headings ("Dienstgebäude", "Kontakt" with
 * the office's e-mail, "Servicezeiten"/"Öffnungszeiten", "Bankverbindungen" with each bank's name
 * over its IBAN and BIC); Times at 10.5 pt or Helvetica at 9.5 pt; photos of a page with a dog-ear
 * (a top or the bottom left corner folded over, the paper's blank back on the page, the table where
 * the corner was), through a phone's HDR tone mapping (the light evened out, bright and dark halos
 * along the print and the page's edges), with a fingertip over the lens's edge (a blurred, reddish
 * blob in a corner of the picture), with a lamp's lens flare (a glow, a streak and coloured ghost
 * discs across the picture), or overexposed (the paper clipped to white, the print lighter; never
 * with a flare); at most three of them in one photo.
 * `fourteenth`, a fourteenth seed (29207), has variants none of the thirteen has (built blind, like
 * the seventh to the thirteenth: without reading, grepping or running the recognizer, its tests or
 * its measurements; to be run once, as the next measurement on letters never tuned on): labels
 * "Steuernummer – bei Zahlung stets angeben", "Aktenzeichen (Steuernummer)", "St.-Nr. des
 * Steuerpflichtigen", "Ihre IdNr", "Identifikationsnummer der steuerpflichtigen Person", "Steuer-IdNr
 * (§ 139b AO)", "Abgesandt am", "Erlassen am", "Ansprechpartner/-in", "Zuständig", "Servicenummer",
 * "Tel.-Nr."; the date in the information block at times after its weekday abbreviated ("Do.,
 * 26.11.2026"); a line under the office's name in the letterhead ("– Außenstelle –", "Dienststelle
 * Nord", "Servicezentrum"); a Bescheid's title broken before "über" ("Bescheid für 2025" / "über
 * Einkommensteuer …"); payment wording "Der Betrag von … ist bis zum … auf eines der unten genannten
 * Konten zu überweisen.", "Bitte überweisen Sie … so rechtzeitig, dass der Betrag spätestens am …
 * gutgeschrieben ist.", "Rückständiger Gesamtbetrag: … – bitte ausgleichen bis …" or the due date and
 * the amount in two columns under "Fällig am | Betrag"; the payee as "Zu Gunsten von: Kasse des
 * Finanzamts …" or "Kontoinhaberin: Landeshauptkasse (für das Finanzamt …)"; each account as
 * "Deutsche Bundesbank, Filiale …: IBAN … – BIC …"; the reference last, as
 * "Kassenzeichen/Steuernummer (bitte stets angeben): 219/5123/4567" (at times "…/ESt/25"); a note
 * "Bitte beachten Sie" under the payment section (Säumniszuschläge, § 240 AO, or the day of the
 * credit, § 224 AO) in half the letters that ask for payment; page 1 ending before the payment
 * section in a quarter of them (continued on page 2); refunds as "Der Erstattungsbetrag in Höhe von
 * … wird auf das uns bekannte Konto überwiesen." or "Zu viel gezahlt: … – wir überweisen Ihnen den
 * Betrag zurück."; Times at 11 pt or Helvetica at 10 pt; photos with a tax adviser's red or blue
 * receipt stamp at the page's top ("EINGEGANGEN", "EINGANG" or "ERHALTEN" over a date some days
 * after the letter's), with a yellow pencil lying along the right margin, under the striped shadow of
 * a window's blinds, or with a phone maker's watermark at the bottom left ("SHOT ON POCO X5 PRO");
 * at most three of them in one photo.
 * `fifteenth`, a fifteenth seed (33023), has variants none of the fourteen has (built blind, like
 * the seventh to the fourteenth: without reading, grepping or running the recognizer, its tests or
 * its measurements; to be run once, as the next measurement on letters never tuned on): labels
 * "Steuernummer (Aktenzeichen)", "Unser Aktenzeichen / StNr.", "Ihre Steuer-Nummer",
 * "Identifikationsnummer (Steuer-ID)", "Ihre persönliche Steuer-ID", "IdNr. / Steuer-ID",
 * "Versanddatum", "Schreiben erstellt am", "Bescheid erstellt am" (Bescheide), "Ihr Kontakt",
 * "Rückfragen an", "Telefonisch erreichbar", "Rufnummer", "Raum-Nr."; titles as other software
 * generations word and break them: a Bescheid's title broken after "Bescheid" ("Bescheid" / "für
 * 2025 über Einkommensteuer …") or named in one word ("Einkommensteuerbescheid 2025" / "(Bescheid
 * über Einkommensteuer …)", "Umsatzsteuerbescheid 2025"), "Zahlungserinnerung" for a Mahnung,
 * "Vorauszahlungsbescheid" / "Einkommensteuer und Solidaritätszuschlag ab 2025", "Bescheid über einen
 * Verspätungszuschlag (§ 152 AO)" / "zur Einkommensteuererklärung 2025", the Anhörung's "Anhörung
 * nach § 91 AO" first, "Anordnung einer Außenprüfung" / "(Prüfungsanordnung nach §§ 193, 196 AO)";
 * a plain-language summary in bold above the body in a third of the letters with an amount ("Das
 * Wichtigste in Kürze: Sie müssen 1.234,56 € zahlen – bis zum 15.04.2025.", "… Sie bekommen …
 * zurück."); the payment section opening with the reference ("Zahlungskennzeichen: 219/5123/4567
 * ESt 2026" or an ISO 11649 creditor reference, "Kreditorreferenz (bitte vollständig angeben): RF18
 * 5390 0754 7034 12"), then the amount and the due date in plain language ("Was Sie zahlen müssen:
 * …" / "Bis wann Sie zahlen müssen: …"), as "Bitte sorgen Sie dafür, dass … bis … auf unserem Konto
 * eingeht." or as dot-leader lines ("Fälliger Betrag ........ …" / "Zahlungseingang bis ........ …";
 * a Mahnung's "Ausstehender Betrag insgesamt: …" / "Der Rückstand ist sofort fällig; letzter Termin
 * für den Zahlungseingang: …"), each account on one line as "Deutsche Bundesbank, Filiale … | IBAN …
 * | BIC …", the payee last ("Empfänger der Überweisung: Kasse Finanzamt …" or "Überweisen an:
 * Zahlstelle Finanzamt …"); in a quarter of the letters that ask for payment and end in a
 * Rechtsbehelfsbelehrung, the payment section on a last page of its own after it, headed
 * "Zahlungsinformationen" or "Hinweise für Ihre Überweisung", later pages headed "Blatt 2 zum Bescheid
 * vom … · StNr. …"; refunds as "Rückzahlung an Sie: … (Gutschrift auf Ihrem Konto in den nächsten
 * Tagen)", "Was Sie zurückbekommen: …" or "Der Betrag von … steht Ihnen zu; wir überweisen ihn auf
 * Ihr Konto."; DejaVu Sans Condensed at 10 pt, DejaVu Serif Condensed at 10.5 pt (embedded) or
 * Helvetica at 9 pt; photos with a paper clip over the page's top edge, the phone's own shadow (a
 * soft dark rounded rectangle coming in from the bottom or the right), a printer's pale toner
 * streaks down the page, a dried water stain (a ragged yellowish blotch with a darker tide line), or
 * a top corner torn off (the table showing through); at most three of them in one photo.
 * `sixteenth`, a sixteenth seed (40111), has variants none of the fifteen has (built blind, like the
 * seventh to the fifteenth: without reading, grepping or running the recognizer, its tests or its
 * measurements; to be run once, as the next measurement on letters never tuned on): labels
 * "Steuernummer/Vorgang", "StNr. für Rückfragen", "Zeichen (Steuernr.)", "Identifikationsmerkmal (§
 * 139a AO)", "IdNr. (persönlich)", "Steuer-ID der Person", "Gefertigt am", "Briefdatum", "Ihre
 * Ansprechperson", "Kontaktperson", "Direktwahl", "Fon", "Dienstzimmer"; the information block as a
 * column at the right, each label right-aligned against a thin vertical rule and its value
 * left-aligned after it, or a two-column head: the letterhead at the left and at its right a small
 * ruled table, the labels in a grey row over the values in the row below (the Steuernummer, the IdNr.
 * and the date), the contact below it in the aligned column; titles as other software generations
 * word and break them: a Bescheid's year on a line of its own above it ("Veranlagungszeitraum 2025" /
 * "Bescheid über Umsatzsteuer") or after it in one line ("Bescheid über Einkommensteuer und
 * Solidaritätszuschlag für das Jahr 2025"), "Änderung des Bescheids für 2025" / "über Einkommensteuer
 * …", "Erinnerung an fällige Zahlungen" for a Mahnung, "Vollstreckungsankündigung", "Festsetzung der
 * Vorauszahlungen" / "zur Einkommensteuer ab 2025", "Verspätungszuschlag zur Einkommensteuer 2025" /
 * "(Festsetzung nach § 152 AO)", "Entscheidung über Ihren Einspruch" / "gegen den Bescheid …",
 * "Anordnung einer Betriebsprüfung" / "(§ 196 AO)", "Bestätigung des Eingangs Ihrer
 * Einkommensteuererklärung 2025"; payment wording "Überweisungsbetrag: …" / "Eingang auf unserem
 * Konto bis spätestens: …", "Wir bitten, den Betrag von … bis zum … anzuweisen." or the due date in
 * the amount's label ("Fälliger Zahlbetrag am 15.04.2025: …"; a Mahnung's "Summe der Rückstände: …" /
 * "Zahlen Sie bitte umgehend, spätestens aber am …"); the payee as "Überweisungsempfänger: Amtskasse
 * beim Finanzamt …" or "Empfänger / Kontoinhaber: Finanzamt … – Steuerkasse"; each account as "IBAN
 * (Deutsche Bundesbank, Filiale …): …", the BICs after them on one line ("BIC: … bzw. …"); the
 * reference last, as "Tilgungsbestimmung (§ 225 AO): 219/5123/4567 / ESt / 2026" or "Angabe im
 * Verwendungszweck: StNr 219/5123/4567 ESt26"; refunds as "Ihnen wird ein Betrag von …
 * gutgeschrieben.", "Es verbleibt ein Überschuss von … zu Ihren Gunsten, den wir an Sie auszahlen."
 * or "Rückerstattung an Sie: … (Überweisung in Kürze)"; Liberation Sans Narrow at 10.5 pt, DejaVu
 * Sans Mono at 8.5 pt (embedded) or Helvetica at 10 pt; photos with one sharp crease across the page
 * (a dark valley, a bright ridge, the two sides lit apart), a strip of clear sticky tape over the
 * page's top or bottom edge (a yellowish film with glossy streaks, serrated ends), of a photocopy
 * (heavier print, grey toner specks, a grey band at one edge from the copier's lid), or from a steep
 * angle (the far edge 8–11 % narrower at each side) with the far part out of focus; at most three of
 * them in one photo.
 * `seventeenth`, a seventeenth seed (47093), has variants none of the sixteen has (built blind, like
 * the seventh to the sixteenth: without reading, grepping or running the recognizer, its tests or its
 * measurements; to be run once, as the next measurement on letters never tuned on): labels "St.-Nr.
 * (FA/Bezirk/lfd. Nr.)", "Steuerkonto (StNr.)", "Steuernummer des Steuerfalls", "Steuer-ID
 * (11-stellig)", "Ihre Steuer-ID (IdNr.)", "IdNr. Steuerpflichtige/r", "Absendedatum", "Datum der
 * Ausfertigung", "Dat.", "Bearbeitung durch", "Es schreibt Ihnen", "Rückruf unter", "Tel. direkt",
 * "Zi."; the information block as a framed box at the top right of the page, beside the letterhead,
 * each label in small letter-spaced capitals over its value, the Steuernummer in bold, or as a run
 * line across the page's top above the letterhead ("StNr 12/345/67890  ·  IdNr 12 345 678 901  ·
 * 03.02.2025", the date without a label, ruled below; the rest of the block as pairs at the right);
 * titles as other software generations and Länder word and break them: "Steuerbescheid für 2025" /
 * "Einkommensteuer – Solidaritätszuschlag – Kirchensteuer", "Bescheid für 2025 über Einkommensteuer
 * und Solidaritätszuschlag (berichtigt)", "Festsetzung der Umsatzsteuer 2025" /
 * "(Jahressteuerbescheid)", "Messbescheid 2025" / "Gewerbesteuer – Steuermessbetrag und Zerlegung",
 * "Schätzungsbescheid für 2025", "Mitteilung über die Festsetzung von Vorauszahlungen" /
 * "Einkommensteuer / Solidaritätszuschlag ab 2025", "Verspätungszuschlag" / "wegen verspäteter Abgabe
 * der Einkommensteuererklärung 2025", "Zinsfestsetzung zur Einkommensteuer 2025" / "(§ 233a AO –
 * Nachzahlungszinsen)", "Fehlende Steuererklärung für 2025" / "– Aufforderung nach § 149 AO –",
 * "Säumniszuschläge – Zahlungsaufforderung" for a Mahnung, "Letzte Zahlungsaufforderung vor der
 * Vollstreckung", "Gelegenheit zur Stellungnahme (§ 91 AO)", "Ihre neue Steuernummer", "Ankündigung
 * einer Außenprüfung" / "(Prüfungsanordnung gemäß § 196 AO)", "Einspruchsentscheidung" / "Ihr
 * Einspruch gegen den Einkommensteuerbescheid 2025", "Ihre Einkommensteuererklärung 2025 ist bei uns
 * eingegangen"; payment wording as two columns ("Zu zahlender Betrag | 1.234,56 €" / "Spätester
 * Zahltag | 15.04.2025"), "Den fälligen Betrag von … zahlen Sie bitte bis spätestens … ein." or "Sie
 * haben noch … zu zahlen. Zahlungstermin ist der …." (a Mahnung's "Offener Rückstand einschließlich
 * Säumniszuschläge: …" / "Zahlen Sie bitte bis …; danach wird vollstreckt."); the payee as "Konto
 * lautet auf: Land Hessen, vertreten durch das Finanzamt …" or "Empfangsberechtigt: Finanzamt … –
 * Kasse –"; each account as "Kto. (IBAN) … – Deutsche Bundesbank, Filiale … – BIC …"; the reference
 * last, as "Verwendungszweck (unbedingt angeben): 219/5123/4567 · ESt · 2026" or "Überweisungstext
 * (bitte vollständig): Einkommensteuer 2026 StNr 219/5123/4567"; refunds as "Betrag der Erstattung: …
 * – die Gutschrift erfolgt ohne weiteren Antrag.", "Ihr Steuerkonto weist ein Guthaben von … aus, das
 * wir Ihnen überweisen." or "Sie erhalten … zurück; die Auszahlung erfolgt auf Ihr uns bekanntes
 * Konto."; Liberation Serif at 11 pt, DejaVu Serif at 9.5 pt, Liberation Mono at 9 pt (embedded) or
 * Helvetica at 10 pt, the office's name at 12–12.5 pt in the embedded faces; photos of a faxed copy
 * (the letter forwarded by fax and printed out: 204 dpi across and 196 or 98 lines an inch down, one
 * bit a pixel, the sending machine's head line with its own date, time, number and sender at the
 * top), of a laser printer's ghost (the print repeated faintly one drum's turn, 75 or 94 mm, lower),
 * through water drops on the lens (small soft discs showing the picture magnified and blurred, with
 * a faint glint), or on a green cutting mat with its grid; at most three of them in one photo.
 * `eighteenth`, an eighteenth seed (52361), has variants none of the seventeen has (built blind, like
 * the seventh to the seventeenth: without reading, grepping or running the recognizer, its tests or
 * its measurements; to be run once, as the next measurement on letters never tuned on): labels
 * "Steuernr./Az.", "Steuer-Nr. (Az.)", "Ordnungs-Nr. (StNr.)", "Identifikations-Nummer", "IdNr.
 * (bundesweit)", "Ihre Steuer-Identnr.", "Erstellungsdatum", "Datum des Ausdrucks", "Stand", "Auskunft
 * bei", "Ihr Gesprächspartner", "Durchwahl-Nr.", "Telefon-Nr.", "Zimmer/Raum"; the information block
 * as a light grey band across the page below the address window, three pairs to a row, each label in
 * small grey print over its value, or as a ruled box at the foot of page 1 above the footer, under a
 * heading ("Angaben zu diesem Schreiben", "Bei Rückfragen bitte angeben", "Ihre Daten bei uns"), the
 * pairs in two columns (page 1's text ends above it); the letter date alone in the page's top right
 * corner, above the letterhead, without a label; titles as other software generations word and break
 * them: the tax and the year first and the kind of letter after a dash ("Einkommensteuer 2025 –
 * Bescheid" / "(mit Solidaritätszuschlag und Kirchensteuer)", "Umsatzsteuer 2025 – Bescheid",
 * "Einkommensteuer 2025 – geänderter Bescheid", "Einkommensteuer 2025 – Bescheid aufgrund Schätzung",
 * "Gewerbesteuermessbetrag 2025 – Bescheid und Zerlegung", "Einkommensteuer 2025 – Festsetzung von
 * Zinsen (§ 233a AO)", "Einkommensteuererklärung 2025 – Verspätungszuschlag", "Einkommensteuer 2025 –
 * Entscheidung über Ihren Einspruch"), "Bescheid" alone over rows "Steuerart: Einkommensteuer,
 * Solidaritätszuschlag" / "Jahr: 2025", "Aufforderung zur Zahlung rückständiger Steuern" for a
 * Mahnung, "Androhung der Pfändung", "Vorauszahlungen zur Einkommensteuer – Anpassung ab 2025", "Ihre
 * Einkommensteuererklärung 2025 fehlt noch", "Ihre Erklärung zur Einkommensteuer 2025" / "Hinweis auf
 * beabsichtigte Abweichungen (§ 91 AO)", "Nachricht über die Zuteilung einer Steuernummer",
 * "Außenprüfung – Anordnung nach § 196 AO", "Nachricht über den Eingang Ihrer
 * Einkommensteuererklärung 2025", in a third of the letters centred and underlined; the payment
 * section opening with the payee ("Begünstigte Stelle: Finanzamt … – Erhebungsstelle –" or "Zahlungen
 * an: Erhebungsstelle des Finanzamts …"), the amount, the due date and the first account in a small
 * table at the top of its box ("Betrag | fällig am | Konto (IBAN)"), as "Überweisung bis Montag, 15.
 * April 2025: 1.234,56 €" (the due date after its weekday, written out) or as rows "Betrag" /
 * "Überweisung bis" (a Mahnung's "Insgesamt rückständig: …" / "Letzter Zahlungstermin vor
 * Einleitung der Vollstreckung: …"); each account as "IBAN … – BIC … – Deutsche Bundesbank, Filiale
 * …"; the reference last, as "Buchungshinweis (bitte übernehmen): 219/5123/4567 ESt 2026" or "Bei der
 * Überweisung anzugeben: StNr. 219/5123/4567 – Einkommensteuer 2026"; refunds as "Der Überschuss zu
 * Ihren Gunsten (…) wird in den nächsten Tagen angewiesen.", "Erstattet wird: …." or
 * "Rückzahlungsbetrag … – die Anweisung an Ihr Konto ist veranlasst."; Liberation Sans at 9.5 pt,
 * DejaVu Sans at 9 pt (embedded) or Helvetica at 10.5 pt; photos of a print on continuous-form paper
 * (a row of tractor-feed holes along each side edge, the table showing through, and a perforation line
 * inside them), through a dusty lens (soft grey out-of-focus specks), of an inkjet print with pale,
 * bluish bands across it every 6–12 mm, or of old paper yellowed towards its edges with brown foxing
 * spots; at most three of them in one photo.
 * `nineteenth`, a nineteenth seed (61403), has variants none of the eighteen has (built blind, like
 * the seventh to the eighteenth: without reading, grepping or running the recognizer, its tests or
 * its measurements; to be run once, as the next measurement on letters never tuned on): labels
 * "Steuernummer (StNr)", "Ihre Steuernummer bei uns", "Steuernr.:", "IdNr
 * (Steuer-Identifikationsnummer)", "Ihre IdNr.:", "Pers. IdNr.", "Datum dieser Mitteilung", "Ausdruck
 * vom", "Sachbearbeitung durch", "Zuständig ist", "Tel. (Durchwahl)", "Ruf-Nr.", "Zimmernummer"; the
 * information block's values in a monospaced face (Courier, DejaVu Sans Mono or Liberation Mono) beside
 * labels in the body's, as where a program fills in a printed form; the block below the address
 * window, either as dark bands (dark grey or dark blue) of labels in white small print, four to a row,
 * over the values, or as a list at the left, labels and values at a tab, the date at the right of its
 * first line ("Datum dieser Mitteilung 9. Oktober 2024"); part of the letters dated tersely, without
 * leading zeros and with a two-digit year ("3.2.26", in the payment box too); the city line as
 * "Neunkirchen, den 30.10.2026"; titles with the kind of letter in spaced capitals on a line of its own
 * ("B E S C H E I D" / "für 2025 über Einkommensteuer und Solidaritätszuschlag", "G E Ä N D E R T E R
 * B E S C H E I D", "M A H N U N G", "P R Ü F U N G S A N O R D N U N G", "E I N S P R U C H S E N T S C H E I D U N G"),
 * "Festsetzung der Vorauszahlungen ab 2025" / "zur Einkommensteuer und zum Solidaritätszuschlag",
 * "Zinsbescheid" / "Nachzahlungszinsen zur Einkommensteuer 2025 (§ 233a AO)", "Verspätungszuschlag zur
 * Einkommensteuer 2025" / "(§ 152 AO)", at times under a small line ("– Teilweise vorläufig nach § 165
 * Abs. 1 AO –", "– Unter dem Vorbehalt der Nachprüfung (§ 164 AO) –", "– Zugleich Änderung der
 * bisherigen Festsetzung –", "– Zahlungserinnerung –") and in a framed, shaded box; the amount after
 * "EUR" ("EUR 1.234,56"); the payment section as a table under "Zahlungsweise" or "Bitte zahlen Sie wie
 * folgt" ("Zahlbetrag", "Zahlungsfrist", "Kontoinhaber" or "Empfänger", both accounts under
 * "Bankverbindungen", each bank's name over its IBAN and BIC, the reference under "Verwendungszweck"
 * across two lines: the Steuernummer over the tax and the year) or as "Bitte überweisen Sie EUR … bis
 * spätestens …." with the payee after "Kontoinhaber:" or "Empfänger:" ("Finanzkasse beim Finanzamt
 * …"), the accounts after "Bankverbindungen des Finanzamts:" and the reference on a line of its own
 * after "Bitte geben Sie bei Zahlung unbedingt an:" (a Mahnung's "Gesamtrückstand" / "rückständigen
 * Gesamtbetrag"); refunds as "Erstattungsbetrag: EUR … – er wird auf das uns bekannte Konto
 * überwiesen.", "Sie erhalten EUR … zurück." or "Guthaben zu Ihren Gunsten: EUR …"; DejaVu Serif
 * Condensed or Liberation Sans at 9.5 pt (embedded) or Times at 11 pt; photos of the letter lying on
 * its opened window envelope (a DL envelope under the page, turned, showing beside it with its open
 * flap, its window and a franking code), on a stack of other sheets (their edges peeking out at
 * different angles, the letter's soft shadow on them), still filed in a ring binder (the binder's
 * coloured board, the mechanism's plate beside the left edge, two rings 80 mm apart over the punched
 * holes, their shadows on the page) or on a clipboard (a hardboard around the page, the metal clip over
 * the middle of its top edge); never two of the envelope, the binder and the clipboard.
 * `twentieth`, a twentieth seed (67219), has variants none of the nineteen has (built blind, like the
 * seventh to the nineteenth: without reading, grepping or running the recognizer, its tests or its
 * measurements; to be run once, as the next measurement on letters never tuned on): labels
 * "Steuer-Nr. FA", "StNr. beim FA", "Vorgangs-Nr.
 * (StNr.)", "Ident-Nr.", "Ident-Nr. (§ 139b AO)", "Steuer-Ident-Nr.",
 * "Abgefertigt am", "Tagesdatum", "Kontakt", "Ansprechstelle", "Rufnummer (direkt)", "Tel.
 * Sachbearbeitung", "Raum / Etage"; the letter date
 * right-aligned on the title's first line ("Datum: 12.03.2026"), out of the information block, in a
 * third of the letters; page furniture of a print centre: the form's code printed up the left edge
 * ("KONSENS · Vordruck ESt 7 A · 2025 · Druckstück 0042/1187"), a small square two-dimensional code
 * at the top right corner above the letterhead, "Bitte Rückseite beachten" at the foot of page 1 of
 * a letter that continues; titles with the year after the kind of letter ("Bescheid 2025 über
 * Einkommensteuer und Solidaritätszuschlag", "Geänderter Bescheid 2025 über …"), a Mahnung's naming
 * the Steuernummer ("Mahnung zur Steuernummer 219/5123/4567"), each over a heavy rule across the
 * page; amounts in the payment section starred as a computer fills a payment field ("****1.234,56
 * EUR"); payment wording "Bitte bewirken Sie die Zahlung von … bis zum …", rows "Zahlungsbetrag" /
 * "Wertstellung bis" or "Bitte überweisen Sie … so, dass die Wertstellung auf dem Konto der
 * Kasse spätestens am … erfolgt." (a Mahnung's "Rückstand gesamt: …" / "Zahlung
 * erbeten bis: …"); the payee as "Gutschrift an: …" or "Name des Kontoinhabers: …"; each account as
 * "Bankverbindung 1: Deutsche Bundesbank, Filiale … – IBAN … (BIC …)"; the reference last, as
 * "Zuordnungsmerkmal für Ihre Zahlung: 219/5123/4567/ESt/2026" or "Als Buchungstext angeben: ESt
 * 2026 – 219/5123/4567"; refunds as "Ergebnis der Abrechnung: Erstattung ****1.234,56 EUR", "Der
 * Betrag von … geht Ihnen in den nächsten Tagen auf Ihrem Girokonto zu." or "Erstattung (Auszahlung
 * auf Ihr Girokonto): …"; Liberation Serif at 10 pt with headings in Liberation Sans Bold, Liberation
 * Sans Narrow at 11 pt (embedded) or Helvetica at 9.5 pt; photos with a dappled shadow of a plant's
 * leaves by a window, a postal forwarding sticker ("Nachsendung") stuck over the address window, or
 * under a coloured LED lamp's cast (violet or teal); at most two of them in one photo.
 * `twentyfirst`, a twenty-first seed (73331), has variants none of the twenty has (built blind, like
 * the seventh to the twentieth: without reading, grepping or running the recognizer, its tests or its
 * measurements; to be run once, as the next measurement on letters never tuned on): labels
 * "Steuernummer/Kassenzeichen", "Unsere Steuer-Nr.", "StNr. des Veranlagungsfalls", "Ihre IdNr.
 * (Steuer-ID)", "Identifikations-Nr. lt. § 139b AO", "Steuer-Identifikationsnr. (IdNr)",
 * "Ausgangsdatum", "Datum des Postausgangs", "Bearbeiterin/Bearbeiter", "Sachbearbeiter(in)",
 * "Tel.-Durchwahl", "Telefon (Sachgebiet)", "Zimmer-Nr."; the letter date in two letters of five in a
 * line of its own at the left margin above the title, with its label ("Ausgangsdatum: 12.03.2026",
 * "Datum des Postausgangs: 12. März 2026"); titles addressed to the reader as the Länder's newer
 * letters are ("Ihr Einkommensteuerbescheid für 2025" / "(Einkommensteuer und Solidaritätszuschlag)",
 * "Ihr geänderter Einkommensteuerbescheid für 2025", "Ihr Umsatzsteuerbescheid für 2025", "Ihre
 * Vorauszahlungen zur Einkommensteuer ab 2025", "Ihre Einkommensteuererklärung 2025:
 * Verspätungszuschlag", "Ihre Zinsen zur Einkommensteuer 2025", "Mahnung" / "Ihre Zahlung ist
 * überfällig", "Ihre rückständigen Steuern" / "Ankündigung von Vollstreckungsmaßnahmen"), in half the
 * letters the first line at 13 pt and the lines below it in the regular face; page furniture: a thin
 * bar in the Land's colour across the page's top, a privacy notice at the foot of page 1
 * ("Informationen zum Datenschutz: www.finanzamt.kiel.de/datenschutz"); payment wording as a
 * Bescheid's "Leistungsgebot: Bitte entrichten Sie … bis zum …." (§ 254 AO), with the due date first
 * ("Bis zum … sind … zu entrichten."), "Sie werden gebeten, … bis zum … zu überweisen." or rows
 * "Noch zu entrichten" / "Frist" (a Mahnung's "Zu begleichender Gesamtbetrag: …" / "Letzter Tag für
 * den Ausgleich: …"); the payee under "Zahlbar an:" or "Überweisungsempfänger (Name):", or as the
 * first words of the account's line ("Finanzkasse Kiel, IBAN … (Deutsche Bundesbank, Filiale …, BIC
 * …)"); each account as "IBAN … (Bank, BIC …)", both under "Sie können auf eines der folgenden Konten
 * zahlen:"; the reference as "Ihre Zahlungsreferenz lautet: …", "Damit wir Ihre Zahlung zuordnen
 * können, geben Sie bitte an:" with the value on the next line, or "Angabe auf dem
 * Überweisungsträger: …", the value with the year first ("2026 ESt 219/5123/4567") or the tax in
 * brackets ("219/5123/4567 (Einkommensteuer 2026)"); refunds as "Aus dieser Abrechnung erhalten Sie …
 * zurück.", "Ihnen stehen … zu; der Betrag wird auf Ihr Konto überwiesen." or "Gutschrift für Sie:
 * …"; Liberation Sans at 10.5 pt, DejaVu Serif at 9 pt (embedded) or Times at 10 pt; photos of a
 * flatbed scan with the lid open (the page straight and evenly lit on black, a soft shadow where it
 * lifted off the glass at one edge), of an inkjet print with the star wheels' rows of tiny grey dots
 * down the page, or under raking light (the paper's grain standing out, the light falling off across
 * the page); never a scan under raking light.
 * `twentysecond`, a twenty-second seed (79451), has variants none of the twenty-one has (built blind,
 * like the seventh to the twenty-first: without reading, grepping or running the recognizer, its
 * tests or its measurements; to be run once, as the next measurement on letters never tuned on):
 * labels "Steuernummer beim Finanzamt", "St.-Nr. (bei Zahlung angeben)", "Steuernummer (bitte
 * angeben)", "Ihre Identifikations-Nr.", "Steuer-IdNr. der Person", "IdNr. (zur Person)", "Datum der
 * Absendung", "Bearbeitende Person", "Ihre Sachbearbeitung", "Telefon-Durchwahl", "Tel. (direkt)",
 * "Zimmer-Nr./Etage", and the date as "Ort, Datum" with the office's city before it ("Trier, 21.
 * September 2026"); titles as other offices' software words them ("Bescheid für 2025 über
 * Einkommensteuer und Solidaritätszuschlag sowie Kirchensteuer", "Änderungsbescheid für 2025" / "zur
 * Einkommensteuer und zum Solidaritätszuschlag", "Bescheid über die Umsatzsteuer des Jahres 2025",
 * "Neufestsetzung der Vorauszahlungen ab 2025", "Verspätete Abgabe der Einkommensteuererklärung 2025" /
 * "Festsetzung eines Verspätungszuschlags (§ 152 AO)", "Nachzahlungszinsen zur Einkommensteuer 2025" /
 * "Zinsbescheid (§ 233a AO)", "Mahnung" / "Zahlungsrückstand auf Ihrem Steuerkonto", "Rückstände auf
 * Ihrem Steuerkonto" / "Ankündigung der Vollstreckung", "Einspruchsentscheidung" / "in der
 * Einspruchssache Einkommensteuer 2025"), in two letters of five in white on a dark band across the
 * page; the payment section as the fields of an online banking form under "Für Ihre Überweisung (z. B.
 * im Online-Banking):" (rows "Empfänger", "IBAN", "BIC", "Betrag", "Verwendungszweck", "Ausführen bis
 * spätestens"), as "Bitte überweisen Sie den Betrag von … bis zum … auf eines der folgenden Konten." or
 * "Der Betrag von … ist bis spätestens … zu zahlen." (a Mahnung's "Gesamtforderung einschließlich
 * Säumniszuschläge: …" / "Zahlungseingang spätestens am: …"), the payee under "Empfängerin der
 * Zahlung:" or "Kontoinhaberin:", each account as "Bank · IBAN … · BIC …", the reference under
 * "Verwendungszweck (Pflichtangabe):" or "Kassenzeichen für Ihre Zahlung:", as one long number of the
 * tax, the year and the Steuernummer's digits ("ESt-2026-21951234567") or as "219/5123/4567, ESt
 * 2026"; refunds as "Die anzurechnenden Steuerabzugsbeträge und Vorauszahlungen übersteigen die
 * festgesetzte Steuer um …; dieser Betrag wird Ihnen erstattet.", "Sie haben … zu viel an Steuern
 * gezahlt." or "Ihr Erstattungsbetrag: … (Überweisung auf das Konto, das Sie uns mitgeteilt haben)";
 * photos with the camera's date stamped in orange into the picture's bottom right corner ("2026/12/07
 * 18:42", on the table), a coffee mug standing on the table at a corner of the page (over its corner
 * margin at most), or a note in ballpoint in the page's top margin ("Kopie an Steuerberater",
 * "überwiesen am 12.12. – K."); at most two of them in one photo.
 * `twentythird`, a twenty-third seed (80923), has variants none of the twenty-two has (built blind,
 * like the seventh to the twenty-second: without reading, grepping or running the recognizer, its
 * tests or its measurements; to be run once, as the next measurement on letters never tuned on):
 * offices with Roman numerals, hyphenated or bracketed names in half the letters ("Finanzamt Leipzig
 * III", "Finanzamt Garmisch-Partenkirchen", "Finanzamt Leer (Ostfriesland)"), most Prüfungsanordnungen
 * from an office for large businesses ("Finanzamt für Groß- und Konzernbetriebsprüfung Düsseldorf")
 * to a GmbH; labels "Geschäftszeichen/Steuernummer", "Aktenzeichen (bitte stets angeben)", "Unsere
 * Steuernummer/Az.", "Ihre IdNr. / Steuer-ID", "Steuerliche Identifikationsnr.",
 * "Identifikationsnummer lt. § 139b AO", "Tag der Ausfertigung", "Ausfertigung vom",
 * "Sachbearbeiterin/Sachbearbeiter", "Vermittlung" with the extension apart ("App. 215"),
 * "Zimmer/Haus"; the information block as one right-aligned column of "Label: value" lines under the
 * page's top right; the date in the information block at times with the time it was printed
 * ("03.03.2026, 08:14 Uhr"), in a fifth of the letters only in a print line at the foot of every
 * page ("Schreiben vom 03.03.2026 · maschinell erstellt …"), a city line at times at the left
 * margin; titles as abbreviated forms name them ("ESt-Bescheid 2025", "USt-Bescheid 2025",
 * "GewSt-Messbescheid 2025") or with the year on a line of its own below ("Bescheid über
 * Einkommensteuer und Solidaritätszuschlag" / "Veranlagungsjahr 2025"), "Mahnung (§ 259 AO)",
 * "Rückfrage zu Ihrer Einkommensteuererklärung 2025" / "Gelegenheit zur Äußerung (§ 91 Abs. 1 AO)";
 * an Einkommensteuer table with the taxes abbreviated in its heads and their sum in a last column
 * ("ESt € | SolZ € | KiSt € | Summe €": "festgesetzt", "anzurechnen", "zu zahlen" or "Erstattung"),
 * an Umsatzsteuer table headed "Entgelte € | Umsatzsteuer €"; payment wording "… ist innerhalb eines
 * Monats nach Bekanntgabe dieses Bescheids zu zahlen (Fälligkeitstag: …)", "Spätestens am … muss der
 * Betrag von … bei der Finanzkasse eingegangen sein." or rows "Ihr Zahlbetrag" / "Letzter Zahltag" (a
 * Mahnung's "Stand Ihres Steuerkontos am …: … zu Ihren Lasten", the account's date before the due
 * date); the payee in capitals as a transfer form wants it ("Name des Empfängers (so eintragen):
 * FINANZAMT KÖLN-PORZ") or under "Begünstigter (Kontoinhaber):"; accounts as rows "IBAN" / "BIC" /
 * "bei"; the reference as the Steuernummer's 13-digit form after "Ordnungsbegriff (als
 * Verwendungszweck angeben):" or "StNr … – Einkommensteuer – Bescheid vom …"; refunds as
 * "Erstattungsanspruch: …", "Ihr Steuerkonto schließt mit einem Guthaben von …" or "Sie erhalten …
 * zurück."; newer Rechtsbehelfsbelehrungen (the fourth day after posting for letters from 2025 on,
 * "Mein ELSTER", the suspension to ask for apart; an action's before the Finanzgericht); in half the
 * Anhörungen, Erinnerungen and Fragebogen letters a page of notes before the deadline, which goes on
 * page 2; Helvetica at 10 pt or Times at 10.5 pt; photos on a striped tablecloth, under the soft
 * shadow of a lace curtain (a net of threads with rosettes) or with a thumb holding the page's bottom
 * left corner; at most two of them in one photo.
 * `twentyfourth`, a twenty-fourth seed (80924), has variants none of the twenty-three has (built blind,
 * like the seventh to the twenty-third: without reading, grepping or running the recognizer, its
 * tests or its measurements; to be run once, as the next measurement on letters never tuned on):
 * offices in half the letters whose names begin with an umlaut or carry an ß ("Finanzamt Überlingen",
 * "Finanzamt Uelzen", "Finanzamt Staßfurt"), county and two-town names ("Finanzamt Marburg-Biedenkopf",
 * "Finanzamt Worms-Kirchheimbolanden", "Finanzamt Dithmarschen"), "Finanzamt Augsburg-Land",
 * "Finanzamt Braunschweig-Wilhelmstraße", "Finanzamt Essen-NordOst", "Finanzamt Zwiesel mit Außenstelle
 * Viechtach", "Finanzamt Hof"; the letterhead naming the Land's tax authority above the office
 * ("Bayerisches Landesamt für Steuern", "Oberfinanzdirektion Karlsruhe") and the office's name in
 * capitals ("FINANZAMT ÜBERLINGEN") or "Finanzamt" in small letters over the place; labels
 * "Az./StNr.", "St.-Nr. (Aktenzeichen)", "Steuernummer (bei Antwort bitte angeben)", "Steuerliche
 * ID-Nr.", "Ihre Steuer-IdNr.", "Ident.-Nr.", "Datum der Erstellung", "Versandtag", "Bescheid
 * ausgefertigt am", "Name", "Bearbeitet durch", "Fernsprecher", a "Telefax" row, and in part of the
 * letters the Steuernummer as "Unser Zeichen" after the reader's ("Ihr Zeichen / Unser Zeichen: — /
 * 219/5123/4567"); the date in a third of the numeric letters written as older letters space it
 * ("26. 11. 2026", every date of the letter), in a fifth only in a head line at the top of every page
 * ("Bescheid vom 26.11.2026"); titles as yet other programs word them ("Bescheid für 2025" / "über die
 * Festsetzung der Einkommensteuer, des Solidaritätszuschlags und der Kirchensteuer",
 * "Einkommensteuer-Bescheid 2025", "Geänderte Festsetzung für 2025", "Bescheid über die Festsetzung der
 * Umsatzsteuer für 2025", "Mahnschreiben", "Rückstandsanzeige", "Anforderung der
 * Einkommensteuererklärung", "Beabsichtigte Abweichung von Ihrer Steuererklärung", "Eingangsmitteilung");
 * a boxed summary "Auf einen Blick" above the body in a third of the letters (the amount and the due
 * date, the refund, or the deadline and what to do); an Einkommensteuer statement down one column
 * ("Zusammenstellung der festgesetzten Beträge": each tax, the sum, the tax withheld, "Abschlusszahlung"
 * or "Erstattungsbetrag"), and in half the Einkommensteuerbescheide a page of their own with the
 * calculation ("Berechnungsgrundlagen": wages, Werbungskosten, Sonderausgaben, the taxable income, the
 * tariff's tax less a reduction under § 35a EStG, which comes to the tax assessed); deadlines worded
 * "Frist zur Stellungnahme: …", "Abgabefrist: …", "Übermittlungsfrist für den Fragebogen: …"; payment
 * wording "Bitte überweisen Sie … spätestens zum …", the due date only in the warning ("Wird der Betrag
 * nicht bis zum … entrichtet, sind Säumniszuschläge zu zahlen") or rows "Nachzahlung" / "zahlbar
 * spätestens am" (a Mahnung's "Summe der Rückstände einschließlich Säumniszuschläge: …"); the payee
 * under "Kontoinhaber (Empfänger):" or "Empfangende Kasse:"; each account as the bank's name over its
 * IBAN and BIC without labels; the reference under "Buchungsreferenz:" or "Bitte als Verwendungszweck
 * übernehmen:" ("StNr. 219/5123/4567 – ESt 2026" or a Kassenzeichen "4711.123.456"); refunds as "Der
 * Erstattungsbetrag beläuft sich auf …", "Auszuzahlender Betrag: …" or "Zu Ihren Gunsten verbleiben …";
 * small print: Helvetica at 9 pt or Times at 9.5 pt, the notes and the Rechtsbehelfsbelehrung at
 * 7.2–7.5 pt, the address and the information block at 90 % in two letters of three; photos with
 * reading glasses lying on the page (the print magnified through the lenses, the frame and its
 * shadow over it), with the top or the bottom panel of the letter, folded in three for its envelope,
 * still standing up (foreshortened, shaded, the table showing beyond it), on a newspaper (columns of
 * small grey print, a headline, a picture) or lying well askew (8–12°); at most two of them in one photo.
 */
export type CorpusSet =
  | 'tuning'
  | 'heldout'
  | 'fresh'
  | 'unseen'
  | 'blind'
  | 'sixth'
  | 'seventh'
  | 'eighth'
  | 'ninth'
  | 'tenth'
  | 'eleventh'
  | 'twelfth'
  | 'thirteenth'
  | 'fourteenth'
  | 'fifteenth'
  | 'sixteenth'
  | 'seventeenth'
  | 'eighteenth'
  | 'nineteenth'
  | 'twentieth'
  | 'twentyfirst'
  | 'twentysecond'
  | 'twentythird'
  | 'twentyfourth';

/** The held-out set's seed (the tuning set's is 1). */
const HELDOUT_SEED = 2027;

/** The fresh set's seed. */
const FRESH_SEED = 3119;

/** The unseen set's seed. */
const UNSEEN_SEED = 5501;

/** The blind set's seed. */
const BLIND_SEED = 7717;

/** The sixth set's seed. */
const SIXTH_SEED = 9203;

/** The seventh set's seed. */
const SEVENTH_SEED = 10501;

/** The eighth set's seed. */
const EIGHTH_SEED = 12011;

/** The ninth set's seed. */
const NINTH_SEED = 13607;

/** The tenth set's seed. */
const TENTH_SEED = 15101;

/** The eleventh set's seed. */
const ELEVENTH_SEED = 17203;

/** The twelfth set's seed. */
const TWELFTH_SEED = 19301;

/** The thirteenth set's seed. */
const THIRTEENTH_SEED = 23417;

/** The fourteenth set's seed. */
const FOURTEENTH_SEED = 29207;

/** The fifteenth set's seed. */
const FIFTEENTH_SEED = 33023;

/** The sixteenth set's seed. */
const SIXTEENTH_SEED = 40111;

/** The seventeenth set's seed. */
const SEVENTEENTH_SEED = 47093;

/** The eighteenth set's seed. */
const EIGHTEENTH_SEED = 52361;

/** The nineteenth set's seed. */
const NINETEENTH_SEED = 61403;

/** The twentieth set's seed. */
const TWENTIETH_SEED = 67219;

/** The twenty-first set's seed. */
const TWENTYFIRST_SEED = 73331;

/** The twenty-second set's seed. */
const TWENTYSECOND_SEED = 79451;

/** The twenty-third set's seed. */
const TWENTYTHIRD_SEED = 80923;

/** The twenty-fourth set's seed. */
const TWENTYFOURTH_SEED = 80924;

/** A corpus set named on a command line (`--set`); anything else is the tuning set. */
export function corpusSetOf(name: string | undefined): CorpusSet {
  return name === 'heldout' ||
    name === 'fresh' ||
    name === 'unseen' ||
    name === 'blind' ||
    name === 'sixth' ||
    name === 'seventh' ||
    name === 'eighth' ||
    name === 'ninth' ||
    name === 'tenth' ||
    name === 'eleventh' ||
    name === 'twelfth' ||
    name === 'thirteenth' ||
    name === 'fourteenth' ||
    name === 'fifteenth' ||
    name === 'sixteenth' ||
    name === 'seventeenth' ||
    name === 'eighteenth' ||
    name === 'nineteenth' ||
    name === 'twentieth' ||
    name === 'twentyfirst' ||
    name === 'twentysecond' ||
    name === 'twentythird' ||
    name === 'twentyfourth'
    ? name
    : 'tuning';
}

/** The seed a set is drawn with unless one is given. */
export function defaultSeed(set: CorpusSet): number {
  const seeds: Record<CorpusSet, number> = {
    tuning: 1,
    heldout: HELDOUT_SEED,
    fresh: FRESH_SEED,
    unseen: UNSEEN_SEED,
    blind: BLIND_SEED,
    sixth: SIXTH_SEED,
    seventh: SEVENTH_SEED,
    eighth: EIGHTH_SEED,
    ninth: NINTH_SEED,
    tenth: TENTH_SEED,
    eleventh: ELEVENTH_SEED,
    twelfth: TWELFTH_SEED,
    thirteenth: THIRTEENTH_SEED,
    fourteenth: FOURTEENTH_SEED,
    fifteenth: FIFTEENTH_SEED,
    sixteenth: SIXTEENTH_SEED,
    seventeenth: SEVENTEENTH_SEED,
    eighteenth: EIGHTEENTH_SEED,
    nineteenth: NINETEENTH_SEED,
    twentieth: TWENTIETH_SEED,
    twentyfirst: TWENTYFIRST_SEED,
    twentysecond: TWENTYSECOND_SEED,
    twentythird: TWENTYTHIRD_SEED,
    twentyfourth: TWENTYFOURTH_SEED,
  };
  return seeds[set];
}

/** How a photo of the letter's first page is degraded. */
export interface PhotoEffects {
  /** Degrees, clockwise positive (1–4 either way). */
  rotateDeg: number;
  /** Horizontal shear (a hint of perspective), e.g. 0.01. */
  shear: number;
  /** Gaussian blur sigma in pixels. */
  blurSigma: number;
  /** Gaussian noise sigma (0–255 scale). */
  noiseSigma: number;
  /** Light gradient: direction (degrees) and the darkest corner's brightness (0–1). */
  lightAngleDeg: number;
  lightMin: number;
  /** A soft shadow blob (relative centre and radius, darkness 0–1), or null. */
  shadow: { cx: number; cy: number; r: number; darkness: number } | null;
  /** Table colour around the page. */
  background: { r: number; g: number; b: number };
  /** Border of table around the page, relative to the page width. */
  margin: number;
  jpegQuality: number;
  /** Seed of the noise. */
  seed: number;
  /**
   * Perspective of a phone held tilted (fresh set only): the far edge is this share of the width
   * narrower on each side; positive: the top is far, negative: the bottom is.
   */
  keystone?: number;
  /** The paper's colour under the light, per RGB channel (default [1, 0.98, 0.94]; warmer in the fresh set). */
  tint?: [number, number, number];
  /**
   * The page's edges in the photo (unseen set; the eleventh set's tall portrait frames; replaces `margin`), each relative to the page
   * width: positive, that much table shows beyond the edge; negative, that much of the page is cut off.
   */
  frame?: { top: number; right: number; bottom: number; left: number };
  /**
   * A hand's shadow (unseen set only): a forearm reaching in from `edge` at `at` (0–1 along it) for
   * `reach` of the image, `width` wide (relative to the image width), ending in a palm; `darkness` 0–1.
   */
  hand?: { edge: 'bottom' | 'left' | 'right'; at: number; reach: number; width: number; darkness: number } | null;
  /** The photo's size relative to the 300-dpi render (unseen set only: a lower resolution), e.g. 0.8. */
  scale?: number;
  /**
   * Where the letter was folded for its envelope (blind set only): each crease at `at` of the page's
   * height (0–1), rising by `tilt` page heights across the page, `darkness` 0–1 in its middle; the
   * page below it `panel` darker (0–1; the panels lie at slightly different angles to the light).
   */
  folds?: { at: number; tilt: number; darkness: number; panel: number }[];
  /** A phone lens's barrel distortion (blind set only): a point at radius r (1 at the corners) shows at r·(1 − k·r²). */
  barrel?: number;
  /** One corner out of focus (blind set only): Gaussian `sigma` in pixels, fading out over `radius` of the image width. */
  cornerBlur?: { corner: 'topLeft' | 'topRight' | 'bottomLeft' | 'bottomRight'; radius: number; sigma: number };
  /**
   * A phone's flash at night (sixth set only): a warm glare washing out the paper around (`cx`, `cy`)
   * (relative to the image), `r` of the image width wide, `strength` 0–1 at its centre.
   */
  flash?: { cx: number; cy: number; r: number; strength: number };
  /** The corners darker than the centre (sixth set only): the light falls by `vignette` (0–1) at the corners. */
  vignette?: number;
  /**
   * The letter photographed off a computer screen (sixth set only): fine moiré of `period` pixels at
   * `angleDeg`, darkening by up to `depth` (0–1), broad coloured moiré bands of `bandPeriod` pixels,
   * the screen's sub-pixel stripes and its glow in the blacks.
   */
  screen?: { period: number; angleDeg: number; depth: number; bandPeriod: number };
  /**
   * A page crumpled and smoothed out again (sixth set only): a bumpy surface (Gaussian bumps, centre and
   * radius relative to the page width, height ±1) that shifts the print by up to `shift` pixels and
   * shades its slopes by up to `shade`; `creases`, sharp folds between two points (relative), `darkness` 0–1.
   */
  crumple?: {
    bumps: { x: number; y: number; r: number; h: number }[];
    shift: number;
    shade: number;
    creases: { x0: number; y0: number; x1: number; y1: number; darkness: number }[];
  };
  /** The phone moved while taking the picture (sixth set only): a blur `length` pixels long at `angleDeg`. */
  motion?: { length: number; angleDeg: number };
  /**
   * A faded print (toner running low; sixth set only): the print keeps `contrast` (0–1) of its
   * darkness, less still in vertical `streaks` (centre and width relative to the page width, `loss` 0–1).
   */
  faded?: { contrast: number; streaks: { x: number; width: number; loss: number }[] };
  /**
   * The table's surface (sixth set; else plain `background`): wood, a checked tablecloth or a speckled
   * stone top; a crumpled bed sheet (tenth set); a green cutting mat with its grid (seventeenth set); a
   * striped tablecloth (twenty-third set); a newspaper (twenty-fourth set).
   */
  pattern?: { kind: 'wood' | 'gingham' | 'granite' | 'sheet' | 'mat' | 'stripes' | 'newspaper'; seed: number };
  /** The photo sent through a messenger (sixth set) or small and heavily compressed (eighth set): its longer edge scaled to this many pixels. */
  longEdge?: number;
  /** The phone held sideways (seventh set only): the photo turned a quarter (90 or 270 degrees clockwise). */
  quarterTurn?: 90 | 270;
  /** A staple at a top corner of the page (seventh set only), at `angleDeg` to the top edge. */
  staple?: { corner: 'topLeft' | 'topRight'; angleDeg: number };
  /**
   * A straight-edged shadow band across the photo (seventh set only: the shadow of the phone or of an
   * arm): its middle through (`offset` of the width, the middle of the height) at `angleDeg`, `width`
   * of the image width wide, darkening by `darkness` (0–1).
   */
  band?: { angleDeg: number; offset: number; width: number; darkness: number };
  /**
   * A highlighter stroke over the Steuernummer (seventh set only), in `color`; `rect` (PDF points on
   * page 1) is filled in when the letter is drawn, where the Steuernummer is printed.
   */
  highlight?: { color: [number, number, number]; rect: { x: number; y: number; w: number; h: number } | null };
  /** Recycled grey paper (eighth set only): the page multiplied by `grey` (per RGB channel), with this many dark fibre specks. */
  recycled?: { grey: [number, number, number]; specks: number };
  /** The print of the page's back showing through (eighth set only): mirrored, blurred, at `strength` (0–1) of its darkness. */
  showThrough?: number;
  /** A pair of punched holes at the left edge of the page (eighth set only), showing the table. */
  holes?: boolean;
  /** A coffee cup's ring on the page (eighth set only): centre relative to the page, radius in mm, `strength` 0–1. */
  coffee?: { cx: number; cy: number; r: number; strength: number };
  /** A pen's tick and initials in the right margin (eighth set only) at `at` of the page's height, in blue or black ink. */
  pen?: { at: number; ink: [number, number, number]; seed: number };
  /** A thumb holding the page (eighth set only), reaching in from the `edge` at `at` (0–1 along it). */
  thumb?: { edge: 'left' | 'right'; at: number; size: number };
  /**
   * Taken from the side (ninth set only): the far side edge is this share of the height shorter at
   * each end; positive: the left edge is far, negative: the right one is.
   */
  sideKeystone?: number;
  /**
   * The photographer's shadow over half the picture (ninth set only): the half beyond a line through
   * (`offset` of the width, the middle of the height) at `angleDeg`, darkened by `darkness` (0–1),
   * its edge softened over `soft` of the image width.
   */
  halfShadow?: { angleDeg: number; offset: number; darkness: number; soft: number };
  /** A translucent index tab stuck on at the page's right edge (ninth set only) at `at` of its height, in `color`. */
  indexTab?: { at: number; color: [number, number, number] };
  /**
   * A scanner app's "black and white document" (ninth set only): the page cropped to its edges,
   * evened out, grey and high in contrast.
   */
  scannerApp?: boolean;
  /** The picture upside down (ninth set only: the phone held the wrong way round). */
  halfTurn?: boolean;
  /** A phone's heavy sharpening (ninth set only): unsharp mask of this strength (halos along the print). */
  oversharpen?: number;
  /**
   * The page curling up at one edge (tenth set only): the last `depth` of the page (share of its
   * width or height) bends up round a cylinder through `angle` radians, foreshortened and shaded,
   * with the table (and the curl's shadow) showing where the flat page would have reached.
   */
  curl?: { edge: 'right' | 'bottom'; depth: number; angle: number };
  /**
   * Another page lying beside the letter (tenth set only), partly in the picture: at the `side`,
   * `share` of the page width of it showing, `gap` (share of the page width) away, shifted down by
   * `drop` of the page height; its print grey lines drawn from `seed`.
   */
  neighbour?: { side: 'left' | 'right'; share: number; gap: number; drop: number; seed: number };
  /**
   * A lamp's or a window's reflection on the paper (tenth set only): an elliptical spot at (`cx`,
   * `cy`) (relative to the image), `rx` by `ry` of the image width, turned by `angleDeg`, washing the
   * print out by up to `strength` (0–1).
   */
  glare?: { cx: number; cy: number; rx: number; ry: number; angleDeg: number; strength: number };
  /**
   * The picture stored sideways with an EXIF Orientation tag that turns it upright (tenth set only):
   * 6 (to be turned 90° clockwise for display) or 8 (90° anticlockwise); the pixels lie sideways.
   */
  exifOrientation?: 6 | 8;
  /** Saved once more (tenth set only: forwarded again): the first JPEG scaled to this longer edge and saved at `quality`. */
  resaved?: { longEdge: number; quality: number };
  /**
   * A wavy page (eleventh set only: damp, or bent from the envelope): each column of the page shifted
   * up or down by up to `amplitude` pixels along a sine of `period` page widths starting at `phase`,
   * the slopes shaded by up to `shade` (0–1).
   */
  wave?: { amplitude: number; period: number; phase: number; shade: number };
  /**
   * The letter in a clear plastic sleeve (eleventh set only): the print veiled by `haze` (0–1) and
   * the light's bright reflections in straight `streaks` across the picture (centre at `x` of its
   * width, `width` of its width wide, at `angleDeg`, `strength` 0–1).
   */
  sleeve?: { haze: number; streaks: { x: number; width: number; angleDeg: number; strength: number }[] };
  /**
   * Sunlight through a window (eleventh set only): a warm bright patch (centre `cx`, `cy`, `w` by `h`
   * of the image's width and height, turned by `angleDeg`) with the window bars' shadow across it
   * (`bar` of the width wide), the rest of the picture at `dim` of the light.
   */
  sunlight?: { cx: number; cy: number; w: number; h: number; angleDeg: number; dim: number; bar: number };
  /** Two lights of different colour (eleventh set only): a warm lamp's colour at one side, a window's cool daylight at the other, across `angleDeg`. */
  mixedLight?: { angleDeg: number; warm: [number, number, number]; cool: [number, number, number] };
  /** A lens's lateral chromatic aberration (eleventh set only): red shown this share larger about the centre, blue as much smaller (colour fringes at the sides). */
  aberration?: number;
  /** Out of focus (eleventh set only: the phone focused on the table): a disc blur of this radius in pixels. */
  defocus?: number;
  /** A smudged lens (eleventh set only): a milky glow around (`cx`, `cy`), `r` of the image width wide, washing out by up to `strength` (0–1). */
  smudge?: { cx: number; cy: number; r: number; strength: number };
  /**
   * The letter folded in half twice (eleventh set only: for a small envelope or a pocket): a crease
   * down the page at `x` and one across it at `y` (shares of its width and height), `darkness` 0–1
   * in their middle, each quarter of the page darker by its `panels` share (top left, top right,
   * bottom left, bottom right; the quarters lie at slightly different angles to the light).
   */
  crossFold?: { x: number; y: number; darkness: number; panels: [number, number, number, number] };
  /** A dim room's colour noise (eleventh set only): blotches of `cell` pixels in each colour channel, Gaussian `sigma` (0–255 scale). */
  colourNoise?: { sigma: number; cell: number };
  /**
   * A fluorescent tube's flicker caught by the rolling shutter (twelfth set only): bands of light
   * and shade `period` of the image's height apart (across the rows, or the columns at `angleDeg`
   * 90), darkening by up to `depth` (0–1) with the tube's greenish cast, starting at `phase`.
   */
  flicker?: { period: number; depth: number; phase: number; angleDeg: number };
  /** The page on a dark desk in front of a laptop (twelfth set only): its keyboard at the picture's `edge`, keys drawn from `seed`. */
  keyboard?: { edge: 'top' | 'left' | 'right'; seed: number };
  /**
   * A sticky note on the page (twelfth set only): a square `size` of the page width near the
   * `corner` (over the footer's office column at the bottom left, over the letterhead's corner at the
   * top right), turned by `angleDeg`, in `color`, with a few handwritten strokes drawn from `seed`.
   */
  stickyNote?: { corner: 'bottomLeft' | 'topRight'; size: number; angleDeg: number; color: [number, number, number]; seed: number };
  /**
   * The page held in the hands, bowed towards the phone (twelfth set only): its middle `depth` (share
   * of the page width) nearer the lens than its sides, so the middle shows larger and the sides
   * foreshortened; the sides darker by up to `shade` (0–1).
   */
  bow?: { depth: number; shade: number };
  /**
   * A rolling shutter's skew (twelfth set only: the phone moved while the rows were read): each row
   * shifted sideways by up to `amplitude` pixels along `waves` sine waves over the height from
   * `phase`, plus `skew` of the width from top to bottom.
   */
  rollingShutter?: { amplitude: number; waves: number; phase: number; skew: number };
  /** A phone's night-mode noise reduction (twelfth set only): a median filter of this size smearing thin strokes. */
  denoise?: number;
  /**
   * A screenshot of the photo in the phone's gallery (twelfth set only): the picture fitted into a
   * `width` × `height` screen with black bars, the status bar (`clock`, `battery` per cent) above and
   * the gallery's buttons below.
   */
  screenshot?: { width: number; height: number; clock: string; battery: number };
  /**
   * A dog-ear (thirteenth set only): the page's `corner` folded over along a diagonal `size` of the
   * page width from it, the flap's blank back lying on the page, the table showing where the corner was.
   */
  dogEar?: { corner: 'topLeft' | 'topRight' | 'bottomLeft'; size: number };
  /**
   * A phone's HDR tone mapping (thirteenth set only): local contrast raised by `strength` over a blur
   * of `radius` of the image width, the light evened out (bright and dark halos along the print).
   */
  hdr?: { strength: number; radius: number };
  /** A fingertip over the lens's edge (thirteenth set only): a blurred, skin-coloured blob reaching `reach` of the width in from the picture's `corner`. */
  fingertip?: { corner: 'topLeft' | 'topRight' | 'bottomLeft'; reach: number };
  /**
   * A lamp's lens flare (thirteenth set only): a glow at (`cx`, `cy`) (relative to the image), a
   * streak and ghost discs along the line through the picture's centre, at up to `strength` (0–1).
   */
  flare?: { cx: number; cy: number; strength: number };
  /** Overexposed (thirteenth set only): the light multiplied by this gain, the paper clipped to white. */
  overexposure?: number;
  /**
   * A receipt stamp on the page (fourteenth set only): `text` over `date` in a framed rubber stamp of
   * `color`, its top left at (`x`, `y`) (relative to the page), turned by `angleDeg`.
   */
  receivedStamp?: { text: string; date: string; color: [number, number, number]; x: number; y: number; angleDeg: number };
  /** A pencil lying on the page (fourteenth set only): its middle at (`x`, `y`) (relative to the page), at `angleDeg` to the horizontal. */
  pencil?: { x: number; y: number; angleDeg: number };
  /**
   * A window's blinds' shadow (fourteenth set only): dark stripes `period` of the image height apart
   * at `angleDeg`, `duty` of each period in shade, darkening by `darkness` (0–1).
   */
  blinds?: { period: number; angleDeg: number; darkness: number; duty: number };
  /** A phone maker's watermark at the photo's bottom left (fourteenth set only): its lines apart by '|'. */
  watermark?: string;
  /**
   * A paper clip over the page's top edge (fifteenth set only): its middle at `x` (relative to the
   * page's width), turned by `angleDeg`.
   */
  paperClip?: { x: number; angleDeg: number };
  /**
   * The phone's own shadow on the page (fifteenth set only): a soft dark rounded rectangle coming in
   * from `edge`, centred at `at` along it, `w` of the picture's width wide and reaching `depth` of its
   * height in, darkening by `darkness` (0–1), its edge blurred over `soft` of the width.
   */
  phoneShadow?: { edge: 'bottom' | 'right'; at: number; w: number; depth: number; darkness: number; soft: number };
  /**
   * A printer low on toner (fifteenth set only): vertical bands (`x` and `w` relative to the page's
   * width) where the print is paler by `fade` (0–1).
   */
  tonerStreaks?: { x: number; w: number; fade: number }[];
  /**
   * A dried water stain (fifteenth set only): an irregular blotch centred at (`cx`, `cy`) (relative
   * to the page), `r` of the page's width across, its tide line darkest, tinted by `strength` (0–1).
   */
  waterStain?: { cx: number; cy: number; r: number; strength: number; seed: number };
  /** A corner torn off (fifteenth set only): the table shows through a ragged triangle of `size` of the page's width. */
  tornCorner?: { corner: 'topLeft' | 'topRight'; size: number; seed: number };
  /**
   * One sharp crease across the page (sixteenth set only: the letter once folded askew), along the
   * line from (`x0`, `y0`) to (`x1`, `y1`) (relative to the page): a dark valley with a bright ridge
   * beside it, the part of the page on the ridge's side lighter by `tilt` (0–1), the other darker.
   */
  crease?: { x0: number; y0: number; x1: number; y1: number; darkness: number; tilt: number };
  /**
   * A strip of clear sticky tape on the page (sixteenth set only): centred at (`cx`, `cy`) (relative
   * to the page), `length` and `width` of the page's width, at `angleDeg`; a faint yellowish film
   * with glossy streaks along it and its cut ends a little darker.
   */
  tape?: { cx: number; cy: number; length: number; width: number; angleDeg: number; seed: number };
  /**
   * The letter photographed as a photocopy (sixteenth set only): the print thickened (a minimum
   * filter), `specks` grey toner dots over the page, a grey band `band` of the page's width wide at
   * the `edge` where the copier's lid let light in, darkening by `darkness` (0–1).
   */
  photocopy?: { specks: number; edge: 'left' | 'right' | 'top'; band: number; darkness: number };
  /**
   * Taken from a steep angle (sixteenth set only, with a strong `keystone`): the far part of the
   * picture (its `far` edge: the top where `keystone` is positive) out of focus, the blur growing to
   * Gaussian `sigma` pixels at the far edge from `start` (share of the height from the near edge) on.
   */
  depthOfField?: { far: 'top' | 'bottom'; sigma: number; start: number };
  /**
   * A faxed copy (seventeenth set only: the letter forwarded by fax and printed out): the page at a
   * fax's resolution (204 dpi across, 196 dpi down when `fine`, else 98), one bit a pixel at
   * `threshold` (0–255), the sending machine's `header` line at the top.
   */
  fax?: { fine: boolean; header: string; threshold: number };
  /**
   * A laser printer's ghost (seventeenth set only): the print repeated faintly `offset` of the page's
   * height lower (one turn of the drum), at `strength` (0–1) of its darkness.
   */
  ghost?: { offset: number; strength: number };
  /**
   * Water drops on the lens (seventeenth set only): each a small blurred lens at (`x`, `y`) (relative
   * to the picture), `r` of its width in radius, showing the picture magnified, with a dark rim and a
   * bright glint.
   */
  droplets?: { drops: { x: number; y: number; r: number }[] };
  /**
   * Continuous-form paper (eighteenth set only: an old line printer's print): a row of tractor-feed
   * holes (4 mm wide, half an inch apart) along each side edge of the page, the table showing through
   * them, and a perforation line `perforation` mm in from each edge.
   */
  tractor?: { perforation: number };
  /**
   * Dust on the lens (eighteenth set only): soft grey specks over the picture, each at (`x`, `y`)
   * (relative to the picture), `r` of its width in radius, darkening by up to `darkness` (0–1).
   */
  dust?: { specks: { x: number; y: number; r: number; darkness: number }[] };
  /**
   * An inkjet printer's banding (eighteenth set only): every `period` mm down the page a pale line
   * `height` mm high where the print keeps only 1 − `fade` of its darkness, the black a little bluish.
   */
  banding?: { period: number; height: number; fade: number; phase: number };
  /**
   * Old, yellowed paper (eighteenth set only): the page tinted towards `tint`, more so within `edge`
   * of its width from each edge, with `spots` small brown foxing spots drawn from `seed`.
   */
  aged?: { tint: [number, number, number]; edge: number; spots: number; seed: number };
  /**
   * The letter lying on a stack of other sheets (nineteenth set only): each sheet below shifted by
   * (`dx`, `dy`) of the page's width and turned by `angleDeg` about the page's centre, its edge
   * peeking out beside the letter, a little greyer the lower it lies.
   */
  stack?: { sheets: { dx: number; dy: number; angleDeg: number }[] };
  /**
   * On a clipboard (nineteenth set only): the hardboard around the page and the board's metal clip
   * over the middle of the top edge, `width` of the page's width wide, reaching `reach` of the page's
   * height down onto it, its shadow below.
   */
  clipboard?: { width: number; reach: number };
  /**
   * Still filed in a ring binder (nineteenth set only): the binder's dark board around the page,
   * its mechanism beside the left edge and two metal rings, 80 mm apart about the page's middle
   * shifted by `shift` of its height, reaching over the page's punched holes, their shadows on the page.
   */
  binder?: { shift: number; board: [number, number, number] };
  /**
   * The opened window envelope under the letter (nineteenth set only): a DL envelope turned by
   * `angleDeg`, its centre at (`x`, `y`) of the page's width and height (from the page's top left),
   * showing beside the page: its paper (`tone`), the open flap, the window and a franking code.
   */
  envelope?: { x: number; y: number; angleDeg: number; tone: number; seed: number };
  /**
   * A plant's dappled shadow by a window (twentieth set only): soft dark leaf shapes over the picture,
   * each at (`x`, `y`) (relative to the picture), `r` of its width long, turned by `angleDeg`,
   * darkening by up to `darkness` (0–1).
   */
  leafShadow?: { leaves: { x: number; y: number; r: number; angleDeg: number }[]; darkness: number };
  /**
   * A postal forwarding sticker (twentieth set only): a yellow label "Nachsendung" with a new address
   * stuck over the address window, turned by `angleDeg`, its lines drawn from `seed`.
   */
  forwardLabel?: { angleDeg: number; seed: number };
  /** A coloured LED lamp's cast (twentieth set only): the light multiplied by `tint` (per RGB channel). */
  ledCast?: { tint: [number, number, number] };
  /**
   * Scanned on a flatbed scanner with its lid open (twenty-first set only): the page straight on the
   * glass, the room beyond it black, the light even; where the page lifted off the glass along its
   * `edge` (a fold, the binding of a stack), a soft shadow `depth` of the page's width wide, darkening
   * by up to `darkness` (0–1).
   */
  flatbed?: { edge: 'left' | 'right' | 'bottom'; depth: number; darkness: number };
  /**
   * An inkjet printer's star-wheel marks (twenty-first set only): rows of tiny grey dots down the page
   * where the output rollers' toothed wheels pressed the wet print, at `xs` (shares of the page's
   * width), a dot every `pitch` mm, each darkening by `darkness` (0–1).
   */
  starWheels?: { xs: number[]; pitch: number; darkness: number };
  /**
   * Raking light (twenty-first set only: a lamp low beside the page): the paper's grain standing out as
   * fine blotches of `cell` pixels shading by up to `grain` (0–1), the light falling off across the
   * page at `angleDeg` by `falloff` (0–1).
   */
  raking?: { angleDeg: number; grain: number; cell: number; falloff: number; seed: number };
  /**
   * The camera's date stamp (twenty-second set only): `text` ('2026/12/07 18:42') in orange digits
   * burned into the bottom right corner of the picture, on the table beside the page.
   */
  cameraStamp?: { text: string };
  /**
   * A coffee mug on the table (twenty-second set only), seen from above at the picture's `corner`: its
   * rim `r` of the page's width in radius, in `glaze`, filled with coffee to `fill` (0–1), its soft
   * shadow on the table; it reaches over the page's corner margin at most, never the print.
   */
  mug?: { corner: 'topLeft' | 'topRight' | 'bottomLeft' | 'bottomRight'; r: number; glaze: [number, number, number]; fill: number };
  /**
   * A note in ballpoint in the page's top margin (twenty-second set only), above the letterhead:
   * `text` in a slanting hand starting at `x` of the page's width, turned by `angleDeg`, in `ink`.
   */
  note?: { text: string; x: number; angleDeg: number; ink: [number, number, number]; seed: number };
  /**
   * A lace curtain's shadow (twenty-third set only: a window with a net curtain beside the table): a
   * net of soft thread lines `period` of the picture's width apart, turned by `angleDeg`, with a
   * rosette every few meshes, darkening by up to `darkness` (0–1), the light through it dimmer overall.
   */
  lace?: { period: number; angleDeg: number; darkness: number; phase: number };
  /**
   * A thumb holding the page's bottom left corner (twenty-third set only), reaching in from the
   * picture's corner at `angleDeg` above its bottom edge, `reach` of the picture's width long.
   */
  cornerThumb?: { angleDeg: number; reach: number };
  /**
   * Reading glasses lying on the page (twenty-fourth set only), folded: the middle of their bridge at
   * (`cx`, `cy`) (relative to the page), turned by `angleDeg`, each lens `lens` mm wide, the print
   * under the lenses magnified by `power`, the frame in `frame` with its soft shadow on the paper.
   */
  glasses?: { cx: number; cy: number; angleDeg: number; lens: number; power: number; frame: [number, number, number] };
  /**
   * A panel of the letter, folded in three for its envelope, still standing up (twenty-fourth set
   * only): the `top` (0–105 mm) or the `bottom` panel (210–297 mm) rises from its crease by `angleDeg`,
   * so that it shows foreshortened and a little larger, shaded by up to `shade` (0–1), the table beyond it.
   */
  raisedPanel?: { panel: 'top' | 'bottom'; angleDeg: number; shade: number };
}

/** How the fresh set prints a letter (absent in the other sets, which render as before). */
export interface FreshStyle {
  /** Standard PDF fonts of the page. */
  font: { regular: 'Helvetica' | 'Times-Roman'; bold: 'Helvetica-Bold' | 'Times-Bold' };
  /** Size of the body text (10 in the other sets). */
  bodySize: number;
  /** Left and right page margins in points (62 and 50 in the other sets). */
  margins: { left: number; right: number };
  /** The return-address line above the window, e.g. 'Finanzamt München · Postfach 20 18 26 · 80018 München'. */
  senderLine: string;
  /** A line above the subject naming the Steuernummer ('Steuernummer 143/… – bitte stets angeben'), or null. */
  reference: string | null;
  /** The Steuernummer as printed (for the head of later pages). */
  stnr: string;
  /** The city line's date reads 'München, den 12.10.2026'. */
  cityDen: boolean;
}

export interface LetterSpec {
  /** File-name stem, e.g. 'L007-mahnung'. */
  id: string;
  truth: LetterTruth;
  layout: {
    /** The letterhead at the left, at the right or centred over the page ('center', sixth set only). */
    letterhead: 'left' | 'right' | 'center';
    /**
     * Where the letter date is printed: in the information block, in a city line ('München, 03.11.2026'),
     * in a row of reference columns ('refrow'); in one reference line, each label beside its value
     * ('refline', blind set only); only at the end of the title ('… vom 03.11.2026', 'title', blind set only);
     * right-aligned below the information block, beside the recipient's block, label and value on one
     * line ('Datum 03.11.2026', 'aside', sixth set only); only in the closing, above the greeting
     * ('Kaufbeuren, den 26.11.2026', 'closing', eighth set only); in the letterhead, below the office's
     * address ('Datum: 12.03.2026' or 'Bonn, den 12.03.2026', 'letterhead', eleventh set only); in a
     * DIN 5008 reference line ("Bezugszeichenzeile") across the page, labels over values, the
     * Steuernummer as "Unser Zeichen" ('bezug', twelfth set only); alone in the page's top right
     * corner, above the letterhead, without a label ('corner', eighteenth set only); right-aligned on the
     * title's first line ('titleLine', twentieth set only); in a line of its own at the left margin
     * above the title, with its label ('Ausgangsdatum: 12.03.2026', 'leftAbove', twenty-first set only);
     * only in a print line at the foot of every page ('footer', twenty-third set only); only in a head
     * line at the top of every page ('Bescheid vom 26.11.2026', 'runningHead', twenty-fourth set only).
     */
    datePlacement:
      | 'infoblock'
      | 'cityline'
      | 'refrow'
      | 'refline'
      | 'title'
      | 'aside'
      | 'closing'
      | 'letterhead'
      | 'bezug'
      | 'corner'
      | 'titleLine'
      | 'leftAbove'
      | 'footer'
      | 'runningHead';
    dateStyle: 'numeric' | 'long' | 'short';
    /**
     * The information block: label/value pairs on the right ('pairs'); labels in one row across
     * the page with the values in the row below ('row'); labels left and values far right on the
     * same line ('farRight'); Steuernummer and Steuer-ID in a small column right of the letterhead
     * ('header'); the whole block as pairs in a column at the top right, beside the letterhead,
     * with the office's address above it ('topRight', fresh set only); the office's address and
     * service hours in a column at the right with the block below them, each label over its value
     * ('sidebar', unseen set only); a ruled table across the page, labels over values ('table',
     * unseen set only); a column at the right, each label, dot leaders and its value on one line
     * ('Steuernummer ....... 219/5123/4567', 'leaders', sixth set only); a framed box at the right
     * headed "Bitte bei Antwort angeben" with the Steuernummer and the IdNr. (and the date), label left
     * and value right, the contact in lines below it ('boxed', sixth set only); a column at the right
     * under the office's logo, each label in small print with its value right-aligned beside or below it
     * ('Steuernummer bitte stets angeben', 'Geschäftszeichen', 'Bearbeiter/in', 'Durchwahl', 'Datum:';
     * 'column', seventh set only); a two-column table at the right, light rules between the rows, the
     * Steuernummer's label possibly on a line of its own above it ('ruled', eighth set only); the
     * Steuernummer, the IdNr. and the date in one strip across the page below the address window, ruled
     * above and below, pairs apart by middle dots, the contact as pairs at the right ('strip', eleventh set only);
     * a boxed grid across the page below the address window, two pairs to a row, each label in a grey
     * cell and its value in a white one beside it ('grid', thirteenth set only); a column at the right,
     * each label right-aligned against a thin vertical rule and its value left-aligned after it
     * ('aligned', sixteenth set only); a two-column head, the letterhead at the left and at the right a
     * small table, labels in a grey row over the values in the row below (the Steuernummer, the IdNr.
     * and the date), the rest of the block below it as in 'aligned' ('headTable', sixteenth set only);
     * a framed box at the top right, each label in small capitals over its value ('capsBox',
     * seventeenth set only); a run line across the page's top, above the letterhead, with the
     * Steuernummer, the IdNr. and the date ('StNr 12/345/67890  ·  IdNr …  ·  03.02.2025'), the rest of
     * the block as pairs ('headline', seventeenth set only); a light grey band across the page below
     * the address window, three pairs to a row, each label in small print over its value ('band',
     * eighteenth set only); a ruled box at the foot of page 1, above the footer, under a heading, the
     * pairs in two columns ('foot', eighteenth set only); one column of 'Label: value' lines, each
     * right-aligned against the page's right margin, below the page's top right ('flushRight',
     * twenty-third set only).
     */
    infoStyle:
      | 'pairs'
      | 'row'
      | 'farRight'
      | 'header'
      | 'topRight'
      | 'sidebar'
      | 'table'
      | 'leaders'
      | 'boxed'
      | 'column'
      | 'ruled'
      | 'strip'
      | 'grid'
      | 'aligned'
      | 'headTable'
      | 'capsBox'
      | 'headline'
      | 'band'
      | 'foot'
      | 'inverse'
      | 'underAddress'
      | 'flushRight';
    /** Scale of the recipient and information block fonts (1 in the tuning set). */
    fontScale: number;
  };
  office: {
    land: string;
    name: string;
    street: string;
    plzCity: string;
    phone: string;
    fax: string;
    /** The footer's bank block: the Deutsche Bundesbank first. */
    banks: { bank: string; iban: string; bic: string }[];
    /** A line more in the footer (an invoice's Steuernummer), or null. */
    footerNote: string | null;
  };
  recipient: string[];
  /** Label/value pairs of the information block (Steuernummer, Steuer-ID, Bearbeiter …). */
  info: [string, string][];
  /** The letter date as printed. */
  printedDate: string;
  /** Optional distractor in the reference row: 'Ihre Nachricht vom'. */
  yourLetterOf: string | null;
  subject: string[];
  blocks: Block[];
  photo: PhotoEffects;
  fresh?: FreshStyle;
  unseen?: UnseenStyle;
  blind?: BlindStyle;
  sixth?: SixthStyle;
  seventh?: SeventhStyle;
  eighth?: EighthStyle;
  ninth?: NinthStyle;
  tenth?: TenthStyle;
  eleventh?: EleventhStyle;
  twelfth?: TwelfthStyle;
  thirteenth?: ThirteenthStyle;
  fourteenth?: FourteenthStyle;
  fifteenth?: FifteenthStyle;
  sixteenth?: SixteenthStyle;
  seventeenth?: SeventeenthStyle;
  eighteenth?: EighteenthStyle;
  nineteenth?: NineteenthStyle;
  twentieth?: TwentiethStyle;
  twentyfirst?: TwentyfirstStyle;
  twentysecond?: TwentysecondStyle;
  twentythird?: TwentythirdStyle;
  twentyfourth?: TwentyfourthStyle;
}

/** How the twenty-fourth set prints a letter (absent in the other sets, which render as before). */
export interface TwentyfourthStyle {
  /** Standard PDF fonts of the page. */
  font: { regular: 'Helvetica' | 'Times-Roman'; bold: 'Helvetica-Bold' | 'Times-Bold' };
  /** Size of the body text. */
  bodySize: number;
  /** Size of the small print (the Erläuterungen, the Rechtsbehelfsbelehrung; 8.2 pt in the other sets). */
  smallSize: number;
  /** The Land's tax authority in the letterhead above the office's name, instead of the Land ('Bayerisches Landesamt für Steuern'), or null. */
  authority: string | null;
  /** The office's name in the letterhead: as the other sets print it, in capitals, or 'Finanzamt' in small letters over the place. */
  name: 'plain' | 'caps' | 'stacked';
  /** The head line at the top left of every page, with the date (datePlacement 'runningHead'): 'Bescheid vom 26.11.2026', or null. */
  runningHead: string | null;
  /** The Steuernummer as printed, for the head of later pages (the block's first row may be 'Ihr Zeichen / Unser Zeichen'). */
  stnr: string;
}

/** How the twenty-third set prints a letter (absent in the other sets, which render as before). */
export interface TwentythirdStyle {
  /** Standard PDF fonts of the page. */
  font: { regular: 'Helvetica' | 'Times-Roman'; bold: 'Helvetica-Bold' | 'Times-Bold' };
  /** Size of the body text. */
  bodySize: number;
  /** A print line at the foot of every page ('Schreiben vom 03.03.2026 · maschinell erstellt …'; datePlacement 'footer'), or null. */
  printLine: string | null;
  /** The city line's date at the left margin (else right-aligned, as in the other sets). */
  cityLeft: boolean;
}

/** How the twenty-second set prints a letter (absent in the other sets, which render as before). */
export interface TwentysecondStyle {
  /** The title in white bold letters on a band of this colour across the page, or null. */
  titleBand: string | null;
}

/** How the twenty-first set prints a letter (absent in the other sets, which render as before). */
export interface TwentyfirstStyle {
  /** The page's fonts: Times, Liberation Sans or DejaVu Serif (the latter two embedded from the system's fonts). */
  font:
    | { regular: 'Times-Roman'; bold: 'Times-Bold' }
    | { regular: 'LiberationSans-Regular'; bold: 'LiberationSans-Bold' }
    | { regular: 'DejaVuSerif'; bold: 'DejaVuSerif-Bold' };
  /** Size of the body text. */
  bodySize: number;
  /**
   * The date's line at the left margin above the title (datePlacement 'leftAbove'), label and value:
   * 'Ausgangsdatum: 12.03.2026'.
   */
  dateLine: string;
  /** The title's first line at 13 pt, the lines below it in the body's regular face (else as in the other sets). */
  largeTitle: boolean;
  /** A thin bar in the Land's colour across the page's top, above the letterhead, or null. */
  bar: string | null;
  /** A line on the privacy notice at the foot of page 1 ('Informationen zum Datenschutz: …'), or null. */
  privacy: string | null;
}

/** How the twentieth set prints a letter (absent in the other sets, which render as before). */
export interface TwentiethStyle {
  /** The page's fonts: Liberation Serif with Liberation Sans Bold headings, Liberation Sans Narrow, or Helvetica. */
  font:
    | { regular: 'Helvetica'; bold: 'Helvetica-Bold' }
    | { regular: 'LiberationSerif-Regular'; bold: 'LiberationSans-Bold' }
    | { regular: 'LiberationSansNarrow-Regular'; bold: 'LiberationSansNarrow-Bold' };
  /** Size of the body text. */
  bodySize: number;
  /** The form's code printed up the left edge of every page, or null. */
  formCode: string | null;
  /** A small square two-dimensional code at the top right corner (drawn from this seed), or null. */
  matrixCode: number | null;
  /** "Bitte Rückseite beachten" at the foot of page 1 of a letter that continues. */
  turnOver: boolean;
  /** The date's text on the title's first line (datePlacement 'titleLine'): 'Datum: 12.03.2026'. */
  titleDate: string;
}

/** How the nineteenth set prints a letter (absent in the other sets, which render as before). */
export interface NineteenthStyle {
  /** The page's fonts: Times, Liberation Sans or DejaVu Serif Condensed (the latter two embedded from the system's fonts). */
  font:
    | { regular: 'Times-Roman'; bold: 'Times-Bold' }
    | { regular: 'LiberationSans-Regular'; bold: 'LiberationSans-Bold' }
    | { regular: 'DejaVuSerifCondensed'; bold: 'DejaVuSerifCondensed-Bold' };
  /** Size of the body text. */
  bodySize: number;
  /**
   * The face of the information block's values: a monospaced one (Courier, DejaVu Sans Mono or
   * Liberation Mono), as where a program fills in the fields of a printed form's labels.
   */
  valueFont: 'Courier' | 'DejaVuSansMono' | 'LiberationMono-Regular';
  /** The fill of the information block's dark band of labels (infoStyle 'inverse'). */
  inverseFill: string;
  /** The title in a framed, lightly shaded box. */
  titleBox: boolean;
  /** A small line above the title ('– Teilweise vorläufig nach § 165 AO –'), or null. */
  kicker: string | null;
  /** The city line's date reads 'Hagen, den 3. Februar 2026'. */
  cityDen: boolean;
}

/** How the eighteenth set prints a letter (absent in the other sets, which render as before). */
export interface EighteenthStyle {
  /** The page's fonts: Helvetica, or Liberation Sans or DejaVu Sans (embedded from the system's fonts). */
  font:
    | { regular: 'Helvetica'; bold: 'Helvetica-Bold' }
    | { regular: 'LiberationSans-Regular'; bold: 'LiberationSans-Bold' }
    | { regular: 'DejaVuSans'; bold: 'DejaVuSans-Bold' };
  /** Size of the body text. */
  bodySize: number;
  /** The title centred over the page and underlined (else at the left, as in the other sets). */
  centredTitle: boolean;
  /** The heading of the information block at the foot of page 1 (infoStyle 'foot'). */
  footHeading: string;
}

/** How the seventeenth set prints a letter (absent in the other sets, which render as before). */
export interface SeventeenthStyle {
  /** The page's fonts: Helvetica, or Liberation Serif, DejaVu Serif or Liberation Mono (embedded from the system's fonts). */
  font:
    | { regular: 'Helvetica'; bold: 'Helvetica-Bold' }
    | { regular: 'LiberationSerif-Regular'; bold: 'LiberationSerif-Bold' }
    | { regular: 'DejaVuSerif'; bold: 'DejaVuSerif-Bold' }
    | { regular: 'LiberationMono-Regular'; bold: 'LiberationMono-Bold' };
  /** Size of the body text. */
  bodySize: number;
  /**
   * infoStyle 'headline': the run line across the page's top ('StNr 12/345/67890  ·  IdNr 12 345 678
   * 901  ·  03.02.2025') and the pairs of the information block it prints (left out of the block).
   */
  headline: { text: string; pairs: [string, string][] } | null;
}

/** How the sixteenth set prints a letter (absent in the other sets, which render as before). */
export interface SixteenthStyle {
  /** The page's fonts: Helvetica, Liberation Sans Narrow or DejaVu Sans Mono (embedded from the system's fonts). */
  font:
    | { regular: 'Helvetica'; bold: 'Helvetica-Bold' }
    | { regular: 'LiberationSansNarrow-Regular'; bold: 'LiberationSansNarrow-Bold' }
    | { regular: 'DejaVuSansMono'; bold: 'DejaVuSansMono-Bold' };
  /** Size of the body text. */
  bodySize: number;
  /** The head table's columns (infoStyle 'headTable'): the pairs of the information block it prints, label over value. */
  head: [string, string][];
}

/** How the fifteenth set prints a letter (absent in the other sets, which render as before). */
export interface FifteenthStyle {
  /** The page's fonts: Helvetica, or DejaVu Sans or Serif Condensed (embedded from the system's fonts). */
  font:
    | { regular: 'Helvetica'; bold: 'Helvetica-Bold' }
    | { regular: 'DejaVuSansCondensed'; bold: 'DejaVuSansCondensed-Bold' }
    | { regular: 'DejaVuSerifCondensed'; bold: 'DejaVuSerifCondensed-Bold' };
  /** Size of the body text. */
  bodySize: number;
  /** The head of later pages ('Blatt 2 zum Schreiben vom … · StNr. …'). */
  sheetHead: string;
}

/** How the fourteenth set prints a letter (absent in the other sets, which render as before). */
export interface FourteenthStyle {
  /** Standard PDF fonts of the page. */
  font: { regular: 'Helvetica' | 'Times-Roman'; bold: 'Helvetica-Bold' | 'Times-Bold' };
  /** Size of the body text. */
  bodySize: number;
  /** A line under the office's name in the letterhead ('– Außenstelle –', 'Dienststelle Nord', 'Servicezentrum'), or null. */
  branch: string | null;
}

/** How the thirteenth set prints a letter (absent in the other sets, which render as before). */
export interface ThirteenthStyle {
  /** Standard PDF fonts of the page. */
  font: { regular: 'Helvetica' | 'Times-Roman'; bold: 'Helvetica-Bold' | 'Times-Bold' };
  /** Size of the body text. */
  bodySize: number;
  /** The footer's column of service hours (its heading first). */
  hours: string[];
  /** The office's e-mail address in the footer. */
  mail: string;
}

/** How the twelfth set prints a letter (absent in the other sets, which render as before). */
export interface TwelfthStyle {
  /** Standard PDF fonts of the page. */
  font: { regular: 'Helvetica' | 'Times-Roman'; bold: 'Helvetica-Bold' | 'Times-Bold' };
  /** Size of the body text. */
  bodySize: number;
  /** The paragraphs' line gap in points (1.5 in the other sets: the twelfth set's lines are tighter). */
  lineGap: number;
  /**
   * The DIN 5008 reference line (datePlacement 'bezug'): its columns, label over value ('Ihr Zeichen,
   * Ihre Nachricht vom', 'Unser Zeichen, unsere Nachricht vom' with the Steuernummer, 'Telefon, Name',
   * 'Datum'), or null.
   */
  bezug: [string, string][] | null;
  /** The head of every page after the first: 'Steuernummer … · Schreiben vom … · Seite 2 von 2' or the page first. */
  pageHead: 'stnrFirst' | 'pageFirst';
  /** The Steuernummer as printed. */
  stnr: string;
}

/** How the eleventh set prints a letter (absent in the other sets, which render as before). */
export interface EleventhStyle {
  /** Standard PDF fonts of the page. */
  font: { regular: 'Helvetica' | 'Times-Roman'; bold: 'Helvetica-Bold' | 'Times-Bold' };
  /** Size of the body text. */
  bodySize: number;
  /**
   * The pairs an information strip (infoStyle 'strip') prints in one line across the page, each
   * label before its value, apart by middle dots: the Steuernummer, the IdNr. and the date.
   */
  strip: [string, string][];
  /** A framed box of the office's opening hours at the right, below the information block (its lines, the heading first), or null. */
  hours: string[] | null;
  /** Before the subject's first line: 'Betreff:' or 'Betr.:', or nothing. */
  subjectLabel: string | null;
  /** The date's line in the letterhead, below the office's address (datePlacement 'letterhead'): 'Datum: 12.03.2026' or 'Bonn, den 12.03.2026'. */
  dateLine: string;
}

/** How the tenth set prints a letter (absent in the other sets, which render as before). */
export interface TenthStyle {
  /** Standard PDF fonts of the page. */
  font: { regular: 'Helvetica' | 'Times-Roman'; bold: 'Helvetica-Bold' | 'Times-Bold' };
  /** Size of the body text. */
  bodySize: number;
}

/** How the ninth set prints a letter (absent in the other sets, which render as before). */
export interface NinthStyle {
  /** Standard PDF fonts of the page. */
  font: { regular: 'Helvetica' | 'Times-Roman'; bold: 'Helvetica-Bold' | 'Times-Bold' };
  /** Size of the body text. */
  bodySize: number;
  /** DIN 5008 marks at the left edge: two fold marks (105 and 210 mm) and the punch mark (148.5 mm). */
  marks: boolean;
  /** The return address above the window at 7.5 pt (instead of 6.5 pt). */
  largeSender: boolean;
}

/** How the eighth set prints a letter (absent in the other sets, which render as before). */
export interface EighthStyle {
  /** Standard PDF fonts of the page. */
  font: { regular: 'Helvetica' | 'Times-Roman'; bold: 'Helvetica-Bold' | 'Times-Bold' };
  /** Size of the body text. */
  bodySize: number;
  /** The ruled information block's Steuernummer: its label on a line of its own, the number below it in bold. */
  stackedStnr: boolean;
}

/** How the seventh set prints a letter (absent in the other sets, which render as before). */
export interface SeventhStyle {
  /** Standard PDF fonts of the page. */
  font: { regular: 'Helvetica' | 'Times-Roman'; bold: 'Helvetica-Bold' | 'Times-Bold' };
  /** Size of the body text. */
  bodySize: number;
  /** At the foot of every page but the last: 'b. w.' or 'Fortsetzung auf Seite 2'. */
  continued: 'bw' | 'fortsetzung';
}

/** How the sixth set prints a letter (absent in the other sets, which render as before). */
export interface SixthStyle {
  /** Standard PDF fonts of the page: Courier (an old mainframe print), Helvetica or Times. */
  font: { regular: 'Courier' | 'Helvetica' | 'Times-Roman'; bold: 'Courier-Bold' | 'Helvetica-Bold' | 'Times-Bold' };
  /** Size of the body text. */
  bodySize: number;
  /** The office's department under its name in the letterhead ('Arbeitnehmerbereich', 'Vollstreckungsstelle'), or null. */
  department: string | null;
  /** The date's label where it stands beside the recipient's block (datePlacement 'aside'), e.g. 'Datum'. */
  dateLabel: string;
  /**
   * A remittance slip ("SEPA-Überweisung/Zahlschein") at the foot of page 1, filled in with the
   * payment section's payee, IBAN, BIC, amount and reference; or null.
   */
  slip: { payee: string; iban: string; bic: string; amount: string; reference: string; payer: string } | null;
  /** Short marks at the left edge of each page for the envelope-stuffing machine (as bits, top first), or null. */
  omr: boolean[] | null;
  /** A postage imprint ("Deutsche Post · Entgelt bezahlt" and a 2D code) in the address window. */
  postage: boolean;
  /** A barcode over the letterhead with its print ID below, e.g. 'D7 4F1A 09C2', or null. */
  barcode: string | null;
  /** Page numbers: 'Seite 1 von 2' at the foot ('bottom'), 'Seite 1/2' at the top right ('top'), '- 2 -' atop later pages ('dash'). */
  pageNumbers: 'bottom' | 'top' | 'dash';
  /** The footer: three columns ('columns', as the other sets) or two full-width rows, the bank block one line per bank ('rows'). */
  footer: 'columns' | 'rows';
  /** A small coat of arms beside the Land's name in the letterhead. */
  emblem: boolean;
  /** Seed of the page's random patterns (barcode bars, the 2D codes). */
  seed: number;
}

/** How the blind set prints a letter (absent in the other sets, which render as before). */
export interface BlindStyle {
  /** Standard PDF fonts of the page: a serif or a sans. */
  font: { regular: 'Helvetica' | 'Times-Roman'; bold: 'Helvetica-Bold' | 'Times-Bold' };
  /** Size of the body text (8.5, 9, 11.5 or 12; the other sets use 9–11). */
  bodySize: number;
  /** The reference line's "Unser Zeichen" (datePlacement 'refline'), e.g. 'ESt 3/41'. */
  ourSign: string;
}

/** How the unseen set prints a letter (absent in the other sets, which render as before). */
export interface UnseenStyle {
  /** The page's font: Inter (the project's own font files, embedded) or the standard Helvetica. */
  font: 'Inter' | 'Helvetica';
  /** Size of the body text (10 in the tuning and held-out sets). */
  bodySize: number;
  /** The footer prints the IBANs in their electronic form (no spaces). */
  footerIbanCompact: boolean;
  /** The footer's public transport line, e.g. 'Bus 52 und 61, Haltestelle Finanzamt'. */
  transit: string;
}

const LAND_NAMES: Record<StateCode, string> = {
  BW: 'Baden-Württemberg',
  BY: 'Freistaat Bayern',
  BE: 'Land Berlin · Senatsverwaltung für Finanzen',
  BB: 'Land Brandenburg',
  HB: 'Freie Hansestadt Bremen',
  HH: 'Freie und Hansestadt Hamburg',
  HE: 'Hessen',
  MV: 'Mecklenburg-Vorpommern',
  NI: 'Niedersachsen',
  NW: 'Nordrhein-Westfalen',
  RP: 'Rheinland-Pfalz',
  SL: 'Saarland',
  SN: 'Freistaat Sachsen',
  ST: 'Sachsen-Anhalt',
  SH: 'Schleswig-Holstein',
  TH: 'Freistaat Thüringen',
};

const STATES: StateCode[] = ['BW', 'BY', 'BE', 'BB', 'HB', 'HH', 'HE', 'MV', 'NI', 'NW', 'RP', 'SL', 'SN', 'ST', 'SH', 'TH'];

/** A weekday between 2024-01-02 and 2026-12-30. */
function letterDateOf(rng: Rng): string {
  for (;;) {
    const t = Date.UTC(2024, 0, 2) + rng.int(0, 1093) * 86_400_000;
    const day = new Date(t).getUTCDay();
    if (day !== 0 && day !== 6) return new Date(t).toISOString().slice(0, 10);
  }
}

/**
 * `count` letter specifications, the same for the same `seed`: every letter type in turn (so 17 or
 * more letters cover all types), every Land in turn, layouts and photo effects drawn at random.
 */
export function letterSpecs(count: number, seed = 1, set: CorpusSet = 'tuning'): LetterSpec[] {
  const specs: LetterSpec[] = [];
  for (let i = 0; i < count; i++) {
    const rng = new Rng(seed * 1_000_003 + i * 7919);
    // The layout variants added later draw from a second generator, so that the letters drawn
    // before them (and the tests that use them) keep their texts.
    const vary = new Rng(seed * 7_000_003 + i * 104_729 + 17);
    // The fresh set's own choices draw from a third generator, so that the other sets stay as they were.
    const fresh = set === 'fresh' ? new Rng(seed * 9_000_011 + i * 130_363 + 29) : null;
    // So do the unseen set's, from a fourth, and the blind set's, from a fifth.
    const unseen = set === 'unseen' ? new Rng(seed * 11_000_027 + i * 155_921 + 41) : null;
    const blind = set === 'blind' ? new Rng(seed * 13_000_039 + i * 181_081 + 53) : null;
    // And the sixth set's, from a sixth.
    const sixth = set === 'sixth' ? new Rng(seed * 15_000_041 + i * 206_827 + 67) : null;
    // And the seventh set's, from a seventh.
    const seventh = set === 'seventh' ? new Rng(seed * 17_000_071 + i * 232_357 + 79) : null;
    // And the eighth set's, from an eighth.
    const eighth = set === 'eighth' ? new Rng(seed * 19_000_081 + i * 257_837 + 97) : null;
    // And the ninth set's, from a ninth.
    const ninth = set === 'ninth' ? new Rng(seed * 21_000_101 + i * 283_303 + 109) : null;
    // And the tenth set's, from a tenth.
    const tenth = set === 'tenth' ? new Rng(seed * 23_000_129 + i * 308_761 + 127) : null;
    // And the eleventh set's, from an eleventh.
    const eleventh = set === 'eleventh' ? new Rng(seed * 25_000_157 + i * 334_231 + 139) : null;
    // And the twelfth set's, from a twelfth.
    const twelfth = set === 'twelfth' ? new Rng(seed * 27_000_163 + i * 359_701 + 151) : null;
    // And the thirteenth set's, from a thirteenth.
    const thirteenth = set === 'thirteenth' ? new Rng(seed * 29_000_171 + i * 385_171 + 163) : null;
    // And the fourteenth set's, from a fourteenth.
    const fourteenth = set === 'fourteenth' ? new Rng(seed * 31_000_183 + i * 410_641 + 181) : null;
    // And the fifteenth set's, from a fifteenth.
    const fifteenth = set === 'fifteenth' ? new Rng(seed * 33_000_199 + i * 436_147 + 193) : null;
    // And the sixteenth set's, from a sixteenth.
    const sixteenth = set === 'sixteenth' ? new Rng(seed * 35_000_201 + i * 461_627 + 211) : null;
    // And the seventeenth set's, from a seventeenth.
    const seventeenth = set === 'seventeenth' ? new Rng(seed * 37_000_223 + i * 487_091 + 223) : null;
    // And the eighteenth set's, from an eighteenth.
    const eighteenth = set === 'eighteenth' ? new Rng(seed * 39_000_239 + i * 512_569 + 241) : null;
    // And the nineteenth set's, from a nineteenth.
    const nineteenth = set === 'nineteenth' ? new Rng(seed * 41_000_251 + i * 538_049 + 257) : null;
    // And the twentieth set's, from a twentieth.
    const twentieth = set === 'twentieth' ? new Rng(seed * 43_000_273 + i * 563_519 + 269) : null;
    // And the twenty-first set's, from a twenty-first.
    const twentyfirst = set === 'twentyfirst' ? new Rng(seed * 45_000_277 + i * 588_997 + 281) : null;
    // And the twenty-second set's, from a twenty-second.
    const twentysecond = set === 'twentysecond' ? new Rng(seed * 47_000_291 + i * 614_467 + 293) : null;
    // And the twenty-third set's, from a twenty-third.
    const twentythird = set === 'twentythird' ? new Rng(seed * 49_000_313 + i * 639_937 + 307) : null;
    // And the twenty-fourth set's, from a twenty-fourth.
    const twentyfourth = set === 'twentyfourth' ? new Rng(seed * 51_000_331 + i * 665_411 + 317) : null;
    const letterType = SAMPLE_LETTER_TYPES[i % SAMPLE_LETTER_TYPES.length]!;
    const state = STATES[(i * 7 + seed) % STATES.length]!;
    let amt = rng.pick(FINANZAEMTER.filter((f) => f.state === state));
    // Half the sixth set's letters come from an office named after a district or a number (data.ts);
    // the draw above stays, so that the letter's other choices stay as drawn.
    if (sixth?.chance(0.5)) amt = sixth.pick(FINANZAEMTER_SIXTH.filter((f) => f.state === state));
    // Some of the seventh set's come from an office with a name none of the other lists has (data.ts).
    const seventhOffices = FINANZAEMTER_SEVENTH.filter((f) => f.state === state);
    if (seventh?.chance(0.6) && seventhOffices.length > 0) amt = seventh.pick(seventhOffices);
    // Half the twelfth set's come from an office with an abbreviated or a county's name (data.ts).
    const twelfthOffices = FINANZAEMTER_TWELFTH.filter((f) => f.state === state);
    if (twelfth?.chance(0.5) && twelfthOffices.length > 0) amt = twelfth.pick(twelfthOffices);
    // Half the twenty-third set's from an office with a Roman numeral, a hyphenated or a bracketed name,
    // most of its Prüfungsanordnungen from an office for large businesses (data.ts).
    const twentythirdOffices = FINANZAEMTER_TWENTYTHIRD.filter((f) => f.state === state);
    if (twentythird && letterType === 'pruefungsanordnung' && twentythird.chance(0.75)) amt = twentythird.pick(FINANZAEMTER_TWENTYTHIRD_AUDIT);
    else if (twentythird?.chance(0.5) && twentythirdOffices.length > 0) amt = twentythird.pick(twentythirdOffices);
    // Half the twenty-fourth set's from an office with a name none of the other lists has (data.ts).
    const twentyfourthOffices = FINANZAEMTER_TWENTYFOURTH.filter((f) => f.state === state);
    if (twentyfourth?.chance(0.5) && twentyfourthOffices.length > 0) amt = twentyfourth.pick(twentyfourthOffices);
    specs.push(
      specFor(
        `L${String(i + 1).padStart(3, '0')}-${letterType}`,
        letterType,
        amt,
        rng,
        vary,
        set,
        fresh,
        unseen,
        blind,
        sixth,
        seventh,
        eighth,
        ninth,
        tenth,
        eleventh,
        twelfth,
        thirteenth,
        fourteenth,
        fifteenth,
        sixteenth,
        seventeenth,
        eighteenth,
        nineteenth,
        twentieth,
        twentyfirst,
        twentysecond,
        twentythird,
        twentyfourth,
      ),
    );
  }
  return specs;
}

/**
 * The bench's corpus: `count` letters (letterSpecs) and, after them, one document in ten that is
 * no Finanzamt letter (an invoice, a rental contract, in turn), whose truth is "no type".
 */
export function corpusSpecs(count: number, seed = 1, set: CorpusSet = 'tuning'): LetterSpec[] {
  const others = Array.from({ length: Math.ceil(count / 10) }, (_, k) => {
    const rng = new Rng(seed * 3_000_017 + k * 6151);
    const kind = k % 2 === 0 ? 'invoice' : 'rental-contract';
    return otherDocumentSpec(`X${String(k + 1).padStart(3, '0')}-${kind}`, kind, rng);
  });
  return [...letterSpecs(count, seed, set), ...others];
}

/**
 * Label wording of the information block: the tuning set's, the held-out set's, the fresh set's
 * and the unseen set's (as Bavarian, NRW and Berlin letters print them; a fresh Bescheid's date label
 * is 'Datum des Bescheids', an unseen one's often 'Bescheid vom').
 */
const LABELS: Record<CorpusSet, { stnr: string[]; id: string[]; date: string[] }> = {
  tuning: { stnr: ['Steuernummer', 'Steuernummer', 'St.-Nr.'], id: ['Steuer-ID', 'Identifikationsnummer', 'IdNr.'], date: ['Datum'] },
  heldout: { stnr: ['Steuer-Nr.', 'StNr.', 'Steuernummer:'], id: ['Steuer-IdNr.', 'Identifikationsnr.', 'IdNr:'], date: ['Datum:', 'Datum'] },
  fresh: {
    stnr: ['Steuernummer/Aktenzeichen', 'St-Nr', 'Ihre Steuernummer', 'Steuernummer / Geschäftszeichen'],
    id: ['Identifikationsnummer (IdNr.)', 'Steuerliche Identifikationsnummer', 'Ihre Identifikationsnummer'],
    date: ['Datum des Schreibens', 'Datum'],
  },
  unseen: {
    stnr: ['Steuer-Nummer', 'Steuernr.', 'Steuernummer (bitte stets angeben)'],
    id: ['Steuer-Identifikationsnummer', 'Persönliche IdNr.', 'Identifikations-Nr.'],
    date: ['Datum'],
  },
  blind: {
    stnr: ['St.Nr.', 'StNr (bitte angeben)', 'St.-Nummer'],
    id: ['Steuer-ID-Nr.', 'Steuerliche IdNr.', 'IdNr. (§ 139b AO)'],
    date: ['Datum', 'Ausgefertigt am'],
  },
  sixth: {
    stnr: ['Steuernummer', 'Steuernummer/Az.', 'Unsere Steuernummer', 'StNr./Az.'],
    id: ['Identifikationsnummer', 'ID-Nr.', 'Ihre steuerliche IdNr.'],
    date: ['Datum', 'Datum', 'Erstellt am'],
  },
  seventh: {
    stnr: ['Steuernummer bitte stets angeben', 'Steuernummer – bitte immer angeben', 'Steuernummer (bei Zahlung angeben)'],
    id: ['Identifikationsnummer (IdNr)', 'IdNr. nach § 139b AO', 'Steuer-Identifikations-Nr.'],
    date: ['Datum:', 'Datum'],
  },
  eighth: {
    stnr: ['Unser Zeichen (StNr.)', 'Aktenzeichen/StNr.', 'St-Nr.:', 'Steuernummer'],
    id: ['IdNr', 'Id.-Nr.', 'Steuer-ID (IdNr)'],
    date: ['Ausfertigungsdatum', 'Datum'],
  },
  ninth: {
    stnr: ['Steuer-Nr. (bitte stets angeben)', 'Az. (Steuernummer)', 'Steuernummer des Empfängers'],
    id: ['Steuerliche Identifikations-Nr.', 'Identifikationsnummer nach § 139b AO', 'IdNr. der steuerpflichtigen Person'],
    date: ['Tag der Aufgabe zur Post', 'Zur Post gegeben am', 'Datum'],
  },
  tenth: {
    stnr: ['Steuernummer (StNr.)', 'St.-Nr. / Az.', 'Steuer-Nr. der steuerpflichtigen Person', 'StNr. (bei Rückfragen angeben)'],
    id: ['IdNr. (Steuer-ID)', 'Steuer-Identifikationsnr.', 'Ihre Identifikationsnummer (IdNr)'],
    // A Bescheid's date is 'Bescheiddatum' or 'Datum des Bescheides' (specFor), other letters' these.
    date: ['Schreiben vom', 'Tag des Schreibens', 'Datum'],
  },
  eleventh: {
    stnr: ['Geschäftszeichen (StNr.)', 'Aktenzeichen (St.-Nr.)', 'Steuernummer', 'StNr'],
    id: ['Persönliche Identifikationsnummer', 'Steuer-ID-Nummer', 'Identifikations-Nr. (IdNr.)'],
    date: ['Ausstellungsdatum', 'Datum dieses Schreibens', 'Datum'],
  },
  twelfth: {
    // The 13-digit form's own label, 'Steuernummer (bundeseinheitlich)', is chosen in specFor.
    stnr: ['Steuer-Nr./Aktenz.', 'Ihre StNr.', 'Steuernummer'],
    id: ['Steuer-Identnummer', 'Identifikationsnummer (IDNr)', 'IdNr.'],
    date: ['Druckdatum', 'Datum'],
  },
  thirteenth: {
    stnr: ['Ihre Steuer-Nr.', 'St.-Nr./Aktenzeichen', 'Steuernummer / Ordnungsbegriff'],
    id: ['Identifikationsnr. (IdNr.)', 'Ihre Steuer-Identifikationsnummer', 'Persönliche Steuer-IdNr.'],
    date: ['Ausgestellt am', 'Erstelldatum', 'Datum'],
  },
  fourteenth: {
    stnr: ['Steuernummer – bei Zahlung stets angeben', 'Aktenzeichen (Steuernummer)', 'St.-Nr. des Steuerpflichtigen'],
    id: ['Ihre IdNr', 'Identifikationsnummer der steuerpflichtigen Person', 'Steuer-IdNr (§ 139b AO)'],
    date: ['Abgesandt am', 'Erlassen am', 'Datum'],
  },
  fifteenth: {
    stnr: ['Steuernummer (Aktenzeichen)', 'Unser Aktenzeichen / StNr.', 'Ihre Steuer-Nummer'],
    id: ['Identifikationsnummer (Steuer-ID)', 'Ihre persönliche Steuer-ID', 'IdNr. / Steuer-ID'],
    // A Bescheid's date is at times 'Bescheid erstellt am' (specFor).
    date: ['Versanddatum', 'Schreiben erstellt am', 'Datum'],
  },
  sixteenth: {
    stnr: ['Steuernummer/Vorgang', 'StNr. für Rückfragen', 'Zeichen (Steuernr.)'],
    id: ['Identifikationsmerkmal (§ 139a AO)', 'IdNr. (persönlich)', 'Steuer-ID der Person'],
    date: ['Gefertigt am', 'Briefdatum', 'Datum'],
  },
  seventeenth: {
    stnr: ['St.-Nr. (FA/Bezirk/lfd. Nr.)', 'Steuerkonto (StNr.)', 'Steuernummer des Steuerfalls'],
    id: ['Steuer-ID (11-stellig)', 'Ihre Steuer-ID (IdNr.)', 'IdNr. Steuerpflichtige/r'],
    date: ['Absendedatum', 'Datum der Ausfertigung', 'Dat.', 'Datum'],
  },
  eighteenth: {
    stnr: ['Steuernr./Az.', 'Steuer-Nr. (Az.)', 'Ordnungs-Nr. (StNr.)'],
    id: ['Identifikations-Nummer', 'IdNr. (bundesweit)', 'Ihre Steuer-Identnr.'],
    date: ['Erstellungsdatum', 'Datum des Ausdrucks', 'Stand', 'Datum'],
  },
  nineteenth: {
    stnr: ['Steuernummer (StNr)', 'Ihre Steuernummer bei uns', 'Steuernr.:'],
    id: ['IdNr (Steuer-Identifikationsnummer)', 'Ihre IdNr.:', 'Pers. IdNr.'],
    date: ['Datum dieser Mitteilung', 'Ausdruck vom', 'Datum'],
  },
  twentieth: {
    stnr: ['Steuer-Nr. FA', 'StNr. beim FA', 'Vorgangs-Nr. (StNr.)'],
    id: ['Ident-Nr.', 'Ident-Nr. (§ 139b AO)', 'Steuer-Ident-Nr.'],
    date: ['Abgefertigt am', 'Tagesdatum', 'Datum'],
  },
  twentyfirst: {
    stnr: ['Steuernummer/Kassenzeichen', 'Unsere Steuer-Nr.', 'StNr. des Veranlagungsfalls'],
    id: ['Ihre IdNr. (Steuer-ID)', 'Identifikations-Nr. lt. § 139b AO', 'Steuer-Identifikationsnr. (IdNr)'],
    date: ['Ausgangsdatum', 'Datum des Postausgangs', 'Datum'],
  },
  // ('Ort, Datum' prints the office's city before the date: 'Kiel, 03.12.2026'.)
  twentysecond: {
    stnr: ['Steuernummer beim Finanzamt', 'St.-Nr. (bei Zahlung angeben)', 'Steuernummer (bitte angeben)'],
    id: ['Ihre Identifikations-Nr.', 'Steuer-IdNr. der Person', 'IdNr. (zur Person)'],
    date: ['Ort, Datum', 'Datum der Absendung', 'Datum'],
  },
  twentythird: {
    stnr: ['Geschäftszeichen/Steuernummer', 'Aktenzeichen (bitte stets angeben)', 'Unsere Steuernummer/Az.'],
    id: ['Ihre IdNr. / Steuer-ID', 'Steuerliche Identifikationsnr.', 'Identifikationsnummer lt. § 139b AO'],
    date: ['Tag der Ausfertigung', 'Ausfertigung vom', 'Datum'],
  },
  // (A Bescheid's date is at times 'Bescheid ausgefertigt am', specFor.)
  twentyfourth: {
    stnr: ['Az./StNr.', 'St.-Nr. (Aktenzeichen)', 'Steuernummer (bei Antwort bitte angeben)'],
    id: ['Steuerliche ID-Nr.', 'Ihre Steuer-IdNr.', 'Ident.-Nr.'],
    date: ['Datum der Erstellung', 'Versandtag', 'Datum'],
  },
};

/** Letter types that assess one year, whose header table names it ('Steuerjahr', unseen set). */
const ONE_YEAR_TYPES: readonly SampleLetterType[] = [
  'einkommensteuerbescheid',
  'aenderungsbescheid',
  'umsatzsteuerbescheid',
  'gewerbesteuermessbescheid',
  'verspaetungszuschlag',
  'zinsbescheid',
  'schaetzungsbescheid',
];

function specFor(
  id: string,
  letterType: SampleLetterType,
  amt: Finanzamt,
  rng: Rng,
  vary: Rng,
  set: CorpusSet,
  fresh: Rng | null,
  unseen: Rng | null,
  blind: Rng | null,
  sixth: Rng | null,
  seventh: Rng | null = null,
  eighth: Rng | null = null,
  ninth: Rng | null = null,
  tenth: Rng | null = null,
  eleventh: Rng | null = null,
  twelfth: Rng | null = null,
  thirteenth: Rng | null = null,
  fourteenth: Rng | null = null,
  fifteenth: Rng | null = null,
  sixteenth: Rng | null = null,
  seventeenth: Rng | null = null,
  eighteenth: Rng | null = null,
  nineteenth: Rng | null = null,
  twentieth: Rng | null = null,
  twentyfirst: Rng | null = null,
  twentysecond: Rng | null = null,
  twentythird: Rng | null = null,
  twentyfourth: Rng | null = null,
): LetterSpec {
  const letterDate = letterDateOf(rng);
  const layout: LetterSpec['layout'] = {
    letterhead: rng.pick(['left', 'right'] as const),
    datePlacement: rng.pick(['infoblock', 'cityline', 'refrow'] as const),
    dateStyle: rng.pick(['numeric', 'long'] as const),
    infoStyle: vary.pick(['pairs', 'pairs', 'row', 'farRight', 'header'] as const),
    fontScale: set === 'heldout' ? vary.pick([0.88, 1.12]) : 1,
  };
  if (fresh) {
    layout.infoStyle = fresh.pick(['topRight', 'topRight', 'pairs', 'row'] as const);
    layout.fontScale = fresh.pick([0.94, 1, 1.06]);
  }
  if (unseen) {
    layout.infoStyle = unseen.pick(['sidebar', 'sidebar', 'table', 'table', 'pairs'] as const);
    layout.datePlacement = unseen.pick(['infoblock', 'infoblock', 'cityline'] as const);
    layout.dateStyle = unseen.pick(['short', 'short', 'numeric', 'long'] as const);
    if (layout.infoStyle === 'sidebar') layout.letterhead = 'left';
  }
  if (blind) {
    layout.infoStyle = blind.pick(['pairs', 'pairs', 'row', 'farRight', 'header'] as const);
    layout.datePlacement = blind.pick(['refline', 'refline', 'infoblock', 'cityline'] as const);
    // Dates are drawn numeric and printed in the blind set's own way (blindWording).
    layout.dateStyle = 'numeric';
  }
  if (sixth) {
    layout.letterhead = sixth.pick(['left', 'left', 'right', 'center'] as const);
    layout.infoStyle = sixth.pick(['leaders', 'leaders', 'boxed', 'boxed', 'pairs'] as const);
    layout.datePlacement = sixth.pick(['aside', 'aside', 'infoblock', 'cityline'] as const);
  }
  if (seventh) {
    layout.letterhead = 'left';
    layout.infoStyle = seventh.chance(0.7) ? 'column' : 'pairs';
    layout.datePlacement = layout.infoStyle === 'column' || seventh.chance(0.5) ? 'infoblock' : 'cityline';
    layout.dateStyle = seventh.pick(['numeric', 'numeric', 'long'] as const);
  }
  if (eighth) {
    layout.letterhead = eighth.pick(['left', 'left', 'right'] as const);
    layout.infoStyle = eighth.chance(0.7) ? 'ruled' : 'pairs';
    // The closing's date is settled below, once the template shows whether the letter has a greeting.
    layout.datePlacement = eighth.pick(['infoblock', 'infoblock', 'cityline'] as const);
    layout.dateStyle = eighth.pick(['numeric', 'numeric', 'long'] as const);
  }
  if (tenth) {
    layout.letterhead = tenth.pick(['left', 'left', 'right'] as const);
    layout.infoStyle = tenth.pick(['pairs', 'pairs', 'farRight'] as const);
    layout.datePlacement = tenth.pick(['infoblock', 'infoblock', 'cityline'] as const);
    layout.dateStyle = tenth.pick(['numeric', 'long'] as const);
  }
  if (eleventh) {
    layout.letterhead = eleventh.pick(['left', 'left', 'right'] as const);
    layout.infoStyle = eleventh.pick(['strip', 'strip', 'pairs', 'farRight'] as const);
    layout.datePlacement = eleventh.pick(['infoblock', 'infoblock', 'cityline', 'letterhead'] as const);
    // The letterhead's date goes below the office's address, above the window: only under a name on one line.
    if (layout.datePlacement === 'letterhead' && amt.name.length > 24) layout.datePlacement = 'cityline';
    layout.dateStyle = eleventh.pick(['numeric', 'long'] as const);
  }
  if (twelfth) {
    layout.letterhead = twelfth.pick(['left', 'left', 'right'] as const);
    layout.infoStyle = twelfth.pick(['pairs', 'pairs', 'farRight'] as const);
    layout.datePlacement = twelfth.pick(['bezug', 'bezug', 'infoblock', 'cityline'] as const);
    layout.dateStyle = twelfth.pick(['numeric', 'numeric', 'long', 'short'] as const);
  }
  if (thirteenth) {
    layout.letterhead = thirteenth.pick(['left', 'left', 'right'] as const);
    layout.infoStyle = thirteenth.pick(['grid', 'grid', 'pairs', 'farRight'] as const);
    layout.datePlacement = thirteenth.pick(['infoblock', 'infoblock', 'cityline'] as const);
    layout.dateStyle = thirteenth.pick(['numeric', 'numeric', 'long'] as const);
  }
  if (fourteenth) {
    layout.letterhead = fourteenth.pick(['left', 'left', 'right'] as const);
    layout.infoStyle = fourteenth.pick(['pairs', 'pairs', 'farRight'] as const);
    layout.datePlacement = fourteenth.pick(['infoblock', 'infoblock', 'cityline'] as const);
    layout.dateStyle = fourteenth.pick(['numeric', 'numeric', 'long'] as const);
  }
  if (fifteenth) {
    layout.letterhead = fifteenth.pick(['left', 'left', 'right'] as const);
    layout.infoStyle = fifteenth.pick(['pairs', 'pairs', 'farRight'] as const);
    layout.datePlacement = fifteenth.pick(['infoblock', 'infoblock', 'cityline'] as const);
    layout.dateStyle = fifteenth.pick(['numeric', 'numeric', 'long'] as const);
  }
  if (sixteenth) {
    layout.letterhead = sixteenth.pick(['left', 'left', 'right'] as const);
    layout.infoStyle = sixteenth.pick(['aligned', 'aligned', 'aligned', 'headTable', 'headTable'] as const);
    // The head's table stands at the right of the page's top: the letterhead goes at the left.
    if (layout.infoStyle === 'headTable') layout.letterhead = 'left';
    layout.datePlacement = sixteenth.pick(['infoblock', 'infoblock', 'cityline'] as const);
    layout.dateStyle = sixteenth.pick(['numeric', 'numeric', 'long'] as const);
  }
  if (seventeenth) {
    layout.letterhead = seventeenth.pick(['left', 'left', 'right'] as const);
    layout.infoStyle = seventeenth.pick(['capsBox', 'capsBox', 'headline', 'headline', 'pairs'] as const);
    // The box stands at the top right of the page: the letterhead goes at the left.
    if (layout.infoStyle === 'capsBox') layout.letterhead = 'left';
    layout.datePlacement = seventeenth.pick(['infoblock', 'infoblock', 'cityline'] as const);
    layout.dateStyle = seventeenth.pick(['numeric', 'numeric', 'long'] as const);
  }
  if (eighteenth) {
    layout.letterhead = eighteenth.pick(['left', 'left', 'right'] as const);
    layout.infoStyle = eighteenth.pick(['band', 'band', 'foot', 'foot', 'pairs'] as const);
    layout.datePlacement = eighteenth.pick(['infoblock', 'infoblock', 'corner', 'cityline'] as const);
    layout.dateStyle = eighteenth.pick(['numeric', 'numeric', 'long'] as const);
  }
  if (nineteenth) {
    layout.letterhead = nineteenth.pick(['left', 'left', 'right'] as const);
    layout.infoStyle = nineteenth.pick(['inverse', 'inverse', 'underAddress', 'underAddress', 'pairs'] as const);
    layout.datePlacement = nineteenth.pick(['infoblock', 'infoblock', 'infoblock', 'cityline'] as const);
    layout.dateStyle = nineteenth.pick(['numeric', 'numeric', 'long'] as const);
  }
  if (twentieth) {
    layout.letterhead = twentieth.pick(['left', 'left', 'right'] as const);
    layout.infoStyle = twentieth.pick(['pairs', 'pairs', 'pairs'] as const);
    layout.datePlacement = twentieth.pick(['titleLine', 'infoblock', 'infoblock', 'cityline'] as const);
    layout.dateStyle = twentieth.pick(['numeric', 'numeric', 'long'] as const);
  }
  if (twentysecond) {
    layout.letterhead = twentysecond.pick(['left', 'left', 'right'] as const);
    layout.infoStyle = twentysecond.pick(['pairs', 'pairs', 'pairs', 'farRight'] as const);
    layout.datePlacement = twentysecond.pick(['infoblock', 'infoblock', 'infoblock', 'cityline'] as const);
    layout.dateStyle = twentysecond.pick(['numeric', 'numeric', 'long'] as const);
  }
  if (twentythird) {
    layout.letterhead = twentythird.pick(['left', 'left', 'right'] as const);
    layout.infoStyle = twentythird.pick(['flushRight', 'flushRight', 'pairs', 'pairs', 'farRight'] as const);
    // The right-aligned column stands at the page's top right, and a long office name needs the width: the letterhead goes at the left.
    if (layout.infoStyle === 'flushRight' || amt.name.length > 30) layout.letterhead = 'left';
    layout.datePlacement = twentythird.pick(['infoblock', 'infoblock', 'infoblock', 'footer', 'cityline'] as const);
    layout.dateStyle = twentythird.pick(['numeric', 'numeric', 'long'] as const);
  }
  if (twentyfourth) {
    layout.letterhead = twentyfourth.pick(['left', 'left', 'right'] as const);
    // (A long office name needs the width at the left: 'Finanzamt Zwiesel mit Außenstelle Viechtach'.)
    if (amt.name.length > 28) layout.letterhead = 'left';
    layout.infoStyle = twentyfourth.pick(['pairs', 'pairs', 'pairs', 'farRight'] as const);
    layout.datePlacement = twentyfourth.pick(['infoblock', 'infoblock', 'infoblock', 'cityline', 'runningHead'] as const);
    layout.dateStyle = twentyfourth.pick(['numeric', 'numeric', 'long'] as const);
    layout.fontScale = twentyfourth.pick([0.9, 0.9, 1]);
  }
  if (twentyfirst) {
    layout.letterhead = twentyfirst.pick(['left', 'left', 'right'] as const);
    layout.infoStyle = twentyfirst.pick(['pairs', 'pairs', 'farRight'] as const);
    layout.datePlacement = twentyfirst.pick(['leftAbove', 'leftAbove', 'infoblock', 'infoblock', 'cityline'] as const);
    layout.dateStyle = twentyfirst.pick(['numeric', 'numeric', 'long'] as const);
  }
  if (ninth) {
    layout.letterhead = ninth.pick(['left', 'right'] as const);
    layout.infoStyle = ninth.pick(['pairs', 'pairs', 'header'] as const);
    // The header's column of numbers beside a letterhead at the right would run into the office's address.
    if (layout.infoStyle === 'header') layout.letterhead = 'left';
    layout.datePlacement = ninth.pick(['infoblock', 'infoblock', 'cityline'] as const);
    layout.dateStyle = ninth.pick(['numeric', 'long'] as const);
  }
  const labels = LABELS[set];
  const district = rng.digits(districtDigits(amt.state));
  const serial = rng.digits(amt.state === 'NW' ? 4 : 5);
  const stnr = steuernummer(amt, district, serial);
  let printedStnr = rng.chance(0.2) ? stnr.elster : stnr.alt && rng.chance(0.5) ? stnr.alt : stnr.land;
  // The blind set prints the ELSTER form in groups in two letters of five: '9143/0815/08155', '9143 0815 08155'.
  if (blind?.chance(0.4)) {
    const sep = blind.pick(['/', ' ']);
    const cut = 5 + districtDigits(amt.state);
    printedStnr = [stnr.elster.slice(0, 4), stnr.elster.slice(4, cut), stnr.elster.slice(cut)].join(sep);
  }
  // The twelfth set prints the 13-digit form in part of its letters in groups of four, as
  // ELSTER's forms show it: '9181 0815 0815 5'.
  const elsterGrouped = twelfth?.chance(0.4) ?? false;
  if (elsterGrouped) printedStnr = stnr.elster.replace(/^(\d{4})(\d{4})(\d{4})(\d)$/, '$1 $2 $3 $4');

  const female = rng.chance(0.5);
  const first = rng.pick(female ? FIRST_NAMES_F : FIRST_NAMES_M);
  const last = rng.pick(LAST_NAMES);
  const street = `${rng.pick(STREETS)} ${rng.int(1, 120)}${rng.chance(0.15) ? rng.pick(['a', 'b']) : ''}`;
  // A quarter of the recipients live in a place whose name ends in "-den" (Dresden, Minden, Emden).
  const den = vary.chance(0.25) ? vary.pick(DEN_CITIES) : null;
  const plzCity = den ? `${den[0]} ${den[1]}` : `${rng.pick(amt.plz)} ${amt.city}`;
  const businessLetter = [
    'umsatzsteuerbescheid',
    'gewerbesteuermessbescheid',
    'fragebogen-erfassung',
    'steuernummer-mitteilung',
    'pruefungsanordnung',
  ].includes(letterType);
  let business = businessLetter ? `${rng.pick(TRADES)} ${last}` : null;
  const couple = !business && rng.chance(0.2);
  let recipient = business
    ? [business, `Inh. ${first} ${last}`, street, plzCity]
    : couple
      ? [`Herrn und Frau`, `${rng.pick(FIRST_NAMES_M)} und ${rng.pick(FIRST_NAMES_F)} ${last}`, street, plzCity]
      : [female ? 'Frau' : 'Herrn', `${first} ${last}`, street, plzCity];
  let salutation = couple ? 'Sehr geehrte Damen und Herren,' : female ? `Sehr geehrte Frau ${last},` : `Sehr geehrter Herr ${last},`;

  // The seventh set writes to a GmbH & Co. KG at a Postfach, to people in care of another (c/o) or at a Postfach.
  if (seventh) {
    const postfach = `Postfach ${seventh.int(10, 99)} ${seventh.digits(2)} ${seventh.digits(2)}`;
    if (business && seventh.chance(0.6)) {
      business = `${last} ${seventh.pick(['Bau', 'Immobilien', 'Handels', 'Logistik', 'Verwaltungs'])} GmbH & Co. KG`;
      recipient = [
        business,
        seventh.pick(['z. Hd. der Geschäftsführung', 'Geschäftsführung', 'Abteilung Finanzen']),
        seventh.chance(0.6) ? postfach : street,
        plzCity,
      ];
      salutation = 'Sehr geehrte Damen und Herren,';
    } else if (!business && seventh.chance(0.25))
      recipient = [...recipient.slice(0, 2), `c/o ${seventh.pick(['Familie', 'Frau', 'Herrn'])} ${seventh.pick(LAST_NAMES)}`, ...recipient.slice(2)];
    else if (!business && seventh.chance(0.3)) recipient = [...recipient.slice(0, 2), postfach, plzCity];
  }
  // The tenth set writes to a GmbH for the attention of a named manager, and to people in care of
  // their tax adviser (the adviser's office address), as letters to a Empfangsbevollmächtigter go.
  if (tenth) {
    if (business && tenth.chance(0.55)) {
      business = `${last} ${tenth.pick(['Haustechnik', 'Software', 'Gastronomie', 'Metallbau', 'Beratung'])} GmbH`;
      recipient = [business, `z. Hd. ${female ? 'Frau' : 'Herrn'} ${first} ${last}`, street, plzCity];
      salutation = 'Sehr geehrte Damen und Herren,';
    } else if (!business && tenth.chance(0.4)) {
      const adviser = tenth.pick(LAST_NAMES);
      const office = tenth.pick([
        `${adviser} & Partner mbB`,
        `Steuerkanzlei ${adviser}`,
        `StB Dipl.-Kfm. ${tenth.pick(FIRST_NAMES_M)} ${adviser}`,
        `${adviser} Steuerberatung GmbH`,
      ]);
      recipient = [...recipient.slice(0, 2), `c/o ${office}`, `${tenth.pick(STREETS)} ${tenth.int(1, 90)}`, recipient[3]!];
    }
  }
  // The eleventh set writes to married couples as 'Eheleute' or as two lines, one for each of them.
  if (eleventh && !business && eleventh.chance(0.3)) {
    const [he, she] = [female ? eleventh.pick(FIRST_NAMES_M) : first, female ? first : eleventh.pick(FIRST_NAMES_F)];
    if (eleventh.chance(0.5)) {
      recipient = ['Eheleute', `${he} und ${she} ${last}`, street, plzCity];
      salutation = `Sehr geehrte Eheleute ${last},`;
    } else {
      recipient = [`Frau ${she} ${last}`, `Herrn ${he} ${last}`, street, plzCity];
      salutation = `Sehr geehrte Frau ${last}, sehr geehrter Herr ${last},`;
    }
  }
  // The thirteenth set writes to doctors and professors ('Herrn Dr. Jonas Weber'), and at times with an
  // address supplement on a line of its own ('Hinterhaus', 'Wohnung 12, 3. OG').
  if (thirteenth && !business && !couple) {
    if (thirteenth.chance(0.3)) {
      const title = thirteenth.pick(['Dr.', 'Dr.', 'Prof. Dr.', 'Dr. med.']);
      recipient = [recipient[0]!, `${title} ${first} ${last}`, ...recipient.slice(2)];
      salutation = `${female ? 'Sehr geehrte Frau' : 'Sehr geehrter Herr'} ${title.replace(' med.', '')} ${last},`;
    }
    if (thirteenth.chance(0.25))
      recipient = [
        ...recipient.slice(0, 2),
        thirteenth.pick(['Hinterhaus', 'Wohnung 12, 3. OG', 'Seitenflügel, 2. OG', 'Appartement 7']),
        ...recipient.slice(2),
      ];
  }
  const drawnBanks = banksOf(amt, vary.chance(0.4) ? 2 : 1);
  // The seventh set's Finanzkassen mostly name both accounts.
  const banks =
    seventh?.chance(0.7) ||
    ninth?.chance(0.5) ||
    tenth?.chance(0.6) ||
    eleventh?.chance(0.6) ||
    twelfth?.chance(0.5) ||
    thirteenth?.chance(0.75) ||
    fourteenth?.chance(0.6) ||
    fifteenth?.chance(0.55) ||
    sixteenth?.chance(0.5) ||
    eighteenth?.chance(0.5) ||
    nineteenth?.chance(0.6) ||
    twentieth?.chance(0.5) ||
    twentyfirst?.chance(0.5) ||
    twentysecond?.chance(0.5) ||
    twentythird?.chance(0.5) ||
    twentyfourth?.chance(0.5)
      ? banksOf(amt, 2)
      : drawnBanks;
  const bank = banks[0]!;
  const printed: { payee: string | null; reference: string | null } = { payee: null, reference: null };
  // A payment schedule (seventh set) names the amount and the due date above the payment section.
  const ledger = seventh?.chance(0.4) ?? false;
  const tax = SEVENTH_TAX[letterType] ?? (['ESt', 'Einkommensteuer'] as const);
  const input = {
    rng,
    vary,
    sixth,
    seventh: seventh ? { rng: seventh, banks, ledger, tax } : null,
    eighth: eighth ? { rng: eighth, tax } : null,
    ninth: ninth ? { rng: ninth, tax, banks, land: NINTH_OWNERS[amt.state] } : null,
    tenth: tenth ? { rng: tenth, tax, banks } : null,
    eleventh: eleventh ? { rng: eleventh, tax, banks } : null,
    twelfth: twelfth ? { rng: twelfth, tax, banks } : null,
    thirteenth: thirteenth ? { rng: thirteenth, tax, banks, table: false } : null,
    fourteenth: fourteenth ? { rng: fourteenth, tax, banks } : null,
    fifteenth: fifteenth ? { rng: fifteenth, tax, banks } : null,
    sixteenth: sixteenth ? { rng: sixteenth, tax, banks } : null,
    seventeenth: seventeenth ? { rng: seventeenth, tax, banks, land: NINTH_OWNERS[amt.state] } : null,
    eighteenth: eighteenth ? { rng: eighteenth, tax, banks, columns: null as { head: string[]; row: string[] } | null } : null,
    // The nineteenth set dates part of its letters tersely ('3.2.26'), in the payment box too.
    nineteenth: nineteenth ? { rng: nineteenth, tax, banks, compact: layout.dateStyle === 'numeric' && nineteenth.chance(0.45) } : null,
    twentieth: twentieth ? { rng: twentieth, tax, banks } : null,
    twentyfirst: twentyfirst ? { rng: twentyfirst, tax, banks } : null,
    twentysecond: twentysecond ? { rng: twentysecond, tax, banks } : null,
    twentythird: twentythird ? { rng: twentythird, tax, banks, elster: stnr.elster } : null,
    twentyfourth: twentyfourth ? { rng: twentyfourth, tax, banks, joint: couple } : null,
    amt,
    letterDate,
    dateStyle: layout.dateStyle,
    bank,
    salutation,
    business,
    stnr: printedStnr,
    set,
    printed,
  };
  const out = TEMPLATES[letterType](input);
  const steuerId = out.truth.personal ? randomSteuerId(rng) : null;

  const phoneBase = `${amt.area} ${rng.int(2, 9)}${rng.digits(rng.int(2, 4))}`;
  const info: [string, string][] = [[rng.pick(labels.stnr), printedStnr]];
  if (steuerId) info.push([rng.pick(labels.id), rng.chance(0.7) ? formatSteuerId(steuerId) : steuerId]);
  info.push(['Bearbeitet von', rng.pick(['Frau Schulz', 'Herr Yildiz', 'Frau Nowak', 'Herr Peters', 'Team 3', 'Frau Krämer'])]);
  info.push(['Telefon', `${phoneBase}-${rng.int(100, 999)}`]);
  if (rng.chance(0.5)) info.push(['Zimmer', String(rng.int(1, 5) * 100 + rng.int(1, 40))]);
  if (seventh) {
    // The seventh set's contact labels, and a Geschäftszeichen after the Steuernummer.
    for (const pair of info) {
      if (pair[0] === 'Bearbeitet von') pair[0] = seventh.pick(['Bearbeiter/in', 'Auskunft erteilt']);
      else if (pair[0] === 'Telefon') pair[0] = seventh.pick(['Durchwahl', 'Telefon (Durchwahl)']);
    }
    info.splice(1, 0, ['Geschäftszeichen', `${seventh.pick(['ESt', 'Veranl.', 'StE', 'Erh.'])} ${seventh.int(1, 9)}${seventh.pick(['', '/Ko', '/Hb', '-3'])}`]);
  }
  // The eighth set's contact labels, 'Unser Zeichen' after the Steuernummer (unless its label says it)
  // and at times 'Ihr Zeichen' (the recipient's or the adviser's reference) before it.
  if (eighth) {
    for (const pair of info) {
      if (pair[0] === 'Bearbeitet von') pair[0] = eighth.pick(['Sachbearbeitung', 'Ansprechpartner/in', 'Bearbeitet von']);
      else if (pair[0] === 'Telefon') pair[0] = eighth.pick(['Tel.-Durchwahl', 'Telefon', 'Rufnummer']);
      else if (pair[0] === 'Zimmer') pair[0] = eighth.pick(['Zimmer-Nr.', 'Raum']);
    }
    if (!info[0]![0].startsWith('Unser Zeichen'))
      info.splice(1, 0, ['Unser Zeichen', `${eighth.pick(['St', 'Veranl', 'ArbN', 'KSt'])} ${eighth.int(11, 69)}/${eighth.digits(2)}`]);
    if (eighth.chance(0.4))
      info.splice(1, 0, ['Ihr Zeichen', eighth.pick(['—', `StB-${eighth.digits(4)}`, `${last.slice(0, 3).toUpperCase()}/${eighth.int(1, 99)}`])]);
  }
  // The eleventh set's contact labels, the department ('Sachgebiet') and the office's e-mail address.
  if (eleventh) {
    for (const pair of info) {
      if (pair[0] === 'Bearbeitet von') pair[0] = eleventh.pick(['Sachbearbeiter/in', 'Ansprechpartner', 'Bearbeitet von']);
      else if (pair[0] === 'Zimmer') pair[0] = eleventh.pick(['Zimmer', 'Zimmer-/Raumnummer']);
    }
    const contact = info.findIndex(([, value]) => value.startsWith('Frau ') || value.startsWith('Herr ') || value.startsWith('Team '));
    info.splice(contact, 0, [
      'Sachgebiet',
      eleventh.pick(['Veranlagung Arbeitnehmer', 'Veranlagung 2', 'Erhebung / Finanzkasse', 'Allgemeine Veranlagung', 'Betriebsstätten-Veranlagung']),
    ]);
    if (eleventh.chance(0.6)) info.push(['E-Mail', `fa${amt.fa}@stv-muster.de`]);
  }
  // The twelfth set's labels: the 13-digit form's own, the IdNr. at times grouped by dots
  // ('01.234.567.890'), its contact labels.
  if (twelfth) {
    if (elsterGrouped) info[0]![0] = 'Steuernummer (bundeseinheitlich)';
    for (const pair of info) {
      if (steuerId !== null && pair[1].replace(/ /g, '') === steuerId && twelfth.chance(0.35))
        pair[1] = `${steuerId.slice(0, 2)}.${steuerId.slice(2, 5)}.${steuerId.slice(5, 8)}.${steuerId.slice(8)}`;
      else if (pair[0] === 'Bearbeitet von') pair[0] = twelfth.pick(['Auskunft', 'Bearbeitet von']);
      else if (pair[0] === 'Telefon') pair[0] = twelfth.pick(['Tel.', 'Telefon']);
    }
  }
  // The fourteenth set's contact labels.
  if (fourteenth) {
    for (const pair of info) {
      if (pair[0] === 'Bearbeitet von') pair[0] = fourteenth.pick(['Ansprechpartner/-in', 'Zuständig']);
      else if (pair[0] === 'Telefon') pair[0] = fourteenth.pick(['Servicenummer', 'Tel.-Nr.']);
    }
  }
  // The fifteenth set's contact labels.
  if (fifteenth) {
    for (const pair of info) {
      if (pair[0] === 'Bearbeitet von') pair[0] = fifteenth.pick(['Ihr Kontakt', 'Rückfragen an']);
      else if (pair[0] === 'Telefon') pair[0] = fifteenth.pick(['Telefonisch erreichbar', 'Rufnummer']);
      else if (pair[0] === 'Zimmer') pair[0] = 'Raum-Nr.';
    }
  }
  // The sixteenth set's contact labels.
  if (sixteenth) {
    for (const pair of info) {
      if (pair[0] === 'Bearbeitet von') pair[0] = sixteenth.pick(['Ihre Ansprechperson', 'Kontaktperson']);
      else if (pair[0] === 'Telefon') pair[0] = sixteenth.pick(['Direktwahl', 'Fon']);
      else if (pair[0] === 'Zimmer') pair[0] = 'Dienstzimmer';
    }
  }
  // The seventeenth set's contact labels.
  if (seventeenth) {
    for (const pair of info) {
      if (pair[0] === 'Bearbeitet von') pair[0] = seventeenth.pick(['Bearbeitung durch', 'Es schreibt Ihnen']);
      else if (pair[0] === 'Telefon') pair[0] = seventeenth.pick(['Rückruf unter', 'Tel. direkt']);
      else if (pair[0] === 'Zimmer') pair[0] = 'Zi.';
    }
  }
  // The eighteenth set's contact labels.
  if (eighteenth) {
    for (const pair of info) {
      if (pair[0] === 'Bearbeitet von') pair[0] = eighteenth.pick(['Auskunft bei', 'Ihr Gesprächspartner']);
      else if (pair[0] === 'Telefon') pair[0] = eighteenth.pick(['Durchwahl-Nr.', 'Telefon-Nr.']);
      else if (pair[0] === 'Zimmer') pair[0] = 'Zimmer/Raum';
    }
  }
  // The nineteenth set's contact labels, and the IdNr. at times unspaced.
  if (nineteenth) {
    for (const pair of info) {
      if (pair[0] === 'Bearbeitet von') pair[0] = nineteenth.pick(['Sachbearbeitung durch', 'Zuständig ist']);
      else if (pair[0] === 'Telefon') pair[0] = nineteenth.pick(['Tel. (Durchwahl)', 'Ruf-Nr.']);
      else if (pair[0] === 'Zimmer') pair[0] = 'Zimmernummer';
    }
  }
  // The twentieth set's contact labels.
  if (twentieth) {
    for (const pair of info) {
      if (pair[0] === 'Bearbeitet von') pair[0] = twentieth.pick(['Kontakt', 'Ansprechstelle']);
      else if (pair[0] === 'Telefon') pair[0] = twentieth.pick(['Rufnummer (direkt)', 'Tel. Sachbearbeitung']);
      else if (pair[0] === 'Zimmer') pair[0] = 'Raum / Etage';
    }
  }
  // The twenty-first set's contact labels.
  if (twentyfirst) {
    for (const pair of info) {
      if (pair[0] === 'Bearbeitet von') pair[0] = twentyfirst.pick(['Bearbeiterin/Bearbeiter', 'Sachbearbeiter(in)']);
      else if (pair[0] === 'Telefon') pair[0] = twentyfirst.pick(['Tel.-Durchwahl', 'Telefon (Sachgebiet)']);
      else if (pair[0] === 'Zimmer') pair[0] = 'Zimmer-Nr.';
    }
  }
  // The twenty-second set's contact labels.
  if (twentysecond) {
    for (const pair of info) {
      if (pair[0] === 'Bearbeitet von') pair[0] = twentysecond.pick(['Bearbeitende Person', 'Ihre Sachbearbeitung']);
      else if (pair[0] === 'Telefon') pair[0] = twentysecond.pick(['Telefon-Durchwahl', 'Tel. (direkt)']);
      else if (pair[0] === 'Zimmer') pair[0] = 'Zimmer-Nr./Etage';
    }
  }
  // The twenty-third set's contact labels: the switchboard's number with the extension apart ('App. 215').
  if (twentythird) {
    for (const pair of info) {
      if (pair[0] === 'Bearbeitet von') pair[0] = twentythird.pick(['Sachbearbeiterin/Sachbearbeiter', 'Bearbeitung']);
      else if (pair[0] === 'Zimmer') [pair[0], pair[1]] = ['Zimmer/Haus', `${pair[1]} / Haus ${twentythird.pick(['A', 'B', 'C'])}`];
    }
    const phone = info.findIndex(([label]) => label === 'Telefon');
    if (phone >= 0 && twentythird.chance(0.6)) {
      const extension = info[phone]![1].split('-').pop()!;
      info.splice(phone, 1, ['Vermittlung', `${phoneBase}-0`], ['App.', extension]);
    }
  }
  // The twenty-fourth set's contact labels ('Name', 'Fernsprecher' as DIN 5008's and older forms have
  // them), at times a telefax row, and in part of the letters the Steuernummer as "Unser Zeichen" after
  // the reader's (where the block's pairs are drawn: the other styles pick the numbers by their labels).
  let faxNumber: string | null = null;
  if (twentyfourth) {
    for (const pair of info) {
      if (pair[0] === 'Bearbeitet von') pair[0] = twentyfourth.pick(['Name', 'Bearbeitet durch']);
      else if (pair[0] === 'Telefon') pair[0] = twentyfourth.pick(['Fernsprecher', 'Telefon']);
    }
    const phone = info.findIndex(([label]) => label === 'Fernsprecher' || label === 'Telefon');
    if (phone >= 0 && twentyfourth.chance(0.5)) {
      faxNumber = `${phoneBase}-${twentyfourth.int(1000, 1999)}`;
      info.splice(phone + 1, 0, ['Telefax', faxNumber]);
    }
    if (layout.infoStyle === 'pairs' && twentyfourth.chance(0.3))
      info[0] = ['Ihr Zeichen / Unser Zeichen', `${twentyfourth.pick(['—', '—', `StB-${twentyfourth.digits(3)}`])} / ${printedStnr}`];
  }
  // The fresh and the unseen set print amounts (and the fresh set long dates) their own way
  // (freshWording, unseenWording); the truth stays as drawn.
  const wording = fresh
    ? freshWording(fresh, layout.dateStyle)
    : unseen
      ? unseenWording(unseen)
      : blind
        ? blindWording(blind)
        : eighth
          ? eighthWording(eighth)
          : ninth
            ? ninthWording(ninth)
            : thirteenth
              ? thirteenthWording(thirteenth)
              : twentyfourth
                ? twentyfourthWording(twentyfourth, layout.dateStyle)
                : (text: string) => text;
  let printedDate = wording(
    layout.dateStyle === 'long' ? dateLong(letterDate) : layout.dateStyle === 'short' ? dateShort(letterDate) : dateNumeric(letterDate),
  );
  // Part of the eleventh set's letters date as DIN 5008 allows, in ISO 8601 ('2026-03-12').
  if (eleventh?.chance(0.3)) printedDate = letterDate;
  // The fourteenth set's information block dates at times with the weekday abbreviated: 'Do., 26.11.2026'.
  if (fourteenth && layout.datePlacement === 'infoblock' && layout.dateStyle === 'numeric' && fourteenth.chance(0.4))
    printedDate = `${WEEKDAYS[new Date(`${letterDate}T12:00:00Z`).getUTCDay()]!.slice(0, 2)}., ${printedDate}`;
  // The seventh set's information block dates 'den 26.11.2026' or 'Donnerstag, 26. November 2026'.
  if (seventh && layout.datePlacement === 'infoblock')
    printedDate = seventh.pick([`den ${printedDate}`, `${WEEKDAYS[new Date(`${letterDate}T12:00:00Z`).getUTCDay()]}, ${dateLong(letterDate)}`, printedDate]);
  // The nineteenth set's terse dates: '3.2.26'.
  if (input.nineteenth?.compact) printedDate = dateCompact(letterDate);
  const dateLabel = fresh
    ? /Bescheid/.test(out.subject[0]!)
      ? 'Datum des Bescheids'
      : fresh.pick(labels.date)
    : unseen
      ? /Bescheid/.test(out.subject[0]!) && unseen.chance(0.6)
        ? 'Bescheid vom'
        : 'Datum'
      : blind
        ? // 'Ausgefertigt am' only where the block's pairs are drawn (the other styles draw 'Datum' apart).
          blind.pick(layout.infoStyle === 'pairs' || layout.infoStyle === 'header' ? labels.date : ['Datum'])
        : sixth
          ? sixth.pick(labels.date)
          : seventh
            ? seventh.pick(labels.date)
            : eighth
              ? eighth.pick(labels.date)
              : ninth
                ? ninth.pick(labels.date)
                : tenth
                  ? tenth.pick(/Bescheid/.test(out.subject[0]!) ? ['Bescheiddatum', 'Datum des Bescheides'] : labels.date)
                  : eleventh
                    ? eleventh.pick(labels.date)
                    : twelfth
                      ? twelfth.pick(labels.date)
                      : thirteenth
                        ? thirteenth.pick(labels.date)
                        : fourteenth
                          ? fourteenth.pick(labels.date)
                          : fifteenth
                            ? fifteenth.pick(/Bescheid/.test(out.subject[0]!) ? ['Bescheid erstellt am', ...labels.date] : labels.date)
                            : sixteenth
                              ? sixteenth.pick(labels.date)
                              : seventeenth
                                ? seventeenth.pick(labels.date)
                                : eighteenth
                                  ? eighteenth.pick(labels.date)
                                  : nineteenth
                                    ? nineteenth.pick(labels.date)
                                    : twentieth
                                      ? twentieth.pick(labels.date)
                                      : twentyfirst
                                        ? twentyfirst.pick(labels.date)
                                        : twentysecond
                                          ? // ('Ort, Datum' only where the block's pairs are drawn: its value is long.)
                                            twentysecond.pick(layout.infoStyle === 'pairs' ? labels.date : labels.date.slice(1))
                                          : twentythird
                                            ? twentythird.pick(labels.date)
                                            : twentyfourth
                                              ? twentyfourth.pick(/Bescheid/.test(out.subject[0]!) ? ['Bescheid ausgefertigt am', ...labels.date] : labels.date)
                                              : vary.pick(labels.date);
  // Half the blind set's Bescheide print their date only in the ELSTER-style title: '… vom 03.11.2026'.
  let subject = out.subject;
  if (blind && /^(Geänderter )?Bescheid für \d{4}/.test(subject[0]!) && blind.chance(0.5)) {
    layout.datePlacement = 'title';
    subject = [`${subject[0]} vom ${printedDate}`, ...subject.slice(1)];
  }
  // The ninth set words and breaks its titles its own way: 'Bescheid über … / für das Kalenderjahr 2025',
  // 'Bescheid für 2025 über / Einkommensteuer …', the Mahnung's heading letter-spaced ('M a h n u n g').
  if (ninth) subject = ninthSubject(ninth, subject);
  if (unseen && layout.infoStyle === 'table' && out.truth.taxYear !== null && ONE_YEAR_TYPES.includes(letterType))
    info.splice(1, 0, ['Steuerjahr', String(out.truth.taxYear)]);
  // Some of the eighth set's letters print their date only in the closing, above the greeting: those
  // short enough (no second page, no long table) for the greeting to stay on page 1, so that a photo
  // of page 1 shows the date too.
  const greeting = out.blocks.findIndex((b) => b.kind === 'para' && b.text.startsWith('Mit freundlichen Grüßen'));
  const closing =
    eighth !== null && greeting >= 0 && !out.blocks.slice(0, greeting).some((b) => b.kind === 'pagebreak' || b.kind === 'grid') && eighth.chance(0.65);
  if (closing) layout.datePlacement = 'closing';
  // (The twenty-second set's 'Ort, Datum' names the office's city before the date.)
  // The twenty-third set's information block dates at times with the time it was printed: '03.03.2026, 08:14 Uhr'.
  if (twentythird && layout.datePlacement === 'infoblock' && layout.dateStyle === 'numeric' && twentythird.chance(0.4))
    printedDate = `${printedDate}, ${String(twentythird.int(6, 19)).padStart(2, '0')}:${twentythird.digits(2).replace(/^[6-9]/, '4')} Uhr`;
  if (layout.datePlacement === 'infoblock') info.push([dateLabel, dateLabel === 'Ort, Datum' ? `${amt.city}, ${printedDate}` : printedDate]);
  const drawnLetterOf = rng.chance(0.4) ? dateNumeric(dateBefore(letterDate, rng.int(5, 60))) : null;
  const yourLetterOf = blind && drawnLetterOf ? wording(drawnLetterOf) : drawnLetterOf;
  if (yourLetterOf && layout.datePlacement === 'infoblock') info.splice(1, 0, ['Ihr Schreiben vom', yourLetterOf]);
  // The held-out set orders the block differently: the date first.
  if (set === 'heldout') {
    const date = info.findIndex(([label]) => label.startsWith('Datum'));
    if (date > 0) info.unshift(...info.splice(date, 1));
  }

  const photo = photoEffects(rng);
  let unseenStyle: UnseenStyle | undefined;
  let blocks = out.blocks;
  if (unseen) {
    // Half the letters that pay by Kassenzeichen name it in the information block too.
    if (printed.reference && /^\d{3}-\d{6}-\d$/.test(printed.reference) && unseen.chance(0.5)) info.splice(1, 0, ['Kassenzeichen', printed.reference]);
    // Half the Rechtsbehelfsbelehrungen go on a second page.
    const rbb = blocks.findIndex((b) => b.kind === 'smallprint' && b.title === 'Rechtsbehelfsbelehrung');
    if (rbb > 0 && blocks[rbb - 1]!.kind !== 'pagebreak' && unseen.chance(0.5)) blocks = [...blocks.slice(0, rbb), { kind: 'pagebreak' }, ...blocks.slice(rbb)];
    const inter = unseen.chance(0.6);
    unseenStyle = {
      font: inter ? 'Inter' : 'Helvetica',
      bodySize: inter ? unseen.pick([9, 10, 11]) : unseen.pick([9, 11]),
      footerIbanCompact: unseen.chance(0.4),
      transit: unseen.pick(['Bus 52 und 61, Haltestelle Finanzamt', 'Straßenbahn Linie 4, Haltestelle Rathaus', 'S-Bahn bis Hauptbahnhof, 5 Minuten Fußweg']),
    };
    // A phone held close: the page fills the frame, the table shows at one or two edges only and
    // the others are cut a little (never the footer's bank lines); a hand's shadow; a lower
    // resolution and JPEG quality than the other sets' photos.
    const shown = unseen.shuffle(['top', 'right', 'bottom', 'left'] as const).slice(0, unseen.int(1, 2));
    const cutMax = { top: 0.012, right: 0.03, bottom: 0, left: 0.03 };
    const edge = (side: keyof typeof cutMax) => (shown.includes(side) ? 0.03 + unseen.next() * 0.05 : -cutMax[side] * unseen.next());
    photo.frame = { top: edge('top'), right: edge('right'), bottom: edge('bottom'), left: edge('left') };
    photo.hand = unseen.chance(0.6)
      ? {
          edge: unseen.pick(['bottom', 'bottom', 'right', 'left'] as const),
          at: 0.25 + unseen.next() * 0.5,
          reach: 0.2 + unseen.next() * 0.2,
          width: 0.06 + unseen.next() * 0.05,
          darkness: 0.2 + unseen.next() * 0.2,
        }
      : null;
    photo.jpegQuality = unseen.int(55, 70);
    photo.scale = 0.72 + unseen.next() * 0.13;
  }
  let blindStyle: BlindStyle | undefined;
  if (blind) {
    const times = blind.chance(0.5);
    blindStyle = {
      font: times ? { regular: 'Times-Roman', bold: 'Times-Bold' } : { regular: 'Helvetica', bold: 'Helvetica-Bold' },
      bodySize: times ? blind.pick([9, 11.5, 12]) : blind.pick([8.5, 11.5, 12]),
      ourSign: `${blind.pick(['St', 'ESt', 'Veranl.', 'StK'])} ${blind.int(1, 9)}/${blind.int(10, 99)}`,
    };
    // A cooler light (daylight, a fluorescent tube) than the other sets' photos; the creases of a
    // letter folded in three for a DL envelope (at 105 and 210 mm of 297); a phone lens's barrel
    // distortion; one corner out of focus.
    photo.tint = blind.pick([
      [0.9 + blind.next() * 0.04, 0.95 + blind.next() * 0.03, 1],
      [0.92 + blind.next() * 0.03, 1, 0.93 + blind.next() * 0.04],
      [1, 0.98, 0.94],
    ]);
    if (blind.chance(0.6)) {
      const fold = (at: number) => ({
        at: at + (blind.next() - 0.5) * 0.02,
        tilt: (blind.next() - 0.5) * 0.012,
        darkness: 0.12 + blind.next() * 0.18,
        panel: blind.next() * 0.07,
      });
      photo.folds = blind.chance(0.5) ? [fold(105 / 297), fold(210 / 297)] : [fold(blind.pick([105 / 297, 210 / 297]))];
    }
    if (blind.chance(0.6)) photo.barrel = 0.015 + blind.next() * 0.03;
    if (blind.chance(0.5))
      photo.cornerBlur = {
        corner: blind.pick(['topLeft', 'topRight', 'bottomLeft', 'bottomRight'] as const),
        radius: 0.3 + blind.next() * 0.15,
        sigma: 1.8 + blind.next() * 1.4,
      };
  }
  let sixthStyle: SixthStyle | undefined;
  if (sixth) {
    ({ sixthStyle, blocks } = sixthLetter(sixth, letterType, blocks, photo, {
      dateLabel,
      payment:
        out.truth.amountDueCents !== null && printed.payee && printed.reference
          ? {
              payee: printed.payee,
              iban: bank.iban,
              bic: bank.bic,
              amount: euro(out.truth.amountDueCents, false),
              reference: printed.reference,
              payer: recipient[business ? 0 : 1]!,
            }
          : null,
    }));
  }
  let seventhStyle: SeventhStyle | undefined;
  if (seventh) {
    // The payment schedule: the due date first, then the amount, the tax and the period.
    const pay = blocks.findIndex((b) => b.kind === 'payment');
    if (ledger && pay >= 0 && out.truth.amountDueCents !== null && out.truth.dueDate) {
      const due = out.truth.dueDate;
      const period =
        letterType === 'vorauszahlungsbescheid'
          ? `${['I', 'II', 'III', 'IV'][Math.floor((Number(due.slice(5, 7)) - 1) / 3)]}/${due.slice(0, 4)}`
          : out.truth.taxYear !== null
            ? String(out.truth.taxYear)
            : '';
      const ledgerBlock: Block = {
        kind: 'ledger',
        title: seventh.pick(['Zahlungsübersicht', 'Bitte zahlen Sie wie folgt:', 'Fälligkeiten']),
        head: seventh.pick([
          ['Fälligkeit', 'Betrag', 'Steuerart', 'Zeitraum'],
          ['fällig am', 'Betrag EUR', 'Abgabeart', 'Jahr'],
          ['Fälligkeitstag', 'Betrag in Euro', 'Steuer/Nebenleistung', 'Zeitraum'],
        ]),
        rows: [[dateNumeric(due), euro(out.truth.amountDueCents, false), LEDGER_TAX[letterType] ?? 'Einkommensteuer', period]],
      };
      blocks = [...blocks.slice(0, pay), ledgerBlock, ...blocks.slice(pay)];
    }
    const times = seventh.chance(0.35);
    seventhStyle = {
      font: times ? { regular: 'Times-Roman', bold: 'Times-Bold' } : { regular: 'Helvetica', bold: 'Helvetica-Bold' },
      bodySize: times ? 10.5 : seventh.pick([9.5, 10]),
      continued: seventh.pick(['bw', 'fortsetzung'] as const),
    };
    // Photos held sideways, of a stapled letter, under a shadow band, with the Steuernummer
    // highlighted, or in low light (more noise, less light, softer).
    if (seventh.chance(0.3)) photo.quarterTurn = seventh.pick([90, 270] as const);
    if (seventh.chance(0.4)) photo.staple = { corner: seventh.pick(['topLeft', 'topRight'] as const), angleDeg: 25 + seventh.next() * 40 };
    if (seventh.chance(0.35))
      photo.band = {
        angleDeg: seventh.int(0, 179),
        offset: 0.2 + seventh.next() * 0.6,
        width: 0.08 + seventh.next() * 0.12,
        darkness: 0.25 + seventh.next() * 0.2,
      };
    if (layout.infoStyle === 'column' && seventh.chance(0.45))
      photo.highlight = {
        color: seventh.pick([
          [255, 240, 60],
          [150, 240, 120],
          [255, 160, 200],
        ] as [number, number, number][]),
        rect: null,
      };
    if (seventh.chance(0.25)) {
      photo.noiseSigma += 10 + seventh.next() * 8;
      photo.lightMin = Math.max(0.35, photo.lightMin - 0.2);
      photo.blurSigma += 0.3;
    }
  }
  let eighthStyle: EighthStyle | undefined;
  if (eighth) {
    if (closing) blocks = [...blocks.slice(0, greeting), { kind: 'para', text: `${amt.city}, den ${printedDate}` }, ...blocks.slice(greeting)];
    const times = eighth.chance(0.4);
    eighthStyle = {
      font: times ? { regular: 'Times-Roman', bold: 'Times-Bold' } : { regular: 'Helvetica', bold: 'Helvetica-Bold' },
      bodySize: times ? 11 : 10.5,
      stackedStnr: layout.infoStyle === 'ruled' && eighth.chance(0.5),
    };
    // Recycled grey paper; the back's print showing through; punched holes; a coffee ring; a pen's
    // tick and initials; a thumb at the edge; a small, heavily compressed picture.
    if (eighth.chance(0.3)) {
      const grey = 0.82 + eighth.next() * 0.07;
      photo.recycled = { grey: [grey, grey - 0.01, grey - 0.035], specks: eighth.int(1500, 3500) };
    }
    if (eighth.chance(0.3)) photo.showThrough = 0.1 + eighth.next() * 0.08;
    if (eighth.chance(0.35)) photo.holes = true;
    if (eighth.chance(0.25))
      photo.coffee = { cx: 0.2 + eighth.next() * 0.6, cy: 0.55 + eighth.next() * 0.35, r: 36 + eighth.next() * 8, strength: 0.25 + eighth.next() * 0.25 };
    if (eighth.chance(0.3))
      photo.pen = {
        at: 0.3 + eighth.next() * 0.4,
        ink: eighth.pick([
          [30, 50, 160],
          [20, 20, 30],
        ] as [number, number, number][]),
        seed: eighth.int(1, 1_000_000),
      };
    if (eighth.chance(0.3)) photo.thumb = { edge: eighth.pick(['left', 'right'] as const), at: 0.3 + eighth.next() * 0.4, size: 0.9 + eighth.next() * 0.3 };
    if (eighth.chance(0.2)) {
      photo.longEdge = 1000;
      photo.jpegQuality = eighth.int(30, 42);
    }
  }
  let ninthStyle: NinthStyle | undefined;
  if (ninth) {
    const times = ninth.chance(0.35);
    ninthStyle = {
      font: times ? { regular: 'Times-Roman', bold: 'Times-Bold' } : { regular: 'Helvetica', bold: 'Helvetica-Bold' },
      bodySize: times ? 10.5 : 10,
      marks: ninth.chance(0.6),
      largeSender: ninth.chance(0.4),
    };
    // Taken from the side; the photographer's shadow over half the picture; tilted further on a dark
    // desk; a translucent index tab at the edge; a scanner app's black-and-white page; upside down;
    // a phone's heavy sharpening; a warm bulb's yellow light.
    if (ninth.chance(0.3)) photo.sideKeystone = (ninth.chance(0.5) ? 1 : -1) * (0.03 + ninth.next() * 0.035);
    if (ninth.chance(0.3))
      photo.halfShadow = {
        angleDeg: ninth.int(60, 120),
        offset: 0.35 + ninth.next() * 0.3,
        darkness: 0.3 + ninth.next() * 0.15,
        soft: 0.03 + ninth.next() * 0.05,
      };
    if (ninth.chance(0.3)) {
      photo.background = { r: 24 + ninth.int(0, 8), g: 21 + ninth.int(0, 6), b: 19 + ninth.int(0, 6) };
      photo.rotateDeg = (ninth.chance(0.5) ? -1 : 1) * (4.5 + ninth.next() * 1.5);
    }
    if (ninth.chance(0.25))
      photo.indexTab = {
        at: 0.25 + ninth.next() * 0.5,
        color: ninth.pick([
          [255, 120, 170],
          [255, 170, 60],
          [120, 220, 120],
        ] as [number, number, number][]),
      };
    if (ninth.chance(0.25)) photo.oversharpen = 2.5 + ninth.next() * 2.5;
    if (ninth.chance(0.2)) photo.tint = [1, 0.86 + ninth.next() * 0.03, 0.62 + ninth.next() * 0.06];
    if (ninth.chance(0.12)) photo.halfTurn = true;
    if (ninth.chance(0.15)) {
      // A scanner app crops to the page and straightens it; what remains is the page, grey and evened out.
      photo.scannerApp = true;
      delete photo.sideKeystone;
      delete photo.halfShadow;
      delete photo.tint;
      photo.rotateDeg = (ninth.next() - 0.5) * 0.8;
      photo.shear = 0;
      photo.margin = 0.004;
      photo.shadow = null;
      photo.lightMin = 0.85 + ninth.next() * 0.1;
      photo.noiseSigma = 3 + ninth.next() * 3;
    }
  }
  let tenthStyle: TenthStyle | undefined;
  if (tenth) {
    const times = tenth.chance(0.4);
    tenthStyle = {
      font: times ? { regular: 'Times-Roman', bold: 'Times-Bold' } : { regular: 'Helvetica', bold: 'Helvetica-Bold' },
      bodySize: times ? tenth.pick([10, 11]) : 9.5,
    };
    // From a corner above the page (tilted towards the top or the bottom and to a side at once);
    // the page curling up at an edge; another page beside it; on a bed sheet; a lamp's reflection;
    // stored sideways with an EXIF tag to turn it; saved twice, smaller the second time.
    if (tenth.chance(0.3)) {
      photo.keystone = (tenth.chance(0.5) ? 1 : -1) * (0.025 + tenth.next() * 0.03);
      photo.sideKeystone = (tenth.chance(0.5) ? 1 : -1) * (0.025 + tenth.next() * 0.03);
    }
    if (tenth.chance(0.3))
      photo.curl = { edge: tenth.pick(['right', 'bottom', 'bottom'] as const), depth: 0.06 + tenth.next() * 0.06, angle: 1 + tenth.next() * 0.5 };
    // A quarter beside another page, a fifth on a bed sheet.
    const surroundings = tenth.next();
    if (surroundings < 0.25) {
      photo.neighbour = {
        side: tenth.pick(['left', 'right'] as const),
        share: 0.12 + tenth.next() * 0.12,
        gap: 0.01 + tenth.next() * 0.03,
        drop: (tenth.next() - 0.5) * 0.08,
        seed: tenth.int(1, 2 ** 31 - 1),
      };
      photo.margin = Math.max(photo.margin, 0.05);
    } else if (surroundings < 0.45) {
      // On the bed: the page on a crumpled sheet (laid as on a patterned table, so not tilted).
      photo.pattern = { kind: 'sheet', seed: tenth.int(1, 2 ** 31 - 1) };
      delete photo.keystone;
      delete photo.sideKeystone;
    }
    if (tenth.chance(0.25))
      photo.glare = {
        cx: 0.25 + tenth.next() * 0.5,
        cy: 0.2 + tenth.next() * 0.6,
        rx: 0.1 + tenth.next() * 0.1,
        ry: 0.04 + tenth.next() * 0.05,
        angleDeg: tenth.int(0, 179),
        strength: 0.6 + tenth.next() * 0.3,
      };
    // A fifth stored sideways with the EXIF tag, a sixth saved twice.
    const file = tenth.next();
    if (file < 0.2) photo.exifOrientation = tenth.pick([6, 8] as const);
    else if (file < 0.37) photo.resaved = { longEdge: tenth.int(1100, 1400), quality: tenth.int(45, 60) };
  }
  let eleventhStyle: EleventhStyle | undefined;
  if (eleventh) {
    // An extract of the tax account above the payment section: earlier Vorauszahlungen, paid, and
    // the amount this letter asks for, the only open row (Bescheide that settle a year).
    const pay = blocks.findIndex((b) => b.kind === 'payment');
    const due = out.truth.dueDate;
    if (pay >= 0 && out.truth.amountDueCents !== null && due && ACCOUNT_TYPES.includes(letterType) && eleventh.chance(0.45)) {
      const year = Number(letterDate.slice(0, 4));
      const monthly = letterType === 'umsatzsteuerbescheid';
      const earlier = [year - 1, year]
        .flatMap((y) => (monthly ? [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12] : [3, 6, 9, 12]).map((m) => `${y}-${String(m).padStart(2, '0')}-10`))
        .filter((x) => x < letterDate)
        .slice(-eleventh.int(2, 3));
      const paid = eleventh.int(3, 40) * 5000;
      const rows = earlier.map((x) => [
        dateNumeric(x),
        euro(paid, false),
        monthly
          ? `USt-Vorauszahlung ${addDays(x, -20).slice(5, 7)}/${addDays(x, -20).slice(0, 4)}`
          : `ESt-Vorauszahlung ${['I', 'II', 'III', 'IV'][Number(x.slice(5, 7)) / 3 - 1]}/${x.slice(0, 4)}`,
        'bezahlt',
      ]);
      rows.push([
        dateNumeric(due),
        euro(out.truth.amountDueCents, false),
        `${LEDGER_TAX[letterType] ?? 'Einkommensteuer'} ${out.truth.taxYear ?? ''}`.trim(),
        'offen',
      ]);
      const account: Block = {
        kind: 'ledger',
        title: eleventh.pick(['Auszug aus Ihrem Steuerkonto', 'Ihr Steuerkonto im Überblick', 'Kontoübersicht (Auszug)']),
        head: eleventh.pick([
          ['fällig am', 'Betrag €', 'Steuerart / Zeitraum', 'Stand'],
          ['Fälligkeit', 'Betrag in €', 'Abgabe', 'Status'],
        ]),
        rows,
      };
      blocks = [...blocks.slice(0, pay), account, ...blocks.slice(pay)];
    }
    const times = eleventh.chance(0.35);
    const city = amt.city;
    const hours = eleventh.pick([
      ['Öffnungszeiten Servicezentrum', 'Mo–Mi 7:30–15:00 Uhr', 'Do 7:30–18:00 Uhr', 'Fr 7:30–12:00 Uhr'],
      ['Unsere Öffnungszeiten', 'Mo, Di, Do 8:00–12:00 Uhr', 'Do zusätzlich 13:30–17:30 Uhr', 'Termine nach Vereinbarung'],
      ['Servicezeiten der Infothek', 'Mo–Fr 8:00–12:30 Uhr', 'Mi geschlossen', 'Do 14:00–18:00 Uhr'],
    ]);
    eleventhStyle = {
      font: times ? { regular: 'Times-Roman', bold: 'Times-Bold' } : { regular: 'Helvetica', bold: 'Helvetica-Bold' },
      bodySize: times ? 9.5 : 11,
      strip: info.filter(([, value], i) => i === 0 || (steuerId !== null && value.replace(/ /g, '') === steuerId) || value === printedDate),
      hours: layout.infoStyle !== 'farRight' && eleventh.chance(0.4) ? hours : null,
      subjectLabel: eleventh.pick([null, 'Betreff:', 'Betr.:']),
      dateLine: eleventh.chance(0.5) ? `Datum: ${printedDate}` : `${city}, den ${printedDate}`,
    };
    // Photos of a wavy page, in a plastic sleeve, in sunlight through a window or under two lights
    // of different colour, through a lens with colour fringes, out of focus or through a smudged
    // lens, and in a tall portrait frame with the floor or the table above and below the page.
    if (eleventh.chance(0.25))
      photo.wave = {
        amplitude: 9 + eleventh.next() * 12,
        period: 0.7 + eleventh.next() * 0.6,
        phase: eleventh.next() * 2 * Math.PI,
        shade: 0.05 + eleventh.next() * 0.06,
      };
    if (eleventh.chance(0.2))
      photo.sleeve = {
        haze: 0.08 + eleventh.next() * 0.07,
        streaks: Array.from({ length: eleventh.int(1, 2) }, () => ({
          x: 0.1 + eleventh.next() * 0.8,
          width: 0.015 + eleventh.next() * 0.03,
          angleDeg: 55 + eleventh.next() * 30,
          strength: 0.3 + eleventh.next() * 0.15,
        })),
      };
    const light = eleventh.next();
    if (light < 0.2)
      photo.sunlight = {
        cx: 0.35 + eleventh.next() * 0.3,
        cy: 0.35 + eleventh.next() * 0.3,
        w: 0.55 + eleventh.next() * 0.25,
        h: 0.6 + eleventh.next() * 0.3,
        angleDeg: -20 + eleventh.next() * 40,
        dim: 0.62 + eleventh.next() * 0.1,
        bar: 0.012 + eleventh.next() * 0.01,
      };
    else if (light < 0.38)
      photo.mixedLight = {
        angleDeg: eleventh.int(0, 359),
        warm: [1, 0.9 - eleventh.next() * 0.04, 0.7 - eleventh.next() * 0.06],
        cool: [0.84 + eleventh.next() * 0.04, 0.93, 1],
      };
    if (eleventh.chance(0.25)) photo.aberration = 0.0012 + eleventh.next() * 0.0016;
    const focus = eleventh.next();
    if (focus < 0.18) photo.defocus = 1.8 + eleventh.next() * 1.1;
    else if (focus < 0.36)
      photo.smudge = {
        cx: 0.2 + eleventh.next() * 0.6,
        cy: 0.2 + eleventh.next() * 0.6,
        r: 0.25 + eleventh.next() * 0.2,
        strength: 0.3 + eleventh.next() * 0.2,
      };
    // Folded in half twice; a dim room's blotchy colour noise.
    if (eleventh.chance(0.2))
      photo.crossFold = {
        x: 0.5 + (eleventh.next() - 0.5) * 0.03,
        y: 0.5 + (eleventh.next() - 0.5) * 0.03,
        darkness: 0.14 + eleventh.next() * 0.14,
        panels: [eleventh.next() * 0.06, eleventh.next() * 0.06, eleventh.next() * 0.06, eleventh.next() * 0.06],
      };
    if (eleventh.chance(0.18)) {
      photo.colourNoise = { sigma: 5 + eleventh.next() * 5, cell: eleventh.int(4, 8) };
      photo.lightMin = Math.max(0.45, photo.lightMin - 0.15);
      photo.noiseSigma += 4;
    }
    if (eleventh.chance(0.2))
      photo.frame = {
        top: 0.26 + eleventh.next() * 0.12,
        bottom: 0.24 + eleventh.next() * 0.12,
        left: 0.025 + eleventh.next() * 0.02,
        right: 0.025 + eleventh.next() * 0.02,
      };
  }
  let twelfthStyle: TwelfthStyle | undefined;
  if (twelfth) {
    // A DIN 5008 reference line across the page: the Steuernummer as "Unser Zeichen", the contact's
    // telephone and name, the date; the information block keeps the IdNr. (and the room).
    let bezug: [string, string][] | null = null;
    if (layout.datePlacement === 'bezug') {
      const contact = (labels: string[]) => info.find(([label]) => labels.includes(label))?.[1] ?? '';
      const [name, phone] = [contact(['Auskunft', 'Bearbeitet von']), contact(['Tel.', 'Telefon'])];
      const yours = yourLetterOf
        ? `${twelfth.pick(['StB', 'Ihr Schreiben', `${last.slice(0, 2).toUpperCase()}/${twelfth.int(1, 30)}`])}, ${yourLetterOf}`
        : '—';
      bezug = twelfth.chance(0.5)
        ? [
            ['Ihr Zeichen, Ihre Nachricht vom', yours],
            ['Unser Zeichen, unsere Nachricht vom', printedStnr],
            ['Telefon, Name', `${phone}, ${name}`],
            ['Datum', printedDate],
          ]
        : [
            ['Ihr Zeichen', yours],
            ['Unser Zeichen', printedStnr],
            ['Durchwahl', phone.split('-').pop()!],
            ['Datum', printedDate],
          ];
      const drawn = new Set([printedStnr, name, phone]);
      for (let k = info.length - 1; k >= 0; k--) if (drawn.has(info[k]![1])) info.splice(k, 1);
    }
    // Half the letters' Rechtsbehelfsbelehrung on a second page, headed with the page, the date and
    // the Steuernummer; a note that the letter was made by machine and has no signature.
    const rbb = blocks.findIndex((b) => b.kind === 'smallprint' && b.title === 'Rechtsbehelfsbelehrung');
    if (rbb > 0 && blocks[rbb - 1]!.kind !== 'pagebreak' && twelfth.chance(0.5))
      blocks = [...blocks.slice(0, rbb), { kind: 'pagebreak' }, ...blocks.slice(rbb)];
    const greet = blocks.findIndex((b) => b.kind === 'para' && b.text.startsWith('Mit freundlichen Grüßen'));
    if (greet >= 0 && twelfth.chance(0.5))
      blocks = [
        ...blocks.slice(0, greet + 1),
        {
          kind: 'para',
          text: twelfth.pick([
            'Dieses Schreiben wurde maschinell erstellt und ist ohne Unterschrift gültig.',
            'Dieses Schreiben ist mit Hilfe automatischer Einrichtungen erlassen worden und wird nicht unterschrieben (§ 119 Abs. 3 Satz 2 AO).',
          ]),
        },
        ...blocks.slice(greet + 1),
      ];
    const times = twelfth.chance(0.35);
    twelfthStyle = {
      font: times ? { regular: 'Times-Roman', bold: 'Times-Bold' } : { regular: 'Helvetica', bold: 'Helvetica-Bold' },
      bodySize: times ? 11.5 : 10,
      lineGap: times ? 0.5 : 0,
      bezug,
      pageHead: twelfth.pick(['stnrFirst', 'pageFirst'] as const),
      stnr: printedStnr,
    };
    // Photos under a fluorescent tube's flicker (bands), beside a laptop's keyboard on a dark desk,
    // with a sticky note on the page, of a page held bowed, smeared by a phone's noise reduction,
    // skewed by a rolling shutter, or as a screenshot of the phone's gallery (never of the desk with
    // the keyboard, whose page would be small on the screen); at most three of them in one photo.
    if (twelfth.chance(0.2))
      photo.screenshot = {
        width: twelfth.pick([1080, 1170, 1080]),
        height: twelfth.pick([2340, 2400, 2532]),
        clock: `${twelfth.int(7, 22)}:${twelfth.digits(2).replace(/^[6-9]/, '5')}`,
        battery: twelfth.int(12, 98),
      };
    if (!photo.screenshot && twelfth.chance(0.22)) {
      const edge = twelfth.pick(['top', 'top', 'left', 'right'] as const);
      photo.keyboard = { edge, seed: twelfth.int(1, 2 ** 31 - 1) };
      photo.background = { r: 22 + twelfth.int(0, 10), g: 22 + twelfth.int(0, 8), b: 24 + twelfth.int(0, 8) };
      // The desk shows far enough at the keyboard's side for the laptop to lie beside the page.
      const m = photo.margin;
      photo.frame = { top: m, right: m, bottom: m, left: m, [edge]: 0.21 };
      photo.rotateDeg = Math.sign(photo.rotateDeg) * Math.min(Math.abs(photo.rotateDeg), 2.5);
    }
    if (twelfth.chance(0.25))
      photo.flicker = {
        period: 0.06 + twelfth.next() * 0.08,
        depth: 0.1 + twelfth.next() * 0.08,
        phase: twelfth.next() * 2 * Math.PI,
        angleDeg: twelfth.pick([0, 0, 90]),
      };
    if (twelfth.chance(0.2))
      photo.stickyNote = {
        // Over the letterhead's corner only where the letterhead is at the left.
        corner: layout.letterhead === 'right' ? 'bottomLeft' : twelfth.pick(['bottomLeft', 'topRight'] as const),
        size: 0.15 + twelfth.next() * 0.04,
        angleDeg: (twelfth.next() - 0.5) * 14,
        color: twelfth.pick([
          [255, 236, 110],
          [255, 190, 210],
          [180, 230, 250],
        ] as [number, number, number][]),
        seed: twelfth.int(1, 2 ** 31 - 1),
      };
    if (twelfth.chance(0.25)) photo.bow = { depth: 0.05 + twelfth.next() * 0.05, shade: 0.08 + twelfth.next() * 0.08 };
    if (twelfth.chance(0.2))
      photo.rollingShutter = {
        amplitude: 5 + twelfth.next() * 9,
        waves: 0.6 + twelfth.next() * 1.2,
        phase: twelfth.next() * 2 * Math.PI,
        skew: (twelfth.next() - 0.5) * 0.02,
      };
    if (twelfth.chance(0.2)) {
      photo.denoise = twelfth.pick([3, 5]);
      photo.noiseSigma += 6;
    }
    const drawn = (['screenshot', 'keyboard', 'flicker', 'stickyNote', 'bow', 'rollingShutter', 'denoise'] as const).filter((k) => photo[k] !== undefined);
    for (const k of drawn.slice(3)) delete photo[k];
  }
  let thirteenthStyle: ThirteenthStyle | undefined;
  if (thirteenth) {
    // The payment section's accounts in a ruled table "Bankverbindungen der Finanzkasse" below its lines.
    if (input.thirteenth!.table)
      blocks = blocks.map((b) =>
        b.kind === 'payment' && printed.reference !== null && b.lines.some((line) => line.includes(printed.reference!))
          ? {
              ...b,
              banks: {
                title: thirteenth.pick(['Bankverbindungen der Finanzkasse', 'Konten der Finanzkasse (bitte nur eines verwenden)']),
                rows: banks.map((k): [string, string, string] => [k.bank, k.iban, k.bic]),
              },
            }
          : b,
      );
    // Half the letters explain before they ask for payment: the Erläuterungen above the payment section
    // (where both are on the same page).
    const pay = blocks.findIndex((b) => b.kind === 'payment');
    const notes = blocks.findIndex((b) => b.kind === 'smallprint' && b.title === 'Erläuterungen');
    if (pay >= 0 && notes > pay && !blocks.slice(pay, notes).some((b) => b.kind === 'pagebreak') && thirteenth.chance(0.5))
      blocks = [...blocks.slice(0, pay), blocks[notes]!, ...blocks.slice(pay, notes), ...blocks.slice(notes + 1)];
    // The title in capitals in two letters of five ('BESCHEID FÜR 2025 ÜBER EINKOMMENSTEUER …').
    if (thirteenth.chance(0.4)) subject = [subject[0]!.toUpperCase(), ...subject.slice(1)];
    const times = thirteenth.chance(0.35);
    thirteenthStyle = {
      font: times ? { regular: 'Times-Roman', bold: 'Times-Bold' } : { regular: 'Helvetica', bold: 'Helvetica-Bold' },
      bodySize: times ? 10.5 : 9.5,
      hours: thirteenth.pick([
        ['Servicezeiten', 'Mo–Mi 8:00–15:30 Uhr', 'Do 8:00–18:00 Uhr', 'Fr 8:00–12:00 Uhr'],
        ['Servicezeiten Infothek', 'Mo, Di, Do 7:30–12:00 Uhr', 'Do auch 13:00–17:00 Uhr', 'Mi und Fr nach Vereinbarung'],
        ['Öffnungszeiten', 'Mo–Fr 8:00–12:00 Uhr', 'Di 13:30–15:30 Uhr', 'Do 13:30–17:30 Uhr'],
      ]),
      mail: `poststelle.fa${amt.fa}@stv-muster.de`,
    };
    // Photos of a page with a dog-ear, through a phone's HDR (halos along the print), with a fingertip
    // at the lens's edge, with a lamp's lens flare, or overexposed; at most three of them in one photo.
    if (thirteenth.chance(0.25))
      photo.dogEar = {
        corner: thirteenth.pick(['topLeft', 'topRight', 'bottomLeft'] as const),
        size: 0.05 + thirteenth.next() * 0.035,
      };
    if (thirteenth.chance(0.25)) photo.hdr = { strength: 0.4 + thirteenth.next() * 0.35, radius: 0.012 + thirteenth.next() * 0.01 };
    if (thirteenth.chance(0.2))
      photo.fingertip = {
        corner: thirteenth.pick(['topLeft', 'topRight', 'bottomLeft'] as const),
        reach: 0.12 + thirteenth.next() * 0.06,
      };
    if (thirteenth.chance(0.2))
      photo.flare = {
        cx: thirteenth.pick([0.1, 0.9]) + (thirteenth.next() - 0.5) * 0.1,
        cy: 0.05 + thirteenth.next() * 0.15,
        strength: 0.3 + thirteenth.next() * 0.15,
      };
    // (Overexposed only without a flare: the two together would wash the small print out.)
    if (thirteenth.chance(0.2) && !photo.flare) photo.overexposure = 1.25 + thirteenth.next() * 0.2;
    const drawn = (['dogEar', 'hdr', 'fingertip', 'flare', 'overexposure'] as const).filter((k) => photo[k] !== undefined);
    for (const k of drawn.slice(3)) delete photo[k];
  }
  let fourteenthStyle: FourteenthStyle | undefined;
  if (fourteenth) {
    // A note under the payment section in half the letters that ask for payment: "Bitte beachten Sie".
    const pay = blocks.findIndex((b) => b.kind === 'payment');
    if (pay >= 0 && out.truth.amountDueCents !== null && fourteenth.chance(0.5))
      blocks = [
        ...blocks.slice(0, pay + 1),
        {
          kind: 'smallprint',
          title: 'Bitte beachten Sie',
          text: fourteenth.pick([
            'Wird eine Steuer nicht bis zum Ablauf des Fälligkeitstages entrichtet, ist für jeden angefangenen Monat der Säumnis ein Säumniszuschlag von 1 % des abgerundeten rückständigen Steuerbetrags zu entrichten (§ 240 AO).',
            'Eine Zahlung gilt erst an dem Tag als entrichtet, an dem der Betrag dem Konto der Finanzkasse gutgeschrieben wird (§ 224 Abs. 2 Nr. 2 AO). Planen Sie die Laufzeit der Überweisung ein.',
          ]),
        },
        ...blocks.slice(pay + 1),
      ];
    // A quarter of the letters that ask for payment end page 1 before the payment section (continued on page 2).
    const payAt = blocks.findIndex((b) => b.kind === 'payment');
    if (payAt > 0 && blocks[payAt - 1]!.kind !== 'pagebreak' && !blocks.slice(0, payAt).some((b) => b.kind === 'pagebreak') && fourteenth.chance(0.25))
      blocks = [...blocks.slice(0, payAt), { kind: 'pagebreak' }, ...blocks.slice(payAt)];
    // A Bescheid's title broken before 'über' in half the letters ('Bescheid für 2025' / 'über Einkommensteuer …').
    const title = /^(Bescheid für \d{4}) (über .+)$/.exec(subject[0]!);
    if (title && fourteenth.chance(0.5)) subject = [title[1]!, title[2]!, ...subject.slice(1)];
    const times = fourteenth.chance(0.4);
    fourteenthStyle = {
      font: times ? { regular: 'Times-Roman', bold: 'Times-Bold' } : { regular: 'Helvetica', bold: 'Helvetica-Bold' },
      bodySize: times ? 11 : 10,
      branch: fourteenth.chance(0.35) ? fourteenth.pick(['– Außenstelle –', 'Dienststelle Nord', 'Servicezentrum']) : null,
    };
    // Photos with a tax adviser's red or blue receipt stamp ("EINGEGANGEN" and a date some days after
    // the letter's) at the top, a pencil lying along the right margin, the shadow of a window's
    // blinds in stripes across the picture, or a phone maker's watermark at the bottom left; at most
    // three of them in one photo.
    if (fourteenth.chance(0.3)) {
      const received = addDays(letterDate, fourteenth.int(2, 6));
      photo.receivedStamp = {
        text: fourteenth.pick(['EINGEGANGEN', 'EINGANG', 'ERHALTEN']),
        date: dateNumeric(received),
        color: fourteenth.pick([
          [190, 30, 40],
          [30, 60, 170],
        ] as [number, number, number][]),
        x: 0.5 + fourteenth.next() * 0.15,
        y: 0.004 + fourteenth.next() * 0.02,
        angleDeg: (fourteenth.next() - 0.5) * 12,
      };
    }
    if (fourteenth.chance(0.25))
      photo.pencil = { x: 0.945 + fourteenth.next() * 0.025, y: 0.3 + fourteenth.next() * 0.3, angleDeg: 80 + fourteenth.next() * 8 };
    if (fourteenth.chance(0.25))
      photo.blinds = {
        period: 0.06 + fourteenth.next() * 0.04,
        angleDeg: (fourteenth.next() - 0.5) * 40,
        darkness: 0.2 + fourteenth.next() * 0.15,
        duty: 0.35 + fourteenth.next() * 0.2,
      };
    if (fourteenth.chance(0.25))
      photo.watermark = fourteenth.pick(['SHOT ON REDMI NOTE 12|AI TRIPLE CAMERA', 'Shot on OnePlus|Hasselblad Camera for Mobile', 'SHOT ON POCO X5 PRO']);
    const drawn = (['receivedStamp', 'pencil', 'blinds', 'watermark'] as const).filter((k) => photo[k] !== undefined);
    for (const k of drawn.slice(3)) delete photo[k];
  }
  let fifteenthStyle: FifteenthStyle | undefined;
  if (fifteenth) {
    // Titles as other software generations word and break them (fifteenthSubject).
    subject = fifteenthSubject(fifteenth, letterType, subject);
    // A third of the letters with an amount open with a plain-language summary ('Das Wichtigste in Kürze').
    const [dueCents, refundCents, dueDate] = [out.truth.amountDueCents, out.truth.refundCents, out.truth.dueDate];
    if ((dueCents !== null || refundCents !== null) && fifteenth.chance(0.35)) {
      const when = dueDate ? (layout.dateStyle === 'long' ? dateLong(dueDate) : dateNumeric(dueDate)) : null;
      const text =
        dueCents !== null
          ? `Das Wichtigste in Kürze: Sie müssen ${euro(dueCents)} zahlen${when ? ` – bis zum ${when}` : ''}.`
          : `Das Wichtigste in Kürze: Sie bekommen ${euro(refundCents!)} zurück.`;
      const first = blocks[0];
      const at = first?.kind === 'para' && first.text.startsWith('Sehr geehrte') ? 1 : 0;
      blocks = [...blocks.slice(0, at), { kind: 'para', text, bold: true }, ...blocks.slice(at)];
    }
    // A quarter of the letters that ask for payment and end in a Rechtsbehelfsbelehrung (no greeting)
    // give the payment section a last page of its own, after it.
    const pay = blocks.findIndex((b) => b.kind === 'payment');
    const rbbAt = blocks.findIndex((b) => b.kind === 'smallprint' && b.title === 'Rechtsbehelfsbelehrung');
    const greets = blocks.some((b) => b.kind === 'para' && b.text.startsWith('Mit freundlichen Grüßen'));
    if (pay >= 0 && dueCents !== null && rbbAt > pay && !greets && fifteenth.chance(0.25)) {
      const payment = blocks[pay]!;
      blocks = [
        ...blocks.slice(0, pay),
        ...blocks.slice(pay + 1),
        { kind: 'pagebreak' },
        { kind: 'para', text: fifteenth.pick(['Zahlungsinformationen', 'Hinweise für Ihre Überweisung']), bold: true },
        payment,
      ];
    }
    const face = fifteenth.next();
    const font: FifteenthStyle['font'] =
      face < 0.35
        ? { regular: 'DejaVuSansCondensed', bold: 'DejaVuSansCondensed-Bold' }
        : face < 0.65
          ? { regular: 'DejaVuSerifCondensed', bold: 'DejaVuSerifCondensed-Bold' }
          : { regular: 'Helvetica', bold: 'Helvetica-Bold' };
    fifteenthStyle = {
      font,
      bodySize: font.regular === 'DejaVuSansCondensed' ? 10 : font.regular === 'DejaVuSerifCondensed' ? 10.5 : 9,
      sheetHead: `zum ${/Bescheid/i.test(subject.join(' ')) ? 'Bescheid' : 'Schreiben'} vom ${printedDate} · StNr. ${printedStnr}`,
    };
    // Photos with a paper clip over the top edge, the phone's own shadow on the page, a printer's
    // pale toner streaks, a dried water stain or a torn-off top corner; at most three of them in one photo.
    if (fifteenth.chance(0.3)) photo.paperClip = { x: 0.47 + fifteenth.next() * 0.09, angleDeg: (fifteenth.next() - 0.5) * 16 };
    if (fifteenth.chance(0.3))
      photo.phoneShadow = {
        edge: fifteenth.pick(['bottom', 'bottom', 'right'] as const),
        at: 0.3 + fifteenth.next() * 0.4,
        w: 0.3 + fifteenth.next() * 0.15,
        depth: 0.18 + fifteenth.next() * 0.14,
        darkness: 0.25 + fifteenth.next() * 0.15,
        soft: 0.03 + fifteenth.next() * 0.03,
      };
    if (fifteenth.chance(0.25))
      photo.tonerStreaks = Array.from({ length: fifteenth.int(1, 3) }, () => ({
        x: 0.1 + fifteenth.next() * 0.75,
        w: 0.03 + fifteenth.next() * 0.08,
        fade: 0.35 + fifteenth.next() * 0.25,
      }));
    if (fifteenth.chance(0.25))
      photo.waterStain = {
        cx: 0.2 + fifteenth.next() * 0.6,
        cy: 0.3 + fifteenth.next() * 0.5,
        r: 0.12 + fifteenth.next() * 0.1,
        strength: 0.2 + fifteenth.next() * 0.2,
        seed: fifteenth.int(1, 2 ** 31 - 1),
      };
    if (fifteenth.chance(0.2))
      photo.tornCorner = {
        corner: fifteenth.pick(['topLeft', 'topRight'] as const),
        size: 0.05 + fifteenth.next() * 0.03,
        seed: fifteenth.int(1, 2 ** 31 - 1),
      };
    const drawn = (['paperClip', 'phoneShadow', 'tonerStreaks', 'waterStain', 'tornCorner'] as const).filter((k) => photo[k] !== undefined);
    for (const k of drawn.slice(3)) delete photo[k];
  }
  let sixteenthStyle: SixteenthStyle | undefined;
  if (sixteenth) {
    // Titles as other software generations word and break them (sixteenthSubject).
    subject = sixteenthSubject(sixteenth, letterType, subject);
    const face = sixteenth.next();
    const font: SixteenthStyle['font'] =
      face < 0.45
        ? { regular: 'LiberationSansNarrow-Regular', bold: 'LiberationSansNarrow-Bold' }
        : face < 0.75
          ? { regular: 'DejaVuSansMono', bold: 'DejaVuSansMono-Bold' }
          : { regular: 'Helvetica', bold: 'Helvetica-Bold' };
    // The head table's columns: the Steuernummer, the IdNr. and the date where the block has them.
    const head = info.filter(
      (pair, k) => k === 0 || (steuerId !== null && pair[1].replace(/ /g, '') === steuerId) || (pair[0] === dateLabel && pair[1] === printedDate),
    );
    sixteenthStyle = {
      font,
      bodySize: font.regular === 'LiberationSansNarrow-Regular' ? 10.5 : font.regular === 'DejaVuSansMono' ? 8.5 : 10,
      head: layout.infoStyle === 'headTable' ? head : [],
    };
    // Photos with a sharp crease across the page, a strip of clear tape, of a photocopy, or taken from
    // a steep angle with the far part out of focus; at most three of them in one photo.
    if (sixteenth.chance(0.3)) {
      // From the left edge to the right one or from the top edge to the bottom one, askew.
      const across = sixteenth.chance(0.6);
      const [a, b] = [0.2 + sixteenth.next() * 0.6, 0.2 + sixteenth.next() * 0.6];
      photo.crease = {
        ...(across ? { x0: 0, y0: a, x1: 1, y1: b } : { x0: a, y0: 0, x1: b, y1: 1 }),
        darkness: 0.25 + sixteenth.next() * 0.2,
        tilt: 0.03 + sixteenth.next() * 0.05,
      };
    }
    if (sixteenth.chance(0.3))
      photo.tape = {
        cx: sixteenth.pick([0.12, 0.5, 0.88]) + (sixteenth.next() - 0.5) * 0.06,
        cy: sixteenth.pick([0.02, 0.98]),
        length: 0.16 + sixteenth.next() * 0.08,
        width: 0.045 + sixteenth.next() * 0.015,
        angleDeg: 90 + (sixteenth.next() - 0.5) * 30,
        seed: sixteenth.int(1, 2 ** 31 - 1),
      };
    if (sixteenth.chance(0.25))
      photo.photocopy = {
        specks: sixteenth.int(150, 450),
        edge: sixteenth.pick(['left', 'right', 'top'] as const),
        band: 0.015 + sixteenth.next() * 0.02,
        darkness: 0.3 + sixteenth.next() * 0.25,
      };
    if (sixteenth.chance(0.3)) {
      photo.keystone = (sixteenth.chance(0.5) ? 1 : -1) * (0.08 + sixteenth.next() * 0.03);
      photo.depthOfField = { far: photo.keystone > 0 ? 'top' : 'bottom', sigma: 2 + sixteenth.next() * 1.5, start: 0.45 + sixteenth.next() * 0.15 };
    }
    const drawn = (['crease', 'tape', 'photocopy', 'depthOfField'] as const).filter((k) => photo[k] !== undefined);
    for (const k of drawn.slice(3)) {
      delete photo[k];
      if (k === 'depthOfField') delete photo.keystone;
    }
  }
  let seventeenthStyle: SeventeenthStyle | undefined;
  if (seventeenth) {
    // Titles as other software generations and Länder word and break them (seventeenthSubject).
    subject = seventeenthSubject(seventeenth, letterType, subject);
    const face = seventeenth.next();
    const font: SeventeenthStyle['font'] =
      face < 0.35
        ? { regular: 'LiberationSerif-Regular', bold: 'LiberationSerif-Bold' }
        : face < 0.65
          ? { regular: 'DejaVuSerif', bold: 'DejaVuSerif-Bold' }
          : face < 0.85
            ? { regular: 'LiberationMono-Regular', bold: 'LiberationMono-Bold' }
            : { regular: 'Helvetica', bold: 'Helvetica-Bold' };
    // The head line's pairs: the Steuernummer, the IdNr. and the date where the block has them.
    let headline: SeventeenthStyle['headline'] = null;
    if (layout.infoStyle === 'headline') {
      const [stnrLabel, idLabel] = seventeenth.pick([
        ['StNr', 'IdNr'],
        ['St.-Nr.', 'Id.-Nr.'],
      ] as const);
      const pairs = info.filter(
        (pair, k) => k === 0 || (steuerId !== null && pair[1].replace(/ /g, '') === steuerId) || (pair[0] === dateLabel && pair[1] === printedDate),
      );
      const text = pairs
        .map(([label, value], k) => (k === 0 ? `${stnrLabel} ${value}` : label === dateLabel && value === printedDate ? value : `${idLabel} ${value}`))
        .join('  ·  ');
      headline = { text, pairs };
    }
    seventeenthStyle = {
      font,
      bodySize: font.regular === 'LiberationSerif-Regular' ? 11 : font.regular === 'DejaVuSerif' ? 9.5 : font.regular === 'LiberationMono-Regular' ? 9 : 10,
      headline,
    };
    // Photos of a faxed copy (the letter forwarded by fax and printed out: one bit a pixel, the
    // fax's own head line), of a laser printer's ghost (the print repeated faintly a drum's turn
    // lower), through water drops on the lens, or on a green cutting mat; at most three of them.
    if (seventeenth.chance(0.2)) {
      const sent = addDays(letterDate, seventeenth.int(2, 9));
      const time = `${String(seventeenth.int(8, 18)).padStart(2, '0')}:${String(seventeenth.int(0, 59)).padStart(2, '0')}`;
      const from = seventeenth.pick([
        `Steuerkanzlei ${seventeenth.pick(LAST_NAMES)}`,
        `${seventeenth.pick(LAST_NAMES)} & Partner StB`,
        `Lohnsteuerhilfeverein e.V.`,
      ]);
      photo.fax = {
        fine: seventeenth.chance(0.6),
        header: `${dateNumeric(sent)} ${time}   FAX +49 ${amt.area.slice(1)} ${seventeenth.digits(6)}   ${from}   S. 01/0${seventeenth.int(2, 4)}`,
        threshold: seventeenth.int(150, 185),
      };
    } else if (seventeenth.chance(0.35)) photo.ghost = { offset: seventeenth.pick([75.4 / 297, 94.2 / 297]), strength: 0.03 + seventeenth.next() * 0.03 };
    if (seventeenth.chance(0.3))
      photo.droplets = {
        drops: Array.from({ length: seventeenth.int(3, 8) }, () => ({
          x: 0.08 + seventeenth.next() * 0.84,
          y: 0.08 + seventeenth.next() * 0.84,
          r: 0.012 + seventeenth.next() * 0.028,
        })),
      };
    if (seventeenth.chance(0.25)) photo.pattern = { kind: 'mat', seed: seventeenth.int(1, 2 ** 31 - 1) };
    const drawn = (['fax', 'ghost', 'droplets', 'pattern'] as const).filter((k) => photo[k] !== undefined);
    for (const k of drawn.slice(3)) delete photo[k];
  }
  let eighteenthStyle: EighteenthStyle | undefined;
  if (eighteenth) {
    // The payment section's small table "Betrag | fällig am | Konto (IBAN)" at the top of its box.
    const columns = input.eighteenth!.columns;
    if (columns)
      blocks = blocks.map((b) =>
        b.kind === 'payment' && printed.reference !== null && b.lines.some((line) => line.includes(printed.reference!)) ? { ...b, columns } : b,
      );
    // Titles as other software generations word and break them (eighteenthSubject).
    subject = eighteenthSubject(eighteenth, letterType, subject);
    const face = eighteenth.next();
    const font: EighteenthStyle['font'] =
      face < 0.4
        ? { regular: 'LiberationSans-Regular', bold: 'LiberationSans-Bold' }
        : face < 0.7
          ? { regular: 'DejaVuSans', bold: 'DejaVuSans-Bold' }
          : { regular: 'Helvetica', bold: 'Helvetica-Bold' };
    eighteenthStyle = {
      font,
      bodySize: font.regular === 'LiberationSans-Regular' ? 9.5 : font.regular === 'DejaVuSans' ? 9 : 10.5,
      centredTitle: eighteenth.chance(0.3),
      footHeading: eighteenth.pick(['Angaben zu diesem Schreiben', 'Bei Rückfragen bitte angeben', 'Ihre Daten bei uns']),
    };
    // Photos of a print on continuous-form paper (tractor-feed holes along the sides), through a
    // dusty lens, of an inkjet print with pale bands, or of old, yellowed paper; at most three of them.
    if (eighteenth.chance(0.25)) photo.tractor = { perforation: 11 + eighteenth.next() * 1.5 };
    if (eighteenth.chance(0.3))
      photo.dust = {
        specks: Array.from({ length: eighteenth.int(5, 14) }, () => ({
          x: 0.05 + eighteenth.next() * 0.9,
          y: 0.05 + eighteenth.next() * 0.9,
          r: 0.004 + eighteenth.next() * 0.01,
          darkness: 0.12 + eighteenth.next() * 0.16,
        })),
      };
    if (eighteenth.chance(0.25))
      photo.banding = {
        period: 6 + eighteenth.next() * 6,
        height: 0.35 + eighteenth.next() * 0.3,
        fade: 0.35 + eighteenth.next() * 0.25,
        phase: eighteenth.next(),
      };
    if (eighteenth.chance(0.25))
      photo.aged = {
        tint: [0.97, 0.9 + eighteenth.next() * 0.03, 0.72 + eighteenth.next() * 0.06],
        edge: 0.06 + eighteenth.next() * 0.05,
        spots: eighteenth.int(8, 30),
        seed: eighteenth.int(1, 2 ** 31 - 1),
      };
    const drawn = (['tractor', 'dust', 'banding', 'aged'] as const).filter((k) => photo[k] !== undefined);
    for (const k of drawn.slice(3)) delete photo[k];
  }
  let twentiethStyle: TwentiethStyle | undefined;
  if (twentieth) {
    // Titles with the year after the kind of letter, a Mahnung's naming the Steuernummer (twentiethSubject).
    subject = twentiethSubject(letterType, subject, printedStnr);
    const face = twentieth.next();
    const font: TwentiethStyle['font'] =
      face < 0.35
        ? { regular: 'LiberationSerif-Regular', bold: 'LiberationSans-Bold' }
        : face < 0.7
          ? { regular: 'LiberationSansNarrow-Regular', bold: 'LiberationSansNarrow-Bold' }
          : { regular: 'Helvetica', bold: 'Helvetica-Bold' };
    const year = out.truth.taxYear ?? Number(letterDate.slice(0, 4));
    const form = FORM_CODES[letterType] ?? 'Allg 1';
    twentiethStyle = {
      font,
      bodySize: font.regular === 'LiberationSerif-Regular' ? 10 : font.regular === 'LiberationSansNarrow-Regular' ? 11 : 9.5,
      formCode: twentieth.chance(0.6)
        ? `${twentieth.pick(['KONSENS', 'Landesrechenzentrum', 'Druckzentrum'])} · Vordruck ${form} · ${year} · Druckstück ${twentieth.digits(4)}/${twentieth.digits(4)}`
        : null,
      matrixCode: twentieth.chance(0.5) ? twentieth.int(1, 2 ** 31 - 1) : null,
      turnOver: twentieth.chance(0.7),
      titleDate: `${twentieth.pick(['Datum:', 'Datum'])} ${printedDate}`,
    };
    // Photos with a plant's dappled shadow, a postal forwarding sticker over the address window, or
    // under a coloured LED lamp; at most two of them.
    if (twentieth.chance(0.35))
      photo.leafShadow = {
        leaves: Array.from({ length: twentieth.int(10, 22) }, () => ({
          x: twentieth.next(),
          y: twentieth.next(),
          r: 0.03 + twentieth.next() * 0.06,
          angleDeg: twentieth.next() * 180,
        })),
        darkness: 0.22 + twentieth.next() * 0.16,
      };
    if (twentieth.chance(0.35)) photo.forwardLabel = { angleDeg: (twentieth.next() - 0.5) * 6, seed: twentieth.int(1, 2 ** 31 - 1) };
    if (twentieth.chance(0.35))
      photo.ledCast = {
        tint: twentieth.chance(0.5) ? [0.95, 0.78 + twentieth.next() * 0.06, 1] : [0.78 + twentieth.next() * 0.06, 0.98, 0.95],
      };
    const drawn = (['leafShadow', 'forwardLabel', 'ledCast'] as const).filter((k) => photo[k] !== undefined);
    for (const k of drawn.slice(2)) delete photo[k];
  }
  let twentyfirstStyle: TwentyfirstStyle | undefined;
  if (twentyfirst) {
    // Titles addressed to the reader ('Ihr Einkommensteuerbescheid für 2025', twentyfirstSubject).
    subject = twentyfirstSubject(twentyfirst, letterType, subject);
    const face = twentyfirst.next();
    const font: TwentyfirstStyle['font'] =
      face < 0.35
        ? { regular: 'LiberationSans-Regular', bold: 'LiberationSans-Bold' }
        : face < 0.65
          ? { regular: 'DejaVuSerif', bold: 'DejaVuSerif-Bold' }
          : { regular: 'Times-Roman', bold: 'Times-Bold' };
    const city = amt.city.replace(/ .*$/, '').toLowerCase();
    twentyfirstStyle = {
      font,
      bodySize: font.regular === 'LiberationSans-Regular' ? 10.5 : font.regular === 'DejaVuSerif' ? 9 : 10,
      dateLine: `${twentyfirst.pick(labels.date.slice(0, 2))}: ${printedDate}`,
      largeTitle: twentyfirst.chance(0.5),
      bar: twentyfirst.chance(0.4) ? twentyfirst.pick(['#1f4e79', '#7a1f2b', '#2f5d3a', '#5b4a8b']) : null,
      privacy: twentyfirst.chance(0.6)
        ? twentyfirst.pick([
            `Informationen zum Datenschutz: www.finanzamt.${city}.de/datenschutz`,
            'Hinweise zur Verarbeitung Ihrer Daten (Art. 13, 14 DSGVO) finden Sie unter www.finanzamt.de/datenschutz.',
          ])
        : null,
    };
    // Photos of a flatbed scan with the lid open, of an inkjet print with the star wheels' marks, or
    // under raking light showing the paper's grain; a scan never with raking light.
    if (twentyfirst.chance(0.3)) {
      photo.flatbed = {
        edge: twentyfirst.pick(['left', 'right', 'bottom'] as const),
        depth: 0.03 + twentyfirst.next() * 0.04,
        darkness: 0.25 + twentyfirst.next() * 0.2,
      };
      // On the glass: straight, sharp, evenly lit, the room beyond the page black.
      photo.background = { r: 14, g: 14, b: 16 };
      photo.margin = 0.015 + twentyfirst.next() * 0.02;
      photo.rotateDeg = (twentyfirst.next() - 0.5) * 1.2;
      photo.shear = 0;
      photo.blurSigma = 0.4 + twentyfirst.next() * 0.3;
      photo.noiseSigma = 3 + twentyfirst.next() * 4;
      photo.lightMin = 0.93 + twentyfirst.next() * 0.05;
      photo.shadow = null;
    }
    if (twentyfirst.chance(0.35)) {
      const wheels = twentyfirst.int(3, 5);
      photo.starWheels = {
        xs: Array.from({ length: wheels }, (_, k) => (k + 0.5) / wheels + (twentyfirst.next() - 0.5) * 0.08),
        pitch: 1.6 + twentyfirst.next() * 0.6,
        darkness: 0.3 + twentyfirst.next() * 0.2,
      };
    }
    if (!photo.flatbed && twentyfirst.chance(0.4))
      photo.raking = {
        angleDeg: twentyfirst.int(0, 359),
        grain: 0.05 + twentyfirst.next() * 0.05,
        cell: twentyfirst.int(4, 8),
        falloff: 0.2 + twentyfirst.next() * 0.15,
        seed: twentyfirst.int(1, 2 ** 31 - 1),
      };
  }
  let twentysecondStyle: TwentysecondStyle | undefined;
  if (twentysecond) {
    // Titles worded as other offices' software words them (twentysecondSubject), in two letters of
    // five in white on a dark band across the page.
    subject = twentysecondSubject(twentysecond, letterType, subject);
    twentysecondStyle = { titleBand: twentysecond.chance(0.4) ? twentysecond.pick(['#2b3a4a', '#3a3a3a', '#1d4d4f']) : null };
    // Photos with the camera's date stamped into a corner of the picture, a coffee mug standing on
    // the table at a corner of the page, or a note in ballpoint in the page's top margin; at most two.
    if (twentysecond.chance(0.4)) {
      const taken = addDays(letterDate, twentysecond.int(3, 12));
      photo.cameraStamp = {
        text: `${taken.replace(/-/g, '/')} ${String(twentysecond.int(7, 21)).padStart(2, '0')}:${String(twentysecond.int(0, 59)).padStart(2, '0')}`,
      };
      photo.margin = Math.max(photo.margin, 0.08);
    }
    if (twentysecond.chance(0.4)) {
      photo.mug = {
        corner: twentysecond.pick(['topLeft', 'topRight', 'bottomLeft', 'bottomRight'] as const),
        r: 0.085 + twentysecond.next() * 0.02,
        glaze: twentysecond.pick([
          [238, 236, 230],
          [180, 40, 40],
          [40, 70, 120],
          [60, 60, 62],
        ] as [number, number, number][]),
        fill: twentysecond.next(),
      };
      photo.margin = Math.max(photo.margin, 0.1);
    }
    if (twentysecond.chance(0.4)) {
      photo.note = {
        text: twentysecond.pick(['überwiesen am 12.12. – K.', 'an StB weitergeben!', 'Kopie an Steuerberater', 'erledigt, s. Ordner 2026', 'Frist notiert']),
        x: 0.57 + twentysecond.next() * 0.05,
        angleDeg: (twentysecond.next() - 0.5) * 6,
        ink: twentysecond.pick([
          [28, 48, 150],
          [20, 20, 24],
        ] as [number, number, number][]),
        seed: twentysecond.int(1, 2 ** 31 - 1),
      };
    }
    const drawn = (['cameraStamp', 'mug', 'note'] as const).filter((k) => photo[k] !== undefined);
    for (const k of drawn.slice(2)) delete photo[k];
  }
  let twentythirdStyle: TwentythirdStyle | undefined;
  if (twentythird) {
    // Titles as abbreviated forms name them, or with the year on a line of its own (twentythirdSubject).
    subject = twentythirdSubject(twentythird, letterType, subject);
    // An office for large businesses audits a company.
    if (FINANZAEMTER_TWENTYTHIRD_AUDIT.includes(amt))
      recipient = [
        `${last} ${twentythird.pick(['Holding', 'Maschinenbau', 'Logistik', 'Handelsgesellschaft'])} GmbH`,
        'z. Hd. der Geschäftsführung',
        street,
        plzCity,
      ];
    // Newer Rechtsbehelfsbelehrungen (the fourth day after posting from 2025 on, "Mein ELSTER").
    const rbbKind = letterType === 'einspruchsentscheidung' ? 'klage' : letterType === 'pruefungsanordnung' ? 'pruefung' : 'bescheid';
    blocks = blocks.map((b) =>
      b.kind === 'smallprint' && b.title === 'Rechtsbehelfsbelehrung' && twentythird.chance(0.7)
        ? { ...b, text: twentythirdRbb(twentythird, rbbKind, letterDate, amt.name) }
        : b,
    );
    // Half the Anhörungen, Erinnerungen and Fragebogen letters explain first: the deadline goes on page 2.
    const drawnNotes = twentythirdNotes(letterType, letterDate);
    const notes = drawnNotes && [
      ...drawnNotes,
      'Informationen über die Verarbeitung personenbezogener Daten in der Steuerverwaltung und über Ihre Rechte nach der Datenschutz-Grundverordnung sowie über Ihre Ansprechpartner in Datenschutzfragen entnehmen Sie bitte dem allgemeinen Informationsschreiben der Finanzverwaltung, das Sie im Internet oder bei Ihrem Finanzamt erhalten.',
    ];
    const deadline = blocks.findIndex((b) => b.kind === 'para' && b.bold === true);
    if (notes && deadline > 0 && twentythird.chance(0.5))
      blocks = [...blocks.slice(0, deadline), ...notes.map((text): Block => ({ kind: 'para', text })), { kind: 'pagebreak' }, ...blocks.slice(deadline)];
    const times = twentythird.chance(0.4);
    const written = /bescheid/i.test(subject.join(' ')) ? 'Bescheid' : 'Schreiben';
    twentythirdStyle = {
      font: times ? { regular: 'Times-Roman', bold: 'Times-Bold' } : { regular: 'Helvetica', bold: 'Helvetica-Bold' },
      bodySize: times ? 10.5 : 10,
      printLine:
        layout.datePlacement === 'footer'
          ? `${written} vom ${printedDate} · ${twentythird.pick([
              'maschinell erstellt, ohne Unterschrift gültig',
              `Vordruck ${FORM_CODES[letterType] ?? 'Allg 1'}`,
              'bei Rückfragen bitte die Steuernummer angeben',
            ])}`
          : null,
      cityLeft: twentythird.chance(0.5),
    };
    // Photos on a striped tablecloth, under a lace curtain's shadow or with a thumb over the bottom
    // left corner; at most two of them.
    if (twentythird.chance(0.3)) photo.pattern = { kind: 'stripes', seed: twentythird.int(1, 2 ** 31 - 1) };
    if (twentythird.chance(0.35))
      photo.lace = {
        period: 0.016 + twentythird.next() * 0.01,
        angleDeg: -20 + twentythird.next() * 40,
        darkness: 0.18 + twentythird.next() * 0.12,
        phase: twentythird.next() * 1000,
      };
    if (twentythird.chance(0.3)) photo.cornerThumb = { angleDeg: 35 + twentythird.next() * 20, reach: 0.17 + twentythird.next() * 0.05 };
    const drawn = (['pattern', 'lace', 'cornerThumb'] as const).filter((k) => photo[k] !== undefined);
    for (const k of drawn.slice(2)) delete photo[k];
  }
  let nineteenthStyle: NineteenthStyle | undefined;
  if (nineteenth) {
    // Titles in spaced capitals, reworded or broken otherwise (nineteenthSubject), at times under a
    // small line ('– Teilweise vorläufig nach § 165 AO –') and in a shaded box.
    subject = nineteenthSubject(nineteenth, letterType, subject);
    const face = nineteenth.next();
    const font: NineteenthStyle['font'] =
      face < 0.35
        ? { regular: 'DejaVuSerifCondensed', bold: 'DejaVuSerifCondensed-Bold' }
        : face < 0.7
          ? { regular: 'LiberationSans-Regular', bold: 'LiberationSans-Bold' }
          : { regular: 'Times-Roman', bold: 'Times-Bold' };
    const kickers: Partial<Record<SampleLetterType, string>> = {
      einkommensteuerbescheid: '– Teilweise vorläufig nach § 165 Abs. 1 AO –',
      umsatzsteuerbescheid: '– Unter dem Vorbehalt der Nachprüfung (§ 164 AO) –',
      gewerbesteuermessbescheid: '– Unter dem Vorbehalt der Nachprüfung (§ 164 AO) –',
      schaetzungsbescheid: '– Unter dem Vorbehalt der Nachprüfung (§ 164 AO) –',
      vorauszahlungsbescheid: '– Zugleich Änderung der bisherigen Festsetzung –',
      mahnung: '– Zahlungserinnerung –',
    };
    const kicker = kickers[letterType] ?? null;
    nineteenthStyle = {
      font,
      bodySize: font.regular === 'DejaVuSerifCondensed' ? 9.5 : font.regular === 'LiberationSans-Regular' ? 9.5 : 11,
      valueFont: nineteenth.pick(['Courier', 'DejaVuSansMono', 'LiberationMono-Regular'] as const),
      inverseFill: nineteenth.pick(['#333333', '#1f3a5f', '#4a4a4a']),
      titleBox: nineteenth.chance(0.45),
      kicker: kicker && nineteenth.chance(0.5) ? kicker : null,
      cityDen: nineteenth.chance(0.6),
    };
    // Photos of the letter on an opened window envelope, on a stack of other sheets, still filed in
    // a ring binder or on a clipboard (never two of the envelope, the binder and the clipboard).
    if (nineteenth.chance(0.3)) {
      const right = nineteenth.chance(0.5);
      photo.envelope = {
        x: right ? 0.75 + nineteenth.next() * 0.15 : 0.1 + nineteenth.next() * 0.15,
        y: 0.85 + nineteenth.next() * 0.12,
        angleDeg: (right ? -1 : 1) * (8 + nineteenth.next() * 18),
        tone: 232 + nineteenth.int(0, 16),
        seed: nineteenth.int(1, 2 ** 31 - 1),
      };
      photo.margin = Math.max(photo.margin, 0.13);
    }
    if (nineteenth.chance(0.35)) {
      photo.stack = {
        sheets: Array.from({ length: nineteenth.int(2, 4) }, () => ({
          dx: (nineteenth.next() - 0.3) * 0.03,
          dy: (nineteenth.next() - 0.3) * 0.025,
          angleDeg: (nineteenth.next() - 0.5) * 3,
        })),
      };
      photo.margin = Math.max(photo.margin, 0.075);
    }
    // (The letter in a binder or on a clipboard, neither over an envelope.)
    const holder = photo.envelope ? 1 : nineteenth.next();
    if (holder < 0.3) {
      photo.binder = {
        shift: (nineteenth.next() - 0.5) * 0.04,
        board: nineteenth.pick([
          [38, 52, 92],
          [30, 30, 34],
          [120, 30, 36],
          [60, 92, 60],
        ] as [number, number, number][]),
      };
      photo.background = { r: photo.binder.board[0], g: photo.binder.board[1], b: photo.binder.board[2] };
      photo.margin = Math.max(photo.margin, 0.09);
    } else if (holder < 0.51) {
      photo.clipboard = { width: 0.26 + nineteenth.next() * 0.1, reach: 0.02 + nineteenth.next() * 0.008 };
      photo.background = { r: 132, g: 94, b: 58 };
      photo.margin = Math.max(photo.margin, 0.06);
    }
  }
  let twentyfourthStyle: TwentyfourthStyle | undefined;
  if (twentyfourth) {
    // Titles as yet other programs word them (twentyfourthSubject).
    subject = twentyfourthSubject(twentyfourth, letterType, subject);
    const { amountDueCents: dueCents, refundCents, dueDate } = out.truth;
    const dated = (iso: string) => (layout.dateStyle === 'long' ? dateLong(iso) : dateNumeric(iso));
    // The deadline of an Anhörung, an Erinnerung or a Fragebogen letter worded as a form would put it.
    const bold = blocks.findIndex((b) => b.kind === 'para' && b.bold === true);
    if (dueDate && bold >= 0 && DEADLINE_TYPES.includes(letterType) && twentyfourth.chance(0.6)) {
      const when = dated(dueDate);
      const text =
        letterType === 'anhoerung'
          ? twentyfourth.pick([`Frist zur Stellungnahme: ${when}`, `Ihre Stellungnahme erbitte ich bis spätestens ${when}.`])
          : letterType === 'abgabeaufforderung'
            ? twentyfourth.pick([
                `Abgabefrist: ${when} (Übermittlung elektronisch über ELSTER)`,
                `Die Erklärung ist bis zum ${when} abzugeben; bitte übermitteln Sie sie elektronisch über ELSTER.`,
              ])
            : twentyfourth.pick([
                `Übermittlungsfrist für den Fragebogen: ${when}`,
                `Bitte übermitteln Sie den Fragebogen über „Mein ELSTER“ bis spätestens ${when} (§ 138 Abs. 1b AO).`,
              ]);
      blocks = blocks.map((b, k): Block => (k === bold ? { kind: 'para', bold: true, text } : b));
    }
    // A third of the letters open with the result in a box: the amount and its due date, the refund,
    // or the deadline and what to do.
    const rows: [string, string][] | null =
      dueCents !== null && dueDate
        ? [
            [SUMMARY_NOUNS[letterType] ?? 'Zu zahlen', euro(dueCents)],
            [letterType === 'mahnung' || letterType === 'vollstreckungsankuendigung' ? 'Zahlung bis' : 'Fällig am', dated(dueDate)],
          ]
        : refundCents !== null
          ? [
              ['Erstattung', euro(refundCents)],
              ['Auszahlung', 'auf Ihr uns bekanntes Konto'],
            ]
          : dueDate && SUMMARY_TASKS[letterType]
            ? [
                ['Frist', dated(dueDate)],
                ['Was ist zu tun?', SUMMARY_TASKS[letterType]!],
              ]
            : null;
    // (Below the title, before the salutation: the letter's text runs on from the salutation.)
    if (rows && twentyfourth.chance(0.35))
      blocks = [{ kind: 'box', title: twentyfourth.pick(['Auf einen Blick', 'Das Wichtigste zu diesem Schreiben']), rows }, ...blocks];
    const times = twentyfourth.chance(0.4);
    const written = /bescheid/i.test(subject.join(' ')) ? 'Bescheid' : 'Schreiben';
    const place = amt.name.replace(/^Finanzamt /, '');
    const letterheadName = twentyfourth.next();
    twentyfourthStyle = {
      font: times ? { regular: 'Times-Roman', bold: 'Times-Bold' } : { regular: 'Helvetica', bold: 'Helvetica-Bold' },
      bodySize: times ? 9.5 : 9,
      smallSize: times ? 7.5 : 7.2,
      authority: TWENTYFOURTH_AUTHORITIES[amt.state] && twentyfourth.chance(0.5) ? TWENTYFOURTH_AUTHORITIES[amt.state]! : null,
      // ('Finanzamt' over the place only for a short place name of an office named 'Finanzamt …'.)
      name:
        letterheadName < 0.25
          ? 'caps'
          : letterheadName < 0.5 && amt.name.startsWith('Finanzamt ') && !place.startsWith('für ') && place.length <= 24
            ? 'stacked'
            : 'plain',
      runningHead: layout.datePlacement === 'runningHead' ? `${written} vom ${printedDate}` : null,
      stnr: printedStnr,
    };
    // Photos with reading glasses lying on the page, with a panel of the folded letter still standing
    // up, on a newspaper, or lying well askew; at most two of them (a panel never over a newspaper,
    // whose print would not go on where the panel rises).
    const drawn = {
      glasses: twentyfourth.chance(0.3),
      raisedPanel: twentyfourth.chance(0.3),
      newspaper: twentyfourth.chance(0.25),
      askew: twentyfourth.chance(0.3),
    };
    if (drawn.raisedPanel && drawn.newspaper) drawn.newspaper = false;
    const kept = (Object.keys(drawn) as (keyof typeof drawn)[]).filter((k) => drawn[k]).slice(0, 2);
    if (kept.includes('glasses'))
      photo.glasses = {
        cx: 0.3 + twentyfourth.next() * 0.4,
        cy: 0.45 + twentyfourth.next() * 0.35,
        angleDeg: (twentyfourth.next() - 0.5) * 50,
        lens: 46 + twentyfourth.next() * 8,
        power: 1.04 + twentyfourth.next() * 0.06,
        frame: twentyfourth.pick([
          [28, 26, 26],
          [96, 58, 34],
          [38, 50, 92],
        ] as [number, number, number][]),
      };
    if (kept.includes('raisedPanel'))
      photo.raisedPanel = {
        panel: twentyfourth.pick(['top', 'top', 'bottom'] as const),
        angleDeg: 25 + twentyfourth.next() * 25,
        shade: 0.1 + twentyfourth.next() * 0.12,
      };
    if (kept.includes('newspaper')) photo.pattern = { kind: 'newspaper', seed: twentyfourth.int(1, 2 ** 31 - 1) };
    if (kept.includes('askew')) {
      photo.rotateDeg = (twentyfourth.chance(0.5) ? -1 : 1) * (8 + twentyfourth.next() * 4);
      photo.margin = Math.max(photo.margin, 0.09);
    }
  }
  let freshStyle: FreshStyle | undefined;
  if (fresh) {
    // A third of the fresh letters name the Steuernummer in a line above the subject instead of in
    // the information block, as many Bescheide do ("bitte stets angeben").
    let reference: string | null = null;
    if ((layout.infoStyle === 'pairs' || layout.infoStyle === 'topRight') && fresh.chance(0.35)) {
      info.shift();
      reference = fresh.pick([
        `Steuernummer ${printedStnr} – bitte stets angeben`,
        `Steuernummer: ${printedStnr} (bitte bei allen Rückfragen und Zahlungen angeben)`,
        `St.-Nr. ${printedStnr} · Bitte bei Schriftverkehr und Zahlung angeben`,
      ]);
    }
    const times = fresh.chance(0.3);
    const postfach = `${fresh.int(10, 99)} ${fresh.digits(2)} ${fresh.digits(2)}`;
    freshStyle = {
      font: times ? { regular: 'Times-Roman', bold: 'Times-Bold' } : { regular: 'Helvetica', bold: 'Helvetica-Bold' },
      bodySize: fresh.pick([9.5, 10, 10.5]),
      margins: fresh.chance(0.5) ? { left: 48, right: 36 } : { left: 62, right: 50 },
      senderLine: `${amt.name} · Postfach ${postfach} · ${amt.plz[0]!.slice(0, 2)}${fresh.digits(3)} ${amt.city}`,
      reference,
      stnr: printedStnr,
      cityDen: fresh.chance(0.5),
    };
    // A phone held tilted (the far edge narrower) and a warmer light than the other sets' photos.
    if (fresh.chance(0.7)) photo.keystone = (fresh.chance(0.5) ? 1 : -1) * (0.025 + fresh.next() * 0.035);
    if (fresh.chance(0.7)) photo.tint = [1, 0.93 + fresh.next() * 0.03, 0.8 + fresh.next() * 0.06];
  }

  return {
    id,
    truth: {
      letterType,
      finanzamt: amt.name,
      steuernummer: stnr.land,
      state: amt.state,
      steuerId,
      letterDate,
      taxYear: out.truth.taxYear,
      amountDueCents: out.truth.amountDueCents,
      refundCents: out.truth.refundCents,
      dueDate: out.truth.dueDate,
      hasInstructions: out.truth.hasInstructions,
      iban: bank.iban.replace(/ /g, ''),
      payee: printed.payee,
      paymentReference: printed.reference,
    },
    layout,
    office: {
      land: LAND_NAMES[amt.state],
      name: amt.name,
      street: `${rng.pick(OFFICE_STREETS)} ${rng.int(1, 60)}`,
      plzCity: `${amt.plz[0]} ${amt.city}`,
      phone: `${phoneBase}-0`,
      fax: faxNumber ?? `${phoneBase}-${rng.int(1000, 1999)}`,
      banks,
      footerNote: null,
    },
    recipient,
    info,
    printedDate,
    yourLetterOf,
    subject,
    blocks: fresh || unseen || blind || eighth || ninth || thirteenth || twentyfourth ? blocks.map((block) => restyleBlock(block, wording)) : blocks,
    photo,
    ...(freshStyle ? { fresh: freshStyle } : {}),
    ...(unseenStyle ? { unseen: unseenStyle } : {}),
    ...(blindStyle ? { blind: blindStyle } : {}),
    ...(sixthStyle ? { sixth: sixthStyle } : {}),
    ...(seventhStyle ? { seventh: seventhStyle } : {}),
    ...(eighthStyle ? { eighth: eighthStyle } : {}),
    ...(ninthStyle ? { ninth: ninthStyle } : {}),
    ...(tenthStyle ? { tenth: tenthStyle } : {}),
    ...(eleventhStyle ? { eleventh: eleventhStyle } : {}),
    ...(twelfthStyle ? { twelfth: twelfthStyle } : {}),
    ...(thirteenthStyle ? { thirteenth: thirteenthStyle } : {}),
    ...(fourteenthStyle ? { fourteenth: fourteenthStyle } : {}),
    ...(fifteenthStyle ? { fifteenth: fifteenthStyle } : {}),
    ...(sixteenthStyle ? { sixteenth: sixteenthStyle } : {}),
    ...(seventeenthStyle ? { seventeenth: seventeenthStyle } : {}),
    ...(eighteenthStyle ? { eighteenth: eighteenthStyle } : {}),
    ...(nineteenthStyle ? { nineteenth: nineteenthStyle } : {}),
    ...(twentiethStyle ? { twentieth: twentiethStyle } : {}),
    ...(twentyfirstStyle ? { twentyfirst: twentyfirstStyle } : {}),
    ...(twentysecondStyle ? { twentysecond: twentysecondStyle } : {}),
    ...(twentythirdStyle ? { twentythird: twentythirdStyle } : {}),
    ...(twentyfourthStyle ? { twentyfourth: twentyfourthStyle } : {}),
  };
}

/** Who holds the Finanzkasse's account in the ninth set's payee 'Freistaat Bayern (Finanzamt …)'. */
const NINTH_OWNERS: Record<StateCode, string> = {
  BW: 'Land Baden-Württemberg',
  BY: 'Freistaat Bayern',
  BE: 'Land Berlin',
  BB: 'Land Brandenburg',
  HB: 'Freie Hansestadt Bremen',
  HH: 'Freie und Hansestadt Hamburg',
  HE: 'Land Hessen',
  MV: 'Land Mecklenburg-Vorpommern',
  NI: 'Land Niedersachsen',
  NW: 'Land Nordrhein-Westfalen',
  RP: 'Land Rheinland-Pfalz',
  SL: 'Saarland',
  SN: 'Freistaat Sachsen',
  ST: 'Land Sachsen-Anhalt',
  SH: 'Land Schleswig-Holstein',
  TH: 'Freistaat Thüringen',
};

/**
 * The ninth set's amounts: in part of the letters the thousands apart by a no-break space
 * ('1\u00a0234,56\u00a0€'); the truth stays as drawn.
 */
function ninthWording(ninth: Rng): (text: string) => string {
  const spaced = ninth.chance(0.5);
  return (text) =>
    spaced ? text.replace(/(\d)\.(\d{3}(?:\.\d{3})*,\d{2}) €/g, (_, a: string, b: string) => `${a}\u00a0${b.replace(/\./g, '\u00a0')}\u00a0€`) : text;
}

/**
 * The ninth set's titles: a Bescheid's year moved to a line of its own ('Bescheid über Einkommensteuer
 * und Solidaritätszuschlag' / 'für das Kalenderjahr 2025') or the title broken after 'über'; the
 * Mahnung's heading letter-spaced ('M a h n u n g').
 */
function ninthSubject(ninth: Rng, subject: string[]): string[] {
  const [head, ...more] = subject as [string, ...string[]];
  const bescheid = /^Bescheid für (\d{4}) über (.+)$/.exec(head);
  if (bescheid && ninth.chance(0.7))
    return ninth.chance(0.5)
      ? [`Bescheid über ${bescheid[2]}`, `für das Kalenderjahr ${bescheid[1]}`, ...more]
      : [`Bescheid für ${bescheid[1]} über`, bescheid[2]!, ...more];
  if (head === 'Mahnung' && ninth.chance(0.7)) return ['M a h n u n g', ...more];
  return subject;
}

/**
 * The thirteenth set's amounts: in two letters of five the thousands apart by a space and the
 * currency written out ('1 234,56 Euro'); the truth stays as drawn.
 */
/**
 * The fifteenth set's titles, as other software generations word and break them: a Bescheid's
 * title broken after "Bescheid" ("Bescheid" / "für 2025 über Einkommensteuer …") or named in one
 * word ("Einkommensteuerbescheid 2025" / "(Bescheid über Einkommensteuer …)", "Umsatzsteuerbescheid
 * 2025"); "Zahlungserinnerung" for a Mahnung; "Vorauszahlungsbescheid" / "Einkommensteuer und
 * Solidaritätszuschlag ab 2025"; "Bescheid über einen Verspätungszuschlag (§ 152 AO)"; the Anhörung's
 * paragraph first; "Anordnung einer Außenprüfung" / "(Prüfungsanordnung nach §§ 193, 196 AO)".
 */
function fifteenthSubject(r: Rng, type: SampleLetterType, subject: string[]): string[] {
  const [first, ...rest] = subject as [string, ...string[]];
  const bescheid = /^Bescheid für (\d{4}) über (.+)$/.exec(first);
  if (bescheid) {
    if (!r.chance(0.6)) return subject;
    const [, year, what] = bescheid as unknown as [string, string, string];
    if (type === 'einkommensteuerbescheid' && r.chance(0.5)) return [`Einkommensteuerbescheid ${year}`, `(Bescheid über ${what})`, ...rest];
    if (type === 'umsatzsteuerbescheid' && r.chance(0.5)) return [`Umsatzsteuerbescheid ${year}`, ...rest];
    return ['Bescheid', `für ${year} über ${what}`, ...rest];
  }
  if (!r.chance(0.5)) return subject;
  if (type === 'mahnung') return ['Zahlungserinnerung'];
  const year = /\b(\d{4})\b/.exec(subject.join(' '))?.[1];
  if (type === 'vorauszahlungsbescheid' && year) return ['Vorauszahlungsbescheid', `Einkommensteuer und Solidaritätszuschlag ab ${year}`];
  if (type === 'verspaetungszuschlag' && year) return ['Bescheid über einen Verspätungszuschlag (§ 152 AO)', `zur Einkommensteuererklärung ${year}`];
  if (type === 'anhoerung' && rest.length > 0) return [...rest, first];
  if (type === 'pruefungsanordnung') return ['Anordnung einer Außenprüfung', '(Prüfungsanordnung nach §§ 193, 196 AO)'];
  return subject;
}

/**
 * The sixteenth set's titles, as other software generations word and break them: a Bescheid's tax
 * year on a line of its own above it ("Veranlagungszeitraum 2025" / "Bescheid über Einkommensteuer …")
 * or after it in one line ("Bescheid über Einkommensteuer … für das Jahr 2025"), a changed one as
 * "Änderung des Bescheids für 2025" / "über Einkommensteuer …"; "Erinnerung an fällige
 * Zahlungen" for a Mahnung; "Vollstreckungsankündigung"; "Festsetzung der Vorauszahlungen" / "zur
 * Einkommensteuer ab 2025"; "Verspätungszuschlag zur Einkommensteuer 2025" / "(Festsetzung nach § 152
 * AO)"; "Entscheidung über Ihren Einspruch" / "gegen den Bescheid …"; "Anordnung einer Betriebsprüfung"
 * / "(§ 196 AO)"; "Bestätigung des Eingangs Ihrer Einkommensteuererklärung 2025".
 */
function sixteenthSubject(r: Rng, type: SampleLetterType, subject: string[]): string[] {
  const [first, ...rest] = subject as [string, ...string[]];
  const bescheid = /^Bescheid für (\d{4}) über (.+)$/.exec(first);
  if (bescheid) {
    if (!r.chance(0.6)) return subject;
    const [, year, what] = bescheid as unknown as [string, string, string];
    return r.chance(0.5) ? [`Veranlagungszeitraum ${year}`, `Bescheid über ${what}`, ...rest] : [`Bescheid über ${what} für das Jahr ${year}`, ...rest];
  }
  const changed = /^Geänderter Bescheid für (\d{4}) über (.+)$/.exec(first);
  if (changed) {
    if (!r.chance(0.5)) return subject;
    const [, year, what] = changed as unknown as [string, string, string];
    return [`Änderung des Bescheids für ${year}`, `über ${what}`, ...rest];
  }
  if (!r.chance(0.5)) return subject;
  const year = /\b(\d{4})\b/.exec(subject.join(' '))?.[1];
  if (type === 'mahnung') return ['Erinnerung an fällige Zahlungen'];
  if (type === 'vollstreckungsankuendigung') return ['Vollstreckungsankündigung'];
  if (type === 'vorauszahlungsbescheid' && year) return ['Festsetzung der Vorauszahlungen', `zur Einkommensteuer ab ${year}`];
  if (type === 'verspaetungszuschlag' && year) return [`Verspätungszuschlag zur Einkommensteuer ${year}`, '(Festsetzung nach § 152 AO)'];
  if (type === 'einspruchsentscheidung' && rest.length > 0) return ['Entscheidung über Ihren Einspruch', rest.join(' ').replace(/^über den Einspruch /, '')];
  if (type === 'pruefungsanordnung') return ['Anordnung einer Betriebsprüfung', '(§ 196 AO)'];
  if (type === 'other' && year && /^Eingangsbestätigung/.test(first)) return [`Bestätigung des Eingangs Ihrer Einkommensteuererklärung ${year}`];
  return subject;
}

/**
 * The seventeenth set's titles, as other software generations and Länder word and break them:
 * "Steuerbescheid für 2025" / "Einkommensteuer – Solidaritätszuschlag – Kirchensteuer"; a changed
 * one "Bescheid für 2025 über Einkommensteuer … (berichtigt)"; "Festsetzung der Umsatzsteuer 2025" /
 * "(Jahressteuerbescheid)"; "Messbescheid 2025" / "Gewerbesteuer – Steuermessbetrag und Zerlegung";
 * "Schätzungsbescheid für 2025" / "Einkommensteuer und Solidaritätszuschlag (§ 162 AO)"; "Mitteilung
 * über die Festsetzung von Vorauszahlungen" / "Einkommensteuer / Solidaritätszuschlag ab 2025";
 * "Verspätungszuschlag" / "wegen verspäteter Abgabe der Einkommensteuererklärung 2025";
 * "Zinsfestsetzung zur Einkommensteuer 2025" / "(§ 233a AO – Nachzahlungszinsen)"; "Fehlende
 * Steuererklärung für 2025" / "– Aufforderung nach § 149 AO –"; "Säumniszuschläge –
 * Zahlungsaufforderung" for a Mahnung; "Letzte Zahlungsaufforderung vor der Vollstreckung";
 * "Gelegenheit zur Stellungnahme (§ 91 AO)" / "Einkommensteuererklärung 2025"; "Ihre neue
 * Steuernummer"; "Ankündigung einer Außenprüfung" / "(Prüfungsanordnung gemäß § 196 AO)";
 * "Einspruchsentscheidung" / "Ihr Einspruch gegen den Einkommensteuerbescheid 2025"; "Ihre
 * Einkommensteuererklärung 2025 ist bei uns eingegangen".
 */
function seventeenthSubject(r: Rng, type: SampleLetterType, subject: string[]): string[] {
  const [first, ...rest] = subject as [string, ...string[]];
  if (!r.chance(0.65)) return subject;
  const year = /\b(\d{4})\b/.exec(subject.join(' '))?.[1];
  if (!year) {
    if (type === 'mahnung') return ['Säumniszuschläge – Zahlungsaufforderung'];
    if (type === 'vollstreckungsankuendigung') return ['Letzte Zahlungsaufforderung vor der Vollstreckung'];
    if (type === 'steuernummer-mitteilung') return ['Ihre neue Steuernummer'];
    if (type === 'pruefungsanordnung') return ['Ankündigung einer Außenprüfung', '(Prüfungsanordnung gemäß § 196 AO)'];
    return subject;
  }
  switch (type) {
    case 'einkommensteuerbescheid':
      return [
        `Steuerbescheid für ${year}`,
        /Kirchensteuer/.test(first) ? 'Einkommensteuer – Solidaritätszuschlag – Kirchensteuer' : 'Einkommensteuer – Solidaritätszuschlag',
      ];
    case 'aenderungsbescheid':
      return [`Bescheid für ${year} über Einkommensteuer und Solidaritätszuschlag (berichtigt)`, ...rest];
    case 'umsatzsteuerbescheid':
      return [`Festsetzung der Umsatzsteuer ${year}`, '(Jahressteuerbescheid)'];
    case 'gewerbesteuermessbescheid':
      return [`Messbescheid ${year}`, 'Gewerbesteuer – Steuermessbetrag und Zerlegung'];
    case 'schaetzungsbescheid':
      return [`Schätzungsbescheid für ${year}`, 'Einkommensteuer und Solidaritätszuschlag (§ 162 AO)'];
    case 'vorauszahlungsbescheid':
      return ['Mitteilung über die Festsetzung von Vorauszahlungen', `Einkommensteuer / Solidaritätszuschlag ab ${year}`];
    case 'verspaetungszuschlag':
      return ['Verspätungszuschlag', `wegen verspäteter Abgabe der Einkommensteuererklärung ${year}`];
    case 'zinsbescheid':
      return [`Zinsfestsetzung zur Einkommensteuer ${year}`, `(§ 233a AO – ${/Erstattungszinsen/.test(first) ? 'Erstattungszinsen' : 'Nachzahlungszinsen'})`];
    case 'abgabeaufforderung':
      return [`Fehlende Steuererklärung für ${year}`, '– Aufforderung nach § 149 AO –'];
    case 'anhoerung':
      return ['Gelegenheit zur Stellungnahme (§ 91 AO)', `Einkommensteuererklärung ${year}`];
    case 'einspruchsentscheidung':
      return ['Einspruchsentscheidung', `Ihr Einspruch gegen den Einkommensteuerbescheid ${year}`];
    case 'other':
      return /^Eingangsbestätigung/.test(first) ? [`Ihre Einkommensteuererklärung ${year} ist bei uns eingegangen`] : subject;
    default:
      return subject;
  }
}

/** 'Bescheid' → 'B E S C H E I D' (as old print programs space a title). */
function spacedCaps(word: string): string {
  return [...word.toUpperCase()].join(' ');
}

/** The twentieth set's form codes printed up the left edge (a print centre's Vordruck numbers). */
const FORM_CODES: Partial<Record<SampleLetterType, string>> = {
  einkommensteuerbescheid: 'ESt 7 A',
  aenderungsbescheid: 'ESt 7 B',
  umsatzsteuerbescheid: 'USt 7 A',
  gewerbesteuermessbescheid: 'GewSt 7',
  vorauszahlungsbescheid: 'ESt 9',
  mahnung: 'Erh 12',
  zinsbescheid: 'ESt 7 Z',
  verspaetungszuschlag: 'AO 152',
  schaetzungsbescheid: 'ESt 7 S',
};

/**
 * The twenty-first set's titles, addressed to the reader as the Länder's newer letters are: "Ihr
 * Einkommensteuerbescheid für 2025" / "(Einkommensteuer und Solidaritätszuschlag)", "Ihr geänderter
 * Einkommensteuerbescheid für 2025", "Ihr Umsatzsteuerbescheid für 2025", "Ihre Vorauszahlungen zur
 * Einkommensteuer ab 2025", "Ihre Einkommensteuererklärung 2025: Verspätungszuschlag", "Ihre Zinsen
 * zur Einkommensteuer 2025", "Mahnung" / "Ihre Zahlung ist überfällig", "Ihre rückständigen Steuern" /
 * "Ankündigung von Vollstreckungsmaßnahmen", "Einspruchsentscheidung" / "zu Ihrem Einspruch gegen
 * den Einkommensteuerbescheid 2025"; three in ten titles as drawn.
 */
function twentyfirstSubject(r: Rng, type: SampleLetterType, subject: string[]): string[] {
  const [first, ...rest] = subject as [string, ...string[]];
  if (!r.chance(0.7)) return subject;
  const year = /\b(\d{4})\b/.exec(subject.join(' '))?.[1];
  const bescheid = /^(?:Geänderter )?Bescheid für \d{4} über (.+)$/.exec(first);
  switch (type) {
    case 'einkommensteuerbescheid':
      return bescheid && year ? [`Ihr Einkommensteuerbescheid für ${year}`, `(${bescheid[1]})`] : subject;
    case 'aenderungsbescheid':
      return year ? [`Ihr geänderter Einkommensteuerbescheid für ${year}`, ...rest] : subject;
    case 'umsatzsteuerbescheid':
      return year ? [`Ihr Umsatzsteuerbescheid für ${year}`] : subject;
    case 'gewerbesteuermessbescheid':
      return year ? [`Ihr Gewerbesteuermessbescheid für ${year}`, '(Steuermessbetrag und Zerlegung)'] : subject;
    case 'schaetzungsbescheid':
      return year ? [`Ihr Einkommensteuerbescheid für ${year}`, '– Besteuerungsgrundlagen geschätzt (§ 162 AO) –'] : subject;
    case 'vorauszahlungsbescheid':
      return year ? [`Ihre Vorauszahlungen zur Einkommensteuer ab ${year}`, '(Vorauszahlungsbescheid)'] : subject;
    case 'verspaetungszuschlag':
      return year ? [`Ihre Einkommensteuererklärung ${year}: Verspätungszuschlag`, '(Festsetzung nach § 152 AO)'] : subject;
    case 'zinsbescheid': {
      const kind = /(Nachzahlungszinsen|Erstattungszinsen)/.exec(first)?.[1];
      return year && kind ? [`Ihre Zinsen zur Einkommensteuer ${year}`, `(${kind}, § 233a AO)`] : subject;
    }
    case 'abgabeaufforderung':
      return year ? [`Ihre Einkommensteuererklärung ${year}`, 'Aufforderung zur Abgabe (§ 149 Abs. 1 Satz 2 AO)'] : subject;
    case 'mahnung':
      return ['Mahnung', 'Ihre Zahlung ist überfällig'];
    case 'vollstreckungsankuendigung':
      return ['Ihre rückständigen Steuern', 'Ankündigung von Vollstreckungsmaßnahmen'];
    case 'einspruchsentscheidung':
      return year ? ['Einspruchsentscheidung', `zu Ihrem Einspruch gegen den Einkommensteuerbescheid ${year}`] : subject;
    default:
      return subject;
  }
}

/**
 * The twenty-second set's titles: a Bescheid naming the church tax after "sowie" ("Bescheid für 2025
 * über Einkommensteuer und Solidaritätszuschlag sowie Kirchensteuer"), "Änderungsbescheid für 2025" /
 * "zur Einkommensteuer und zum Solidaritätszuschlag", "Bescheid über die Umsatzsteuer des Jahres 2025",
 * "Bescheid über den Gewerbesteuermessbetrag für 2025" / "und über seine Zerlegung", "Neufestsetzung
 * der Vorauszahlungen ab 2025" / "(Einkommensteuer und Solidaritätszuschlag)", "Verspätete Abgabe der
 * Einkommensteuererklärung 2025" / "Festsetzung eines Verspätungszuschlags (§ 152 AO)",
 * "Nachzahlungszinsen zur Einkommensteuer 2025" / "Zinsbescheid (§ 233a AO)", "Mahnung" /
 * "Zahlungsrückstand auf Ihrem Steuerkonto", "Rückstände auf Ihrem Steuerkonto" / "Ankündigung der
 * Vollstreckung", "Einspruchsentscheidung" / "in der Einspruchssache Einkommensteuer 2025"; a quarter
 * of the titles as drawn.
 */
function twentysecondSubject(r: Rng, type: SampleLetterType, subject: string[]): string[] {
  const [first, ...rest] = subject as [string, ...string[]];
  if (!r.chance(0.75)) return subject;
  if (type === 'mahnung') return ['Mahnung', 'Zahlungsrückstand auf Ihrem Steuerkonto'];
  if (type === 'vollstreckungsankuendigung') return ['Rückstände auf Ihrem Steuerkonto', 'Ankündigung der Vollstreckung'];
  const year = /\b(\d{4})\b/.exec(subject.join(' '))?.[1];
  if (!year) return subject;
  switch (type) {
    case 'einkommensteuerbescheid':
    case 'schaetzungsbescheid':
      return [`Bescheid für ${year} über Einkommensteuer und Solidaritätszuschlag${/Kirchensteuer/.test(first) ? ' sowie Kirchensteuer' : ''}`, ...rest];
    case 'aenderungsbescheid':
      return [`Änderungsbescheid für ${year}`, 'zur Einkommensteuer und zum Solidaritätszuschlag', ...rest];
    case 'umsatzsteuerbescheid':
      return [`Bescheid über die Umsatzsteuer des Jahres ${year}`];
    case 'gewerbesteuermessbescheid':
      return [`Bescheid über den Gewerbesteuermessbetrag für ${year}`, 'und über seine Zerlegung'];
    case 'vorauszahlungsbescheid':
      return [`Neufestsetzung der Vorauszahlungen ab ${year}`, '(Einkommensteuer und Solidaritätszuschlag)'];
    case 'verspaetungszuschlag':
      return [`Verspätete Abgabe der Einkommensteuererklärung ${year}`, 'Festsetzung eines Verspätungszuschlags (§ 152 AO)'];
    case 'zinsbescheid': {
      const kind = /(Nachzahlungszinsen|Erstattungszinsen)/.exec(first)?.[1];
      return kind ? [`${kind} zur Einkommensteuer ${year}`, 'Zinsbescheid (§ 233a AO)'] : subject;
    }
    case 'einspruchsentscheidung':
      return ['Einspruchsentscheidung', `in der Einspruchssache Einkommensteuer ${year}`];
    default:
      return subject;
  }
}

/**
 * The twenty-third set's titles: abbreviated as the offices' forms name them ("ESt-Bescheid 2025" /
 * "(Einkommensteuer, Solidaritätszuschlag und Kirchensteuer)", "USt-Bescheid 2025", "GewSt-Messbescheid
 * 2025", "Geänderter ESt-Bescheid 2025", "ESt-Vorauszahlungen ab 2025") or with the year on a line of
 * its own below ("Bescheid über Einkommensteuer und Solidaritätszuschlag" / "Veranlagungsjahr 2025",
 * "Verspätungszuschlag nach § 152 AO" / "Einkommensteuererklärung für das Kalenderjahr 2025", "Zinsen
 * zur Einkommensteuer" / "Veranlagungsjahr 2025 (Nachzahlungszinsen, § 233a AO)"); "Mahnung (§ 259 AO)",
 * "Ihr Zahlungsrückstand" / "Ankündigung der Zwangsvollstreckung", "Erinnerung" / "Abgabe der
 * Einkommensteuererklärung für 2025", "Rückfrage zu Ihrer Einkommensteuererklärung 2025" /
 * "Gelegenheit zur Äußerung (§ 91 Abs. 1 AO)", "Anordnung einer Außenprüfung (§ 196 AO)"; a quarter as
 * drawn.
 */
function twentythirdSubject(r: Rng, type: SampleLetterType, subject: string[]): string[] {
  const [first, ...rest] = subject as [string, ...string[]];
  if (!r.chance(0.75)) return subject;
  if (type === 'mahnung') return ['Mahnung (§ 259 AO)', 'Rückständige Steuern und Nebenleistungen'];
  if (type === 'vollstreckungsankuendigung') return ['Ihr Zahlungsrückstand', 'Ankündigung der Zwangsvollstreckung'];
  if (type === 'pruefungsanordnung') return ['Anordnung einer Außenprüfung (§ 196 AO)', ...rest];
  const year = /\b(\d{4})\b/.exec(subject.join(' '))?.[1];
  if (!year) return subject;
  const abbreviated = r.chance(0.5);
  switch (type) {
    case 'einkommensteuerbescheid': {
      const taxes = /Kirchensteuer/.test(first) ? 'Einkommensteuer, Solidaritätszuschlag und Kirchensteuer' : 'Einkommensteuer und Solidaritätszuschlag';
      return abbreviated ? [`ESt-Bescheid ${year}`, `(${taxes})`] : [`Bescheid über ${taxes}`, `Veranlagungsjahr ${year}`];
    }
    case 'schaetzungsbescheid':
      return abbreviated ? [`ESt-Bescheid ${year}`, ...rest] : ['Bescheid über Einkommensteuer und Solidaritätszuschlag', `Veranlagungsjahr ${year}`, ...rest];
    case 'aenderungsbescheid':
      return abbreviated
        ? [`Geänderter ESt-Bescheid ${year}`, ...rest]
        : ['Geänderter Bescheid über Einkommensteuer und Solidaritätszuschlag', `Veranlagungsjahr ${year}`, ...rest];
    case 'umsatzsteuerbescheid':
      return abbreviated ? [`USt-Bescheid ${year}`] : ['Bescheid über Umsatzsteuer', `Kalenderjahr ${year}`];
    case 'gewerbesteuermessbescheid':
      return [`GewSt-Messbescheid ${year}`, '(Festsetzung und Zerlegung des Steuermessbetrags)'];
    case 'vorauszahlungsbescheid':
      return [`ESt-Vorauszahlungen ab ${year}`, '(Festsetzung nach § 37 Abs. 3 EStG)'];
    case 'verspaetungszuschlag':
      return ['Verspätungszuschlag nach § 152 AO', `Einkommensteuererklärung für das Kalenderjahr ${year}`];
    case 'zinsbescheid': {
      const kind = /(Nachzahlungszinsen|Erstattungszinsen)/.exec(first)?.[1];
      return kind ? ['Zinsen zur Einkommensteuer', `Veranlagungsjahr ${year} (${kind}, § 233a AO)`] : subject;
    }
    case 'abgabeaufforderung':
      return ['Erinnerung', `Abgabe der Einkommensteuererklärung für ${year}`];
    case 'anhoerung':
      return [`Rückfrage zu Ihrer Einkommensteuererklärung ${year}`, 'Gelegenheit zur Äußerung (§ 91 Abs. 1 AO)'];
    default:
      return subject;
  }
}

/**
 * The notes the twenty-third set's Anhörungen, Erinnerungen and Fragebogen letters give before their
 * deadline (which then goes on page 2); null for the other letter types.
 */
function twentythirdNotes(type: SampleLetterType, letterDate: string): string[] | null {
  switch (type) {
    case 'abgabeaufforderung':
      return [
        'Erzielen Sie Gewinneinkünfte, ist die Erklärung nach amtlich vorgeschriebenem Datensatz über ELSTER zu übermitteln (§ 25 Abs. 4 EStG); in den übrigen Fällen können Sie auch die amtlichen Vordrucke verwenden.',
        'Fügen Sie der Erklärung nur die Belege bei, die in den Vordrucken ausdrücklich verlangt werden. Alle übrigen Nachweise (zum Beispiel Spendenbescheinigungen oder Rechnungen über Handwerkerleistungen) bewahren Sie bitte auf; wir fordern sie bei Bedarf an.',
        'Lassen Sie sich steuerlich beraten, teilen Sie uns bitte den Namen Ihrer Beraterin oder Ihres Beraters mit; für steuerlich beratene Personen gelten längere Fristen (§ 149 Abs. 3 AO).',
        'Können Sie die Frist aus wichtigen Gründen nicht einhalten, beantragen Sie bitte vor ihrem Ablauf eine Verlängerung und begründen Sie Ihren Antrag (§ 109 AO).',
      ];
    case 'anhoerung':
      return [
        'Nach § 91 Abs. 1 AO soll Ihnen Gelegenheit gegeben werden, sich zu den für die Entscheidung erheblichen Tatsachen zu äußern, bevor ein Verwaltungsakt erlassen wird, der in Ihre Rechte eingreift.',
        'Ihre Stellungnahme können Sie schriftlich oder elektronisch über „Mein ELSTER“ (Sonstige Nachricht an das Finanzamt) übermitteln. Bitte geben Sie dabei stets die oben genannte Steuernummer an.',
        'Sind Sie mit der beabsichtigten Abweichung einverstanden, brauchen Sie nichts zu unternehmen. Der Bescheid ergeht dann wie angekündigt; gegen ihn können Sie Einspruch einlegen.',
        'Belege, die Sie nachreichen, fügen Sie bitte in Kopie bei.',
      ];
    case 'fragebogen-erfassung': {
      const [before, current] = letterDate >= '2025-01-01' ? ['25.000 €', '100.000 €'] : ['22.000 €', '50.000 €'];
      return [
        'Der Fragebogen ist nach § 138 Abs. 1b AO innerhalb eines Monats nach Aufnahme der Tätigkeit elektronisch zu übermitteln. Sie finden ihn in „Mein ELSTER“ unter „Formulare & Leistungen“ in der Rubrik „Unternehmensgründung“.',
        `Geben Sie bitte auch an, ob Sie die Kleinunternehmerregelung (§ 19 UStG) in Anspruch nehmen möchten. Sie setzt voraus, dass Ihr Umsatz im Vorjahr ${before} nicht überstiegen hat und im laufenden Jahr ${current} nicht übersteigt.`,
        'Sobald Ihnen eine Steuernummer zugeteilt ist, geben Sie diese oder Ihre Umsatzsteuer-Identifikationsnummer auf Ihren Rechnungen an (§ 14 Abs. 4 Satz 1 Nr. 2 UStG).',
        'Ohne Ihre Angaben im Fragebogen können wir weder Vorauszahlungen festsetzen noch Ihre Umsatzsteuer-Voranmeldungen zuordnen.',
      ];
    }
    default:
      return null;
  }
}

/** Letter types that set a deadline for an answer or a form (the twenty-fourth set words it anew). */
const DEADLINE_TYPES: readonly SampleLetterType[] = ['anhoerung', 'abgabeaufforderung', 'fragebogen-erfassung'];

/** What the amount of a twenty-fourth letter's summary box is ("Auf einen Blick"). */
const SUMMARY_NOUNS: Partial<Record<SampleLetterType, string>> = {
  einkommensteuerbescheid: 'Nachzahlung',
  aenderungsbescheid: 'Nachzahlung',
  umsatzsteuerbescheid: 'Nachzahlung',
  schaetzungsbescheid: 'Nachzahlung',
  vorauszahlungsbescheid: 'Nächste Vorauszahlung',
  verspaetungszuschlag: 'Verspätungszuschlag',
  zinsbescheid: 'Nachzahlungszinsen',
  mahnung: 'Rückstand insgesamt',
  vollstreckungsankuendigung: 'Rückstand insgesamt',
};

/** What a twenty-fourth letter's summary box asks the reader to do by the deadline. */
const SUMMARY_TASKS: Partial<Record<SampleLetterType, string>> = {
  anhoerung: 'Stellung nehmen oder Belege nachreichen',
  abgabeaufforderung: 'Einkommensteuererklärung über ELSTER abgeben',
  'fragebogen-erfassung': 'Fragebogen über „Mein ELSTER“ übermitteln',
};

/** The Land's tax authority that a twenty-fourth letter's letterhead names above the office. */
const TWENTYFOURTH_AUTHORITIES: Partial<Record<StateCode, string>> = {
  BW: 'Oberfinanzdirektion Karlsruhe',
  BY: 'Bayerisches Landesamt für Steuern',
  HE: 'Oberfinanzdirektion Frankfurt am Main',
  NI: 'Landesamt für Steuern Niedersachsen',
  NW: 'Oberfinanzdirektion Nordrhein-Westfalen',
  RP: 'Landesamt für Steuern Rheinland-Pfalz',
  SN: 'Landesamt für Steuern und Finanzen',
  TH: 'Thüringer Landesfinanzdirektion',
};

/**
 * How a twenty-fourth letter prints its dates: in a third of the letters dated numerically, every
 * date ('26.11.2026' as drawn) spaced as older letters write it ('26. 11. 2026'). Only the printing
 * changes; the dates stay the truth's.
 */
function twentyfourthWording(r: Rng, dateStyle: LetterSpec['layout']['dateStyle']): (text: string) => string {
  const spaced = dateStyle === 'numeric' && r.chance(0.35);
  return (text) => (spaced ? text.replace(/(?<![\d.])(\d{2})\.(\d{2})\.(\d{4})(?!\d)/g, '$1. $2. $3') : text);
}

/**
 * The twenty-fourth set's titles, as yet other programs word them: "Bescheid für 2025" / "über die
 * Festsetzung der Einkommensteuer, des Solidaritätszuschlags und der Kirchensteuer" or
 * "Einkommensteuer-Bescheid 2025", "Geänderte Festsetzung für 2025" / "Einkommensteuer und
 * Solidaritätszuschlag", "Bescheid über die Festsetzung der Umsatzsteuer für 2025", "Festsetzung des
 * Gewerbesteuermessbetrags für 2025" / "und Zerlegung des Steuermessbetrags", "Bescheid über
 * Einkommensteuer-Vorauszahlungen" / "ab dem Kalenderjahr 2025", "Verspätungszuschlag wegen nicht
 * fristgerechter Abgabe" / "der Einkommensteuererklärung für 2025", "Zinsen nach § 233a AO zur
 * Einkommensteuer 2025" / "– Nachzahlungszinsen –", "Einkommensteuer 2025" / "Bescheid aufgrund
 * geschätzter Besteuerungsgrundlagen", "Anforderung der Einkommensteuererklärung" / "für das Jahr
 * 2025", "Mahnschreiben", "Rückstandsanzeige", "Beabsichtigte Abweichung von Ihrer Steuererklärung",
 * "Steuerliche Erfassung Ihres Betriebs", "Neue Steuernummer", "Prüfungsanordnung nach § 196 AO",
 * "Einspruchsentscheidung" / "Ihr Einspruch betreffend Einkommensteuer 2025", "Eingangsmitteilung"; a
 * quarter as drawn.
 */
function twentyfourthSubject(r: Rng, type: SampleLetterType, subject: string[]): string[] {
  const [first, ...rest] = subject as [string, ...string[]];
  if (!r.chance(0.75)) return subject;
  switch (type) {
    case 'mahnung':
      return ['Mahnschreiben', 'Rückstände zur Einkommensteuer'];
    case 'vollstreckungsankuendigung':
      return ['Rückstandsanzeige', 'Hinweis auf bevorstehende Vollstreckungsmaßnahmen'];
    case 'fragebogen-erfassung':
      return ['Steuerliche Erfassung Ihres Betriebs', 'Fragebogen zur steuerlichen Erfassung (§ 138 AO)'];
    case 'steuernummer-mitteilung':
      return ['Neue Steuernummer', 'Bitte bei allen Zahlungen und Schreiben angeben'];
    case 'pruefungsanordnung':
      return ['Prüfungsanordnung nach § 196 AO', 'Außenprüfung (Betriebsprüfung) Ihres Unternehmens'];
    default:
  }
  const year = /\b(\d{4})\b/.exec(subject.join(' '))?.[1];
  if (!year) return subject;
  switch (type) {
    case 'einkommensteuerbescheid':
      return r.chance(0.5)
        ? [
            `Bescheid für ${year}`,
            /Kirchensteuer/.test(first)
              ? 'über die Festsetzung der Einkommensteuer, des Solidaritätszuschlags und der Kirchensteuer'
              : 'über die Festsetzung der Einkommensteuer und des Solidaritätszuschlags',
          ]
        : [`Einkommensteuer-Bescheid ${year}`];
    case 'aenderungsbescheid':
      return [`Geänderte Festsetzung für ${year}`, 'Einkommensteuer und Solidaritätszuschlag', ...rest];
    case 'umsatzsteuerbescheid':
      return [`Bescheid über die Festsetzung der Umsatzsteuer für ${year}`];
    case 'gewerbesteuermessbescheid':
      return [`Festsetzung des Gewerbesteuermessbetrags für ${year}`, 'und Zerlegung des Steuermessbetrags'];
    case 'vorauszahlungsbescheid':
      return ['Bescheid über Einkommensteuer-Vorauszahlungen', `ab dem Kalenderjahr ${year}`];
    case 'verspaetungszuschlag':
      return ['Verspätungszuschlag wegen nicht fristgerechter Abgabe', `der Einkommensteuererklärung für ${year}`];
    case 'zinsbescheid': {
      const kind = /(Nachzahlungszinsen|Erstattungszinsen)/.exec(first)?.[1];
      return kind ? [`Zinsen nach § 233a AO zur Einkommensteuer ${year}`, `– ${kind} –`] : subject;
    }
    case 'schaetzungsbescheid':
      return [`Einkommensteuer ${year}`, 'Bescheid aufgrund geschätzter Besteuerungsgrundlagen'];
    case 'abgabeaufforderung':
      return ['Anforderung der Einkommensteuererklärung', `für das Jahr ${year}`];
    case 'anhoerung':
      return ['Beabsichtigte Abweichung von Ihrer Steuererklärung', `Einkommensteuer ${year} – Anhörung (§ 91 AO)`];
    case 'einspruchsentscheidung':
      return ['Einspruchsentscheidung', `Ihr Einspruch betreffend Einkommensteuer ${year}`];
    case 'other':
      return /^Eingangsbestätigung/.test(first) ? ['Eingangsmitteilung', `Einkommensteuererklärung ${year}`] : subject;
    default:
      return subject;
  }
}

/**
 * The twentieth set's titles: a Bescheid's year after the kind of letter ('Bescheid 2025 über
 * Einkommensteuer und Solidaritätszuschlag', 'Geänderter Bescheid 2025 über …'), a Mahnung naming the
 * Steuernummer ('Mahnung zur Steuernummer 219/5123/4567'); the other titles as drawn.
 */
function twentiethSubject(type: SampleLetterType, subject: string[], stnr: string): string[] {
  const first = subject[0]!;
  const m = /^(Geänderter )?Bescheid für (\d{4}) über (.*)$/.exec(first);
  if (m) return [`${m[1] ? 'Geänderter Bescheid' : 'Bescheid'} ${m[2]} über ${m[3]}`, ...subject.slice(1)];
  if (type === 'mahnung') return [`Mahnung zur Steuernummer ${stnr}`, ...subject.slice(1)];
  return subject;
}

/**
 * The nineteenth set's titles: a Bescheid's kind in spaced capitals on a line of its own over the
 * rest ("B E S C H E I D" / "für 2025 über Einkommensteuer und Solidaritätszuschlag", "G E Ä N D E R T E R
 * B E S C H E I D" / …), likewise "M A H N U N G", "P R Ü F U N G S A N O R D N U N G" and
 * "E I N S P R U C H S E N T S C H E I D U N G"; "Festsetzung der Vorauszahlungen ab 2026" / "zur
 * Einkommensteuer und zum Solidaritätszuschlag"; "Zinsbescheid" / "Nachzahlungszinsen zur
 * Einkommensteuer 2025 (§ 233a AO)"; "Verspätungszuschlag zur Einkommensteuer 2025" / "(§ 152 AO)";
 * a quarter of the titles as drawn.
 */
function nineteenthSubject(r: Rng, type: SampleLetterType, subject: string[]): string[] {
  const [first, ...rest] = subject as [string, ...string[]];
  if (!r.chance(0.75)) return subject;
  const bescheid = /^(Geänderter )?Bescheid (für \d{4} über .+)$/.exec(first);
  if (bescheid) return [spacedCaps(bescheid[1] ? 'Geänderter Bescheid' : 'Bescheid'), bescheid[2]!, ...rest];
  const year = /\b(\d{4})\b/.exec(subject.join(' '))?.[1];
  if (first === 'Mahnung' || first === 'Prüfungsanordnung' || first === 'Einspruchsentscheidung') return [spacedCaps(first), ...rest];
  if (type === 'vorauszahlungsbescheid' && year) return [`Festsetzung der Vorauszahlungen ab ${year}`, 'zur Einkommensteuer und zum Solidaritätszuschlag'];
  const zinsen = /^Bescheid über (\S+zinsen) (zur .+)$/.exec(first);
  if (zinsen) return ['Zinsbescheid', `${zinsen[1]} ${zinsen[2]} (§ 233a AO)`];
  if (first === 'Festsetzung eines Verspätungszuschlags' && rest[0]) return [`Verspätungszuschlag ${rest[0]}`, '(§ 152 AO)'];
  return subject;
}

/**
 * The eighteenth set's titles, as other software generations word and break them: the tax and the
 * year first and the kind of letter after a dash ("Einkommensteuer 2025 – Bescheid", "Umsatzsteuer
 * 2025 – Bescheid", "Einkommensteuer 2025 – geänderter Bescheid (§ 173 AO)", "Einkommensteuer 2025 –
 * Bescheid aufgrund Schätzung", "Gewerbesteuermessbetrag 2025 – Bescheid und Zerlegung",
 * "Einkommensteuer 2025 – Festsetzung von Zinsen (§ 233a AO)", "Einkommensteuererklärung 2025 –
 * Verspätungszuschlag", "Einkommensteuer 2025 – Entscheidung über Ihren Einspruch"), or "Bescheid"
 * alone over rows "Steuerart: …" / "Jahr: 2025"; "Aufforderung zur Zahlung rückständiger Steuern" for
 * a Mahnung; "Androhung der Pfändung"; "Vorauszahlungen zur Einkommensteuer – Anpassung ab 2025";
 * "Ihre Einkommensteuererklärung 2025 fehlt noch"; "Ihre Erklärung zur Einkommensteuer 2025 –
 * Hinweis auf beabsichtigte Abweichungen (§ 91 AO)"; "Nachricht über die Zuteilung einer
 * Steuernummer"; "Außenprüfung – Anordnung nach § 196 AO"; "Nachricht über den Eingang Ihrer
 * Einkommensteuererklärung 2025".
 */
function eighteenthSubject(r: Rng, type: SampleLetterType, subject: string[]): string[] {
  const [first] = subject as [string, ...string[]];
  if (!r.chance(0.7)) return subject;
  const year = /\b(\d{4})\b/.exec(subject.join(' '))?.[1];
  if (!year) {
    if (type === 'mahnung') return ['Aufforderung zur Zahlung rückständiger Steuern'];
    if (type === 'vollstreckungsankuendigung') return ['Androhung der Pfändung', '(Ankündigung von Vollstreckungsmaßnahmen)'];
    if (type === 'steuernummer-mitteilung') return ['Nachricht über die Zuteilung einer Steuernummer'];
    if (type === 'pruefungsanordnung') return ['Außenprüfung – Anordnung nach § 196 AO'];
    return subject;
  }
  const bescheid = /^Bescheid für \d{4} über (.+)$/.exec(first);
  if (bescheid && (type === 'einkommensteuerbescheid' || type === 'umsatzsteuerbescheid') && r.chance(0.35))
    return ['Bescheid', `Steuerart: ${bescheid[1]!.replace(/ und /g, ', ')}`, `Jahr: ${year}`];
  switch (type) {
    case 'einkommensteuerbescheid':
      return [
        `Einkommensteuer ${year} – Bescheid`,
        /Kirchensteuer/.test(first) ? '(mit Solidaritätszuschlag und Kirchensteuer)' : '(mit Solidaritätszuschlag)',
      ];
    case 'aenderungsbescheid':
      return [`Einkommensteuer ${year} – geänderter Bescheid`, ...subject.slice(1)];
    case 'umsatzsteuerbescheid':
      return [`Umsatzsteuer ${year} – Bescheid`];
    case 'gewerbesteuermessbescheid':
      return [`Gewerbesteuermessbetrag ${year} – Bescheid und Zerlegung`];
    case 'schaetzungsbescheid':
      return [`Einkommensteuer ${year} – Bescheid aufgrund Schätzung`, '(§ 162 AO)'];
    case 'vorauszahlungsbescheid':
      return [`Vorauszahlungen zur Einkommensteuer – Anpassung ab ${year}`];
    case 'verspaetungszuschlag':
      return [`Einkommensteuererklärung ${year} – Verspätungszuschlag`, '(§ 152 AO)'];
    case 'zinsbescheid':
      return [`Einkommensteuer ${year} – Festsetzung von Zinsen (§ 233a AO)`];
    case 'abgabeaufforderung':
      return [`Ihre Einkommensteuererklärung ${year} fehlt noch`];
    case 'anhoerung':
      return [`Ihre Erklärung zur Einkommensteuer ${year}`, 'Hinweis auf beabsichtigte Abweichungen (§ 91 AO)'];
    case 'einspruchsentscheidung':
      return [`Einkommensteuer ${year} – Entscheidung über Ihren Einspruch`];
    case 'other':
      return /^Eingangsbestätigung/.test(first) ? [`Nachricht über den Eingang Ihrer Einkommensteuererklärung ${year}`] : subject;
    default:
      return subject;
  }
}

function thirteenthWording(thirteenth: Rng): (text: string) => string {
  const spaced = thirteenth.chance(0.4);
  return (text) => (spaced ? text.replace(/(\d{1,3}(?:\.\d{3})*,\d{2}) €/g, (_, a: string) => `${a.replace(/\./g, ' ')} Euro`) : text);
}

/** The eighth set's amounts: in part of the letters '1.234,56 EUR' for '1.234,56 €' (the truth stays as drawn). */
function eighthWording(eighth: Rng): (text: string) => string {
  const eur = eighth.chance(0.6);
  return (text) => (eur ? text.replace(/(\d,\d{2}) €/g, '$1 EUR') : text);
}

/** Weekdays, Sunday first (the seventh set's 'Donnerstag, 26. November 2026'). */
const WEEKDAYS = ['Sonntag', 'Montag', 'Dienstag', 'Mittwoch', 'Donnerstag', 'Freitag', 'Samstag'];

/** The tax a seventh letter's payment reference names, short and long ('ESt', 'Einkommensteuer'). */
const SEVENTH_TAX: Partial<Record<SampleLetterType, readonly [string, string]>> = {
  umsatzsteuerbescheid: ['USt', 'Umsatzsteuer'],
  vorauszahlungsbescheid: ['ESt-VZ', 'Einkommensteuer-Vorauszahlung'],
  verspaetungszuschlag: ['VSZ', 'Verspätungszuschlag'],
  zinsbescheid: ['Zinsen', 'Zinsen zur Einkommensteuer'],
};

/** Letter types whose eleventh letters may show an extract of the tax account (a year settled). */
const ACCOUNT_TYPES: readonly SampleLetterType[] = [
  'einkommensteuerbescheid',
  'aenderungsbescheid',
  'umsatzsteuerbescheid',
  'schaetzungsbescheid',
  'verspaetungszuschlag',
  'zinsbescheid',
];

/** The tax a seventh letter's payment schedule names. */
const LEDGER_TAX: Partial<Record<SampleLetterType, string>> = {
  einkommensteuerbescheid: 'ESt, SolZ, KiSt',
  aenderungsbescheid: 'ESt, SolZ, KiSt',
  schaetzungsbescheid: 'Einkommensteuer',
  umsatzsteuerbescheid: 'Umsatzsteuer',
  vorauszahlungsbescheid: 'ESt-Vorauszahlung',
  verspaetungszuschlag: 'Verspätungszuschlag',
  zinsbescheid: 'Zinsen zur ESt',
  mahnung: 'Rückstand inkl. Säumniszuschläge',
  vollstreckungsankuendigung: 'Rückstand inkl. Säumniszuschläge',
};

/** The department of the office that writes a letter of `type`, as the sixth set's letterheads name it. */
function departmentOf(type: SampleLetterType, sixth: Rng): string {
  switch (type) {
    case 'mahnung':
      return sixth.pick(['Finanzkasse', 'Erhebungsstelle']);
    case 'vollstreckungsankuendigung':
      return 'Vollstreckungsstelle';
    case 'pruefungsanordnung':
      return sixth.pick(['Betriebsprüfungsstelle', 'Außenprüfung']);
    case 'einspruchsentscheidung':
      return 'Rechtsbehelfsstelle';
    case 'fragebogen-erfassung':
    case 'steuernummer-mitteilung':
      return 'Steuerliche Erfassung';
    case 'umsatzsteuerbescheid':
    case 'gewerbesteuermessbescheid':
      return 'Veranlagung Gewerbe und Freie Berufe';
    default:
      return sixth.pick(['Arbeitnehmerbereich', `Veranlagungsbezirk ${sixth.int(10, 69)}`, 'Veranlagungsstelle']);
  }
}

/**
 * The sixth set's own choices for a letter (none of the other sets has them), drawn from its own
 * generator: the font (Courier in a third of the letters, as an old mainframe print), the office's
 * department, a remittance slip at the foot of page 1 for a letter that asks for payment (filled in
 * from `payment`), a GiroCode beside the payment section ("Zahlen mit Code"), a run-in
 * Rechtsbehelfsbelehrung, envelope-machine marks, a postage imprint, a barcode, page numbers, the
 * footer; and the photo's (changed in place): off a screen with moiré, at night with a flash, a
 * crumpled page, a faded print, a patterned table, motion blur, sent through a messenger.
 */
function sixthLetter(
  sixth: Rng,
  letterType: SampleLetterType,
  drawn: Block[],
  photo: PhotoEffects,
  { dateLabel, payment }: { dateLabel: string; payment: SixthStyle['slip'] },
): { sixthStyle: SixthStyle; blocks: Block[] } {
  const pick = sixth.next();
  const font: SixthStyle['font'] =
    pick < 0.35
      ? { regular: 'Courier', bold: 'Courier-Bold' }
      : pick < 0.75
        ? { regular: 'Helvetica', bold: 'Helvetica-Bold' }
        : { regular: 'Times-Roman', bold: 'Times-Bold' };
  const bodySize = sixth.pick(font.regular === 'Courier' ? [9, 9.5, 10] : font.regular === 'Helvetica' ? [9.5, 10, 10.5] : [10.5, 11]);
  const department = sixth.chance(0.6) ? departmentOf(letterType, sixth) : null;
  const slip = payment && sixth.chance(0.45) ? payment : null;
  const code = payment && !slip && sixth.chance(0.4) ? sixth.int(1, 2 ** 31 - 1) : null;
  const runIn = sixth.chance(0.4);
  const hex = (n: number) => Array.from({ length: n }, () => '0123456789ABCDEF'[sixth.int(0, 15)]).join('');
  const sixthStyle: SixthStyle = {
    font,
    bodySize,
    department,
    dateLabel,
    slip,
    omr: sixth.chance(0.4) ? [true, ...Array.from({ length: 5 }, () => sixth.chance(0.5))] : null,
    postage: sixth.chance(0.4),
    barcode: sixth.chance(0.35) ? `${hex(2)} ${hex(4)} ${hex(4)}` : null,
    pageNumbers: sixth.pick(['bottom', 'bottom', 'top', 'dash'] as const),
    footer: sixth.pick(['columns', 'rows'] as const),
    emblem: sixth.chance(0.5),
    seed: sixth.int(1, 2 ** 31 - 1),
  };
  const blocks = drawn.map((block): Block => {
    if (block.kind === 'payment' && payment) {
      if (slip) return { ...block, lines: [...block.lines, 'Für die Überweisung können Sie den Zahlschein am Fuß der ersten Seite verwenden.'] };
      if (code) return { ...block, code };
    }
    if (block.kind === 'smallprint' && block.title === 'Rechtsbehelfsbelehrung' && runIn) return { ...block, runIn };
    // Courier's labels are wide: a table's head takes two lines.
    if (block.kind === 'table' && block.head && font.regular === 'Courier') return { ...block, tallHead: true };
    return block;
  });

  // The photo: one in seven off a computer screen (moiré, the screen's glow, a PDF viewer's grey around
  // the page); the others on paper, some at night under a phone's flash, crumpled and smoothed out,
  // faded, on a patterned table; any of them shaken or sent through a messenger.
  if (sixth.chance(0.15)) {
    photo.screen = { period: 5 + sixth.next() * 5, angleDeg: sixth.int(0, 179), depth: 0.06 + sixth.next() * 0.06, bandPeriod: 60 + sixth.next() * 90 };
    photo.tint = [0.9 + sixth.next() * 0.04, 0.95 + sixth.next() * 0.03, 1];
    // A PDF viewer's grey around the page.
    photo.background = { r: 82, g: 86, b: 89 };
    photo.shadow = null;
  } else {
    if (sixth.chance(0.3)) {
      photo.flash = { cx: 0.3 + sixth.next() * 0.4, cy: 0.25 + sixth.next() * 0.4, r: 0.25 + sixth.next() * 0.15, strength: 0.2 + sixth.next() * 0.15 };
      photo.vignette = 0.35 + sixth.next() * 0.2;
      photo.tint = [1, 0.9 + sixth.next() * 0.04, 0.74 + sixth.next() * 0.08];
      photo.noiseSigma += 4 + sixth.next() * 6;
      photo.shadow = null;
    }
    if (sixth.chance(0.35))
      photo.crumple = {
        bumps: Array.from({ length: sixth.int(14, 22) }, () => ({
          x: -0.1 + sixth.next() * 1.2,
          y: -0.1 + sixth.next() * 1.6,
          r: 0.04 + sixth.next() * 0.14,
          h: (sixth.chance(0.5) ? 1 : -1) * (0.3 + sixth.next() * 0.7),
        })),
        shift: 3 + sixth.next() * 4,
        shade: 0.08 + sixth.next() * 0.06,
        creases: Array.from({ length: sixth.int(2, 4) }, () => {
          const [x0, y0] = [sixth.next(), sixth.next() * 1.41];
          const angle = sixth.next() * Math.PI;
          const length = 0.2 + sixth.next() * 0.4;
          return { x0, y0, x1: x0 + Math.cos(angle) * length, y1: y0 + Math.sin(angle) * length, darkness: 0.18 + sixth.next() * 0.14 };
        }),
      };
    if (sixth.chance(0.25))
      photo.faded = {
        contrast: 0.5 + sixth.next() * 0.2,
        streaks: Array.from({ length: sixth.int(0, 2) }, () => ({ x: sixth.next(), width: 0.03 + sixth.next() * 0.06, loss: 0.2 + sixth.next() * 0.2 })),
      };
    if (sixth.chance(0.45)) photo.pattern = { kind: sixth.pick(['wood', 'gingham', 'granite'] as const), seed: sixth.int(1, 2 ** 31 - 1) };
  }
  if (sixth.chance(0.3)) photo.motion = { length: 4 + sixth.next() * 4, angleDeg: sixth.int(0, 179) };
  if (sixth.chance(0.3)) {
    photo.longEdge = sixth.pick([1800, 2048]);
    photo.jpegQuality = sixth.int(58, 72);
  }
  return { sixthStyle, blocks };
}

const MONTH_ABBREVIATIONS: Record<string, string> = {
  Januar: 'Jan.',
  Februar: 'Feb.',
  März: 'März',
  April: 'Apr.',
  Mai: 'Mai',
  Juni: 'Juni',
  Juli: 'Juli',
  August: 'Aug.',
  September: 'Sept.',
  Oktober: 'Okt.',
  November: 'Nov.',
  Dezember: 'Dez.',
};

/**
 * How a fresh letter prints amounts and long dates: 'EUR 1.234,56', '1.234,56 EUR' or
 * '1.234,56 €' (the currency of table heads alike), and months abbreviated ('12. Okt. 2026') in
 * most letters with long dates. Only the printing changes; the amounts and dates stay the truth's.
 */
function freshWording(fresh: Rng, dateStyle: LetterSpec['layout']['dateStyle']): (text: string) => string {
  const currency = fresh.pick(['EUR before', 'EUR after', '€'] as const);
  const abbreviate = dateStyle === 'long' && fresh.chance(0.7);
  return (text) => {
    let t = text;
    if (currency === 'EUR before') t = t.replace(/(\d{1,3}(?:\.\d{3})*,\d{2}) €/g, 'EUR $1');
    if (currency === 'EUR after') t = t.replace(/(\d{1,3}(?:\.\d{3})*,\d{2}) €/g, '$1 EUR');
    if (currency !== '€') t = t.replace(/(^|\s)€(?=$|\s)/g, '$1EUR');
    if (abbreviate)
      t = t.replace(/(\d{1,2})\. ([A-Za-zä]+) (\d{4})/g, (all, day: string, month: string, year: string) =>
        MONTH_ABBREVIATIONS[month] ? `${day}. ${MONTH_ABBREVIATIONS[month]} ${year}` : all,
      );
    return t;
  };
}

/**
 * How an unseen letter prints amounts: '1 234,56 €' (a space between thousands), '1.234,56 Euro'
 * (and 'Euro' in table heads) or '€ 1.234,56'; or as the other sets do. Only the printing changes.
 */
function unseenWording(unseen: Rng): (text: string) => string {
  const currency = unseen.pick(['space', 'Euro', 'before', '€'] as const);
  return (text) => {
    switch (currency) {
      case 'space':
        return text.replace(/\d{1,3}(?:\.\d{3})+(?=,\d{2}\b)/g, (whole) => whole.replace(/\./g, ' '));
      case 'Euro':
        return text.replace(/(\d{1,3}(?:\.\d{3})*,\d{2}) €/g, '$1 Euro').replace(/(^|\s)€(?=$|\s)/g, '$1Euro');
      case 'before':
        return text.replace(/(\d{1,3}(?:\.\d{3})*,\d{2}) €/g, '€ $1');
      case '€':
        return text;
    }
  };
}

/** Month abbreviations of the blind set ('03. Nov. 2026'; 'Sep.', where the fresh set has 'Sept.'). */
const MONTH_ABBREVIATIONS_BLIND = ['Jan.', 'Feb.', 'März', 'Apr.', 'Mai', 'Juni', 'Juli', 'Aug.', 'Sep.', 'Okt.', 'Nov.', 'Dez.'];
const MONTH_NAMES = ['Januar', 'Februar', 'März', 'April', 'Mai', 'Juni', 'Juli', 'August', 'September', 'Oktober', 'November', 'Dezember'];

/**
 * How a blind letter prints dates and amounts: every date ('03.11.2026' as drawn) as '03. November
 * 2026', '03. Nov. 2026', '3.11.2026' or as drawn; amounts without a thousands separator ('1234,56 €')
 * in a third of the letters. Only the printing changes; the amounts and dates stay the truth's.
 */
function blindWording(blind: Rng): (text: string) => string {
  const date = blind.pick(['long', 'abbreviated', 'abbreviated', 'unpadded', 'numeric'] as const);
  const plain = blind.chance(0.35);
  return (text) => {
    let t = text.replace(/\b(\d{2})\.(\d{2})\.(\d{4})\b/g, (all, day: string, month: string, year: string) => {
      const m = Number(month) - 1;
      switch (date) {
        case 'long':
          return `${day}. ${MONTH_NAMES[m]} ${year}`;
        case 'abbreviated':
          return `${day}. ${MONTH_ABBREVIATIONS_BLIND[m]} ${year}`;
        case 'unpadded':
          return `${Number(day)}.${Number(month)}.${year}`;
        case 'numeric':
          return all;
      }
    });
    if (plain) t = t.replace(/\d{1,3}(?:\.\d{3})+(?=,\d{2}\b)/g, (whole) => whole.replace(/\./g, ''));
    return t;
  };
}

/** A body block with `wording` applied to its texts. */
function restyleBlock(block: Block, wording: (text: string) => string): Block {
  switch (block.kind) {
    case 'para':
      return { ...block, text: wording(block.text) };
    case 'table':
      return {
        ...block,
        ...(block.title ? { title: wording(block.title) } : {}),
        ...(block.head ? { head: block.head.map(wording) } : {}),
        rows: block.rows.map((row) => row.map(wording)),
      };
    case 'grid':
      return { ...block, rows: block.rows.map((row) => row.map(wording)), total: block.total?.map(wording) ?? null };
    case 'payment':
      return { ...block, lines: block.lines.map(wording) };
    case 'ledger':
      return { ...block, rows: block.rows.map((row) => row.map(wording)) };
    case 'smallprint':
      return { ...block, text: wording(block.text) };
    case 'box':
      return { ...block, rows: block.rows.map(([label, value]): [string, string] => [wording(label), wording(value)]) };
    case 'pagebreak':
      return block;
  }
}

/**
 * A document that is no Finanzamt letter but looks like one to a careless reader: an invoice of a
 * trade (dates, amounts, "Bitte zahlen Sie … bis zum", its IBAN, and the Steuernummer § 14 UStG
 * makes it print) or a rental contract (dates, rents, a deposit). Its truth is "no type".
 */
function otherDocumentSpec(id: string, kind: 'invoice' | 'rental-contract', rng: Rng): LetterSpec {
  const amt = rng.pick(FINANZAEMTER);
  const letterDate = letterDateOf(rng);
  const last = rng.pick(LAST_NAMES);
  const female = rng.chance(0.5);
  const client = `${rng.pick(female ? FIRST_NAMES_F : FIRST_NAMES_M)} ${rng.pick(LAST_NAMES)}`;
  const plzCity = `${rng.pick(amt.plz)} ${amt.city}`;
  const recipient = [female ? 'Frau' : 'Herrn', client, `${rng.pick(STREETS)} ${rng.int(1, 90)}`, plzCity];
  const account = `${rng.digits(8)}${rng.digits(2)}`;
  const bank = { bank: 'Sparkasse', iban: formatIbanDe('50050201', account), bic: 'HELADEF1822' };
  const stnr = steuernummer(amt, rng.digits(districtDigits(amt.state)), rng.digits(amt.state === 'NW' ? 4 : 5)).land;
  const printedDate = dateNumeric(letterDate);
  const due = addDaysIso(letterDate, 14);
  let sender: string;
  let subject: string[];
  let info: [string, string][];
  let blocks: Block[];
  if (kind === 'invoice') {
    sender = `${rng.pick(['Malerbetrieb', 'Elektro', 'Sanitär', 'Schreinerei', 'Gartenbau'])} ${last} GmbH`;
    const net = rng.int(200, 4000) * 100;
    const vat = Math.round(net * 0.19);
    subject = [`Rechnung Nr. ${letterDate.slice(0, 4)}-${rng.digits(4)}`];
    info = [
      ['Kundennummer', rng.digits(5)],
      ['Datum', printedDate],
      ['Leistungsdatum', dateNumeric(addDaysIso(letterDate, -rng.int(3, 20)))],
    ];
    blocks = [
      {
        kind: 'para',
        text: `${female ? 'Sehr geehrte Frau' : 'Sehr geehrter Herr'} ${client.split(' ')[1]},\nfür die ausgeführten Arbeiten berechnen wir Ihnen:`,
      },
      {
        kind: 'table',
        head: ['Betrag €'],
        rows: [
          ['Arbeitsleistung', euroOf(Math.round(net * 0.6))],
          ['Material', euroOf(net - Math.round(net * 0.6))],
          ['Nettobetrag', euroOf(net)],
          ['zzgl. MwSt. 19 %', euroOf(vat)],
          ['Gesamtbetrag', euroOf(net + vat)],
        ],
        strong: [4],
      },
      {
        kind: 'para',
        text: `Bitte zahlen Sie den Gesamtbetrag von ${euroOf(net + vat)} € bis zum ${dateNumeric(due)} ohne Abzug auf unser Konto IBAN ${bank.iban}.`,
      },
      { kind: 'para', text: 'Vielen Dank für Ihren Auftrag.\nMit freundlichen Grüßen' },
    ];
  } else {
    sender = `Hausverwaltung ${last} GmbH`;
    const rent = rng.int(45, 140) * 1000;
    const costs = rng.int(12, 30) * 1000;
    const start = `${letterDate.slice(0, 7)}-01` < letterDate ? addDaysIso(`${letterDate.slice(0, 7)}-01`, 45).slice(0, 8) + '01' : letterDate;
    subject = ['Mietvertrag über Wohnraum'];
    info = [
      ['Objekt-Nr.', rng.digits(4)],
      ['Datum', printedDate],
    ];
    blocks = [
      { kind: 'para', text: `Zwischen der ${sender} (Vermieter) und ${female ? 'Frau' : 'Herrn'} ${client} (Mieter) wird folgender Mietvertrag geschlossen:` },
      {
        kind: 'para',
        text: `§ 1 Mietsache: Wohnung im ${rng.int(1, 4)}. Obergeschoss, ${rng.int(2, 4)} Zimmer, Küche, Bad, ${rng.pick(STREETS)} ${rng.int(1, 90)}, ${plzCity}.`,
      },
      { kind: 'para', text: `§ 2 Mietzeit: Das Mietverhältnis beginnt am ${dateNumeric(start)} und läuft auf unbestimmte Zeit.` },
      {
        kind: 'table',
        title: '§ 3 Miete',
        rows: [
          ['Kaltmiete monatlich', `${euroOf(rent)} €`],
          ['Nebenkostenvorauszahlung', `${euroOf(costs)} €`],
          ['Gesamtmiete monatlich', `${euroOf(rent + costs)} €`],
        ],
        strong: [2],
      },
      { kind: 'para', text: `Die Miete ist monatlich im Voraus, spätestens bis zum dritten Werktag eines Monats, auf das Konto IBAN ${bank.iban} zu zahlen.` },
      { kind: 'para', text: `§ 4 Kaution: Der Mieter leistet eine Kaution von ${euroOf(rent * 3)} € bis zum ${dateNumeric(start)}.` },
      { kind: 'para', text: `${amt.city}, ${printedDate}\n\nVermieter                                        Mieter` },
    ];
  }
  return {
    id,
    truth: {
      letterType: null,
      finanzamt: null,
      steuernummer: null,
      state: null,
      steuerId: null,
      letterDate: null,
      taxYear: null,
      amountDueCents: null,
      refundCents: null,
      dueDate: null,
      hasInstructions: false,
      iban: null,
      payee: null,
      paymentReference: null,
    },
    layout: { letterhead: 'left', datePlacement: 'infoblock', dateStyle: 'numeric', infoStyle: 'pairs', fontScale: 1 },
    office: {
      land: kind === 'invoice' ? 'Meisterbetrieb seit 1987' : 'Immobilien · Vermietung · Verwaltung',
      name: sender,
      street: `${rng.pick(STREETS)} ${rng.int(1, 90)}`,
      plzCity: `${amt.plz[0]} ${amt.city}`,
      phone: `${amt.area} ${rng.digits(6)}`,
      fax: `${amt.area} ${rng.digits(6)}`,
      banks: [bank],
      footerNote:
        kind === 'invoice' ? `Steuernummer ${stnr} · Geschäftsführer ${rng.pick(FIRST_NAMES_M)} ${last}` : `Amtsgericht ${amt.city} HRB ${rng.digits(5)}`,
    },
    recipient,
    info,
    printedDate,
    yourLetterOf: null,
    subject,
    blocks,
    photo: photoEffects(rng),
  };
}

function euroOf(cents: number): string {
  return euro(cents, false);
}

function addDaysIso(iso: string, days: number): string {
  return addDays(iso, days);
}

function formatIbanDe(blz: string, account: string): string {
  return formatIban(iban(blz, account));
}

/** How a photo of the page is degraded, drawn at random. */
function photoEffects(rng: Rng): PhotoEffects {
  return {
    rotateDeg: (rng.chance(0.5) ? -1 : 1) * (1 + rng.next() * 3),
    shear: (rng.next() - 0.5) * 0.03,
    blurSigma: 0.6 + rng.next() * 0.9,
    noiseSigma: 8 + rng.next() * 14,
    lightAngleDeg: rng.int(0, 359),
    lightMin: 0.55 + rng.next() * 0.3,
    shadow: rng.chance(0.5) ? { cx: rng.next(), cy: rng.next(), r: 0.2 + rng.next() * 0.35, darkness: 0.15 + rng.next() * 0.25 } : null,
    background: rng.pick([
      { r: 96, g: 72, b: 52 },
      { r: 60, g: 62, b: 70 },
      { r: 150, g: 140, b: 120 },
      { r: 35, g: 35, b: 38 },
    ]),
    margin: 0.04 + rng.next() * 0.06,
    jpegQuality: rng.int(78, 90),
    seed: rng.int(1, 2 ** 31 - 1),
  };
}

function dateBefore(iso: string, days: number): string {
  const t = new Date(`${iso}T12:00:00Z`);
  t.setUTCDate(t.getUTCDate() - days);
  return t.toISOString().slice(0, 10);
}

// ---------------------------------------------------------------- PDF

const PAGE_W = 595.28;
const PAGE_H = 841.89;
const LEFT = 62;
const RIGHT = PAGE_W - 50;
const WIDTH = RIGHT - LEFT;
const FOOTER_TOP = 772;
const BODY_BOTTOM = FOOTER_TOP - 14;

/** A page's margins, fonts and body size: the same for every letter but the fresh, the unseen and the blind set's. */
interface PageGeometry {
  left: number;
  right: number;
  width: number;
  regular: string;
  bold: string;
  body: number;
  /** The paragraphs' line gap (1.5 unless given: the twelfth set's). */
  lineGap?: number;
  /** The small print's size (8.2 unless given: the twenty-fourth set's). */
  small?: number;
}

const CLASSIC_PAGE: PageGeometry = { left: LEFT, right: RIGHT, width: WIDTH, regular: 'Helvetica', bold: 'Helvetica-Bold', body: 10 };

function pageGeometry(spec: LetterSpec): PageGeometry {
  const tw24 = spec.twentyfourth;
  if (tw24) return { ...CLASSIC_PAGE, regular: tw24.font.regular, bold: tw24.font.bold, body: tw24.bodySize, small: tw24.smallSize };
  const tw23 = spec.twentythird;
  if (tw23) return { ...CLASSIC_PAGE, regular: tw23.font.regular, bold: tw23.font.bold, body: tw23.bodySize };
  const tw21 = spec.twentyfirst;
  if (tw21) return { ...CLASSIC_PAGE, regular: tw21.font.regular, bold: tw21.font.bold, body: tw21.bodySize };
  const tw20 = spec.twentieth;
  if (tw20) return { ...CLASSIC_PAGE, regular: tw20.font.regular, bold: tw20.font.bold, body: tw20.bodySize };
  const nt = spec.nineteenth;
  if (nt) return { ...CLASSIC_PAGE, regular: nt.font.regular, bold: nt.font.bold, body: nt.bodySize };
  const ei = spec.eighteenth;
  if (ei) return { ...CLASSIC_PAGE, regular: ei.font.regular, bold: ei.font.bold, body: ei.bodySize };
  const sv = spec.seventeenth;
  if (sv) return { ...CLASSIC_PAGE, regular: sv.font.regular, bold: sv.font.bold, body: sv.bodySize };
  const sx = spec.sixteenth;
  if (sx) return { ...CLASSIC_PAGE, regular: sx.font.regular, bold: sx.font.bold, body: sx.bodySize };
  const ff = spec.fifteenth;
  if (ff) return { ...CLASSIC_PAGE, regular: ff.font.regular, bold: ff.font.bold, body: ff.bodySize };
  const fo = spec.fourteenth;
  if (fo) return { ...CLASSIC_PAGE, regular: fo.font.regular, bold: fo.font.bold, body: fo.bodySize };
  const th = spec.thirteenth;
  if (th) return { ...CLASSIC_PAGE, regular: th.font.regular, bold: th.font.bold, body: th.bodySize };
  const tw = spec.twelfth;
  if (tw) return { ...CLASSIC_PAGE, regular: tw.font.regular, bold: tw.font.bold, body: tw.bodySize, lineGap: tw.lineGap };
  const el = spec.eleventh;
  if (el) return { ...CLASSIC_PAGE, regular: el.font.regular, bold: el.font.bold, body: el.bodySize };
  const t = spec.tenth;
  if (t) return { ...CLASSIC_PAGE, regular: t.font.regular, bold: t.font.bold, body: t.bodySize };
  const n = spec.ninth;
  if (n) return { ...CLASSIC_PAGE, regular: n.font.regular, bold: n.font.bold, body: n.bodySize };
  const e = spec.eighth;
  if (e) return { ...CLASSIC_PAGE, regular: e.font.regular, bold: e.font.bold, body: e.bodySize };
  const v = spec.seventh;
  if (v) return { ...CLASSIC_PAGE, regular: v.font.regular, bold: v.font.bold, body: v.bodySize };
  const x = spec.sixth;
  if (x) return { ...CLASSIC_PAGE, regular: x.font.regular, bold: x.font.bold, body: x.bodySize };
  const b = spec.blind;
  if (b) return { ...CLASSIC_PAGE, regular: b.font.regular, bold: b.font.bold, body: b.bodySize };
  const u = spec.unseen;
  if (u) return { ...CLASSIC_PAGE, regular: u.font, bold: `${u.font}-Bold`, body: u.bodySize };
  const f = spec.fresh;
  if (!f) return CLASSIC_PAGE;
  const right = PAGE_W - f.margins.right;
  return { left: f.margins.left, right, width: right - f.margins.left, regular: f.font.regular, bold: f.font.bold, body: f.bodySize };
}

/**
 * A square two-dimensional code (twentieth set): `size` points wide at (`x`, `y`), 16 × 16 modules
 * drawn from `seed`, a solid L along its left and bottom edges and alternating modules along the
 * others, as a Data Matrix code looks.
 */
function drawDataMatrix(doc: PDFKit.PDFDocument, x: number, y: number, size: number, seed: number): void {
  const n = 16;
  const m = size / n;
  const r = new Rng(seed);
  doc.fillColor('#000000');
  for (let row = 0; row < n; row++)
    for (let col = 0; col < n; col++) {
      const edge = col === 0 || row === n - 1 ? true : row === 0 ? col % 2 === 0 : col === n - 1 ? row % 2 === 1 : r.chance(0.5);
      if (edge) doc.rect(x + col * m, y + row * m, m, m).fill();
    }
}

/** Draws the letter as a PDF into `doc`. */
function drawLetter(doc: PDFKit.PDFDocument, spec: LetterSpec): void {
  const { layout, office } = spec;
  const g = pageGeometry(spec);
  if (spec.fifteenth && spec.fifteenth.font.regular !== 'Helvetica') {
    // The fifteenth set's DejaVu Condensed faces, embedded from the system's fonts (fonts-dejavu).
    for (const name of [spec.fifteenth.font.regular, spec.fifteenth.font.bold])
      doc.registerFont(name, readFileSync(`/usr/share/fonts/truetype/dejavu/${name}.ttf`));
  }
  if (spec.sixteenth && spec.sixteenth.font.regular !== 'Helvetica') {
    // The sixteenth set's Liberation Sans Narrow or DejaVu Sans Mono, embedded from the system's fonts
    // (fonts-liberation, fonts-dejavu).
    const dir = spec.sixteenth.font.regular === 'DejaVuSansMono' ? 'dejavu' : 'liberation';
    for (const name of [spec.sixteenth.font.regular, spec.sixteenth.font.bold])
      doc.registerFont(name, readFileSync(`/usr/share/fonts/truetype/${dir}/${name}.ttf`));
  }
  if (spec.seventeenth && spec.seventeenth.font.regular !== 'Helvetica') {
    // The seventeenth set's Liberation Serif, DejaVu Serif or Liberation Mono, embedded from the
    // system's fonts (fonts-liberation, fonts-dejavu).
    const dir = spec.seventeenth.font.regular === 'DejaVuSerif' ? 'dejavu' : 'liberation';
    for (const name of [spec.seventeenth.font.regular, spec.seventeenth.font.bold])
      doc.registerFont(name, readFileSync(`/usr/share/fonts/truetype/${dir}/${name}.ttf`));
  }
  if (spec.eighteenth && spec.eighteenth.font.regular !== 'Helvetica') {
    // The eighteenth set's Liberation Sans or DejaVu Sans, embedded from the system's fonts
    // (fonts-liberation, fonts-dejavu).
    const dir = spec.eighteenth.font.regular === 'DejaVuSans' ? 'dejavu' : 'liberation';
    for (const name of [spec.eighteenth.font.regular, spec.eighteenth.font.bold])
      doc.registerFont(name, readFileSync(`/usr/share/fonts/truetype/${dir}/${name}.ttf`));
  }
  if (spec.nineteenth) {
    // The nineteenth set's Liberation Sans or DejaVu Serif Condensed and its monospaced values'
    // DejaVu Sans Mono or Liberation Mono, embedded from the system's fonts (fonts-liberation, fonts-dejavu).
    const nt = spec.nineteenth;
    const faces = [...(nt.font.regular === 'Times-Roman' ? [] : [nt.font.regular, nt.font.bold]), ...(nt.valueFont === 'Courier' ? [] : [nt.valueFont])];
    for (const name of faces)
      doc.registerFont(name, readFileSync(`/usr/share/fonts/truetype/${name.startsWith('DejaVu') ? 'dejavu' : 'liberation'}/${name}.ttf`));
  }
  if (spec.twentieth && spec.twentieth.font.regular !== 'Helvetica') {
    // The twentieth set's Liberation Serif with Liberation Sans Bold, or Liberation Sans Narrow,
    // embedded from the system's fonts (fonts-liberation).
    for (const name of [spec.twentieth.font.regular, spec.twentieth.font.bold])
      doc.registerFont(name, readFileSync(`/usr/share/fonts/truetype/liberation/${name}.ttf`));
  }
  if (spec.twentyfirst && spec.twentyfirst.font.regular !== 'Times-Roman') {
    // The twenty-first set's Liberation Sans or DejaVu Serif, embedded from the system's fonts
    // (fonts-liberation, fonts-dejavu).
    const dir = spec.twentyfirst.font.regular === 'DejaVuSerif' ? 'dejavu' : 'liberation';
    for (const name of [spec.twentyfirst.font.regular, spec.twentyfirst.font.bold])
      doc.registerFont(name, readFileSync(`/usr/share/fonts/truetype/${dir}/${name}.ttf`));
  }
  if (spec.unseen?.font === 'Inter') {
    const inter = interFont();
    doc.registerFont('Inter', inter.regular);
    doc.registerFont('Inter-Bold', inter.bold);
  }
  let pageNo = 1;
  decoratePage(doc, spec, g);
  if (spec.sixth?.slip) drawSlip(doc, spec.sixth.slip);
  if (spec.sixth?.barcode) drawBarcode(doc, g.left, 14, spec.sixth.barcode, spec.sixth.seed);
  // The twentieth set's square two-dimensional code at the top right corner.
  if (spec.twentieth?.matrixCode) drawDataMatrix(doc, g.right - 30, 6, 30, spec.twentieth.matrixCode);
  // The twenty-first set's thin bar in the Land's colour across the page's top.
  if (spec.twentyfirst?.bar) doc.rect(g.left, 26, g.width, 4).fillColor(spec.twentyfirst.bar).fill();

  // The seventeenth set's run line across the page's top, above the letterhead, which moves down.
  const headline = spec.seventeenth?.headline ?? null;
  const headOff = headline ? 12 : 0;
  if (headline) {
    doc.font(g.regular).fontSize(8.5).fillColor('#000000').text(headline.text, g.left, 38, { width: g.width, lineBreak: false });
    doc.moveTo(g.left, 48.5).lineTo(g.right, 48.5).lineWidth(0.4).strokeColor('#888888').stroke();
  }
  // The eighteenth set's date alone in the page's top right corner, above the letterhead.
  if (layout.datePlacement === 'corner')
    doc.font(g.regular).fontSize(9.5).fillColor('#000000').text(spec.printedDate, g.left, 22, { width: g.width, align: 'right', lineBreak: false });

  // Letterhead
  const fs = layout.fontScale;
  let infoY = (layout.letterhead === 'right' ? 128 : 118) + headOff;
  if (layout.infoStyle === 'topRight') {
    // Two columns (fresh set): the Land and the office's name at the left; at the right the
    // office's address and telephone, then the information block as pairs.
    doc.fillColor('#333333').font(g.regular).fontSize(8).text(office.land, g.left, 40, { width: 230 });
    doc.fillColor('#000000').font(g.bold).fontSize(14).text(office.name, g.left, 52, { width: 230 });
    const colX = g.right - 200;
    doc
      .font(g.regular)
      .fontSize(8)
      .fillColor('#333333')
      .text(`Dienstgebäude: ${office.street}, ${office.plzCity}\nTelefon ${office.phone} · Telefax ${office.fax}`, colX, 40, { width: 200, lineGap: 1 });
    infoY = doc.y + 8;
    for (const [label, value] of spec.info) {
      doc
        .font(g.regular)
        .fontSize(8.5 * fs)
        .fillColor('#444444')
        .text(label, colX, infoY, { width: 95 });
      const labelBottom = doc.y;
      doc.fillColor('#000000').text(value, colX + 98, infoY, { width: 102 });
      infoY = Math.max(labelBottom, doc.y) + 2;
    }
  } else if (layout.infoStyle === 'sidebar') {
    // The Land and the office's name at the left (unseen set); at the right a column with the
    // office's address, telephone and service hours, then the information block, each label over
    // its value.
    doc.fillColor('#333333').font(g.regular).fontSize(8).text(office.land, g.left, 40, { width: 230 });
    doc.fillColor('#000000').font(g.bold).fontSize(14).text(office.name, g.left, 52, { width: 230 });
    const colX = g.right - 165;
    doc.font(g.bold).fontSize(8.5).fillColor('#000000').text(office.name, colX, 40, { width: 165 });
    doc
      .font(g.regular)
      .fontSize(8)
      .fillColor('#333333')
      .text(
        `${office.street}\n${office.plzCity}\nTelefon ${office.phone}\nTelefax ${office.fax}\nServicezeiten: Mo–Mi 7:30–15:00 Uhr,\nDo 7:30–17:30 Uhr, Fr 7:30–12:00 Uhr`,
        colX,
        doc.y + 1,
        { width: 165, lineGap: 1 },
      );
    infoY = doc.y + 10;
    for (const [label, value] of spec.info) {
      doc.font(g.regular).fontSize(7.5).fillColor('#555555').text(label, colX, infoY, { width: 165 });
      doc
        .font(g.regular)
        .fontSize(9 * fs)
        .fillColor('#000000')
        .text(value, colX, doc.y + 0.5, { width: 165 });
      infoY = doc.y + 4;
    }
  } else if (layout.letterhead === 'center') {
    // Centred over the page (sixth set): the Land, the office's name and department, its address in one line.
    const [x, w] = [(PAGE_W - 380) / 2, 380];
    doc.fillColor('#333333').font(g.regular).fontSize(8).text(office.land, x, 40, { width: w, align: 'center' });
    if (spec.sixth?.emblem) drawEmblem(doc, PAGE_W / 2 - doc.widthOfString(office.land) / 2 - 16, 37);
    doc.fillColor('#000000').font(g.bold).fontSize(14).text(office.name, x, 52, { width: w, align: 'center' });
    if (spec.sixth?.department)
      doc
        .font(g.regular)
        .fontSize(9)
        .text(spec.sixth.department, x, doc.y + 1, { width: w, align: 'center' });
    doc
      .font(g.regular)
      .fontSize(8.5)
      .text(`${office.street} · ${office.plzCity} · Telefon ${office.phone}`, x, doc.y + 2, { width: w, align: 'center' });
  } else {
    const headX = layout.letterhead === 'left' ? g.left : 360;
    doc
      .fillColor('#333333')
      .font(g.regular)
      .fontSize(8)
      .text(spec.twentyfourth?.authority ?? office.land, headX, 40 + headOff, { width: 200 });
    // (The Land's name may take two lines in the sixteenth and the seventeenth set's monospaced faces: the office's name goes below it.)
    const landBottom = doc.y;
    if (spec.sixth?.emblem) drawEmblem(doc, headX - 16, 37);
    // The twenty-fourth set's name at times in capitals, or 'Finanzamt' in small letters over the place.
    const nameStyle = spec.twentyfourth?.name ?? 'plain';
    if (nameStyle === 'stacked') doc.fillColor('#000000').font(g.regular).fontSize(9).text('Finanzamt', headX, 50, { width: 200 });
    const shownName = nameStyle === 'caps' ? office.name.toUpperCase() : nameStyle === 'stacked' ? office.name.replace(/^Finanzamt /, '') : office.name;
    doc
      .fillColor('#000000')
      .font(g.bold)
      .fontSize(
        // (The twenty-fourth set's place under 'Finanzamt' at 15 pt, its long names at 12.5 pt.)
        nameStyle === 'stacked'
          ? 15
          : spec.twentyfourth && office.name.length > 28
            ? 12.5
            : // (The twenty-third set's long office names at 12 pt: 'Finanzamt für Groß- und Konzernbetriebsprüfung Düsseldorf'.)
              spec.twentythird && office.name.length > 30
              ? 12
              : spec.eighteenth?.font.regular === 'DejaVuSans'
                ? 12.5
                : spec.seventh && office.name.length > 30
                  ? 12.5
                  : spec.sixteenth?.font.regular === 'DejaVuSansMono' || spec.seventeenth?.font.regular === 'LiberationMono-Regular'
                    ? 12
                    : spec.seventeenth && spec.seventeenth.font.regular !== 'Helvetica'
                      ? 12.5
                      : 14,
      )
      .text(
        shownName,
        headX,
        spec.sixteenth || spec.seventeenth || spec.eighteenth ? Math.max(52 + headOff, landBottom + 2) : nameStyle === 'stacked' ? 61 : 52,
        {
          width:
            (spec.sixth ||
              spec.seventh ||
              spec.seventeenth ||
              (spec.twentythird && office.name.length > 30) ||
              (spec.twentyfourth && office.name.length > 28)) &&
            layout.letterhead === 'left'
              ? 265
              : 200,
        },
      );
    // The sixth set's department goes under the name, the address in two lines then.
    if (spec.sixth?.department) {
      const w = layout.letterhead === 'left' ? 265 : 200;
      doc
        .font(g.regular)
        .fontSize(9)
        .text(spec.sixth.department, headX, doc.y + 1, { width: w });
      doc.fontSize(8.5).text(`${office.street}, ${office.plzCity}\nTelefon ${office.phone}`, headX, doc.y + 2, { width: w, lineGap: 1 });
    } else if (spec.fourteenth?.branch) {
      // The fourteenth set's branch line under the name ('– Außenstelle –').
      doc
        .font(g.regular)
        .fontSize(9)
        .text(spec.fourteenth.branch, headX, doc.y + 1, { width: 200 });
      doc.fontSize(8.5).text(`${office.street}\n${office.plzCity}\nTelefon ${office.phone}`, headX, doc.y + 2, { width: 200, lineGap: 1 });
    } else
      doc
        .font(g.regular)
        .fontSize(8.5)
        .text(`${office.street}\n${office.plzCity}\nTelefon ${office.phone}`, headX, doc.y + 2, { width: 200, lineGap: 1 });
    // The eleventh set's date in the letterhead, below the address.
    if (layout.datePlacement === 'letterhead' && spec.eleventh)
      doc
        .font(g.regular)
        .fontSize(9)
        .fillColor('#000000')
        .text(spec.eleventh.dateLine, headX, doc.y + 4, { width: 200 });
  }

  // Recipient window (DIN 5008: 45 mm from the top)
  const winY = 128;
  const sender = spec.fresh?.senderLine ?? `${office.name} · ${office.street} · ${office.plzCity}`;
  // The sixth set's return address stays on one line (Courier is wide); so does the seventh set's (long office names).
  let senderSize = spec.ninth?.largeSender ? 7.5 : 6.5;
  // (The sixteenth set's too, down to 4.5 pt: its narrow and its monospaced face.)
  if (
    spec.sixth ||
    spec.seventh ||
    spec.ninth?.largeSender ||
    spec.sixteenth ||
    spec.seventeenth ||
    spec.eighteenth ||
    spec.nineteenth ||
    spec.twentieth ||
    spec.twentyfirst ||
    spec.twentythird ||
    spec.twentyfourth
  ) {
    doc.font(g.regular);
    while (doc.fontSize(senderSize).widthOfString(sender) > 236 && senderSize > (spec.sixteenth || spec.seventeenth ? 4.5 : 5)) senderSize -= 0.25;
  }
  doc.fontSize(senderSize).fillColor('#444444').text(sender, g.left, winY, { width: 240 });
  doc
    .moveTo(g.left, winY + 10)
    .lineTo(g.left + 235, winY + 10)
    .lineWidth(0.4)
    .strokeColor('#888888')
    .stroke();
  doc
    .fillColor('#000000')
    .fontSize(10.5 * fs)
    .text(spec.recipient.join('\n'), g.left, winY + 18, { width: 240, lineGap: 1.5 });
  // The postage imprint at the window's right, beside the recipient's lines, or above the return address if they are long.
  if (spec.sixth?.postage) {
    const longest = Math.max(...spec.recipient.map((line) => doc.widthOfString(line)));
    drawPostage(doc, g.left + 186, longest < 178 ? winY + 16 : winY - 28, spec.sixth.seed);
  }

  // Information block
  const infoX = 360;
  const numbers = spec.info.filter(([label]) => /St|Id/i.test(label) && !/Datum/.test(label));
  const rest = spec.info.filter((pair) => !numbers.includes(pair));
  let y = 250;
  if (layout.infoStyle === 'header') {
    // Steuernummer and Steuer-ID in a small column beside the letterhead's name; the rest as pairs.
    const x = layout.letterhead === 'left' ? 300 : g.left + 150;
    numbers.forEach(([label, value], i) =>
      doc
        .font(g.regular)
        .fontSize(8 * fs)
        .fillColor('#000000')
        .text(`${label}${label.endsWith(':') ? '' : ':'} ${value}`, x, 56 + i * 11, { width: 190, lineBreak: false }),
    );
  }
  const stripped = ([label, value]: [string, string]) => spec.eleventh?.strip.some(([l, v]) => l === label && v === value) ?? false;
  const pairs =
    layout.infoStyle === 'pairs'
      ? spec.info
      : layout.infoStyle === 'header'
        ? rest
        : layout.infoStyle === 'strip'
          ? spec.info.filter((pair) => !stripped(pair))
          : layout.infoStyle === 'headline'
            ? spec.info.filter((pair) => !(headline?.pairs.includes(pair) ?? false))
            : rest.filter(([label]) => !/Datum/.test(label));
  doc.fontSize(8.5 * fs);
  const tableCell = ([label]: [string, string]) => /^(Steuer|Ident|Persönliche IdNr|Datum|Bescheid vom)/.test(label);
  const drawnApart =
    layout.infoStyle === 'farRight' ||
    layout.infoStyle === 'topRight' ||
    layout.infoStyle === 'sidebar' ||
    layout.infoStyle === 'leaders' ||
    layout.infoStyle === 'boxed' ||
    layout.infoStyle === 'column' ||
    layout.infoStyle === 'ruled' ||
    layout.infoStyle === 'grid' ||
    layout.infoStyle === 'aligned' ||
    layout.infoStyle === 'headTable' ||
    layout.infoStyle === 'capsBox' ||
    layout.infoStyle === 'band' ||
    layout.infoStyle === 'foot' ||
    layout.infoStyle === 'inverse' ||
    layout.infoStyle === 'underAddress' ||
    layout.infoStyle === 'flushRight';
  if (layout.infoStyle === 'aligned' || layout.infoStyle === 'headTable') infoY = drawSixteenthInfo(doc, spec, g, infoY);
  if (layout.infoStyle === 'capsBox') infoY = drawCapsBox(doc, spec, g);
  if (layout.infoStyle === 'ruled') infoY = drawRuledInfo(doc, spec, g, infoY);
  if (layout.infoStyle === 'leaders' || layout.infoStyle === 'boxed') infoY = drawSixthInfo(doc, spec, g, infoY);
  if (layout.infoStyle === 'column') infoY = drawColumnInfo(doc, spec, g);
  if (layout.infoStyle === 'flushRight') infoY = drawFlushRightInfo(doc, spec, g, infoY);
  for (const [label, value] of drawnApart ? [] : layout.infoStyle === 'table' ? spec.info.filter((pair) => !tableCell(pair)) : pairs) {
    doc.font(g.regular).fillColor('#444444').text(label, infoX, infoY, { width: 85 });
    const labelBottom = doc.y;
    doc
      .font(spec.nineteenth?.valueFont ?? g.regular)
      .fillColor('#000000')
      .text(value, infoX + 88, infoY, { width: g.right - infoX - 88 });
    // The fresh and the sixth set's longer labels wrap; the next pair goes below them (the eleventh
    // set's longer values too).
    if (spec.eleventh || spec.twentysecond || spec.twentythird || spec.twentyfourth) infoY = Math.max(infoY + 12 * fs, labelBottom + 2, doc.y + 2);
    else
      infoY =
        spec.fresh ||
        spec.sixth ||
        spec.seventh ||
        spec.eighth ||
        spec.ninth ||
        spec.tenth ||
        spec.thirteenth ||
        spec.fourteenth ||
        spec.fifteenth ||
        spec.sixteenth ||
        spec.seventeenth ||
        spec.eighteenth ||
        spec.nineteenth ||
        spec.twentyfirst
          ? Math.max(infoY + 12 * fs, labelBottom + 2)
          : infoY + 12 * fs;
  }
  // The eleventh set's opening hours in a framed box at the right, below the block.
  if (spec.eleventh?.hours) {
    const [x, w, top] = [infoX, g.right - infoX, infoY + 6];
    doc
      .font(g.bold)
      .fontSize(8)
      .fillColor('#000000')
      .text(spec.eleventh.hours[0]!, x + 5, top + 4, { width: w - 10 });
    doc
      .font(g.regular)
      .fontSize(7.5)
      .fillColor('#333333')
      .text(spec.eleventh.hours.slice(1).join('\n'), x + 5, doc.y + 1, { width: w - 10, lineGap: 0.5 });
    doc
      .rect(x, top, w, doc.y + 4 - top)
      .lineWidth(0.5)
      .strokeColor('#777777')
      .stroke();
    infoY = doc.y + 4;
    doc.fillColor('#000000');
  }
  // The sixth set's date below the block, beside the recipient's: 'Datum 03.11.2026', right-aligned.
  if (layout.datePlacement === 'aside' && spec.sixth) {
    doc
      .font(g.regular)
      .fontSize(9.5)
      .fillColor('#000000')
      .text(`${spec.sixth.dateLabel} ${spec.printedDate}`, 330, Math.max(infoY + 6, 196), { width: g.right - 330, align: 'right' });
    infoY = doc.y;
  }
  y = Math.max(y, infoY + 14);
  if (layout.infoStyle === 'topRight' || layout.infoStyle === 'sidebar') y = Math.max(y, infoY + 14);
  // The nineteenth set's information block below the address window (a date in the city line goes below it).
  if (layout.infoStyle === 'inverse') y = drawInverseInfo(doc, spec, g, y);
  else if (layout.infoStyle === 'underAddress') y = drawUnderAddressInfo(doc, spec, g, y);
  if (layout.infoStyle === 'table') {
    // A ruled table across the page (unseen set): the labels in the top row, the values below.
    const cols = spec.info.filter(tableCell);
    const w = g.width / cols.length;
    doc.font(g.regular).fontSize(7.5);
    const labelsBottom = Math.max(...cols.map(([label]) => doc.heightOfString(label, { width: w - 8 }))) + y + 5;
    const bottom = labelsBottom + 18;
    doc.lineWidth(0.5).strokeColor('#555555');
    doc.rect(g.left, y, g.width, bottom - y).stroke();
    doc.moveTo(g.left, labelsBottom).lineTo(g.right, labelsBottom).stroke();
    cols.forEach(([label, value], i) => {
      const x = g.left + i * w;
      if (i > 0) doc.moveTo(x, y).lineTo(x, bottom).stroke();
      doc
        .font(g.regular)
        .fontSize(7.5)
        .fillColor('#444444')
        .text(label, x + 4, y + 3, { width: w - 8 });
      doc
        .fontSize(9.5)
        .fillColor('#000000')
        .text(value, x + 4, labelsBottom + 4, { width: w - 8, lineBreak: false });
    });
    y = bottom + 18;
  } else if (layout.infoStyle === 'row') {
    // Labels in one row across the page, the values in the row below.
    const cols = spec.info.filter((pair) => numbers.includes(pair) || /Datum/.test(pair[0]));
    const w = g.width / Math.max(3, cols.length);
    // The fresh set's longer labels may wrap: all values go below the tallest label.
    const labelsBottom = spec.fresh
      ? Math.max(
          ...cols.map(
            ([label]) =>
              y +
              doc
                .font(g.regular)
                .fontSize(7.5 * fs)
                .heightOfString(label, { width: w - 6 }),
          ),
        ) + 1
      : y + 11 * fs;
    cols.forEach(([label, value], i) => {
      doc
        .font(g.regular)
        .fontSize(7.5 * fs)
        .fillColor('#444444')
        .text(label, g.left + i * w, y, { width: w - 6 });
      doc
        .fontSize(9.5 * fs)
        .fillColor('#000000')
        .text(value, g.left + i * w, labelsBottom, { width: w - 6 });
    });
    y = spec.fresh ? labelsBottom + 25 * fs : y + 36 * fs;
  } else if (layout.infoStyle === 'farRight') {
    // Labels at the left margin, values at the right one, dotted leaders between.
    // (The tenth set's date labels 'Bescheiddatum', 'Schreiben vom' and its longer labels too.)
    const dated = (pair: [string, string]) =>
      /Datum/.test(pair[0]) ||
      ((spec.tenth ??
        spec.eleventh ??
        spec.twelfth ??
        spec.thirteenth ??
        spec.fourteenth ??
        spec.fifteenth ??
        spec.twentyfirst ??
        spec.twentythird ??
        spec.twentyfourth) !== undefined &&
        pair[1] === spec.printedDate);
    for (const [label, value] of spec.info.filter((pair) => numbers.includes(pair) || dated(pair))) {
      doc
        .font(g.regular)
        .fontSize(9 * fs)
        .fillColor('#444444')
        .text(label, g.left, y, {
          width:
            spec.tenth ||
            spec.eleventh ||
            spec.twelfth ||
            spec.thirteenth ||
            spec.fourteenth ||
            spec.fifteenth ||
            spec.twentyfirst ||
            spec.twentythird ||
            spec.twentyfourth
              ? 240
              : 150,
        });
      doc.fillColor('#000000').text(value, g.right - 160, y, { width: 160, align: 'right' });
      y += 13 * fs;
    }
    y += 12;
  } else if (layout.infoStyle === 'grid') {
    // A boxed grid across the page (thirteenth set): two pairs to a row, each label in a grey cell
    // and its value in a white one beside it, ruled all round.
    const widths = [100, g.width / 2 - 100, 100, g.width / 2 - 100];
    const xs = widths.map((_, i) => g.left + widths.slice(0, i).reduce((a, b) => a + b, 0));
    const rows: [string, string][][] = [];
    for (let k = 0; k < spec.info.length; k += 2) rows.push(spec.info.slice(k, k + 2));
    doc.lineWidth(0.5).strokeColor('#555555');
    const top = y;
    for (const row of rows) {
      doc.font(g.regular).fontSize(7.5 * fs);
      const h = Math.max(16, ...row.map(([label]) => doc.heightOfString(label, { width: widths[0]! - 8 }) + 7));
      row.forEach(([label, value], k) => {
        doc
          .rect(xs[2 * k]!, y, widths[2 * k]!, h)
          .fillColor('#e6e6e6')
          .fill();
        doc
          .font(g.regular)
          .fontSize(7.5 * fs)
          .fillColor('#333333')
          .text(label, xs[2 * k]! + 4, y + 4, { width: widths[2 * k]! - 8 });
        doc
          .fontSize(9.5 * fs)
          .fillColor('#000000')
          .text(value, xs[2 * k + 1]! + 5, y + (h - 9.5 * fs) / 2 + 0.5, { width: widths[2 * k + 1]! - 10, lineBreak: false });
      });
      doc.moveTo(g.left, y).lineTo(g.right, y).stroke();
      y += h;
    }
    doc.moveTo(g.left, y).lineTo(g.right, y).stroke();
    for (const x of [...xs, g.right]) doc.moveTo(x, top).lineTo(x, y).stroke();
    y += 20;
  } else if (layout.infoStyle === 'band') y = drawBand(doc, spec, g, y);
  else if (layout.infoStyle === 'strip' && spec.eleventh) {
    // One strip across the page (eleventh set): 'Steuernummer 12/345/67890 · IdNr. … · Datum …', ruled above and below.
    doc.lineWidth(0.5).strokeColor('#555555');
    doc.moveTo(g.left, y).lineTo(g.right, y).stroke();
    doc
      .font(g.regular)
      .fontSize(9 * fs)
      .fillColor('#000000')
      .text(spec.eleventh.strip.map(([label, value]) => `${label}${label.endsWith(':') ? '' : ':'} ${value}`).join('   ·   '), g.left, y + 5, {
        width: g.width,
        lineGap: 2,
      });
    y = doc.y + 4;
    doc.moveTo(g.left, y).lineTo(g.right, y).stroke();
    y += 16;
  }
  if (layout.datePlacement === 'refrow') {
    const cols = [
      ['Ihr Zeichen', '—'],
      ['Ihre Nachricht vom', spec.yourLetterOf ?? '—'],
      ['Unser Zeichen', `St ${String(spec.id.slice(1, 4))}`],
      ['Datum', spec.printedDate],
    ];
    cols.forEach(([label, value], i) => {
      const x = g.left + i * (g.width / 4);
      doc
        .font(g.regular)
        .fontSize(7)
        .fillColor('#444444')
        .text(label!, x, y, { width: g.width / 4 - 6 });
      doc
        .fontSize(9.5)
        .fillColor('#000000')
        .text(value!, x, y + 10, { width: g.width / 4 - 6 });
    });
    y += 34;
  } else if (layout.datePlacement === 'refline') {
    // One line across the page (blind set), each label beside its value.
    const cols: [string, string, number][] = [
      ['Ihr Schreiben vom', spec.yourLetterOf ?? '—', 0.38],
      ['Unser Zeichen', spec.blind?.ourSign ?? '—', 0.27],
      ['Datum', spec.printedDate, 0.35],
    ];
    let x = g.left;
    for (const [label, value, share] of cols) {
      doc
        .font(g.regular)
        .fontSize(7.5)
        .fillColor('#444444')
        .text(label, x, y + 1.5, { lineBreak: false });
      const labelW = doc.widthOfString(label) + 5;
      doc
        .fontSize(9.5)
        .fillColor('#000000')
        .text(value, x + labelW, y, { width: g.width * share - labelW - 4, lineBreak: false });
      x += g.width * share;
    }
    y += 24;
  } else if (layout.datePlacement === 'bezug' && spec.twelfth?.bezug) {
    // A DIN 5008 reference line (twelfth set): four columns at the grid of Form B, small labels over the values.
    const cols = spec.twelfth.bezug;
    const xs = [0, 0.3, 0.6, 0.8].map((share) => g.left + g.width * share);
    let bottom = y;
    cols.forEach(([label, value], i) => {
      const w = (xs[i + 1] ?? g.right) - xs[i]! - 6;
      doc.font(g.regular).fontSize(7).fillColor('#444444').text(label, xs[i]!, y, { width: w });
      doc
        .fontSize(9.5)
        .fillColor('#000000')
        .text(value, xs[i]!, y + 10, { width: w });
      bottom = Math.max(bottom, doc.y);
    });
    y = bottom + 16;
  } else if (layout.datePlacement === 'cityline') {
    const city = office.plzCity.replace(/^\d+ /, '');
    doc
      .font(g.regular)
      .fontSize(10 * fs)
      .fillColor('#000000')
      .text(`${city}, ${spec.fresh?.cityDen || spec.nineteenth?.cityDen ? 'den ' : ''}${spec.printedDate}`, g.left, y, {
        width: g.width,
        // (The twenty-third set's at times at the left margin.)
        align: spec.twentythird?.cityLeft ? 'left' : 'right',
      });
    y += 24;
  } else if (layout.datePlacement === 'leftAbove' && spec.twentyfirst) {
    // The twenty-first set's date in a line of its own at the left margin, above the title.
    doc.font(g.regular).fontSize(9.5).fillColor('#000000').text(spec.twentyfirst.dateLine, g.left, y, { width: g.width });
    y = doc.y + 10;
  }

  // The Steuernummer's reference line (fresh set)
  if (spec.fresh?.reference) {
    doc.font(g.bold).fontSize(g.body).fillColor('#000000').text(spec.fresh.reference, g.left, y, { width: g.width });
    y = doc.y + 8;
  }

  // The eighteenth set's information block at the foot of page 1: page 1's text ends above it.
  const footTop = layout.infoStyle === 'foot' ? drawFootInfo(doc, spec, g) : null;

  // Subject (the eleventh set's at times after 'Betreff:'; the eighteenth set's at times centred and underlined)
  // (The nineteenth set's at times under a small line and in a shaded box.)
  const nt = spec.nineteenth;
  if (nt?.kicker) {
    doc.font(g.regular).fontSize(9).fillColor('#333333').text(nt.kicker, g.left, y, { width: g.width });
    y = doc.y + 3;
  }
  doc.font(g.bold).fontSize(11.5).fillColor('#000000');
  const centred = spec.eighteenth?.centredTitle ?? false;
  // (The twenty-second set's at times in white on a dark band across the page.)
  const band = spec.twentysecond?.titleBand ?? null;
  const boxPad = nt?.titleBox ? 6 : band ? 5 : 0;
  if (band) {
    const h = spec.subject.reduce((sum, line) => sum + doc.heightOfString(line, { width: g.width - 2 * boxPad }) + 1, 0);
    doc
      .rect(g.left, y, g.width, h + 2 * boxPad - 1)
      .fillColor(band)
      .fill();
    doc.fillColor('#ffffff');
    y += boxPad;
  }
  if (nt?.titleBox) {
    const h = spec.subject.reduce((sum, line) => sum + doc.heightOfString(line, { width: g.width - 2 * boxPad }) + 1, 0);
    doc
      .rect(g.left, y, g.width, h + 2 * boxPad - 1)
      .fillColor('#eeeeee')
      .fill();
    doc
      .rect(g.left, y, g.width, h + 2 * boxPad - 1)
      .lineWidth(0.8)
      .strokeColor('#333333')
      .stroke();
    doc.fillColor('#000000');
    y += boxPad;
  }
  // (The twentieth set's date at times right-aligned on the title's first line.)
  const titleDate = layout.datePlacement === 'titleLine' && spec.twentieth ? spec.twentieth.titleDate : null;
  for (const [i, line] of spec.subject.entries()) {
    const label = i === 0 ? spec.eleventh?.subjectLabel : null;
    if (i === 0 && titleDate) {
      doc
        .font(g.regular)
        .fontSize(10)
        .text(titleDate, g.left, y + 1.5, { width: g.width, align: 'right', lineBreak: false });
      doc.font(g.bold).fontSize(11.5);
    }
    // (The twenty-first set's first line at times larger, the lines below it in the regular face.)
    if (spec.twentyfirst?.largeTitle) doc.font(i === 0 ? g.bold : g.regular).fontSize(i === 0 ? 13 : g.body + 0.5);
    doc.text(label ? `${label} ${line}` : line, g.left + boxPad, y, {
      width: g.width - 2 * boxPad - (titleDate ? 135 : 0),
      ...(centred ? { align: 'center', underline: i === 0 } : {}),
    });
    y = doc.y + 1;
  }
  if (band) doc.fillColor('#000000');
  // The twentieth set's titles stand over a heavy rule across the page.
  if (spec.twentieth) {
    doc
      .moveTo(g.left, y + 2)
      .lineTo(g.right, y + 2)
      .lineWidth(1.4)
      .strokeColor('#000000')
      .stroke();
    y += 4;
  }
  y += 10 + boxPad;

  const newPage = () => {
    doc.addPage({ size: 'A4', margin: 0 });
    pageNo++;
    decoratePage(doc, spec, g);
    // (The twelfth set's head goes on once the pages are counted; the fifteenth set heads a later page as a sheet.)
    if (spec.fifteenth)
      doc.font(g.regular).fontSize(8.5).fillColor('#000000').text(`Blatt ${pageNo} ${spec.fifteenth.sheetHead}`, g.left, 50, { width: g.width });
    else if (!spec.twelfth)
      doc
        .font(g.regular)
        .fontSize(8)
        .fillColor('#444444')
        .text(`${office.name} · Steuernummer ${spec.fresh?.stnr ?? spec.twentyfourth?.stnr ?? spec.info[0]![1]} · Seite ${pageNo}`, g.left, 50, {
          width: g.width,
        });
    y = 80;
  };

  for (const block of spec.blocks) {
    if (block.kind === 'pagebreak') {
      newPage();
      continue;
    }
    const h = blockHeight(doc, block, g);
    // Page 1 of a sixth letter with a remittance slip ends above it.
    if (y + h > (pageNo === 1 && spec.sixth?.slip ? SLIP_TOP - 12 : pageNo === 1 && footTop !== null ? footTop - 10 : BODY_BOTTOM)) newPage();
    y = drawBlock(doc, block, y, g) + 10;
  }

  // "Seite x von n" on each page (the sixth set: also "Seite x/n" at the top, or "- x -" atop later pages)
  const range = doc.bufferedPageRange();
  const pageNumbers = spec.sixth?.pageNumbers ?? 'bottom';
  for (let i = 0; i < range.count; i++) {
    doc.switchToPage(range.start + i);
    if (pageNumbers === 'bottom')
      doc
        .font(g.regular)
        .fontSize(7.5)
        .fillColor('#444444')
        .text(`Seite ${i + 1} von ${range.count}`, g.left, FOOTER_TOP - 12, { width: g.width, align: 'right', lineBreak: false });
    else if (pageNumbers === 'top')
      doc
        .font(g.regular)
        .fontSize(7.5)
        .fillColor('#444444')
        .text(`Seite ${i + 1}/${range.count}`, g.left, 22, { width: g.width, align: 'right', lineBreak: false });
    else if (i > 0)
      doc
        .font(g.regular)
        .fontSize(9)
        .fillColor('#000000')
        .text(`- ${i + 1} -`, g.left, 39, { width: g.width, align: 'center', lineBreak: false });
    // The twelfth set heads each later page with the Steuernummer, the date and 'Seite 2 von 2'.
    if (spec.twelfth && i > 0) {
      const tw = spec.twelfth;
      const page = `Seite ${i + 1} von ${range.count}`;
      const about = `Steuernummer ${tw.stnr} · Schreiben vom ${spec.printedDate}`;
      doc
        .font(g.regular)
        .fontSize(8.5)
        .fillColor('#000000')
        .text(tw.pageHead === 'stnrFirst' ? `${about} · ${page}` : `${page} · ${about}`, g.left, 50, { width: g.width, lineBreak: false });
      doc.moveTo(g.left, 63).lineTo(g.right, 63).lineWidth(0.4).strokeColor('#888888').stroke();
    }
    // The twenty-fourth set's head line with the date at the top left of every page.
    if (spec.twentyfourth?.runningHead)
      doc.font(g.regular).fontSize(8).fillColor('#333333').text(spec.twentyfourth.runningHead, g.left, 24, { width: 180, lineBreak: false });
    // The twenty-first set's privacy notice at the foot of page 1.
    if (spec.twentyfirst?.privacy && i === 0)
      doc
        .font(g.regular)
        .fontSize(7)
        .fillColor('#444444')
        .text(spec.twentyfirst.privacy, g.left, FOOTER_TOP - 12, { width: g.width - 80, lineBreak: false });
    // The twentieth set asks to turn page 1 over where the letter continues.
    if (spec.twentieth?.turnOver && i === 0 && range.count > 1)
      doc
        .font(g.bold)
        .fontSize(8.5)
        .fillColor('#000000')
        .text('Bitte Rückseite beachten', g.left, FOOTER_TOP - 13, { lineBreak: false });
    // The seventh set points to the next page at the foot of all but the last.
    if (spec.seventh && i < range.count - 1)
      doc
        .font(g.regular)
        .fontSize(8.5)
        .fillColor('#000000')
        .text(spec.seventh.continued === 'bw' ? 'b. w.' : `Fortsetzung auf Seite ${i + 2}`, g.left, FOOTER_TOP - 13, { lineBreak: false });
  }
}

/**
 * The eighth set's information block: a two-column table at the right, a light rule between the rows
 * and between label and value; the Steuernummer's label on a row of its own and the number below it in
 * bold where `stackedStnr` says so.
 * @returns the y below the table
 */
/**
 * The twenty-third set's information block ('flushRight'): one line 'Label: value' a pair, each
 * right-aligned against the page's right margin, from `top` down.
 * @returns the y below the block
 */
function drawFlushRightInfo(doc: PDFKit.PDFDocument, spec: LetterSpec, g: PageGeometry, top: number): number {
  const x = g.right - 240;
  let y = top;
  for (const [label, value] of spec.info) {
    const text = `${label}${label.endsWith(':') || label.endsWith('.') ? '' : ':'} ${value}`;
    doc
      .font(g.regular)
      .fontSize(8.5 * spec.layout.fontScale)
      .fillColor('#000000')
      .text(text, x, y, { width: 240, align: 'right' });
    y = doc.y + 1.5;
  }
  return y;
}

/**
 * The sixteenth set's information block. 'aligned': a column at the right, each label right-aligned
 * against a thin vertical rule and its value left-aligned after it. 'headTable': a two-column head,
 * at the right of the letterhead a small table with the labels in a grey row over the values in the
 * row below (the Steuernummer, the IdNr. and the date; the values shrunk to fit), the rest of the
 * block below it in the aligned column.
 * @returns the y below the block
 */
function drawSixteenthInfo(doc: PDFKit.PDFDocument, spec: LetterSpec, g: PageGeometry, top: number): number {
  const fs = spec.layout.fontScale;
  const head = spec.sixteenth?.head ?? [];
  if (head.length > 0) {
    const avail = g.right - 300;
    // Each column as wide as its value, its label's longest word, or (up to 90 pt) its whole label.
    const need = head.map(([label, value]) => {
      const valueW =
        doc
          .font(g.regular)
          .fontSize(8.5 * fs)
          .widthOfString(value) + 10;
      doc.fontSize(7);
      const wordW = Math.max(...label.split(' ').map((word) => doc.widthOfString(word))) + 8;
      return Math.max(valueW, wordW, Math.min(doc.widthOfString(label) + 8, 90), 52);
    });
    const total = need.reduce((a, b) => a + b, 0);
    const shrink = Math.min(1, avail / total);
    const widths = need.map((w) => w * shrink);
    const x0 = g.right - widths.reduce((a, b) => a + b, 0);
    const xs = widths.map((_, i) => x0 + widths.slice(0, i).reduce((a, b) => a + b, 0));
    doc.font(g.regular).fontSize(7 * shrink);
    const labelH = Math.max(...head.map(([label], i) => doc.heightOfString(label, { width: widths[i]! - 6 }))) + 6;
    const [y0, valueH] = [40, 16];
    doc
      .rect(x0, y0, g.right - x0, labelH)
      .fillColor('#e4e4e4')
      .fill();
    doc.lineWidth(0.5).strokeColor('#666666');
    doc.rect(x0, y0, g.right - x0, labelH + valueH).stroke();
    doc
      .moveTo(x0, y0 + labelH)
      .lineTo(g.right, y0 + labelH)
      .stroke();
    head.forEach(([label, value], i) => {
      if (i > 0)
        doc
          .moveTo(xs[i]!, y0)
          .lineTo(xs[i]!, y0 + labelH + valueH)
          .stroke();
      doc
        .font(g.regular)
        .fontSize(7 * shrink)
        .fillColor('#333333')
        .text(label, xs[i]! + 3, y0 + 3, { width: widths[i]! - 6 });
      doc
        .fontSize(8.5 * fs * shrink)
        .fillColor('#000000')
        .text(value, xs[i]! + 3, y0 + labelH + 4, { width: widths[i]! - 4, lineBreak: false });
    });
  }
  // The aligned column: labels right-aligned up to the rule, values after it; the labels' column
  // wider to the left where a label's longest word needs it.
  doc.font(g.regular).fontSize(8.5 * fs);
  const words = spec.info.flatMap(([label]) => label.split(' '));
  const labelW = Math.max(112, ...words.map((word) => doc.widthOfString(word) + 4));
  const [x, gap] = [430 - labelW, 6];
  const rule = x + labelW + gap / 2;
  const valueX = x + labelW + gap;
  let y = top;
  const first = y;
  for (const [label, value] of spec.info.filter((pair) => !head.includes(pair))) {
    doc
      .font(g.regular)
      .fontSize(8.5 * fs)
      .fillColor('#555555')
      .text(label, x, y, { width: labelW, align: 'right' });
    const labelBottom = doc.y;
    doc.fillColor('#000000').text(value, valueX, y, { width: g.right - valueX });
    y = Math.max(labelBottom, doc.y) + 2.5;
  }
  if (y > first)
    doc
      .moveTo(rule, first - 1)
      .lineTo(rule, y - 2)
      .lineWidth(0.4)
      .strokeColor('#999999')
      .stroke();
  doc.fillColor('#000000');
  return y;
}

/**
 * The nineteenth set's information block 'inverse', below the address window: the labels in white
 * small print on a dark band, four to a row (a row of fewer as wide as its cells), the values below
 * them in the monospaced face, a hairline under each row.
 * @returns the y below the block and some air
 */
function drawInverseInfo(doc: PDFKit.PDFDocument, spec: LetterSpec, g: PageGeometry, top: number): number {
  const nt = spec.nineteenth!;
  const fs = spec.layout.fontScale;
  const perRow = 4;
  const w = g.width / perRow;
  let y = top;
  for (let k = 0; k < spec.info.length; k += perRow) {
    const row = spec.info.slice(k, k + perRow);
    doc.font(g.bold).fontSize(7 * fs);
    const bandH = Math.max(...row.map(([label]) => doc.heightOfString(label, { width: w - 8 }))) + 5;
    doc
      .rect(g.left, y, row.length * w, bandH)
      .fillColor(nt.inverseFill)
      .fill();
    row.forEach(([label], i) =>
      doc
        .font(g.bold)
        .fontSize(7 * fs)
        .fillColor('#ffffff')
        .text(label, g.left + i * w + 4, y + 2.5, { width: w - 8 }),
    );
    y += bandH + 3;
    row.forEach(([, value], i) =>
      doc
        .font(nt.valueFont)
        .fontSize(9 * fs)
        .fillColor('#000000')
        .text(value, g.left + i * w + 4, y, { width: w - 8, lineBreak: false }),
    );
    y += 9 * fs + 5;
    doc
      .moveTo(g.left, y)
      .lineTo(g.left + row.length * w, y)
      .lineWidth(0.4)
      .strokeColor('#777777')
      .stroke();
    y += 4;
  }
  doc.fillColor('#000000');
  return y + 14;
}

/**
 * The nineteenth set's information block 'underAddress': below the address window at the left, a
 * list of labels and, at a tab, their values in the monospaced face; the date (when the block has
 * it) at the right of the list's first line ('Datum 3.2.26').
 * @returns the y below the block and some air
 */
function drawUnderAddressInfo(doc: PDFKit.PDFDocument, spec: LetterSpec, g: PageGeometry, top: number): number {
  const nt = spec.nineteenth!;
  const fs = spec.layout.fontScale;
  const date = spec.info.find(([, value]) => value === spec.printedDate);
  let y = top;
  if (date)
    doc
      .font(g.regular)
      .fontSize(9.5 * fs)
      .fillColor('#000000')
      .text(`${date[0]} ${date[1]}`, g.left + 300, y, { width: g.width - 300, align: 'right', lineBreak: false });
  for (const [label, value] of spec.info.filter((pair) => pair !== date)) {
    doc
      .font(g.regular)
      .fontSize(8 * fs)
      .fillColor('#444444')
      .text(label, g.left, y + 0.8, { width: 150, lineBreak: false });
    doc
      .font(nt.valueFont)
      .fontSize(9 * fs)
      .fillColor('#000000')
      .text(value, g.left + 155, y, { width: 140, lineBreak: false });
    y += 12 * fs;
  }
  doc.fillColor('#000000');
  return y + 14;
}

/**
 * The eighteenth set's information block 'band': a light grey band across the page at `top`, three
 * pairs to a row, each label in small grey print over its value.
 * @returns the y below the band and some air
 */
function drawBand(doc: PDFKit.PDFDocument, spec: LetterSpec, g: PageGeometry, top: number): number {
  const fs = spec.layout.fontScale;
  const [pad, perRow] = [6, 3];
  const w = (g.width - 2 * pad) / perRow;
  const rows: [string, string][][] = [];
  for (let k = 0; k < spec.info.length; k += perRow) rows.push(spec.info.slice(k, k + perRow));
  // The band's height first (a label may take two lines), then the band, then the text on it.
  doc.font(g.regular).fontSize(7 * fs);
  const heights = rows.map((row) => Math.max(...row.map(([label]) => doc.heightOfString(label, { width: w - 8 }))) + 9.5 * fs + 7);
  const bottom = top + 2 * pad + heights.reduce((a, b) => a + b, 0);
  doc
    .rect(g.left, top, g.width, bottom - top)
    .fillColor('#ebebeb')
    .fill();
  let y = top + pad;
  rows.forEach((row, r) => {
    row.forEach(([label, value], k) => {
      const x = g.left + pad + k * w + 2;
      doc
        .font(g.regular)
        .fontSize(7 * fs)
        .fillColor('#555555')
        .text(label, x, y, { width: w - 8 });
      doc
        .fontSize(9.5 * fs)
        .fillColor('#000000')
        .text(value, x, doc.y + 1, { width: w - 8, lineBreak: false });
    });
    y += heights[r]!;
  });
  doc.fillColor('#000000');
  return bottom + 18;
}

/**
 * The eighteenth set's information block 'foot': a ruled box at the foot of page 1, above the
 * footer and the page number, under a heading, the pairs in two columns, label beside value.
 * @returns the box's top
 */
function drawFootInfo(doc: PDFKit.PDFDocument, spec: LetterSpec, g: PageGeometry): number {
  const fs = spec.layout.fontScale;
  const rows = Math.ceil(spec.info.length / 2);
  const [rowH, headH, pad] = [12 * fs, 13, 5];
  const top = FOOTER_TOP - 18 - (2 * pad + headH + rows * rowH);
  const colW = (g.width - 2 * pad) / 2;
  doc
    .font(g.bold)
    .fontSize(8.5)
    .fillColor('#000000')
    .text(spec.eighteenth?.footHeading ?? '', g.left + pad, top + pad, { width: g.width - 2 * pad, lineBreak: false });
  spec.info.forEach(([label, value], k) => {
    const x = g.left + pad + (k % 2) * colW;
    const y = top + pad + headH + Math.floor(k / 2) * rowH;
    doc
      .font(g.regular)
      .fontSize(7.5 * fs)
      .fillColor('#555555')
      .text(label, x, y + 0.8, { width: 100, lineBreak: false });
    doc
      .fontSize(8.5 * fs)
      .fillColor('#000000')
      .text(value, x + 102, y, { width: colW - 108, lineBreak: false });
  });
  doc
    .rect(g.left, top, g.width, FOOTER_TOP - 18 - top)
    .lineWidth(0.6)
    .strokeColor('#555555')
    .stroke();
  doc.fillColor('#000000');
  return top;
}

/**
 * The seventeenth set's information block ('capsBox'): a framed box at the top right of the page,
 * beside the letterhead, each label in small capitals (letter-spaced, grey) over its value, the
 * Steuernummer in bold.
 * @returns the y below the box
 */
function drawCapsBox(doc: PDFKit.PDFDocument, spec: LetterSpec, g: PageGeometry): number {
  const fs = spec.layout.fontScale;
  const [x, top, pad] = [350, 40, 7];
  const w = g.right - x;
  let y = top + pad;
  spec.info.forEach(([label, value], k) => {
    doc
      .font(g.regular)
      .fontSize(6.5)
      .fillColor('#555555')
      .text(label.toUpperCase(), x + pad, y, { width: w - 2 * pad, characterSpacing: 0.6 });
    doc
      .font(k === 0 ? g.bold : g.regular)
      .fontSize(9 * fs)
      .fillColor('#000000')
      .text(value, x + pad, doc.y + 0.5, { width: w - 2 * pad, characterSpacing: 0 });
    y = doc.y + 4;
  });
  const bottom = y - 4 + pad;
  doc
    .rect(x, top, w, bottom - top)
    .lineWidth(0.6)
    .strokeColor('#444444')
    .stroke();
  doc.fillColor('#000000');
  return bottom;
}

function drawRuledInfo(doc: PDFKit.PDFDocument, spec: LetterSpec, g: PageGeometry, top: number): number {
  const x = 340;
  const labelW = 92;
  const w = g.right - x;
  const rule = (yy: number, weight = 0.3, color = '#b0b0b0') => doc.moveTo(x, yy).lineTo(g.right, yy).lineWidth(weight).strokeColor(color).stroke();
  let y = top;
  rule(y, 0.6, '#777777');
  spec.info.forEach(([label, value], i) => {
    if (i === 0 && spec.eighth?.stackedStnr) {
      doc
        .font(g.regular)
        .fontSize(7.5)
        .fillColor('#444444')
        .text(label.endsWith(':') ? label : `${label}:`, x + 3, y + 3, { width: w - 6, lineBreak: false });
      doc
        .font(g.bold)
        .fontSize(11)
        .fillColor('#000000')
        .text(value, x + 3, y + 13, { width: w - 6, lineBreak: false });
      y += 28;
      rule(y);
      return;
    }
    doc.font(g.regular).fontSize(7.5).fillColor('#444444');
    const labelH = doc.heightOfString(label, { width: labelW - 6 });
    doc.text(label, x + 3, y + 3.5, { width: labelW - 6 });
    doc
      .font(i === 0 ? g.bold : g.regular)
      .fontSize(9)
      .fillColor('#000000')
      .text(value, x + labelW + 3, y + 3, { width: w - labelW - 6, lineBreak: false });
    const h = Math.max(14, labelH + 6);
    doc
      .moveTo(x + labelW, y)
      .lineTo(x + labelW, y + h)
      .lineWidth(0.3)
      .strokeColor('#b0b0b0')
      .stroke();
    y += h;
    rule(y);
  });
  doc.fillColor('#000000');
  return y;
}

/**
 * The seventh set's information block: a column at the right under the office's logo (a blue square
 * with three bars and the Land's name), each label in small print with its value right-aligned
 * beside it, or below it where both do not fit on one line. Marks where the Steuernummer is printed
 * for the photo's highlighter stroke, if it has one.
 * @returns the y below the column
 */
function drawColumnInfo(doc: PDFKit.PDFDocument, spec: LetterSpec, g: PageGeometry): number {
  const x = 352;
  const w = g.right - x;
  doc.save();
  doc.roundedRect(x, 36, 24, 24, 3).fill('#23476b');
  for (const [dy, bw] of [
    [6, 14],
    [11, 14],
    [16, 9],
  ] as const)
    doc.rect(x + 5, 36 + dy, bw, 2.5).fill('#ffffff');
  doc.restore();
  doc
    .font(g.bold)
    .fontSize(8.5)
    .fillColor('#23476b')
    .text('Steuerverwaltung', x + 30, 38, { width: w - 30 });
  doc
    .font(g.regular)
    .fontSize(7.5)
    .fillColor('#333333')
    .text(spec.office.land, x + 30, doc.y + 1, { width: w - 30 });
  let y = 72;
  spec.info.forEach(([label, value], i) => {
    doc.font(g.regular).fontSize(7);
    const labelW = doc.widthOfString(label);
    doc.font(i === 0 ? g.bold : g.regular).fontSize(9);
    const valueW = doc.widthOfString(value);
    const apart = labelW + valueW + 8 > w;
    doc
      .font(g.regular)
      .fontSize(7)
      .fillColor('#555555')
      .text(label, x, y + 1.5, { width: w, lineBreak: false });
    const vy = apart ? y + 10 : y;
    doc
      .font(i === 0 ? g.bold : g.regular)
      .fontSize(9)
      .fillColor('#000000')
      .text(value, x, vy, { width: w, align: 'right', lineBreak: false });
    if (i === 0 && spec.photo.highlight) spec.photo.highlight.rect = { x: g.right - valueW - 3, y: vy - 2, w: valueW + 6, h: 13 };
    y = vy + 12;
    doc
      .moveTo(x, y - 1.5)
      .lineTo(g.right, y - 1.5)
      .lineWidth(0.25)
      .strokeColor('#aaaaaa')
      .stroke();
    y += 1.5;
  });
  return y;
}

/** The project's Inter font files (the invoices' font), for the unseen set's letters. */
function interFont(): { regular: Buffer; bold: Buffer } {
  const require = createRequire(import.meta.url);
  return {
    regular: readFileSync(require.resolve('@expo-google-fonts/inter/400Regular/Inter_400Regular.ttf')),
    bold: readFileSync(require.resolve('@expo-google-fonts/inter/700Bold/Inter_700Bold.ttf')),
  };
}

/**
 * The unseen set's footer: the office's address and the way there, service hours and telephone,
 * the bank block (the Deutsche Bundesbank first; IBAN and BIC on lines of their own).
 */
function unseenFooter(doc: PDFKit.PDFDocument, spec: LetterSpec, u: UnseenStyle, g: PageGeometry): void {
  const { office } = spec;
  const iban = (value: string) => (u.footerIbanCompact ? value.replace(/ /g, '') : value);
  doc.moveTo(g.left, FOOTER_TOP).lineTo(g.right, FOOTER_TOP).lineWidth(0.5).strokeColor('#666666').stroke();
  doc.font(g.regular).fontSize(6.5).fillColor('#333333');
  const colW = g.width / 3 - 6;
  doc.text(`Dienstgebäude\n${office.street}, ${office.plzCity}\n${u.transit}`, g.left, FOOTER_TOP + 5, { width: colW, lineGap: 0.5 });
  doc.text(
    `Servicezeiten: Mo–Mi 7:30–15:00 Uhr, Do 7:30–17:30 Uhr, Fr 7:30–12:00 Uhr\nTelefon ${office.phone} · Telefax ${office.fax}`,
    g.left + g.width / 3,
    FOOTER_TOP + 5,
    { width: colW, lineGap: 0.5 },
  );
  const [first, ...more] = office.banks;
  const bankText = [`${first!.bank}`, `IBAN ${iban(first!.iban)}`, `BIC ${first!.bic}`, ...more.flatMap((b) => [b.bank, `IBAN ${iban(b.iban)}`])].join('\n');
  doc.text(bankText, g.left + (2 * g.width) / 3, FOOTER_TOP + 5, { width: colW + 10, lineGap: 0.5 });
  doc.fillColor('#000000');
}

/** Footer (bank, telephone), the MUSTER stamp and a light diagonal MUSTER on a page. */
function decoratePage(doc: PDFKit.PDFDocument, spec: LetterSpec, g: PageGeometry): void {
  const { office } = spec;
  doc.save();
  doc.rotate(-35, { origin: [PAGE_W / 2, PAGE_H / 2] });
  doc
    .font('Helvetica-Bold')
    .fontSize(110)
    .fillColor('#000000')
    .fillOpacity(0.06)
    .text('MUSTER', PAGE_W / 2 - 350, PAGE_H / 2 - 55, { width: 700, align: 'center', lineBreak: false });
  doc.restore();
  doc.fillOpacity(1);
  doc
    .rect(PAGE_W / 2 - 45, 14, 90, 20)
    .lineWidth(1.2)
    .strokeColor('#c00000')
    .stroke();
  doc
    .font('Helvetica-Bold')
    .fontSize(13)
    .fillColor('#c00000')
    .text('MUSTER', PAGE_W / 2 - 45, 18.5, { width: 90, align: 'center', lineBreak: false });

  if (spec.sixth?.omr) drawOmr(doc, spec.sixth.omr);
  // The twentieth set's form code up the left edge (a print centre's Vordruck number).
  if (spec.twentieth?.formCode) {
    doc.save();
    doc.rotate(-90, { origin: [20, PAGE_H - 110] });
    doc
      .font('Helvetica')
      .fontSize(6)
      .fillColor('#555555')
      .text(spec.twentieth.formCode, 20, PAGE_H - 110, { lineBreak: false });
    doc.restore();
  }
  // DIN 5008's marks at the left edge (ninth set): fold marks at 105 and 210 mm, the punch mark at 148.5 mm.
  if (spec.ninth?.marks) {
    const mm = 72 / 25.4;
    for (const [at, len] of [
      [105, 5],
      [148.5, 8],
      [210, 5],
    ] as const)
      doc
        .moveTo(5 * mm, at * mm)
        .lineTo((5 + len) * mm, at * mm)
        .lineWidth(0.4)
        .strokeColor('#555555')
        .stroke();
  }
  if (spec.unseen) {
    unseenFooter(doc, spec, spec.unseen, g);
    return;
  }
  if (spec.sixth?.footer === 'rows') {
    rowsFooter(doc, spec, g);
    return;
  }
  if (spec.thirteenth) {
    thirteenthFooter(doc, spec, spec.thirteenth, g);
    return;
  }
  doc.moveTo(g.left, FOOTER_TOP).lineTo(g.right, FOOTER_TOP).lineWidth(0.5).strokeColor('#666666').stroke();
  doc.font(g.regular).fontSize(6.8).fillColor('#333333');
  const colW = g.width / 3 - 6;
  doc.text(`${office.name}\n${office.street}\n${office.plzCity}`, g.left, FOOTER_TOP + 5, { width: colW, lineGap: 0.5 });
  doc.text(`Telefon ${office.phone}\nTelefax ${office.fax}\nÖffnungszeiten: Mo–Fr 8–12 Uhr, Do 14–17 Uhr`, g.left + g.width / 3, FOOTER_TOP + 5, {
    width: colW,
    lineGap: 0.5,
  });
  // The bank block: the Deutsche Bundesbank first; a second bank on one line below it.
  const [first, ...more] = office.banks;
  const bankText = [
    `Bankverbindung: ${first!.bank}\nIBAN ${first!.iban}\nBIC ${first!.bic}`,
    ...more.map((b) => `${b.bank}: IBAN ${b.iban} BIC ${b.bic}`),
  ].join('\n');
  doc.text(bankText, g.left + (2 * g.width) / 3, FOOTER_TOP + 5, { width: colW + 10, lineGap: 0.5 });
  if (office.footerNote) doc.text(office.footerNote, g.left, FOOTER_TOP + 40, { width: g.width, lineBreak: false });
  // The twenty-third set's print line above the footer, at the left (the page number is at the right).
  if (spec.twentythird?.printLine)
    doc
      .font(g.regular)
      .fontSize(7.5)
      .fillColor('#333333')
      .text(spec.twentythird.printLine, g.left, FOOTER_TOP - 12, { width: g.width - 90, lineBreak: false });
  doc.fillColor('#000000');
}

/**
 * The thirteenth set's footer in four columns: the office's address; its telephone, telefax and
 * e-mail; its service hours; the Finanzkasse's accounts (the Deutsche Bundesbank first), each bank's
 * name over its IBAN and BIC.
 */
function thirteenthFooter(doc: PDFKit.PDFDocument, spec: LetterSpec, th: ThirteenthStyle, g: PageGeometry): void {
  const { office } = spec;
  doc.moveTo(g.left, FOOTER_TOP).lineTo(g.right, FOOTER_TOP).lineWidth(0.5).strokeColor('#666666').stroke();
  const widths = [96, 130, 96, g.width - 96 - 130 - 96];
  const xs = widths.map((_, i) => g.left + widths.slice(0, i).reduce((a, b) => a + b, 0));
  const columns = [
    [['Dienstgebäude'], [office.name, office.street, office.plzCity]],
    [['Kontakt'], [`Telefon ${office.phone}`, `Telefax ${office.fax}`, `E-Mail: ${th.mail}`]],
    [[th.hours[0]!], th.hours.slice(1)],
    [['Bankverbindungen'], office.banks.flatMap((b) => [b.bank, `IBAN ${b.iban}`, `BIC ${b.bic}`])],
  ] as const;
  columns.forEach(([[head], lines], i) => {
    doc
      .font(g.bold)
      .fontSize(6.6)
      .fillColor('#333333')
      .text(head, xs[i]!, FOOTER_TOP + 4, { width: widths[i]! - 6, lineBreak: false });
    doc
      .font(g.regular)
      .fontSize(6.5)
      .text(lines.join('\n'), xs[i]!, FOOTER_TOP + 12.5, { width: widths[i]! - 6, lineGap: 0.2 });
  });
  doc.fillColor('#000000');
}

function blockHeight(doc: PDFKit.PDFDocument, block: Exclude<Block, { kind: 'pagebreak' }>, g: PageGeometry): number {
  switch (block.kind) {
    case 'para':
      doc.font(block.bold ? g.bold : g.regular).fontSize(g.body);
      return doc.heightOfString(block.text, { width: g.width, lineGap: g.lineGap ?? 1.5 });
    case 'table':
      return (block.title ? 16 : 0) + (block.head ? (block.tallHead ? 22 : 14) : 0) + block.rows.length * 14 + 4;
    case 'grid':
      return 16 + gridRowHeight(g) * (1 + block.rows.length + (block.total ? 1 : 0)) + 4;
    case 'ledger':
      return 16 + 16 + block.rows.length * 15 + 6;
    case 'payment': {
      doc.font(g.regular).fontSize(9.5);
      const codeW = block.code ? CODE_W : 0;
      const text =
        block.lines.reduce(
          (h, l) => h + doc.heightOfString(l.split('\t').pop()!, { width: g.width - 16 - codeW - (l.includes('\t') ? PAYMENT_LABEL_W : 0) }) + 2,
          0,
        ) + 14;
      const banks = block.banks ? 14 + 13 + block.banks.rows.length * 13 + 4 : 0;
      const columns = block.columns ? PAYMENT_COLUMNS_H : 0;
      return (block.code ? Math.max(text, CODE_H) : text) + banks + columns;
    }
    case 'smallprint':
      doc.font(g.regular).fontSize(g.small ?? 8.2);
      if (block.runIn) return doc.heightOfString(`${block.title}: ${block.text}`, { width: g.width, lineGap: 0.8 });
      return 13 + doc.heightOfString(block.text, { width: g.width, lineGap: 0.8 });
    case 'box':
      return BOX_HEAD + block.rows.length * BOX_ROW + 8;
  }
}

/** A summary box's heading band and its rows (twenty-fourth set). */
const BOX_HEAD = 20;
const BOX_ROW = 14;

/** The height of the small table at the top of a payment section (eighteenth set). */
const PAYMENT_COLUMNS_H = 30;

/** The label column of a payment section drawn as a table (label, tab, value). */
const PAYMENT_LABEL_W = 120;

/** The GiroCode's column beside a payment section (sixth set) and the section's least height then. */
const CODE_W = 84;
const CODE_H = 92;

/** Where a sixth letter's remittance slip begins on page 1 (it ends above the footer). */
const SLIP_TOP = 540;

/** A grid row's height (sixth set): the font's size and some air. */
function gridRowHeight(g: PageGeometry): number {
  return (g.regular === 'Courier' ? 8.5 : 9) + 6;
}

/** Draws a block at `y`; returns the y below it. */
function drawBlock(doc: PDFKit.PDFDocument, block: Exclude<Block, { kind: 'pagebreak' }>, y: number, g: PageGeometry): number {
  doc.fillColor('#000000');
  switch (block.kind) {
    case 'para':
      doc.font(block.bold ? g.bold : g.regular).fontSize(g.body);
      doc.text(block.text, g.left, y, { width: g.width, lineGap: g.lineGap ?? 1.5 });
      return doc.y;
    case 'table': {
      const cells = Math.max(...block.rows.map((r) => r.length)) - 1;
      const cellW = cells >= 3 ? 95 : 110;
      const firstCellX = g.right - cells * cellW;
      if (block.title) {
        doc.font(g.bold).fontSize(10).text(block.title, g.left, y, { width: g.width });
        y += 16;
      }
      if (block.head) {
        doc.font(g.regular).fontSize(8).fillColor('#444444');
        const headStart = cells - block.head.length;
        block.head.forEach((h, i) => doc.text(h, firstCellX + (headStart + i) * cellW, y, { width: cellW - 4, align: 'right' }));
        doc.fillColor('#000000');
        y += block.tallHead ? 22 : 14;
      }
      block.rows.forEach((row, r) => {
        const strong = block.strong?.includes(r) ?? false;
        if (strong)
          doc
            .moveTo(g.left, y - 2)
            .lineTo(g.right, y - 2)
            .lineWidth(0.5)
            .strokeColor('#000000')
            .stroke();
        doc.font(strong ? g.bold : g.regular).fontSize(9.5);
        doc.text(row[0]!, g.left, y, { width: firstCellX - g.left - 8, lineBreak: false });
        const offset = cells - (row.length - 1);
        row.slice(1).forEach((cell, i) => doc.text(cell, firstCellX + (offset + i) * cellW, y, { width: cellW - 4, align: 'right', lineBreak: false }));
        y += 14;
      });
      return y + 4;
    }
    case 'grid':
      return drawGrid(doc, block, y, g);
    case 'ledger': {
      // The seventh set's payment schedule: the due date first; the amount right-aligned; rules above and below.
      const widths = [90, 95, g.width - 90 - 95 - 80, 80];
      const xs = widths.map((_, i) => g.left + widths.slice(0, i).reduce((a, b) => a + b, 0));
      doc.font(g.bold).fontSize(10).text(block.title, g.left, y, { width: g.width });
      y += 16;
      doc.moveTo(g.left, y).lineTo(g.right, y).lineWidth(0.6).strokeColor('#000000').stroke();
      doc.font(g.regular).fontSize(8).fillColor('#444444');
      block.head.forEach((h, i) => doc.text(h, xs[i]! + 2, y + 3, { width: widths[i]! - 8, align: i === 1 ? 'right' : 'left', lineBreak: false }));
      y += 14;
      doc.moveTo(g.left, y).lineTo(g.right, y).lineWidth(0.3).strokeColor('#666666').stroke();
      doc.fillColor('#000000').font(g.regular).fontSize(9.5);
      for (const row of block.rows) {
        row.forEach((cell, i) => doc.text(cell, xs[i]! + 2, y + 3, { width: widths[i]! - 8, align: i === 1 ? 'right' : 'left', lineBreak: false }));
        y += 15;
      }
      doc
        .moveTo(g.left, y + 1)
        .lineTo(g.right, y + 1)
        .lineWidth(0.6)
        .strokeColor('#000000')
        .stroke();
      return y + 6;
    }
    case 'payment': {
      const top = y;
      let yy = y + 7;
      const codeW = block.code ? CODE_W : 0;
      // The eighteenth set's small table at the top: "Betrag | fällig am | Konto (IBAN)" over one row.
      if (block.columns) {
        const inner = g.width - 16;
        const widths = [inner * 0.26, inner * 0.22, inner * 0.52];
        const xs = widths.map((_, i) => g.left + 8 + widths.slice(0, i).reduce((a, b) => a + b, 0));
        doc.font(g.regular).fontSize(7.5).fillColor('#444444');
        block.columns.head.forEach((h, i) => doc.text(h, xs[i]!, yy, { width: widths[i]! - 6, lineBreak: false }));
        doc.font(g.bold).fontSize(9.5).fillColor('#000000');
        block.columns.row.forEach((cell, i) => doc.text(cell, xs[i]!, yy + 10, { width: widths[i]! - 6, lineBreak: false }));
        doc
          .moveTo(g.left + 8, yy + PAYMENT_COLUMNS_H - 6)
          .lineTo(g.right - 8, yy + PAYMENT_COLUMNS_H - 6)
          .lineWidth(0.3)
          .strokeColor('#888888')
          .stroke();
        yy += PAYMENT_COLUMNS_H;
      }
      block.lines.forEach((line, i) => {
        doc.font(i === 0 ? g.bold : g.regular).fontSize(9.5);
        const tab = line.indexOf('\t');
        if (tab >= 0) {
          // A label and its value in two columns (fresh set).
          doc.text(line.slice(0, tab), g.left + 8, yy, { width: PAYMENT_LABEL_W - 6, lineBreak: false });
          doc.text(line.slice(tab + 1), g.left + 8 + PAYMENT_LABEL_W, yy, { width: g.width - 16 - codeW - PAYMENT_LABEL_W });
        } else doc.text(line, g.left + 8, yy, { width: g.width - 16 - codeW });
        yy = doc.y + 2;
      });
      // A GiroCode at the right (sixth set): "Zahlen mit Code".
      if (block.code) {
        drawMatrixCode(doc, g.right - 8 - 62, top + 8, 62, 25, block.code, true);
        doc
          .font(g.regular)
          .fontSize(7)
          .fillColor('#000000')
          .text('Zahlen mit Code', g.right - 8 - 72, top + 74, { width: 82, align: 'center', lineBreak: false });
        yy = Math.max(yy, top + CODE_H - 5);
      }
      // The Finanzkasse's accounts in a ruled table below the lines (thirteenth set).
      if (block.banks) {
        const inner = g.width - 16;
        const widths = [inner * 0.4, inner * 0.38, inner * 0.22];
        const xs = widths.map((_, i) => g.left + 8 + widths.slice(0, i).reduce((a, b) => a + b, 0));
        yy += 4;
        doc
          .font(g.bold)
          .fontSize(9)
          .fillColor('#000000')
          .text(block.banks.title, g.left + 8, yy, { width: inner, lineBreak: false });
        yy += 14;
        doc
          .moveTo(g.left + 8, yy)
          .lineTo(g.right - 8, yy)
          .lineWidth(0.5)
          .strokeColor('#000000')
          .stroke();
        doc.font(g.regular).fontSize(7.5).fillColor('#444444');
        ['Kreditinstitut', 'IBAN', 'BIC'].forEach((h, i) => doc.text(h, xs[i]! + 2, yy + 3, { width: widths[i]! - 6, lineBreak: false }));
        yy += 13;
        doc
          .moveTo(g.left + 8, yy)
          .lineTo(g.right - 8, yy)
          .lineWidth(0.3)
          .strokeColor('#666666')
          .stroke();
        doc.font(g.regular).fontSize(8.5).fillColor('#000000');
        for (const row of block.banks.rows) {
          row.forEach((cell, i) => doc.text(cell, xs[i]! + 2, yy + 3, { width: widths[i]! - 6, lineBreak: false }));
          yy += 13;
          doc
            .moveTo(g.left + 8, yy)
            .lineTo(g.right - 8, yy)
            .lineWidth(0.3)
            .strokeColor('#999999')
            .stroke();
        }
        yy += 2;
      }
      doc
        .rect(g.left, top, g.width, yy - top + 5)
        .lineWidth(0.8)
        .strokeColor('#000000')
        .stroke();
      return yy + 5;
    }
    case 'box': {
      // A framed box (twenty-fourth set): its heading on a grey band, each label beside its value in bold.
      const h = BOX_HEAD + block.rows.length * BOX_ROW + 4;
      doc.rect(g.left, y, g.width, h).fillColor('#f2f2f2').fill();
      doc.rect(g.left, y, g.width, 16).fillColor('#d9d9d9').fill();
      doc.rect(g.left, y, g.width, h).lineWidth(0.8).strokeColor('#333333').stroke();
      doc
        .font(g.bold)
        .fontSize(9.5)
        .fillColor('#000000')
        .text(block.title, g.left + 8, y + 4, { width: g.width - 16, lineBreak: false });
      block.rows.forEach(([label, value], i) => {
        const ry = y + BOX_HEAD + i * BOX_ROW;
        doc
          .font(g.regular)
          .fontSize(9.5)
          .text(label, g.left + 8, ry, { width: 150, lineBreak: false });
        doc.font(g.bold).text(value, g.left + 165, ry, { width: g.width - 173, lineBreak: false });
      });
      return y + h;
    }
    case 'smallprint':
      if (block.runIn) {
        // The heading opens the paragraph (sixth set).
        doc
          .font(g.bold)
          .fontSize(g.small ?? 8.2)
          .text(`${block.title}: `, g.left, y, { width: g.width, lineGap: 0.8, align: 'justify', continued: true });
        doc.font(g.regular).text(block.text, { lineGap: 0.8, align: 'justify' });
        return doc.y;
      }
      doc.font(g.bold).fontSize(9).text(block.title, g.left, y, { width: g.width });
      doc
        .font(g.regular)
        .fontSize(g.small ?? 8.2)
        .text(block.text, g.left, y + 13, { width: g.width, lineGap: 0.8, align: 'justify' });
      return doc.y;
  }
}

/**
 * A ruled grid (sixth set): the title above; the head on a grey band; a line under each row; the
 * total in bold below a heavier rule; the first column left-aligned, the others right-aligned.
 * @returns the y below it
 */
function drawGrid(doc: PDFKit.PDFDocument, block: Extract<Block, { kind: 'grid' }>, top: number, g: PageGeometry): number {
  const size = g.regular === 'Courier' ? 8.5 : 9;
  const rowH = gridRowHeight(g);
  const fixed = block.head.length === 4 ? [72, 74, 92] : [90, 100];
  const widths = [g.width - fixed.reduce((a, b) => a + b, 0), ...fixed];
  const xs = widths.map((_, i) => g.left + widths.slice(0, i).reduce((a, b) => a + b, 0));
  doc.font(g.bold).fontSize(10).fillColor('#000000').text(block.title, g.left, top, { width: g.width });
  let y = top + 16;
  const gridTop = y;
  doc.rect(g.left, y, g.width, rowH).fill('#e4e4e4');
  const cells = (row: string[], rowY: number, font: string, fontSize: number) =>
    row.forEach((cell, i) =>
      doc
        .font(font)
        .fontSize(fontSize)
        .fillColor('#000000')
        .text(cell, xs[i]! + 4, rowY + 3.5, { width: widths[i]! - 8, align: i === 0 ? 'left' : 'right', lineBreak: false }),
    );
  cells(block.head, y, g.bold, size - 0.5);
  y += rowH;
  for (const row of block.rows) {
    cells(row, y, g.regular, size);
    y += rowH;
    doc.moveTo(g.left, y).lineTo(g.right, y).lineWidth(0.3).strokeColor('#999999').stroke();
  }
  if (block.total) {
    doc.moveTo(g.left, y).lineTo(g.right, y).lineWidth(1).strokeColor('#000000').stroke();
    cells(block.total, y, g.bold, size);
    y += rowH;
  }
  doc.lineWidth(0.6).strokeColor('#000000');
  doc.rect(g.left, gridTop, g.width, y - gridTop).stroke();
  for (const x of xs.slice(1)) doc.moveTo(x, gridTop).lineTo(x, y).stroke();
  return y + 4;
}

/** A small coat of arms (a shield with a bar), 12 by 15 points, at (`x`, `y`). */
function drawEmblem(doc: PDFKit.PDFDocument, x: number, y: number): void {
  doc.save();
  doc
    .moveTo(x, y)
    .lineTo(x + 12, y)
    .lineTo(x + 12, y + 8)
    .quadraticCurveTo(x + 12, y + 13, x + 6, y + 15)
    .quadraticCurveTo(x, y + 13, x, y + 8)
    .closePath()
    .fill('#3a3a3a');
  doc.rect(x + 1.5, y + 5, 9, 2.2).fill('#ffffff');
  doc.restore();
}

/**
 * A square 2D code of `n`×`n` modules, `size` points wide at (`x`, `y`), its modules drawn from `seed`:
 * a QR-like code (three finder squares, timing lines) when `qr`, else a Data-Matrix-like one (solid
 * left and bottom edges, dotted top and right). Only a picture of a code: it encodes nothing.
 */
function drawMatrixCode(doc: PDFKit.PDFDocument, x: number, y: number, size: number, n: number, seed: number, qr: boolean): void {
  const rng = new Rng(seed);
  const m = size / n;
  const finder = (r: number, c: number) => {
    for (const [fr, fc] of [
      [0, 0],
      [0, n - 7],
      [n - 7, 0],
    ] as const) {
      const [dr, dc] = [r - fr, c - fc];
      if (dr >= -1 && dr <= 7 && dc >= -1 && dc <= 7) {
        if (dr < 0 || dr > 6 || dc < 0 || dc > 6) return false;
        return dr === 0 || dr === 6 || dc === 0 || dc === 6 || (dr >= 2 && dr <= 4 && dc >= 2 && dc <= 4);
      }
    }
    return null;
  };
  doc.save();
  doc.rect(x - m, y - m, size + 2 * m, size + 2 * m).fill('#ffffff');
  for (let r = 0; r < n; r++) {
    for (let c = 0; c < n; c++) {
      let dark: boolean;
      if (qr) {
        const f = finder(r, c);
        dark = f ?? (r === 6 || c === 6 ? (r + c) % 2 === 0 : rng.chance(0.5));
      } else dark = c === 0 || r === n - 1 ? true : r === 0 || c === n - 1 ? (r + c) % 2 === 0 : rng.chance(0.5);
      if (dark) doc.rect(x + c * m, y + r * m, m + 0.05, m + 0.05).fill('#000000');
    }
  }
  doc.restore();
}

/** A postage imprint as franking machines print it in the address window (sixth set): a 2D code and "Deutsche Post · Entgelt bezahlt". */
function drawPostage(doc: PDFKit.PDFDocument, x: number, y: number, seed: number): void {
  doc.save();
  doc.rect(x, y, 68, 24).lineWidth(0.5).strokeColor('#555555').stroke();
  drawMatrixCode(doc, x + 3, y + 3, 18, 14, seed ^ 0x5a5a5a, false);
  doc
    .font('Helvetica-Bold')
    .fontSize(5.5)
    .fillColor('#000000')
    .text('Deutsche Post', x + 24, y + 5, { width: 43, lineBreak: false });
  doc
    .font('Helvetica')
    .fontSize(5.5)
    .text('Entgelt bezahlt', x + 24, y + 13, { width: 43, lineBreak: false });
  doc.restore();
}

/** A barcode (bars of random widths) with its print ID beside it, at (`x`, `y`) (sixth set). */
function drawBarcode(doc: PDFKit.PDFDocument, x: number, y: number, id: string, seed: number): void {
  const rng = new Rng(seed ^ 0x2b2b2b);
  doc.save();
  let bx = x;
  while (bx < x + 130) {
    const w = rng.pick([0.7, 0.7, 1.4, 2.1]);
    doc.rect(bx, y, w, 16).fill('#000000');
    bx += w + rng.pick([0.7, 1.4, 2.1]);
  }
  doc
    .font('Courier')
    .fontSize(6.5)
    .fillColor('#000000')
    .text(id, bx + 6, y + 5, { lineBreak: false });
  doc.restore();
}

/** Marks for the envelope-stuffing machine at the left edge of a page (sixth set): one short bar per set bit. */
function drawOmr(doc: PDFKit.PDFDocument, bits: boolean[]): void {
  doc.save();
  bits.forEach((bit, i) => {
    if (bit) doc.rect(12, 292 + i * 12, 20, 1.6).fill('#000000');
  });
  doc.restore();
}

/**
 * A remittance slip at the foot of page 1 (sixth set), as the SEPA-Überweisung/Zahlschein form is
 * printed: a cut line, the form's tint, each field's label above its box, the payee, IBAN, BIC,
 * amount and reference filled in, the payer's fields empty but for "DE".
 */
function drawSlip(doc: PDFKit.PDFDocument, slip: NonNullable<SixthStyle['slip']>): void {
  const ink = '#b5452e';
  const [x0, x1] = [34, PAGE_W - 34];
  const top = SLIP_TOP + 10;
  doc.save();
  doc
    .moveTo(18, SLIP_TOP)
    .lineTo(PAGE_W - 18, SLIP_TOP)
    .dash(3, { space: 3 })
    .lineWidth(0.5)
    .strokeColor('#777777')
    .stroke();
  doc.undash();
  doc
    .font('Helvetica')
    .fontSize(5.5)
    .fillColor('#777777')
    .text('Bitte hier abtrennen', 20, SLIP_TOP + 2, { lineBreak: false });
  doc.rect(x0, top, x1 - x0, FOOTER_TOP - 16 - top).fill('#fbe4d9');
  doc
    .font('Helvetica-Bold')
    .fontSize(8)
    .fillColor(ink)
    .text('SEPA-Überweisung/Zahlschein', x0 + 8, top + 6, { lineBreak: false });
  doc
    .font('Helvetica')
    .fontSize(5.5)
    .text('Für Überweisungen in Deutschland und in andere EU-/EWR-Staaten in Euro.', x0 + 8, top + 7, {
      width: x1 - x0 - 16,
      align: 'right',
      lineBreak: false,
    });
  const field = (label: string, value: string, x: number, y: number, w: number, align: 'left' | 'right' = 'left') => {
    doc.font('Helvetica').fontSize(5.2).fillColor(ink).text(label, x, y, { width: w, lineBreak: false });
    doc.rect(x, y + 7, w, 13.5).fill('#ffffff');
    doc.lineWidth(0.4).strokeColor('#e2a996');
    for (let tx = x + 12; tx < x + w - 1; tx += 12)
      doc
        .moveTo(tx, y + 16.5)
        .lineTo(tx, y + 20.5)
        .stroke();
    if (value)
      doc
        .font('Courier')
        .fontSize(9.5)
        .fillColor('#000000')
        .text(value, x + 3, y + 10.3, { width: w - 6, align, lineBreak: false });
  };
  const [fx, fw] = [x0 + 8, x1 - x0 - 16];
  let y = top + 19;
  field('Angaben zum Zahlungsempfänger: Name, Vorname/Firma (max. 27 Stellen, bei maschineller Beschriftung max. 35 Stellen)', slip.payee, fx, y, fw);
  y += 21.5;
  field('IBAN', slip.iban, fx, y, fw);
  y += 21.5;
  field('BIC des Kreditinstituts/Zahlungsdienstleisters (8 oder 11 Stellen)', slip.bic, fx, y, 250);
  field('Betrag: Euro, Cent', slip.amount, fx + fw - 160, y, 160, 'right');
  y += 21.5;
  field('Kunden-Referenznummer - Verwendungszweck, ggf. Name und Anschrift des Zahlers', slip.reference, fx, y, fw);
  y += 21.5;
  field('noch Verwendungszweck (insgesamt max. 2 Zeilen à 27 Stellen, bei maschineller Beschriftung max. 2 Zeilen à 35 Stellen)', slip.payer, fx, y, fw);
  y += 21.5;
  field('Angaben zum Kontoinhaber/Zahler: Name, Vorname/Firma, Ort (max. 27 Stellen, keine Straßen- oder Postfachangaben)', '', fx, y, fw);
  y += 21.5;
  field('IBAN', 'DE', fx, y, fw);
  y += 22;
  doc.lineWidth(0.5).strokeColor(ink);
  doc
    .moveTo(fx, y + 12)
    .lineTo(fx + 120, y + 12)
    .stroke();
  doc
    .moveTo(fx + 150, y + 12)
    .lineTo(fx + fw, y + 12)
    .stroke();
  doc
    .font('Helvetica')
    .fontSize(5.2)
    .fillColor(ink)
    .text('Datum', fx, y + 14, { lineBreak: false });
  doc.text('Unterschrift(en)', fx + 150, y + 14, { lineBreak: false });
  doc.restore();
  doc.fillColor('#000000');
}

/**
 * The sixth set's other footer: the office's address and telephone in one row, its opening hours in
 * a second, then one row per bank ("Bankverbindung: Deutsche Bundesbank … · IBAN … · BIC …").
 */
function rowsFooter(doc: PDFKit.PDFDocument, spec: LetterSpec, g: PageGeometry): void {
  const { office } = spec;
  doc.moveTo(g.left, FOOTER_TOP).lineTo(g.right, FOOTER_TOP).lineWidth(0.5).strokeColor('#666666').stroke();
  doc.font(g.regular).fontSize(6.8).fillColor('#333333');
  doc.text(
    `${office.name} · ${office.street} · ${office.plzCity} · Telefon ${office.phone} · Telefax ${office.fax}\nServicezeiten: Mo, Di, Fr 8–12 Uhr · Do 8–18 Uhr · und nach Vereinbarung`,
    g.left,
    FOOTER_TOP + 5,
    { width: g.width, lineGap: 0.5 },
  );
  const [first, ...more] = office.banks;
  const banks = [`Bankverbindung: ${first!.bank} · IBAN ${first!.iban} · BIC ${first!.bic}`, ...more.map((b) => `${b.bank} · IBAN ${b.iban} · BIC ${b.bic}`)];
  doc.text(banks.join('\n'), g.left, doc.y + 2, { width: g.width, lineGap: 0.5 });
  doc.fillColor('#000000');
}

/**
 * The sixth set's information block in a column at the right: each label, dot leaders and its value
 * on one line ('leaders'); or a framed box "Bitte bei Antwort angeben" holding the Steuernummer, the
 * IdNr. and the date (label left, value right) with the contact in lines below it ('boxed').
 * @returns the y below it
 */
function drawSixthInfo(doc: PDFKit.PDFDocument, spec: LetterSpec, g: PageGeometry, top: number): number {
  const colX = 330;
  const colW = g.right - colX;
  const fs = spec.layout.fontScale;
  let y = top;
  if (spec.layout.infoStyle === 'leaders') {
    for (const [label, value] of spec.info) {
      let size = (g.regular === 'Courier' ? 8 : 8.5) * fs;
      doc.font(g.regular).fontSize(size);
      while (doc.widthOfString(`${label} ... ${value}`) > colW && size > 6) doc.fontSize((size -= 0.5));
      const dots = Math.max(3, Math.floor((colW - doc.widthOfString(`${label}  ${value}`)) / doc.widthOfString('.')));
      doc.fillColor('#000000').text(`${label} ${'.'.repeat(dots)} ${value}`, colX, y, { width: colW + 4, lineBreak: false });
      y += size + 4;
    }
    return y;
  }
  const labels = LABELS.sixth;
  const key = spec.info.filter(([label]) => labels.stnr.includes(label) || labels.id.includes(label) || labels.date.includes(label));
  const rest = spec.info.filter((pair) => !key.includes(pair));
  doc
    .font(g.bold)
    .fontSize(7.5)
    .fillColor('#000000')
    .text('Bitte bei Antwort angeben', colX + 6, y + 5, { width: colW - 12, lineBreak: false });
  let by = y + 17;
  for (const [label, value] of key) {
    doc
      .font(g.regular)
      .fontSize(7.5)
      .fillColor('#444444')
      .text(label, colX + 6, by + 1, { width: colW - 12, lineBreak: false });
    doc
      .fontSize(9 * fs)
      .fillColor('#000000')
      .text(value, colX + 6, by, { width: colW - 12, align: 'right', lineBreak: false });
    by += 12 * fs;
  }
  doc
    .rect(colX, y, colW, by - y + 3)
    .lineWidth(0.7)
    .strokeColor('#000000')
    .stroke();
  y = by + 9;
  doc
    .font(g.regular)
    .fontSize(8 * fs)
    .fillColor('#333333');
  for (const [label, value] of rest) {
    doc.text(`${label}: ${value}`, colX, y, { width: colW });
    y = doc.y + 1;
  }
  doc.fillColor('#000000');
  return y;
}

/** The letter as PDF bytes (deterministic: fixed creation date). */
function letterPdf(spec: LetterSpec): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({
      size: 'A4',
      margin: 0,
      bufferPages: true,
      info: {
        Title: `MUSTER ${spec.subject[0]}`,
        Author: spec.office.name,
        Creator: 'steuerhilfe-portal sample letters',
        CreationDate: new Date(`${spec.truth.letterDate ?? spec.printedDate.split('.').reverse().join('-')}T08:00:00Z`),
      },
    });
    const chunks: Buffer[] = [];
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    drawLetter(doc, spec);
    doc.end();
  });
}

// ---------------------------------------------------------------- photo

/**
 * The light over the scene on a coarse grid (one value per `cell`×`cell` pixels, 0–1): a linear
 * gradient from full light to `lightMin`, darkened by a soft round shadow.
 */
function lightMap(width: number, height: number, fx: PhotoEffects, cell: number): { map: Float32Array; columns: number } {
  const columns = Math.ceil(width / cell);
  const rows = Math.ceil(height / cell);
  const map = new Float32Array(columns * rows);
  const a = (fx.lightAngleDeg * Math.PI) / 180;
  const [dx, dy] = [Math.cos(a), Math.sin(a)];
  // Project the corners to scale the gradient to 0–1 across the image.
  const proj = [0, dx, dy, dx + dy];
  const [lo, hi] = [Math.min(...proj), Math.max(...proj)];
  for (let r = 0; r < rows; r++) {
    for (let c = 0; c < columns; c++) {
      const u = (c + 0.5) / columns;
      const v = (r + 0.5) / rows;
      const t = (u * dx + v * dy - lo) / (hi - lo);
      let light = 1 - t * (1 - fx.lightMin);
      if (fx.shadow) {
        const d = Math.hypot(u - fx.shadow.cx, (v - fx.shadow.cy) * (height / width)) / fx.shadow.r;
        if (d < 1) light *= 1 - fx.shadow.darkness * (1 - d * d) ** 2;
      }
      if (fx.hand) light *= 1 - fx.hand.darkness * handShade(fx.hand, u, v, height / width);
      if (fx.vignette) light *= 1 - fx.vignette * Math.min(1, ((u - 0.5) ** 2 + (v - 0.5) ** 2) / 0.5);
      map[r * columns + c] = light;
    }
  }
  return { map, columns };
}

/**
 * How much of a hand's shadow (PhotoEffects `hand`) falls on the point (`u`, `v`) of an image whose
 * height is `aspect` times its width: 1 inside the forearm (a band from the edge) and the palm (a
 * disc at its end), falling off smoothly to 0 over as much again (a soft shadow).
 */
function handShade(hand: NonNullable<PhotoEffects['hand']>, u: number, v: number, aspect: number): number {
  // In units of the image width: x across, y down.
  const [px, py] = [u, v * aspect];
  const along = hand.edge === 'bottom' ? [hand.at, aspect * 1.02] : [hand.edge === 'left' ? -0.02 : 1.02, hand.at * aspect];
  const inward = hand.edge === 'bottom' ? [0.15, -1] : [hand.edge === 'left' ? 1 : -1, 0.25];
  const norm = Math.hypot(inward[0]!, inward[1]!);
  const reach = hand.reach * (hand.edge === 'bottom' ? aspect : 1);
  const [ax, ay] = along as [number, number];
  const [bx, by] = [ax + (inward[0]! / norm) * reach, ay + (inward[1]! / norm) * reach];
  // Distance to the forearm's segment, and to the palm.
  const t = Math.max(0, Math.min(1, ((px - ax) * (bx - ax) + (py - ay) * (by - ay)) / ((bx - ax) ** 2 + (by - ay) ** 2)));
  const arm = Math.hypot(px - (ax + t * (bx - ax)), py - (ay + t * (by - ay))) / (hand.width / 2);
  const palm = Math.hypot(px - bx, py - by) / hand.width;
  const d = Math.min(arm, palm);
  if (d <= 1) return 1;
  if (d >= 2) return 0;
  const f = 2 - d;
  return f * f * (3 - 2 * f);
}

/**
 * Lights raw RGB pixels (`lightMap`), tints them like paper under warm light and adds Gaussian
 * noise (sigma on the 0–255 scale), deterministically.
 */
function lightAndNoise(pixels: Buffer, width: number, height: number, fx: PhotoEffects, seed: number): void {
  const rng = new Rng(seed);
  const table = new Int16Array(65_536);
  for (let i = 0; i < table.length; i++) {
    const u = rng.next() || 1e-9;
    table[i] = Math.round(Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * rng.next()) * fx.noiseSigma);
  }
  const { map, columns } = lightMap(width, height, fx, 8);
  const tint = fx.tint ?? [1, 0.98, 0.94];
  if (fx.flash || fx.screen) {
    flashOrScreen(pixels, width, height, fx, { map, columns }, tint, table, seed);
    return;
  }
  let x = (seed | 1) >>> 0;
  let i = 0;
  for (let py = 0; py < height; py++) {
    const row = (py >> 3) * columns;
    for (let px = 0; px < width; px++) {
      const light = map[row + (px >> 3)]!;
      for (let ch = 0; ch < 3; ch++, i++) {
        x ^= x << 13;
        x ^= x >>> 17;
        x ^= x << 5;
        const v = pixels[i]! * light * tint[ch]! + table[x & 0xffff]!;
        pixels[i] = v < 0 ? 0 : v > 255 ? 255 : v;
      }
    }
  }
}

/** The colour of a phone's flash on the paper (a little warm). */
const FLASH_TINT = [1, 0.95, 0.84];

/**
 * lightAndNoise for a photo at night under a phone's flash or of a screen (sixth set): the light,
 * the tint and the same noise, plus the flash's glare (the paper washed out towards the flash's
 * colour around its centre) or the screen's moiré (bands of `period` pixels whose phase bends
 * slowly, beating in strength), its sub-pixel stripes and the glow that lifts its blacks.
 */
function flashOrScreen(
  pixels: Buffer,
  width: number,
  height: number,
  fx: PhotoEffects,
  light: { map: Float32Array; columns: number },
  tint: number[],
  table: Int16Array,
  seed: number,
): void {
  const { map, columns } = light;
  const glare = new Float32Array(map.length);
  if (fx.flash) {
    const rows = map.length / columns;
    for (let r = 0; r < rows; r++)
      for (let c = 0; c < columns; c++) {
        const d = Math.hypot((c + 0.5) * 8 - fx.flash.cx * width, (r + 0.5) * 8 - fx.flash.cy * height) / (fx.flash.r * width);
        glare[r * columns + c] = fx.flash.strength * Math.exp(-d * d);
      }
  }
  const screen = fx.screen;
  const a = ((screen?.angleDeg ?? 0) * Math.PI) / 180;
  const [ca, sa] = [Math.cos(a), Math.sin(a)];
  let x = (seed | 1) >>> 0;
  let i = 0;
  for (let py = 0; py < height; py++) {
    const row = (py >> 3) * columns;
    for (let px = 0; px < width; px++) {
      const cell = row + (px >> 3);
      const lit = map[cell]!;
      const g = glare[cell]!;
      let dark = 0;
      let band = 0;
      if (screen) {
        const phase = (px * ca + py * sa) / screen.period + 0.8 * Math.sin(px / 397 + py / 541);
        const beat = 0.5 + 0.5 * Math.sin((2 * Math.PI * (px * sa - py * ca)) / (screen.period * 37));
        dark = screen.depth * (0.5 + 0.5 * Math.sin(2 * Math.PI * phase)) * (0.4 + 0.6 * beat);
        band = 2 * Math.PI * ((px * ca - py * sa) / screen.bandPeriod + 1.2 * Math.sin(px / 611 + py / 383));
      }
      for (let ch = 0; ch < 3; ch++, i++) {
        x ^= x << 13;
        x ^= x >>> 17;
        x ^= x << 5;
        let v = pixels[i]! * lit * tint[ch]!;
        if (g) v += (255 * FLASH_TINT[ch]! - v) * g;
        if (screen) v = (22 + v * (1 - 22 / 255)) * (1 - dark) * (1 - screen.depth * 0.4 * (1 + Math.sin(band + ch * 2.1))) * (px % 3 === ch ? 1.03 : 0.985);
        v += table[x & 0xffff]!;
        pixels[i] = v < 0 ? 0 : v > 255 ? 255 : v;
      }
    }
  }
}

/**
 * Fades a page's print in place (PhotoEffects `faded`, sixth set): each pixel keeps `contrast` of its
 * darkness, less in the streaks where the toner ran thin.
 */
function fadePrint(pixels: Buffer, width: number, height: number, channels: number, faded: NonNullable<PhotoEffects['faded']>): void {
  const keep = new Float32Array(width);
  for (let x = 0; x < width; x++) {
    let k = faded.contrast;
    for (const streak of faded.streaks) k *= 1 - streak.loss * Math.exp(-(((x / width - streak.x) / streak.width) ** 2));
    keep[x] = k;
  }
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const o = (y * width + x) * channels;
      for (let ch = 0; ch < 3; ch++) pixels[o + ch] = Math.round(255 - (255 - pixels[o + ch]!) * keep[x]!);
    }
  }
}

/**
 * A crumpled page smoothed out again (PhotoEffects `crumple`, sixth set): the print shifted along
 * the slopes of a bumpy surface and shaded by them (light from the top left), with sharp creases
 * (a dark line with a light edge, fading out at their ends). Sampled bilinearly; returns a new buffer.
 */
function crumplePage(pixels: Buffer, width: number, height: number, channels: number, crumple: NonNullable<PhotoEffects['crumple']>): Buffer<ArrayBuffer> {
  // The surface on a grid of 8 pixels: its slopes give each node's shift and shade.
  const step = 8;
  const [gw, gh] = [Math.ceil(width / step) + 2, Math.ceil(height / step) + 2];
  const surface = (px: number, py: number) =>
    crumple.bumps.reduce((h, b) => h + b.h * Math.exp(-(((px / width - b.x) ** 2 + (py / width - b.y) ** 2) / (b.r * b.r))), 0);
  const slopeX = new Float32Array(gw * gh);
  const slopeY = new Float32Array(gw * gh);
  let steepest = 1e-9;
  for (let gy = 0; gy < gh; gy++)
    for (let gx = 0; gx < gw; gx++) {
      const [px, py] = [gx * step, gy * step];
      const sx = (surface(px + 4, py) - surface(px - 4, py)) / 8;
      const sy = (surface(px, py + 4) - surface(px, py - 4)) / 8;
      slopeX[gy * gw + gx] = sx;
      slopeY[gy * gw + gx] = sy;
      steepest = Math.max(steepest, Math.hypot(sx, sy));
    }
  const [lx, ly] = [-0.6, -0.8];
  const creases = crumple.creases.map((c) => {
    const [x0, y0, x1, y1] = [c.x0 * width, c.y0 * width, c.x1 * width, c.y1 * width];
    const length = Math.hypot(x1 - x0, y1 - y0);
    return { x0, y0, ux: (x1 - x0) / length, uy: (y1 - y0) / length, length, darkness: c.darkness };
  });
  const out = Buffer.alloc(pixels.length, 255);
  const [w, h] = [width - 1, height - 1];
  for (let y = 0; y < height; y++) {
    const gy = y / step;
    const gy0 = Math.floor(gy);
    const fy = gy - gy0;
    for (let x = 0; x < width; x++) {
      const gx = x / step;
      const gx0 = Math.floor(gx);
      const fx = gx - gx0;
      const k = gy0 * gw + gx0;
      const lerp = (f: Float32Array) => (f[k]! * (1 - fx) + f[k + 1]! * fx) * (1 - fy) + (f[k + gw]! * (1 - fx) + f[k + gw + 1]! * fx) * fy;
      const [dx, dy] = [lerp(slopeX) / steepest, lerp(slopeY) / steepest];
      let shade = 1 + crumple.shade * -(dx * lx + dy * ly);
      for (const c of creases) {
        const along = (x - c.x0) * c.ux + (y - c.y0) * c.uy;
        if (along < 0 || along > c.length) continue;
        const across = (x - c.x0) * -c.uy + (y - c.y0) * c.ux;
        if (Math.abs(across) > 12) continue;
        const fade = Math.sin((Math.PI * along) / c.length);
        shade *= 1 - c.darkness * fade * Math.exp(-((across / 2.2) ** 2)) + 0.08 * fade * Math.exp(-(((across - 4.5) / 2.5) ** 2));
      }
      const sx = Math.min(w, Math.max(0, x + dx * crumple.shift));
      const sy = Math.min(h, Math.max(0, y + dy * crumple.shift));
      const x0 = Math.min(Math.floor(sx), w - 1);
      const y0 = Math.min(Math.floor(sy), h - 1);
      const [ax, ay] = [sx - x0, sy - y0];
      const i00 = (y0 * width + x0) * channels;
      const i10 = i00 + channels;
      const i01 = i00 + width * channels;
      const i11 = i01 + channels;
      const o = (y * width + x) * channels;
      for (let ch = 0; ch < 3; ch++) {
        const v = (pixels[i00 + ch]! * (1 - ax) + pixels[i10 + ch]! * ax) * (1 - ay) + (pixels[i01 + ch]! * (1 - ax) + pixels[i11 + ch]! * ax) * ay;
        out[o + ch] = Math.max(0, Math.min(255, Math.round(v * shade)));
      }
    }
  }
  return out;
}

/**
 * A table's surface (PhotoEffects `pattern`, sixth set), raw RGB: wooden planks with their grain, a
 * red-and-white checked tablecloth, or a speckled stone worktop; drawn from `seed`.
 */
function tableSurface(kind: NonNullable<PhotoEffects['pattern']>['kind'], width: number, height: number, seed: number): Buffer {
  const rng = new Rng(seed);
  const out = Buffer.alloc(width * height * 3);
  const put = (o: number, r: number, g: number, b: number) => {
    out[o] = Math.max(0, Math.min(255, r));
    out[o + 1] = Math.max(0, Math.min(255, g));
    out[o + 2] = Math.max(0, Math.min(255, b));
  };
  if (kind === 'wood') {
    const plank = Math.round(width / (4 + rng.int(0, 2)));
    const planks = Array.from({ length: Math.ceil(height / plank) + 1 }, () => ({
      shade: 0.85 + rng.next() * 0.25,
      phase: rng.next() * 100,
      period: 7 + rng.next() * 6,
    }));
    const base = rng.pick([
      [128, 88, 56],
      [150, 112, 74],
      [96, 64, 44],
    ]);
    for (let y = 0; y < height; y++) {
      const p = planks[Math.floor(y / plank)]!;
      const seam = y % plank < 3 ? 0.55 : 1;
      for (let x = 0; x < width; x++) {
        const grain = 0.5 + 0.5 * Math.sin(((y + 14 * Math.sin(x / 230 + p.phase) + 4 * Math.sin(x / 41 + p.phase)) * 2 * Math.PI) / p.period);
        const f = p.shade * seam * (0.8 + 0.2 * grain);
        put((y * width + x) * 3, base[0]! * f, base[1]! * f, base[2]! * f);
      }
    }
  } else if (kind === 'gingham') {
    const check = Math.round(width / (12 + rng.int(0, 6)));
    for (let y = 0; y < height; y++)
      for (let x = 0; x < width; x++) {
        const n = Number(Math.floor(x / check) % 2 === 0) + Number(Math.floor(y / check) % 2 === 0);
        const weave = ((x + y) % 4 < 2 ? 1 : 0.96) * (x % 3 === 0 ? 0.97 : 1);
        const [r, g, b] = n === 2 ? [178, 38, 44] : n === 1 ? [222, 136, 134] : [238, 232, 226];
        put((y * width + x) * 3, r * weave, g * weave, b * weave);
      }
  } else if (kind === 'sheet') {
    // A bed sheet (tenth set): pale cotton in soft folds (long creases, dark in their trough with a
    // lit ridge beside it), a slow swell and a faint weave.
    const base = rng.pick([
      [214, 222, 232],
      [230, 222, 204],
      [212, 212, 214],
      [232, 214, 214],
    ]);
    const creases = Array.from({ length: 7 + rng.int(0, 4) }, () => {
      const a = rng.next() * Math.PI;
      return {
        c: Math.cos(a),
        s: Math.sin(a),
        x: rng.next() * width,
        y: rng.next() * height,
        w: width * (0.006 + rng.next() * 0.018),
        depth: 0.08 + rng.next() * 0.14,
      };
    });
    const [p1, p2] = [rng.next() * 6, rng.next() * 6];
    for (let y = 0; y < height; y++)
      for (let x = 0; x < width; x++) {
        let f = 1 + 0.05 * Math.sin(x / (width * 0.13) + p1 + Math.sin(y / (height * 0.2) + p2)) + 0.03 * Math.sin(y / (height * 0.09) + p1);
        for (const k of creases) {
          const d = ((x - k.x) * k.s - (y - k.y) * k.c) / k.w;
          if (d > -4 && d < 5) f += -k.depth * Math.exp(-d * d) + k.depth * 0.4 * Math.exp(-((d - 1.6) ** 2));
        }
        const weave = (x + y) % 3 === 0 ? 0.985 : 1;
        put((y * width + x) * 3, base[0]! * f * weave, base[1]! * f * weave, base[2]! * f * weave);
      }
  } else if (kind === 'mat') {
    // A green self-healing cutting mat (seventeenth set): a fine grid every 1 % of the width, a bolder
    // line every fifth, a faint mottle and a few pale knife scores.
    const cell = width / 100;
    const base = rng.pick([
      [38, 92, 70],
      [30, 78, 84],
      [52, 98, 58],
    ]);
    const scores = Array.from({ length: 5 + rng.int(0, 5) }, () => {
      const a = rng.next() * Math.PI;
      return { c: Math.cos(a), s: Math.sin(a), x: rng.next() * width, y: rng.next() * height };
    });
    const [p1, p2] = [rng.next() * 6, rng.next() * 6];
    for (let y = 0; y < height; y++)
      for (let x = 0; x < width; x++) {
        const [gx, gy] = [(x / cell) % 5, (y / cell) % 5];
        const fine = Math.min(gx % 1, 1 - (gx % 1), gy % 1, 1 - (gy % 1)) * cell < 1;
        const bold = Math.min(gx, 5 - gx, gy, 5 - gy) * cell < 2;
        const mottle = 1 + 0.04 * Math.sin(x / (width * 0.07) + p1) * Math.sin(y / (height * 0.05) + p2);
        let [r, g, b] = [base[0]! * mottle, base[1]! * mottle, base[2]! * mottle];
        if (bold) [r, g, b] = [r + 70, g + 80, b + 60];
        else if (fine) [r, g, b] = [r + 34, g + 40, b + 30];
        for (const k of scores) if (Math.abs((x - k.x) * k.s - (y - k.y) * k.c) < 1) [r, g, b] = [r + 25, g + 25, b + 25];
        put((y * width + x) * 3, r, g, b);
      }
  } else if (kind === 'newspaper') {
    // A newspaper under the letter (twenty-fourth set): greyish newsprint at a slant, columns of small
    // print word by word, a bold headline across the columns and a halftone picture in one of them.
    const paper = [212 + rng.int(0, 12), 208 + rng.int(0, 10), 194 + rng.int(0, 12)];
    const a = (rng.int(-30, 30) * Math.PI) / 180;
    const [ca, sa] = [Math.cos(a), Math.sin(a)];
    const column = width / (4.5 + rng.next() * 1.5);
    const gutter = column * 0.06;
    const pitch = Math.max(8, Math.round(width / 80));
    const headline = { from: rng.int(2, 8) * pitch, rows: 2, pitch: pitch * 2.6 };
    const picture = { column: rng.int(0, 3), from: rng.int(12, 30) * pitch, to: 0 };
    picture.to = picture.from + rng.int(8, 14) * pitch;
    const [ox, oy] = [rng.next() * column, rng.next() * pitch * 40];
    // A cheap hash of whole numbers (0–1), for the words' lengths and the letters' shapes.
    const hash = (i: number, j: number, k: number) => {
      let h = (Math.imul(i, 73_856_093) ^ Math.imul(j, 19_349_663) ^ Math.imul(k, 83_492_791) ^ 0x5bd1e995) >>> 0;
      h = Math.imul(h ^ (h >>> 15), 0x2c1b3c6d) >>> 0;
      return ((h ^ (h >>> 12)) >>> 0) / 4_294_967_296;
    };
    // A letter's ink at (lx, ly) of its cell (lx 0–1 across; ly 0–1 down the x-height, an ascender
    // above it): a bowl ('o'), two stems and an arch ('n'), a stem ('i'), a bowl with a bar ('e') or a
    // stem with an ascender and a bowl ('b').
    const glyph = (lx: number, ly: number, shape: number, stroke: number) => {
      const inBand = ly >= 0 && ly <= 1;
      const bowl = Math.abs(Math.hypot((lx - 0.45) / 0.34, (ly - 0.5) / 0.48) - 1) < stroke * 1.4;
      const stem = (at: number) => Math.abs(lx - at) < stroke / 2;
      if (shape === 0) return inBand && bowl;
      if (shape === 1) return inBand && (stem(0.15) || stem(0.72) || (ly < stroke && lx > 0.15 && lx < 0.72));
      if (shape === 2) return inBand && stem(0.4);
      if (shape === 3) return inBand && (bowl || (Math.abs(ly - 0.5) < stroke / 2 && lx > 0.12 && lx < 0.78));
      return (ly > -0.7 && ly <= 1 && stem(0.15)) || (inBand && bowl && lx > 0.15);
    };
    for (let y = 0; y < height; y++)
      for (let x = 0; x < width; x++) {
        const u = x * ca + y * sa + ox;
        const v = -x * sa + y * ca + oy;
        let ink = 0;
        const inHead = v >= headline.from && v < headline.from + headline.rows * headline.pitch;
        const col = Math.floor(u / column);
        const within = u - col * column;
        if (inHead) {
          // The headline: large heavy letters across the columns.
          const row = Math.floor((v - headline.from) / headline.pitch);
          const dv = v - headline.from - row * headline.pitch;
          const cell = headline.pitch * 0.5;
          const slot = Math.floor(u / cell);
          const [lx, ly] = [u / cell - slot, (dv - headline.pitch * 0.35) / (headline.pitch * 0.42)];
          if (slot % 8 < 3 + Math.floor(hash(Math.floor(slot / 8), row, 9) * 5) && glyph(lx, ly, Math.floor(hash(slot, row, 11) * 5), 0.26)) ink = 0.95;
        } else if (within > gutter) {
          const row = Math.floor(v / pitch);
          const dv = v - row * pitch;
          if (col === picture.column && v >= picture.from && v < picture.to) {
            // The picture: a halftone screen over soft shapes.
            const tone = 0.35 + 0.3 * Math.sin(u / 90 + hash(col, 1, 3) * 6) * Math.cos(v / 70);
            const dot = Math.hypot((u % 7) - 3.5, (v % 7) - 3.5) < 3.5 * Math.sqrt(Math.max(0, tone));
            ink = dot ? 0.75 : 0.05;
          } else {
            // A line of small print: words of four to seven letters, the last line of a paragraph short.
            const cell = pitch * 0.42;
            const slot = Math.floor(within / cell);
            const length = 4 + Math.floor(hash(col, row, Math.floor(slot / 8)) * 4);
            const lineEnd = within > column - gutter - (row % 7 === 6 ? column * hash(col, row, 2) * 0.7 : 0);
            const [lx, ly] = [within / cell - slot, (dv - pitch * 0.36) / (pitch * 0.34)];
            if (slot % 8 < length && !lineEnd && glyph(lx, ly, Math.floor(hash(slot, row, col) * 5), 0.18)) ink = 0.8;
          }
        }
        const o = (y * width + x) * 3;
        const f = 1 - ink * 0.72;
        put(o, paper[0]! * f, paper[1]! * f, paper[2]! * f);
      }
  } else if (kind === 'stripes') {
    // A striped cotton tablecloth (twenty-third set): bands of two or three colours and widths across
    // it at a slant, a faint weave, a slow sag in the light.
    const palette = rng.pick([
      [
        [236, 232, 222],
        [46, 84, 140],
        [200, 210, 226],
      ],
      [
        [240, 234, 220],
        [168, 44, 52],
        [232, 196, 120],
      ],
      [
        [226, 232, 218],
        [70, 120, 78],
        [246, 244, 236],
      ],
    ]);
    const a = (rng.int(-25, 25) * Math.PI) / 180;
    const [ca, sa] = [Math.cos(a), Math.sin(a)];
    const unit = width / (28 + rng.int(0, 16));
    const bands: { end: number; colour: number[] }[] = [];
    let at = 0;
    for (let k = 0; k < 12; k++) {
      at += unit * (k % 2 === 0 ? 1 + rng.int(0, 3) : 0.4 + rng.next() * 0.8);
      bands.push({ end: at, colour: palette[k % 2 === 0 ? 0 : 1 + rng.int(0, 1)]! });
    }
    const repeat = at;
    const phase = rng.next() * repeat;
    for (let y = 0; y < height; y++)
      for (let x = 0; x < width; x++) {
        const u = (((x * ca + y * sa + phase) % repeat) + repeat) % repeat;
        const colour = bands.find((b) => u < b.end)?.colour ?? palette[0]!;
        const weave = ((x >> 1) + (y >> 1)) % 2 === 0 ? 1 : 0.965;
        const sag = 1 - 0.05 * Math.sin((y / height) * Math.PI * 1.3 + 0.4);
        put((y * width + x) * 3, colour[0]! * weave * sag, colour[1]! * weave * sag, colour[2]! * weave * sag);
      }
  } else {
    // Granite: value noise on a 6-pixel grid, per-pixel grain and sparse dark and light flecks.
    const cell = 6;
    const [cw, chh] = [Math.ceil(width / cell) + 1, Math.ceil(height / cell) + 1];
    const grid = Float32Array.from({ length: cw * chh }, () => rng.next());
    const base = rng.pick([
      [120, 118, 114],
      [70, 70, 74],
      [168, 160, 150],
    ]);
    let z = (seed | 1) >>> 0;
    for (let y = 0; y < height; y++)
      for (let x = 0; x < width; x++) {
        const [gx, gy] = [Math.floor(x / cell), Math.floor(y / cell)];
        const [fx, fy] = [(x % cell) / cell, (y % cell) / cell];
        const k = gy * cw + gx;
        const v = (grid[k]! * (1 - fx) + grid[k + 1]! * fx) * (1 - fy) + (grid[k + cw]! * (1 - fx) + grid[k + cw + 1]! * fx) * fy;
        z ^= z << 13;
        z ^= z >>> 17;
        z ^= z << 5;
        const r = (z >>> 0) / 4294967296;
        const fleck = r < 0.01 ? -70 : r > 0.993 ? 60 : 0;
        const d = (v - 0.5) * 50 + (r - 0.5) * 24 + fleck;
        put((y * width + x) * 3, base[0]! + d, base[1]! + d, base[2]! + d * 1.05);
      }
  }
  return out;
}

/**
 * The page (raw) laid on a patterned table (sixth set): margins added, turned and sheared as the
 * other photos are, then set over the table's surface by its coverage and blurred by the camera.
 */
async function onPatternedTable(
  page: { data: Buffer; info: OutputInfo },
  fx: PhotoEffects,
  margin: number,
  matrix: [[number, number], [number, number]],
): Promise<{ data: Buffer; info: OutputInfo }> {
  const clear = { ...fx.background, alpha: 0 };
  const laid = await sharp(page.data, { raw: page.info })
    .ensureAlpha(1)
    .extend({ top: margin, bottom: margin, left: margin, right: margin, background: clear })
    .affine(matrix, { background: clear, interpolator: 'bilinear' })
    .raw()
    .toBuffer({ resolveWithObject: true });
  const { width, height } = laid.info;
  const surface = tableSurface(fx.pattern!.kind, width, height, fx.pattern!.seed);
  for (let p = 0, o = 0; p < width * height; p++, o += 4) {
    const cover = laid.data[o + 3]! / 255;
    for (let ch = 0; ch < 3; ch++) surface[p * 3 + ch] = Math.round(laid.data[o + ch]! * cover + surface[p * 3 + ch]! * (1 - cover));
  }
  return sharp(surface, { raw: { width, height, channels: 3 } })
    .blur(fx.blurSigma)
    .raw()
    .toBuffer({ resolveWithObject: true });
}

/** A convolution kernel smearing along a line `length` pixels long at `angleDeg` (PhotoEffects `motion`). */
function motionKernel(motion: NonNullable<PhotoEffects['motion']>): { width: number; height: number; kernel: number[] } {
  const size = 2 * Math.ceil(motion.length / 2) + 1;
  const kernel = new Array<number>(size * size).fill(0);
  const c = (size - 1) / 2;
  const a = (motion.angleDeg * Math.PI) / 180;
  for (let t = -motion.length / 2; t <= motion.length / 2; t += 0.25) {
    const [x, y] = [c + t * Math.cos(a), c + t * Math.sin(a)];
    const [x0, y0] = [Math.floor(x), Math.floor(y)];
    const [fx, fy] = [x - x0, y - y0];
    for (const [dx, dy, w] of [
      [0, 0, (1 - fx) * (1 - fy)],
      [1, 0, fx * (1 - fy)],
      [0, 1, (1 - fx) * fy],
      [1, 1, fx * fy],
    ] as const)
      if (x0 + dx < size && y0 + dy < size) kernel[(y0 + dy) * size + x0 + dx]! += w;
  }
  return { width: size, height: size, kernel };
}

/**
 * The scene (raw RGB) seen by a camera tilted towards its top (`k` > 0) or bottom (`k` < 0): the far
 * edge `|k|` of the width narrower on each side and foreshortened, the rest table colour. A
 * projective map (a homography through the four corners), sampled bilinearly.
 */
function keystone(pixels: Buffer, width: number, height: number, channels: number, k: number, background: { r: number; g: number; b: number }): Buffer {
  const inset = Math.abs(k) * width;
  const drop = Math.abs(k) * 0.6 * height;
  const [w, h] = [width - 1, height - 1];
  // Where the scene's corners land (top-left, top-right, bottom-right, bottom-left).
  const far = k > 0;
  const to: Quad = far
    ? [
        [inset, drop],
        [w - inset, drop],
        [w, h],
        [0, h],
      ]
    : [
        [0, 0],
        [w, 0],
        [w - inset, h - drop],
        [inset, h - drop],
      ];
  const from: Quad = [
    [0, 0],
    [w, 0],
    [w, h],
    [0, h],
  ];
  const m = homography(to, from);
  const out = Buffer.alloc(pixels.length);
  const bg = [background.r, background.g, background.b, 255];
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const d = m[6]! * x + m[7]! * y + 1;
      const sx = (m[0]! * x + m[1]! * y + m[2]!) / d;
      const sy = (m[3]! * x + m[4]! * y + m[5]!) / d;
      const o = (y * width + x) * channels;
      if (sx < 0 || sy < 0 || sx > w || sy > h) {
        for (let ch = 0; ch < channels; ch++) out[o + ch] = bg[ch]!;
        continue;
      }
      const x0 = Math.min(Math.floor(sx), w - 1);
      const y0 = Math.min(Math.floor(sy), h - 1);
      const [fx, fy] = [sx - x0, sy - y0];
      const i00 = (y0 * width + x0) * channels;
      const i10 = i00 + channels;
      const i01 = i00 + width * channels;
      const i11 = i01 + channels;
      for (let ch = 0; ch < channels; ch++) {
        const top = pixels[i00 + ch]! * (1 - fx) + pixels[i10 + ch]! * fx;
        const bottom = pixels[i01 + ch]! * (1 - fx) + pixels[i11 + ch]! * fx;
        out[o + ch] = Math.round(top * (1 - fy) + bottom * fy);
      }
    }
  }
  return out;
}

/**
 * Shades the creases of a folded page (PhotoEffects `folds`) into its raw pixels, in place: a dark
 * line about 0.5 mm wide with a lighter edge above it, and the panel below a little darker.
 */
function foldPage(pixels: Buffer, width: number, height: number, channels: number, folds: NonNullable<PhotoEffects['folds']>): void {
  const halfWidth = height * 0.0022;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      let f = 1;
      for (const fold of folds) {
        const d = (y - (fold.at - fold.tilt * (x / width - 0.5)) * height) / halfWidth;
        f *= 1 - fold.darkness * Math.exp(-d * d) + 0.05 * Math.exp(-((d + 2.5) ** 2));
        if (d > 0) f *= 1 - fold.panel;
      }
      if (f === 1) continue;
      const o = (y * width + x) * channels;
      for (let ch = 0; ch < 3; ch++) pixels[o + ch] = Math.max(0, Math.min(255, Math.round(pixels[o + ch]! * f)));
    }
  }
}

/**
 * Mixes `blurred` into `pixels` (both raw, same size) around one corner (PhotoEffects
 * `cornerBlur`): fully at the corner, fading out smoothly at `radius` of the width from it.
 */
function blurCorner(pixels: Buffer, blurred: Buffer, width: number, height: number, channels: number, blur: NonNullable<PhotoEffects['cornerBlur']>): void {
  const cx = blur.corner.endsWith('Left') ? 0 : width - 1;
  const cy = blur.corner.startsWith('top') ? 0 : height - 1;
  const r = blur.radius * width;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const t = Math.hypot(x - cx, y - cy) / r;
      if (t >= 1) continue;
      const w = 1 - t * t * (3 - 2 * t);
      const o = (y * width + x) * channels;
      for (let ch = 0; ch < channels; ch++) pixels[o + ch] = Math.round(pixels[o + ch]! * (1 - w) + blurred[o + ch]! * w);
    }
  }
}

/**
 * The image as a lens with barrel distortion `k` shows it (PhotoEffects `barrel`): the point at
 * radius r from the centre (1 at the corners) moves to r·(1 − k·r²), approximately inverted for
 * sampling (bilinear); what falls outside is table colour.
 */
function barrelDistort(pixels: Buffer, width: number, height: number, channels: number, k: number, background: { r: number; g: number; b: number }): Buffer {
  const out = Buffer.alloc(pixels.length);
  const [cx, cy] = [(width - 1) / 2, (height - 1) / 2];
  const radius = Math.hypot(cx, cy);
  const bg = [background.r, background.g, background.b, 255];
  const [w, h] = [width - 1, height - 1];
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const [nx, ny] = [(x - cx) / radius, (y - cy) / radius];
      const r2 = nx * nx + ny * ny;
      // Inverse of r_d = r_u (1 − k r_u²) to second order: r_u ≈ r_d (1 + k r_d² + 3 k² r_d⁴).
      const grow = 1 + k * r2 + 3 * k * k * r2 * r2;
      const sx = cx + nx * grow * radius;
      const sy = cy + ny * grow * radius;
      const o = (y * width + x) * channels;
      if (sx < 0 || sy < 0 || sx > w || sy > h) {
        for (let ch = 0; ch < channels; ch++) out[o + ch] = bg[ch]!;
        continue;
      }
      const x0 = Math.min(Math.floor(sx), w - 1);
      const y0 = Math.min(Math.floor(sy), h - 1);
      const [fx, fy] = [sx - x0, sy - y0];
      const i00 = (y0 * width + x0) * channels;
      const i10 = i00 + channels;
      const i01 = i00 + width * channels;
      const i11 = i01 + channels;
      for (let ch = 0; ch < channels; ch++) {
        const top = pixels[i00 + ch]! * (1 - fx) + pixels[i10 + ch]! * fx;
        const bottom = pixels[i01 + ch]! * (1 - fx) + pixels[i11 + ch]! * fx;
        out[o + ch] = Math.round(top * (1 - fy) + bottom * fy);
      }
    }
  }
  return out;
}

/** A phone-like JPEG of a rendered page (an image at 300 dpi). */
async function photograph(pageImage: string, fx: PhotoEffects, photoPath: string, seed: number): Promise<void> {
  const page = await sharp(pageImage).removeAlpha().toColourspace('srgb').raw().toBuffer({ resolveWithObject: true });
  // A laser printer's ghost or a faxed copy (seventeenth set): the sheet as it was printed, before anything happens to it.
  if (fx.ghost) page.data = await ghostPrint(page.data, page.info, fx.ghost);
  if (fx.fax) page.data = await faxCopy(page.data, page.info, fx.fax);
  // The creases of a folded letter (blind set), on the page before it is laid on the table.
  if (fx.folds) foldPage(page.data, page.info.width, page.info.height, page.info.channels, fx.folds);
  // A faded print and a crumpled page (sixth set), likewise.
  if (fx.faded) fadePrint(page.data, page.info.width, page.info.height, page.info.channels, fx.faded);
  if (fx.crumple) page.data = crumplePage(page.data, page.info.width, page.info.height, page.info.channels, fx.crumple);
  // A highlighter stroke and a staple (seventh set), likewise.
  if (fx.highlight?.rect) highlightPage(page.data, page.info.width, page.info.height, page.info.channels, fx.highlight.rect, fx.highlight.color);
  if (fx.staple) staplePage(page.data, page.info.width, page.info.height, page.info.channels, fx.staple);
  // Recycled paper, the back's print, a coffee ring, a pen's marks and punched holes (eighth set), likewise.
  if (fx.recycled) {
    page.data = await sharp(page.data, { raw: page.info }).linear(fx.recycled.grey, [0, 0, 0]).raw({ depth: 'uchar' }).toBuffer();
    recycledPaper(page.data, page.info.width, page.info.height, page.info.channels, fx.recycled, fx.seed);
  }
  if (fx.showThrough) {
    // The back's print mirrored and blurred, lightened to its share, multiplied onto the page (in libvips, as fast as a blur).
    const back = await sharp(page.data, { raw: page.info })
      .flop()
      .blur(2.5)
      .linear(fx.showThrough, 255 * (1 - fx.showThrough))
      .raw({ depth: 'uchar' })
      .toBuffer();
    page.data = await sharp(page.data, { raw: page.info })
      .composite([{ input: back, raw: page.info, blend: 'multiply' }])
      .removeAlpha()
      .raw({ depth: 'uchar' })
      .toBuffer();
  }
  if (fx.coffee) coffeeRing(page.data, page.info.width, page.info.height, page.info.channels, fx.coffee);
  if (fx.pen) await penMarks(page.data, page.info.width, page.info.height, page.info.channels, fx.pen);
  if (fx.holes) punchHoles(page.data, page.info.width, page.info.height, page.info.channels, fx.background);
  // A translucent index tab at the right edge (ninth set), likewise.
  if (fx.indexTab) indexTab(page.data, page.info.width, page.info.height, page.info.channels, fx.indexTab);
  // The page curling up at an edge (tenth set), likewise.
  if (fx.curl) page.data = curlPage(page.data, page.info.width, page.info.height, page.info.channels, fx.curl, fx.background);
  // A wavy page and a plastic sleeve over it (eleventh set), likewise.
  if (fx.wave) page.data = wavePage(page.data, page.info.width, page.info.height, page.info.channels, fx.wave, fx.background);
  if (fx.crossFold) crossFold(page.data, page.info.width, page.info.height, page.info.channels, fx.crossFold);
  if (fx.sleeve) sleeveOver(page.data, page.info.width, page.info.height, page.info.channels, fx.sleeve, 'veil');
  // A sticky note on the page and the page held bowed (twelfth set), likewise.
  if (fx.stickyNote) await stickyNote(page.data, page.info.width, page.info.height, page.info.channels, fx.stickyNote);
  if (fx.bow) page.data = bowPage(page.data, page.info.width, page.info.height, page.info.channels, fx.bow, fx.background);
  // A dog-ear (thirteenth set), likewise.
  if (fx.dogEar) dogEar(page.data, page.info.width, page.info.height, page.info.channels, fx.dogEar, fx.background);
  // A receipt stamp and a pencil on the page (fourteenth set), likewise.
  if (fx.receivedStamp) await receivedStamp(page.data, page.info.width, page.info.height, page.info.channels, fx.receivedStamp);
  if (fx.pencil) await pencilOn(page.data, page.info.width, page.info.height, page.info.channels, fx.pencil);
  // Low toner's pale streaks, a dried water stain, a paper clip and a torn-off corner (fifteenth set), likewise.
  if (fx.tonerStreaks) tonerStreaks(page.data, page.info.width, page.info.height, page.info.channels, fx.tonerStreaks);
  if (fx.waterStain) waterStain(page.data, page.info.width, page.info.height, page.info.channels, fx.waterStain);
  if (fx.paperClip) await paperClip(page.data, page.info.width, page.info.height, page.info.channels, fx.paperClip);
  if (fx.tornCorner) tornCorner(page.data, page.info.width, page.info.height, page.info.channels, fx.tornCorner, fx.background);
  // A sharp crease across the page, a photocopy's look and a strip of clear tape (sixteenth set), likewise.
  if (fx.crease) creaseAcross(page.data, page.info.width, page.info.height, page.info.channels, fx.crease);
  if (fx.photocopy) {
    // The copy's print a little heavier than the original's (a 3 × 3 minimum filter).
    page.data = darkest3x3(page.data, page.info.width, page.info.height, page.info.channels);
    photocopyLook(page.data, page.info.width, page.info.height, page.info.channels, fx.photocopy, fx.seed);
  }
  if (fx.tape) tapeStrip(page.data, page.info.width, page.info.height, page.info.channels, fx.tape);
  // Old, yellowed paper, an inkjet printer's banding and continuous-form paper's tractor-feed holes (eighteenth set), likewise.
  if (fx.aged) agedPaper(page.data, page.info.width, page.info.height, page.info.channels, fx.aged);
  if (fx.banding) inkjetBanding(page.data, page.info.width, page.info.height, page.info.channels, fx.banding);
  if (fx.tractor) tractorFeed(page.data, page.info.width, page.info.height, page.info.channels, fx.tractor, fx.background);
  // A postal forwarding sticker over the address window (twentieth set), likewise.
  if (fx.forwardLabel) page.data = await forwardingSticker(page.data, page.info, fx.forwardLabel);
  // An inkjet's star-wheel marks, raking light on the paper's grain and the shadow where the page lifted off a scanner's glass (twenty-first set), likewise.
  if (fx.starWheels) starWheelMarks(page.data, page.info.width, page.info.height, page.info.channels, fx.starWheels);
  if (fx.raking) rakingLight(page.data, page.info.width, page.info.height, page.info.channels, fx.raking);
  if (fx.flatbed) liftedEdge(page.data, page.info.width, page.info.height, page.info.channels, fx.flatbed);
  // A note in ballpoint in the top margin (twenty-second set), likewise.
  if (fx.note) page.data = await ballpointNote(page.data, page.info, fx.note);
  // A panel of the folded letter still standing up and reading glasses lying on the page (twenty-fourth set), likewise.
  if (fx.raisedPanel) page.data = raisedPanel(page.data, page.info.width, page.info.height, page.info.channels, fx.raisedPanel, fx.background);
  if (fx.glasses) readingGlasses(page.data, page.info.width, page.info.height, page.info.channels, fx.glasses);
  const m = Math.round(page.info.width * fx.margin);
  const bg = { ...fx.background, alpha: 1 };
  const a = (fx.rotateDeg * Math.PI) / 180;
  const [c, s] = [Math.cos(a), Math.sin(a)];
  let scene: Sharp;
  if (fx.frame) {
    // Cut the page's edges that the photo cuts, then lay the table around the others (unseen set).
    const px = (share: number) => Math.round(page.info.width * Math.abs(share));
    const cut = { top: 0, right: 0, bottom: 0, left: 0 };
    const table = { top: 0, right: 0, bottom: 0, left: 0 };
    for (const side of ['top', 'right', 'bottom', 'left'] as const) (fx.frame[side] < 0 ? cut : table)[side] = px(fx.frame[side]);
    const cropped = await sharp(page.data, { raw: page.info })
      .extract({ left: cut.left, top: cut.top, width: page.info.width - cut.left - cut.right, height: page.info.height - cut.top - cut.bottom })
      .raw()
      .toBuffer({ resolveWithObject: true });
    scene = sharp(cropped.data, { raw: cropped.info }).extend({ ...table, background: bg });
  } else scene = sharp(page.data, { raw: page.info }).extend({ top: m, bottom: m, left: m, right: m, background: bg });
  if (fx.neighbour) {
    // Another page beside the letter (tenth set): the table widened at that side, the page laid on it.
    const extra = Math.round(page.info.width * (fx.neighbour.gap + fx.neighbour.share)) - m;
    const laid = await scene
      .extend({ top: 0, bottom: 0, left: fx.neighbour.side === 'left' ? extra : 0, right: fx.neighbour.side === 'right' ? extra : 0, background: bg })
      .raw()
      .toBuffer({ resolveWithObject: true });
    neighbourPage(laid.data, laid.info.width, laid.info.height, laid.info.channels, page.info.width, page.info.height, m, fx.neighbour);
    scene = sharp(laid.data, { raw: laid.info });
  }
  if (fx.envelope || fx.stack || fx.binder || fx.clipboard) {
    // An envelope and other sheets below the letter, a ring binder's rings over its punched holes and a
    // clipboard's clip over its top (nineteenth set), on the laid-out scene.
    const laid = await scene.raw().toBuffer({ resolveWithObject: true });
    if (fx.envelope) envelopeBelow(laid.data, laid.info.width, laid.info.height, laid.info.channels, page.info.width, page.info.height, m, fx.envelope);
    if (fx.stack) sheetsBelow(laid.data, laid.info.width, laid.info.height, laid.info.channels, page.info.width, page.info.height, m, fx.stack);
    if (fx.binder) ringBinder(laid.data, laid.info.width, laid.info.height, laid.info.channels, page.info.width, page.info.height, m, fx.binder);
    if (fx.clipboard) clipboardClip(laid.data, laid.info.width, laid.info.height, laid.info.channels, page.info.width, page.info.height, m, fx.clipboard);
    scene = sharp(laid.data, { raw: laid.info });
  }
  if (fx.keystone) {
    const laid = await scene.raw().toBuffer({ resolveWithObject: true });
    scene = sharp(keystone(laid.data, laid.info.width, laid.info.height, laid.info.channels, fx.keystone, fx.background), { raw: laid.info });
  }
  if (fx.sideKeystone) {
    // Taken from the side (ninth set): the scene turned a quarter, the far edge narrowed, turned back.
    const laid = await scene.rotate(90).raw().toBuffer({ resolveWithObject: true });
    const narrowed = keystone(laid.data, laid.info.width, laid.info.height, laid.info.channels, fx.sideKeystone, fx.background);
    const back = await sharp(narrowed, { raw: laid.info }).rotate(270).raw().toBuffer({ resolveWithObject: true });
    scene = sharp(back.data, { raw: back.info });
  }
  // Rotation after a slight shear, in one resampling; then the camera's blur. On a patterned table
  // (sixth set, which neither crops nor tilts) the page is turned alone and laid on the table.
  const matrix: [[number, number], [number, number]] = [
    [c, c * fx.shear - s],
    [s, s * fx.shear + c],
  ];
  const turned = fx.pattern
    ? await onPatternedTable(page, fx, m, matrix)
    : await scene.affine(matrix, { background: bg, interpolator: 'bilinear' }).blur(fx.blurSigma).raw().toBuffer({ resolveWithObject: true });
  // The phone moved (sixth set).
  if (fx.motion) turned.data = await sharp(turned.data, { raw: turned.info }).convolve(motionKernel(fx.motion)).raw().toBuffer();
  // Out of focus (eleventh set): a lens's disc blur.
  if (fx.defocus) turned.data = await sharp(turned.data, { raw: turned.info }).convolve(discKernel(fx.defocus)).raw().toBuffer();
  // A steep angle's shallow depth of field: the far part out of focus (sixteenth set).
  if (fx.depthOfField) {
    const blurred = await sharp(turned.data, { raw: turned.info }).blur(fx.depthOfField.sigma).raw().toBuffer();
    depthBlur(turned.data, blurred, turned.info.width, turned.info.height, turned.info.channels, fx.depthOfField);
  }
  // A rolling shutter's skew (twelfth set).
  if (fx.rollingShutter) turned.data = rollingShutter(turned.data, turned.info.width, turned.info.height, turned.info.channels, fx.rollingShutter);
  // One corner out of focus and the lens's barrel distortion (blind set).
  if (fx.cornerBlur) {
    const blurred = await sharp(turned.data, { raw: turned.info }).blur(fx.cornerBlur.sigma).raw().toBuffer();
    blurCorner(turned.data, blurred, turned.info.width, turned.info.height, turned.info.channels, fx.cornerBlur);
  }
  // A coffee mug on the table at a corner of the page (twenty-second set), lit like the rest of the scene.
  if (fx.mug) turned.data = await mugOnTable(turned.data, turned.info, fx.mug, page.info.width);
  const pixels = fx.barrel ? barrelDistort(turned.data, turned.info.width, turned.info.height, turned.info.channels, fx.barrel, fx.background) : turned.data;
  // Colour fringes of the lens, sunlight through a window or two lights of different colour (eleventh set).
  if (fx.aberration) chromaticAberration(pixels, turned.info.width, turned.info.height, turned.info.channels, fx.aberration);
  if (fx.sunlight) sunlightOver(pixels, turned.info.width, turned.info.height, turned.info.channels, fx.sunlight);
  if (fx.mixedLight) mixedLight(pixels, turned.info.width, turned.info.height, turned.info.channels, fx.mixedLight);
  // A shadow band across the scene (seventh set).
  if (fx.band) shadowBand(pixels, turned.info.width, turned.info.height, turned.info.channels, fx.band);
  // A thumb holding the page at its edge (eighth set).
  if (fx.thumb) thumbOver(pixels, turned.info.width, turned.info.height, turned.info.channels, fx.thumb);
  // The photographer's shadow over half the picture (ninth set).
  if (fx.halfShadow) halfShadow(pixels, turned.info.width, turned.info.height, turned.info.channels, fx.halfShadow);
  // A laptop's keyboard at the edge and a fluorescent tube's flicker (twelfth set).
  if (fx.keyboard) keyboardAt(pixels, turned.info.width, turned.info.height, turned.info.channels, fx.keyboard, Math.round(page.info.width * 0.14));
  if (fx.flicker) flickerBands(pixels, turned.info.width, turned.info.height, turned.info.channels, fx.flicker);
  // A window's blinds' shadow in stripes across the scene (fourteenth set).
  if (fx.blinds) blindsShadow(pixels, turned.info.width, turned.info.height, turned.info.channels, fx.blinds);
  // The phone's own shadow on the page (fifteenth set).
  if (fx.phoneShadow) phoneShadow(pixels, turned.info.width, turned.info.height, turned.info.channels, fx.phoneShadow);
  // A plant's dappled shadow by a window (twentieth set).
  if (fx.leafShadow) await leafShadow(pixels, turned.info, fx.leafShadow);
  // A lace curtain's shadow and a thumb over the bottom left corner (twenty-third set).
  if (fx.lace) laceShadow(pixels, turned.info.width, turned.info.height, turned.info.channels, fx.lace);
  if (fx.cornerThumb) cornerThumb(pixels, turned.info.width, turned.info.height, turned.info.channels, fx.cornerThumb);
  lightAndNoise(pixels, turned.info.width, turned.info.height, fx, seed);
  // A coloured LED lamp's cast (twentieth set), over the light.
  if (fx.ledCast) {
    const { tint } = fx.ledCast;
    for (let i = 0; i < pixels.length; i += turned.info.channels) for (let ch = 0; ch < 3; ch++) pixels[i + ch] = Math.round(pixels[i + ch]! * tint[ch]!);
  }
  // A lamp's reflection on the paper (tenth set), over the light and the sensor's noise.
  if (fx.glare) glareSpot(pixels, turned.info.width, turned.info.height, turned.info.channels, fx.glare);
  // The plastic sleeve's reflections (eleventh set), likewise.
  if (fx.sleeve) sleeveOver(pixels, turned.info.width, turned.info.height, turned.info.channels, fx.sleeve, 'streaks', page.info);
  // A dim room's colour noise (eleventh set), likewise.
  if (fx.colourNoise) await colourNoise(pixels, turned.info.width, turned.info.height, turned.info.channels, fx.colourNoise, fx.seed);
  // A smudged lens's milky glow (eleventh set), likewise.
  if (fx.smudge) {
    const blurred = await sharp(pixels, { raw: turned.info }).blur(16).raw().toBuffer();
    smudgeGlow(pixels, blurred, turned.info.width, turned.info.height, turned.info.channels, fx.smudge);
  }
  // A lamp's lens flare, a fingertip at the lens's edge, a phone's HDR and overexposure (thirteenth set), over the sensor's noise.
  if (fx.flare) lensFlare(pixels, turned.info.width, turned.info.height, turned.info.channels, fx.flare);
  if (fx.fingertip) fingertipOver(pixels, turned.info.width, turned.info.height, turned.info.channels, fx.fingertip);
  if (fx.hdr) {
    const blurred = await sharp(pixels, { raw: turned.info })
      .blur(Math.max(1, fx.hdr.radius * turned.info.width))
      .raw()
      .toBuffer();
    hdrToneMap(pixels, blurred, fx.hdr.strength);
  }
  if (fx.overexposure) overexpose(pixels, fx.overexposure);
  // Water drops on the lens (seventeenth set), over everything the sensor saw.
  if (fx.droplets) {
    const blurred = await sharp(pixels, { raw: turned.info })
      .blur(Math.max(3, turned.info.width * 0.006))
      .raw()
      .toBuffer();
    lensDroplets(pixels, blurred, turned.info.width, turned.info.height, turned.info.channels, fx.droplets);
  }
  // Dust on the lens (eighteenth set), likewise.
  if (fx.dust) lensDust(pixels, turned.info.width, turned.info.height, turned.info.channels, fx.dust);
  let photo = sharp(pixels, { raw: turned.info });
  // A phone's night-mode noise reduction (twelfth set).
  if (fx.denoise) photo = sharp(await photo.median(fx.denoise).raw().toBuffer(), { raw: turned.info });
  // A phone camera of lower resolution (unseen set).
  if (fx.scale) photo = photo.resize(Math.round(turned.info.width * fx.scale));
  // Sent through a messenger (sixth set): the longer edge scaled down.
  if (fx.longEdge) photo = turned.info.width >= turned.info.height ? photo.resize({ width: fx.longEdge }) : photo.resize({ height: fx.longEdge });
  // The phone held sideways (seventh set): the picture turned a quarter.
  if (fx.quarterTurn) photo = photo.rotate(fx.quarterTurn);
  // Upside down, sharpened hard, or a scanner app's black-and-white page (ninth set).
  if (fx.halfTurn) photo = photo.rotate(180);
  if (fx.oversharpen) photo = photo.sharpen({ sigma: 1.4, m1: 1, m2: fx.oversharpen });
  if (fx.scannerApp) photo = photo.greyscale().linear(1.45, -52);
  // Stored sideways, with the EXIF tag that turns it upright for display (tenth set).
  if (fx.exifOrientation) photo = photo.rotate(fx.exifOrientation === 6 ? 270 : 90).withMetadata({ orientation: fx.exifOrientation });
  if (fx.resaved) {
    // Forwarded again (tenth set): the first JPEG scaled down and compressed once more.
    const first = await photo.jpeg({ quality: fx.jpegQuality }).toBuffer({ resolveWithObject: true });
    const wide = first.info.width >= first.info.height;
    const again = sharp(first.data).resize(wide ? { width: fx.resaved.longEdge } : { height: fx.resaved.longEdge });
    await again.jpeg({ quality: fx.resaved.quality }).toFile(photoPath);
    return;
  }
  // A screenshot of the gallery (twelfth set).
  if (fx.screenshot) photo = await galleryScreenshot(photo, fx.screenshot);
  // A phone maker's watermark at the bottom left (fourteenth set).
  if (fx.watermark) photo = await watermarked(photo, fx.watermark);
  // The camera's date stamp at the bottom right (twenty-second set).
  if (fx.cameraStamp) photo = await cameraStamped(photo, fx.cameraStamp.text);
  await photo.jpeg({ quality: fx.jpegQuality }).toFile(photoPath);
}

/**
 * The page (raw) curling up at one edge (PhotoEffects `curl`, tenth set): the last `depth` of it
 * bends round a cylinder, so seen from above it is foreshortened (arc length a shows at R·sin(a/R))
 * and shaded as it turns from the light; beyond it the table shows, in the curl's shadow near it.
 * @returns the new pixels
 */
function curlPage(
  pixels: Buffer,
  width: number,
  height: number,
  channels: number,
  curl: NonNullable<PhotoEffects['curl']>,
  background: { r: number; g: number; b: number },
): Buffer<ArrayBuffer> {
  const out = Buffer.alloc(pixels.length);
  pixels.copy(out);
  const along = curl.edge === 'right' ? width : height;
  const arc = curl.depth * along;
  const start = along - arc;
  const radius = arc / curl.angle;
  const end = start + radius * Math.sin(curl.angle);
  const bg = [background.r, background.g, background.b];
  const shadowLength = 0.02 * along;
  const across = curl.edge === 'right' ? height : width;
  const index = (t: number, u: number) => (curl.edge === 'right' ? u * width + t : t * width + u) * channels;
  for (let t = Math.floor(start); t < along; t++) {
    if (t >= end) {
      // The table where the flat page would have been, in the curl's shadow close to it.
      const shade = 1 - 0.45 * Math.exp(-(t - end) / shadowLength);
      for (let u = 0; u < across; u++) {
        const o = index(t, u);
        for (let ch = 0; ch < 3; ch++) out[o + ch] = Math.round(bg[ch]! * shade);
      }
      continue;
    }
    const theta = Math.asin(Math.min(1, (t - start) / radius));
    const src = start + radius * theta;
    const s0 = Math.min(Math.floor(src), along - 2);
    const f = src - s0;
    // Turned away from the light as it rises; a little lighter at first, where it catches it.
    const shade = 1 - 0.32 * (theta / curl.angle) ** 1.5 + 0.04 * Math.sin(theta * 2);
    for (let u = 0; u < across; u++) {
      const [a, b, o] = [index(s0, u), index(s0 + 1, u), index(t, u)];
      for (let ch = 0; ch < 3; ch++) out[o + ch] = Math.max(0, Math.min(255, Math.round((pixels[a + ch]! * (1 - f) + pixels[b + ch]! * f) * shade)));
    }
  }
  return out;
}

/**
 * Another page lying beside the letter (PhotoEffects `neighbour`, tenth set), drawn into the scene
 * (raw, the letter `pageWidth` by `pageHeight` pixels at `margin` from the top and from its side):
 * off-white paper with lines of grey print, its far part beyond the picture's edge.
 */
function neighbourPage(
  pixels: Buffer,
  width: number,
  height: number,
  channels: number,
  pageWidth: number,
  pageHeight: number,
  margin: number,
  n: NonNullable<PhotoEffects['neighbour']>,
): void {
  const rnd = pixelRandom(n.seed);
  // The neighbour's left edge in scene pixels (it is as wide as the letter).
  const left = n.side === 'right' ? width - Math.round(n.share * pageWidth) : Math.round(n.share * pageWidth) - pageWidth;
  const top = margin + Math.round(n.drop * pageHeight);
  const mm = PX_PER_MM;
  // Its print: lines 4.2 mm apart from 45 mm down, 25 mm in from either side, ragged at the right.
  const lines: { y: number; x0: number; x1: number; grey: number }[] = [];
  for (let y = 45 * mm; y < pageHeight - 30 * mm; y += 4.2 * mm) {
    if (rnd() < 0.18) continue;
    lines.push({ y, x0: 25 * mm, x1: pageWidth - 20 * mm - rnd() * 60 * mm, grey: 70 + rnd() * 40 });
  }
  const paper = [236 + Math.round(rnd() * 8), 234 + Math.round(rnd() * 8), 226 + Math.round(rnd() * 8)];
  for (let y = Math.max(0, top); y < Math.min(height, top + pageHeight); y++) {
    const py = y - top;
    const line = lines.find((l) => py >= l.y && py < l.y + 1.8 * mm);
    for (let x = Math.max(0, left); x < Math.min(width, left + pageWidth); x++) {
      const px = x - left;
      const o = (y * width + x) * channels;
      // Words: the line broken into stretches of 6–20 mm with gaps of a space.
      const inWord = line && px >= line.x0 && px < line.x1 && Math.floor(px / (2.4 * mm)) % 5 !== 4;
      const v = inWord ? [line.grey, line.grey, line.grey + 6] : paper;
      for (let ch = 0; ch < 3; ch++) pixels[o + ch] = v[ch]!;
    }
  }
}

/**
 * A wavy page (PhotoEffects `wave`, eleventh set): each column shifted up or down along a sine
 * (bilinear in y), its slopes shaded; where the page's edge moves in, the table shows.
 * @returns the new pixels
 */
function wavePage(
  pixels: Buffer,
  width: number,
  height: number,
  channels: number,
  wave: NonNullable<PhotoEffects['wave']>,
  background: { r: number; g: number; b: number },
): Buffer<ArrayBuffer> {
  const out = Buffer.alloc(pixels.length);
  const bg = [background.r, background.g, background.b, 255];
  for (let x = 0; x < width; x++) {
    const t = (2 * Math.PI * x) / (wave.period * width) + wave.phase;
    const dy = wave.amplitude * Math.sin(t);
    const f = 1 - wave.shade * (0.5 + 0.5 * Math.cos(t));
    for (let y = 0; y < height; y++) {
      const o = (y * width + x) * channels;
      const sy = y - dy;
      if (sy < 0 || sy > height - 1) {
        for (let ch = 0; ch < channels; ch++) out[o + ch] = bg[ch]!;
        continue;
      }
      const y0 = Math.min(Math.floor(sy), height - 2);
      const fy = sy - y0;
      const i0 = (y0 * width + x) * channels;
      const i1 = i0 + width * channels;
      for (let ch = 0; ch < channels; ch++) out[o + ch] = Math.round((pixels[i0 + ch]! * (1 - fy) + pixels[i1 + ch]! * fy) * (ch < 3 ? f : 1));
    }
  }
  return out;
}

/**
 * A clear plastic sleeve (PhotoEffects `sleeve`, eleventh set), in place: on the page (`part`
 * 'veil') a light veil that lifts the print's blacks; on the finished picture ('streaks') the bright
 * straight reflections of the light on the plastic, washing out towards white.
 */
function sleeveOver(
  pixels: Buffer,
  width: number,
  height: number,
  channels: number,
  sleeve: NonNullable<PhotoEffects['sleeve']>,
  part: 'veil' | 'streaks',
  page = { width, height },
): void {
  if (part === 'veil') {
    for (let i = 0; i < pixels.length; i += channels)
      for (let ch = 0; ch < 3; ch++) pixels[i + ch] = Math.round(pixels[i + ch]! * (1 - sleeve.haze) + 242 * sleeve.haze);
    return;
  }
  const streaks = sleeve.streaks.map((st) => {
    const a = (st.angleDeg * Math.PI) / 180;
    return { cx: st.x * width, cy: height / 2, sin: Math.sin(a), cos: Math.cos(a), half: (st.width * width) / 2, strength: st.strength };
  });
  // The sleeve: the page's size and a little more round the middle of the picture, its edge soft.
  const [hx, hy, soft] = [page.width / 2 + 0.015 * page.width, page.height / 2 + 0.015 * page.width, 0.01 * page.width];
  for (let y = 0; y < height; y++) {
    const inY = Math.min(1, Math.max(0, (hy - Math.abs(y - height / 2)) / soft));
    if (inY === 0) continue;
    for (let x = 0; x < width; x++) {
      const inside = inY * Math.min(1, Math.max(0, (hx - Math.abs(x - width / 2)) / soft));
      if (inside === 0) continue;
      let v = 0;
      for (const st of streaks) {
        const d = ((x - st.cx) * st.sin - (y - st.cy) * st.cos) / st.half;
        if (d > -3 && d < 3) v += st.strength * Math.exp(-d * d);
      }
      if (v === 0) continue;
      v = Math.min(0.5, v) * inside;
      const o = (y * width + x) * channels;
      for (let ch = 0; ch < 3; ch++) pixels[o + ch] = Math.round(pixels[o + ch]! * (1 - v) + 255 * v);
    }
  }
}

/**
 * Shades the creases of a page folded in half twice (PhotoEffects `crossFold`, eleventh set) into its
 * raw pixels, in place: a dark line about 0.5 mm wide with a lighter edge beside it, down and across
 * the page, and each quarter a little darker or lighter.
 */
function crossFold(pixels: Buffer, width: number, height: number, channels: number, fold: NonNullable<PhotoEffects['crossFold']>): void {
  const halfWidth = height * 0.0022;
  const [fx, fy] = [fold.x * width, fold.y * height];
  const crease = (d: number) => 1 - fold.darkness * Math.exp(-d * d) + 0.05 * Math.exp(-((d + 2.5) ** 2));
  for (let y = 0; y < height; y++) {
    const across = crease((y - fy) / halfWidth);
    for (let x = 0; x < width; x++) {
      const f = across * crease((x - fx) / halfWidth) * (1 - fold.panels[(x > fx ? 1 : 0) + (y > fy ? 2 : 0)]!);
      const o = (y * width + x) * channels;
      for (let ch = 0; ch < 3; ch++) pixels[o + ch] = Math.max(0, Math.min(255, Math.round(pixels[o + ch]! * f)));
    }
  }
}

/**
 * A dim room's colour noise (PhotoEffects `colourNoise`, eleventh set), in place: each channel's
 * Gaussian noise drawn on a grid of `cell` pixels and scaled up smoothly (blotches), then added.
 */
async function colourNoise(
  pixels: Buffer,
  width: number,
  height: number,
  channels: number,
  noise: NonNullable<PhotoEffects['colourNoise']>,
  seed: number,
): Promise<void> {
  const rng = new Rng(seed ^ 0x2c1b3c6d);
  const [w, h] = [Math.ceil(width / noise.cell), Math.ceil(height / noise.cell)];
  const small = Buffer.alloc(w * h * 3);
  for (let i = 0; i < small.length; i++) {
    const g = Math.sqrt(-2 * Math.log(rng.next() || 1e-9)) * Math.cos(2 * Math.PI * rng.next());
    small[i] = Math.max(0, Math.min(255, Math.round(128 + g * noise.sigma)));
  }
  const big = await sharp(small, { raw: { width: w, height: h, channels: 3 } })
    .resize(width, height, { kernel: 'cubic' })
    .raw()
    .toBuffer();
  for (let p = 0; p < width * height; p++)
    for (let ch = 0; ch < 3; ch++) {
      const v = pixels[p * channels + ch]! + big[p * 3 + ch]! - 128;
      pixels[p * channels + ch] = v < 0 ? 0 : v > 255 ? 255 : v;
    }
}

/** A disc-shaped convolution kernel of `radius` pixels (PhotoEffects `defocus`), its edge antialiased. */
function discKernel(radius: number): { width: number; height: number; kernel: number[] } {
  const size = 2 * Math.ceil(radius) + 1;
  const c = (size - 1) / 2;
  const kernel: number[] = [];
  for (let y = 0; y < size; y++) for (let x = 0; x < size; x++) kernel.push(Math.max(0, Math.min(1, radius + 0.5 - Math.hypot(x - c, y - c))));
  return { width: size, height: size, kernel };
}

/** Lateral chromatic aberration (PhotoEffects `aberration`, eleventh set), in place: red sampled as if larger about the centre, blue smaller. */
function chromaticAberration(pixels: Buffer, width: number, height: number, channels: number, k: number): void {
  const source = Buffer.from(pixels);
  const [cx, cy] = [(width - 1) / 2, (height - 1) / 2];
  for (const [ch, scale] of [
    [0, 1 + k],
    [2, 1 - k],
  ] as const) {
    for (let y = 0; y < height; y++) {
      const sy = Math.min(height - 1.001, Math.max(0, cy + (y - cy) / scale));
      const y0 = Math.floor(sy);
      const fy = sy - y0;
      for (let x = 0; x < width; x++) {
        const sx = Math.min(width - 1.001, Math.max(0, cx + (x - cx) / scale));
        const x0 = Math.floor(sx);
        const fx = sx - x0;
        const i00 = (y0 * width + x0) * channels + ch;
        const i01 = i00 + width * channels;
        const top = source[i00]! * (1 - fx) + source[i00 + channels]! * fx;
        const bottom = source[i01]! * (1 - fx) + source[i01 + channels]! * fx;
        pixels[(y * width + x) * channels + ch] = Math.round(top * (1 - fy) + bottom * fy);
      }
    }
  }
}

/** The colour of low sunlight on the paper. */
const SUN_TINT = [1, 0.95, 0.83];

/**
 * Sunlight through a window (PhotoEffects `sunlight`, eleventh set), in place: a warm, bright
 * rectangle with soft edges and the cross of the window's bars in it; the rest at `dim` of the light.
 */
function sunlightOver(pixels: Buffer, width: number, height: number, channels: number, sun: NonNullable<PhotoEffects['sunlight']>): void {
  const a = (sun.angleDeg * Math.PI) / 180;
  const [c, s] = [Math.cos(a), Math.sin(a)];
  const [cx, cy] = [sun.cx, (sun.cy * height) / width];
  const [hw, hh] = [sun.w / 2, (sun.h * height) / width / 2];
  const soft = 0.012;
  const smooth = (t: number) => (t <= 0 ? 0 : t >= 1 ? 1 : t * t * (3 - 2 * t));
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const [px, py] = [x / width - cx, y / width - cy];
      const u = px * c + py * s;
      const v = -px * s + py * c;
      let lit = smooth((hw - Math.abs(u)) / soft) * smooth((hh - Math.abs(v)) / soft);
      if (lit > 0) lit *= smooth((Math.abs(u) - sun.bar / 2) / soft) * smooth((Math.abs(v) - sun.bar / 2) / soft);
      const o = (y * width + x) * channels;
      for (let ch = 0; ch < 3; ch++) {
        const f = sun.dim + lit * (1.1 * SUN_TINT[ch]! - sun.dim);
        const value = pixels[o + ch]! * f;
        pixels[o + ch] = value > 255 ? 255 : Math.round(value);
      }
    }
  }
}

/** Two lights of different colour (PhotoEffects `mixedLight`, eleventh set), in place: warm at one side, cool at the other. */
function mixedLight(pixels: Buffer, width: number, height: number, channels: number, mix: NonNullable<PhotoEffects['mixedLight']>): void {
  const a = (mix.angleDeg * Math.PI) / 180;
  const [dx, dy] = [Math.cos(a), Math.sin(a)];
  const proj = [0, dx, dy, dx + dy];
  const [lo, hi] = [Math.min(...proj), Math.max(...proj)];
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const t = ((x / width) * dx + (y / height) * dy - lo) / (hi - lo);
      const o = (y * width + x) * channels;
      for (let ch = 0; ch < 3; ch++) pixels[o + ch] = Math.round(pixels[o + ch]! * (mix.warm[ch]! * (1 - t) + mix.cool[ch]! * t));
    }
  }
}

/** A smudged lens's glow (PhotoEffects `smudge`, eleventh set), in place: `blurred` and a milky light mixed in around the centre. */
function smudgeGlow(pixels: Buffer, blurred: Buffer, width: number, height: number, channels: number, smudge: NonNullable<PhotoEffects['smudge']>): void {
  const [cx, cy, r] = [smudge.cx * width, smudge.cy * height, smudge.r * width];
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const d = Math.hypot(x - cx, y - cy) / r;
      if (d >= 2) continue;
      const w = smudge.strength * Math.exp(-2 * d * d);
      const o = (y * width + x) * channels;
      for (let ch = 0; ch < 3; ch++) pixels[o + ch] = Math.round(pixels[o + ch]! * (1 - w) + (blurred[o + ch]! * 0.8 + 255 * 0.2) * w);
    }
  }
}

/** A lamp's reflection (PhotoEffects `glare`, tenth set): an elliptical spot where the print washes out towards white. */
function glareSpot(pixels: Buffer, width: number, height: number, channels: number, glare: NonNullable<PhotoEffects['glare']>): void {
  const a = (glare.angleDeg * Math.PI) / 180;
  const [c, s] = [Math.cos(a), Math.sin(a)];
  const [cx, cy, rx, ry] = [glare.cx * width, glare.cy * height, glare.rx * width, glare.ry * width];
  const reach = Math.ceil(Math.max(rx, ry) * 2.5);
  for (let y = Math.max(0, Math.floor(cy - reach)); y < Math.min(height, cy + reach); y++)
    for (let x = Math.max(0, Math.floor(cx - reach)); x < Math.min(width, cx + reach); x++) {
      const [dx, dy] = [x - cx, y - cy];
      const [u, v] = [(dx * c + dy * s) / rx, (-dx * s + dy * c) / ry];
      const d2 = u * u + v * v;
      if (d2 > 6) continue;
      // A flat bright core and a soft rim.
      const w = glare.strength * Math.min(1, 1.4 * Math.exp(-d2 * d2 * 0.35));
      const o = (y * width + x) * channels;
      for (let ch = 0; ch < 3; ch++) pixels[o + ch] = Math.round(pixels[o + ch]! + (255 - pixels[o + ch]!) * w);
    }
}

/** PDF points to pixels of the 300-dpi page render. */
const PX_PER_PT = 300 / 72;

/**
 * A highlighter stroke over `rect` (PDF points) of the page (seventh set): the paper takes the ink's
 * `color` (multiplied, so the print shows through), with slightly wavy upper and lower edges.
 */
function highlightPage(
  pixels: Buffer,
  width: number,
  height: number,
  channels: number,
  rect: NonNullable<NonNullable<PhotoEffects['highlight']>['rect']>,
  color: [number, number, number],
): void {
  const [x0, x1] = [Math.max(0, Math.round(rect.x * PX_PER_PT)), Math.min(width, Math.round((rect.x + rect.w) * PX_PER_PT))];
  const [top, bottom] = [rect.y * PX_PER_PT, (rect.y + rect.h) * PX_PER_PT];
  for (let x = x0; x < x1; x++) {
    const wave = Math.sin(x / 37) * 3 + Math.sin(x / 11) * 1.5;
    const [y0, y1] = [Math.max(0, Math.round(top + wave)), Math.min(height, Math.round(bottom + wave * 0.7))];
    for (let y = y0; y < y1; y++) {
      const i = (y * width + x) * channels;
      for (let ch = 0; ch < 3; ch++) pixels[i + ch] = Math.round((pixels[i + ch]! * color[ch]!) / 255);
    }
  }
}

/**
 * A staple at a top corner of the page (seventh set): a steel bar about 12 mm long at `angleDeg`,
 * lit along its upper edge, with a soft shadow below it.
 */
function staplePage(pixels: Buffer, width: number, height: number, channels: number, staple: NonNullable<PhotoEffects['staple']>): void {
  const mm = 300 / 25.4;
  const a = (staple.angleDeg * Math.PI) / 180;
  const cx = staple.corner === 'topLeft' ? 11 * mm : width - 11 * mm;
  const cy = 11 * mm;
  const [dx, dy] = [Math.cos(a) * (staple.corner === 'topLeft' ? -1 : 1), Math.sin(a)];
  const [half, thick] = [6 * mm, 0.45 * mm];
  const reach = Math.ceil(half + 3 * mm);
  for (let y = Math.max(0, Math.floor(cy - reach)); y < Math.min(height, cy + reach); y++)
    for (let x = Math.max(0, Math.floor(cx - reach)); x < Math.min(width, cx + reach); x++) {
      const [rx, ry] = [x - cx, y - cy];
      const along = rx * dx + ry * dy;
      const across = -rx * dy + ry * dx;
      const i = (y * width + x) * channels;
      if (Math.abs(along) > half + 0.3 * mm) continue;
      if (Math.abs(across) <= thick) {
        const shine = across < 0 ? 215 : 140;
        for (let ch = 0; ch < 3; ch++) pixels[i + ch] = shine + (ch === 2 ? 8 : 0);
      } else if (across > thick && across < thick + 1.2 * mm) {
        const shade = 1 - 0.35 * (1 - (across - thick) / (1.2 * mm));
        for (let ch = 0; ch < 3; ch++) pixels[i + ch] = Math.round(pixels[i + ch]! * shade);
      }
    }
}

/** Pixels per millimetre of the 300-dpi page render. */
const PX_PER_MM = 300 / 25.4;

/** A small deterministic generator for the eighth set's pixel effects (0–1). */
function pixelRandom(seed: number): () => number {
  let state = seed >>> 0 || 1;
  return () => {
    state = (Math.imul(state, 1_664_525) + 1_013_904_223) >>> 0;
    return state / 2 ** 32;
  };
}

/** Recycled paper's fibre specks (eighth set): short dark strokes at random. */
function recycledPaper(pixels: Buffer, width: number, height: number, channels: number, paper: NonNullable<PhotoEffects['recycled']>, seed: number): void {
  const random = pixelRandom(seed ^ 0x5eed);
  for (let n = 0; n < paper.specks; n++) {
    const [cx, cy] = [random() * width, random() * height];
    const [len, angle, dark] = [1 + random() * 6, random() * Math.PI, 0.55 + random() * 0.3];
    for (let t = -len; t <= len; t++) {
      const [x, y] = [Math.round(cx + Math.cos(angle) * t), Math.round(cy + Math.sin(angle) * t)];
      if (x < 0 || y < 0 || x >= width || y >= height) continue;
      const i = (y * width + x) * channels;
      for (let ch = 0; ch < 3; ch++) pixels[i + ch] = Math.round(pixels[i + ch]! * dark);
    }
  }
}

/** A coffee cup's ring (eighth set): a brown stain darkest at its rim, a faint wash inside, the rim not quite round. */
function coffeeRing(pixels: Buffer, width: number, height: number, channels: number, ring: NonNullable<PhotoEffects['coffee']>): void {
  const [cx, cy, r] = [ring.cx * width, ring.cy * height, ring.r * PX_PER_MM];
  const rim = 1.6 * PX_PER_MM;
  const stain = [0.72, 0.56, 0.38];
  const reach = Math.ceil(r * 1.1 + 3 * rim);
  for (let y = Math.max(0, Math.floor(cy - reach)); y < Math.min(height, cy + reach); y++)
    for (let x = Math.max(0, Math.floor(cx - reach)); x < Math.min(width, cx + reach); x++) {
      const [dx, dy] = [x - cx, y - cy];
      const theta = Math.atan2(dy, dx);
      const edge = r * (1 + 0.025 * Math.sin(3 * theta + 1) + 0.015 * Math.sin(7 * theta));
      const d = Math.hypot(dx, dy);
      const t = ring.strength * (Math.exp(-(((d - edge) / rim) ** 2)) * (0.75 + 0.25 * Math.sin(2 * theta)) + (d < edge ? 0.12 : 0));
      if (t < 0.004) continue;
      const i = (y * width + x) * channels;
      for (let ch = 0; ch < 3; ch++) pixels[i + ch] = Math.round(pixels[i + ch]! * (1 - t * (1 - stain[ch]!)));
    }
}

/** A pen's tick and scrawled initials in the right margin of the page (eighth set), drawn as an SVG and laid on in the ink's colour. */
async function penMarks(pixels: Buffer, width: number, height: number, channels: number, pen: NonNullable<PhotoEffects['pen']>): Promise<void> {
  const random = pixelRandom(pen.seed);
  const j = (v: number) => (v + (random() - 0.5) * 14).toFixed(1);
  const [w, h] = [230, 260];
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}">
<g fill="none" stroke="#000" stroke-linecap="round" stroke-linejoin="round">
<path d="M${j(30)},${j(80)} Q${j(55)},${j(105)} ${j(70)},${j(130)} Q${j(110)},${j(55)} ${j(190)},${j(10)}" stroke-width="8"/>
<path d="M${j(20)},${j(215)} c12,-40 28,-42 22,-4 s18,-34 28,-8 s22,-30 34,-2 s26,-16 48,-22" stroke-width="5"/>
<path d="M${j(25)},${j(240)} L${j(200)},${j(232)}" stroke-width="4"/>
</g></svg>`;
  const mark = await sharp(Buffer.from(svg)).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  const [left, top] = [width - w + 10, Math.round(pen.at * height)];
  for (let y = 0; y < mark.info.height && top + y < height; y++)
    for (let x = 0; x < mark.info.width && left + x < width; x++) {
      const a = (mark.data[(y * mark.info.width + x) * mark.info.channels + 3]! / 255) * 0.9;
      if (a === 0) continue;
      const i = ((top + y) * width + left + x) * channels;
      for (let ch = 0; ch < 3; ch++) pixels[i + ch] = Math.round(pixels[i + ch]! * (1 - a * (1 - pen.ink[ch]! / 255)));
    }
}

/** Two punched holes at the left edge (eighth set; 80 mm apart, 12 mm in, 5.5 mm wide): the table shows through, a shadow on their upper rim. */
function punchHoles(pixels: Buffer, width: number, height: number, channels: number, table: { r: number; g: number; b: number }): void {
  const r = 2.75 * PX_PER_MM;
  const cx = 12 * PX_PER_MM;
  for (const cy of [height / 2 - 40 * PX_PER_MM, height / 2 + 40 * PX_PER_MM])
    for (let y = Math.floor(cy - r - 6); y < cy + r + 6; y++)
      for (let x = Math.floor(cx - r - 6); x < cx + r + 6; x++) {
        const d = Math.hypot(x - cx, y - cy);
        const i = (y * width + x) * channels;
        if (d <= r) {
          const shade = y < cy - r * 0.5 ? 0.7 : 0.85;
          [pixels[i], pixels[i + 1], pixels[i + 2]] = [table.r * shade, table.g * shade, table.b * shade].map(Math.round) as [number, number, number];
        } else if (d <= r + 5) for (let ch = 0; ch < 3; ch++) pixels[i + ch] = Math.round(pixels[i + ch]! * 0.88);
      }
}

/**
 * A thumb holding the page (eighth set): a half-ellipse of skin reaching in from the left or right edge
 * of the picture over the table and the page's margin (never over the print), its nail lighter, a soft
 * shadow around it.
 */
function thumbOver(pixels: Buffer, width: number, height: number, channels: number, thumb: NonNullable<PhotoEffects['thumb']>): void {
  const a = 0.075 * width * thumb.size;
  const b = 0.034 * width * thumb.size;
  const cy = thumb.at * height;
  const cx = thumb.edge === 'left' ? 0 : width - 1;
  const skin = [222, 168, 138];
  for (let y = Math.max(0, Math.floor(cy - b * 1.4)); y < Math.min(height, cy + b * 1.4); y++)
    for (let x = 0; x < width; x++) {
      const u = Math.abs(x - cx) / a;
      if (u > 1.35) continue;
      const v = (y - cy) / b;
      const e = Math.hypot(u, v);
      const i = (y * width + x) * channels;
      if (e <= 1) {
        // Rounded: brighter along the middle, darker to the sides; the nail near the tip.
        const light = 0.72 + 0.3 * Math.sqrt(1 - Math.min(1, v * v));
        const nail = u > 0.62 && Math.abs(v) < 0.42 && Math.hypot((u - 0.8) / 0.22, v / 0.42) < 1;
        for (let ch = 0; ch < 3; ch++) pixels[i + ch] = Math.min(255, Math.round((nail ? skin[ch]! * 0.25 + 190 : skin[ch]!) * light));
      } else if (e < 1.3) for (let ch = 0; ch < 3; ch++) pixels[i + ch] = Math.round(pixels[i + ch]! * (1 - 0.4 * ((1.3 - e) / 0.3)));
    }
}

/**
 * A lace curtain's shadow (PhotoEffects `lace`, twenty-third set): in coordinates turned by
 * `angleDeg`, a faint net of thread lines every `period` of the width both ways and a rosette (a ring
 * of eight petals round a dot) every sixth mesh, all soft (the curtain hangs away from the page);
 * the curtain's folds make the shadow denser and lighter in broad bands, and the light through it is
 * a little dimmer everywhere.
 */
function laceShadow(pixels: Buffer, width: number, height: number, channels: number, lace: NonNullable<PhotoEffects['lace']>): void {
  const p = lace.period * width;
  const a = (lace.angleDeg * Math.PI) / 180;
  const [c, s] = [Math.cos(a), Math.sin(a)];
  const motif = 6 * p;
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const u = x * c + y * s + lace.phase;
      const v = -x * s + y * c + lace.phase * 0.7;
      const [su, sv] = [Math.sin((Math.PI * u) / p), Math.sin((Math.PI * v) / p)];
      const mesh = 0.22 * (Math.exp(-(su * su) / 0.2) + Math.exp(-(sv * sv) / 0.2));
      // The nearest rosette's centre, and the distance and the angle to it (every other row of rosettes shifted by half).
      const row = Math.floor(v / motif);
      const shift = row % 2 === 0 ? 0 : motif / 2;
      const [du, dv] = [u + shift - (Math.floor((u + shift) / motif) + 0.5) * motif, v - (row + 0.5) * motif];
      const r = Math.hypot(du, dv);
      const petals = 0.8 * Math.exp(-(((r - 2 * p) / (0.7 * p)) ** 2)) * (0.5 + 0.5 * Math.cos(8 * Math.atan2(dv, du)));
      const dot = 0.7 * Math.exp(-((r / (0.7 * p)) ** 2));
      const fold = 0.55 + 0.45 * Math.sin((2 * Math.PI * u) / (11 * p) + lace.phase);
      const shade = Math.min(1, (mesh + petals + dot) * fold);
      const f = 1 - lace.darkness * (0.35 + 0.65 * shade);
      const i = (y * width + x) * channels;
      for (let ch = 0; ch < 3; ch++) pixels[i + ch] = Math.round(pixels[i + ch]! * f);
    }
}

/**
 * A thumb holding the page's bottom left corner (PhotoEffects `cornerThumb`, twenty-third set): a
 * rounded, shaded thumb from the picture's bottom left corner at `angleDeg` above the bottom edge,
 * its nail near the tip, its outline smoothed, a soft shadow round it.
 */
function cornerThumb(pixels: Buffer, width: number, height: number, channels: number, thumb: NonNullable<PhotoEffects['cornerThumb']>): void {
  const a = (thumb.angleDeg * Math.PI) / 180;
  const [dx, dy] = [Math.cos(a), -Math.sin(a)];
  const reach = thumb.reach * width;
  const half = 0.05 * width;
  // The thumb's axis from beyond the corner to its tip; its outline an ellipse round the axis' outer part.
  const [cx, cy] = [dx * reach * 0.55, height - 1 + dy * reach * 0.55];
  const semi = reach * 0.5;
  const skin = [214, 160, 132];
  const nailTint = [236, 206, 196];
  const box = Math.ceil(Math.max(semi, half) * 1.4);
  for (let y = Math.max(0, Math.floor(cy - box)); y < Math.min(height, cy + box); y++)
    for (let x = Math.max(0, Math.floor(cx - box)); x < Math.min(width, cx + box); x++) {
      const [px, py] = [x - cx, y - cy];
      const along = (px * dx + py * dy) / semi;
      const across = (px * -dy + py * dx) / half;
      // Behind the middle the thumb runs on at full width out of the picture; towards the tip it rounds off.
      const e = along < 0 ? Math.abs(across) : Math.hypot(along, across);
      const i = (y * width + x) * channels;
      if (e < 1.02) {
        // Rounded: lit along its middle, darker to its sides and towards its tip; the nail a paler, pinker oval near the tip.
        const light = (0.68 + 0.34 * Math.sqrt(Math.max(0, 1 - across * across))) * (along > 0.6 ? 1 - 0.25 * (along - 0.6) : 1);
        const n = Math.hypot((along - 0.66) / 0.25, across / 0.5);
        const nail = Math.max(0, Math.min(1, (1 - n) / 0.15));
        const cover = Math.max(0, Math.min(1, (1.02 - e) / 0.04));
        for (let ch = 0; ch < 3; ch++) {
          const tone = (skin[ch]! * (1 - 0.6 * nail) + nailTint[ch]! * 0.6 * nail) * light;
          pixels[i + ch] = Math.min(255, Math.round(tone * cover + pixels[i + ch]! * (1 - cover)));
        }
      } else if (e < 1.4) for (let ch = 0; ch < 3; ch++) pixels[i + ch] = Math.round(pixels[i + ch]! * (1 - 0.4 * ((1.4 - e) / 0.38)));
    }
}

/**
 * Reading glasses lying folded on the page (PhotoEffects `glasses`, twenty-fourth set), in page
 * pixels: two rounded lenses either side of a bridge, turned by `angleDeg`; the frame's soft shadow
 * on the paper, the folded temples across the lenses' lower half, the print under each lens
 * magnified by `power` about the lens's centre with a faint tint and a reflection, the rims and the
 * bridge over it all.
 */
function readingGlasses(pixels: Buffer, width: number, height: number, channels: number, glasses: NonNullable<PhotoEffects['glasses']>): void {
  const rx = (glasses.lens / 2) * PX_PER_MM;
  const ry = rx * 0.72;
  const rim = 2.2 * PX_PER_MM;
  const gap = 9 * PX_PER_MM;
  const centres = [-(rx + gap), rx + gap];
  const a = (glasses.angleDeg * Math.PI) / 180;
  const [c, s] = [Math.cos(a), Math.sin(a)];
  const [cx, cy] = [glasses.cx * width, glasses.cy * height];
  // The shadow falls a little down and to the right (a lamp above at the left), softly.
  const [sx, sy] = [2 * PX_PER_MM, 3 * PX_PER_MM];
  const soft = 1.6 * PX_PER_MM;
  const reach = 2 * rx + gap + rim + 6 * PX_PER_MM;
  const [x0, x1] = [Math.max(0, Math.floor(cx - reach)), Math.min(width - 1, Math.ceil(cx + reach))];
  const [y0, y1] = [Math.max(0, Math.floor(cy - reach)), Math.min(height - 1, Math.ceil(cy + reach))];
  // The local frame: u along the glasses, v across them (down from the bridge's middle).
  const local = (x: number, y: number): [number, number] => [(x - cx) * c + (y - cy) * s, -(x - cx) * s + (y - cy) * c];
  // How far (in pixels, roughly) a point lies outside lens `k`'s opening (negative: inside).
  const outside = (u: number, v: number, k: number) => {
    const e = (Math.abs(u - centres[k]!) / rx) ** 2.4 + (Math.abs(v) / ry) ** 2.4;
    return (e ** (1 / 2.4) - 1) * rx;
  };
  // The frame's coverage at (u, v): the two rims and the bridge, antialiased.
  const frameAt = (u: number, v: number) => {
    let cover = 0;
    for (const k of [0, 1]) {
      const d = outside(u, v, k);
      cover = Math.max(cover, Math.min(1, d + 1, rim - d + 1));
    }
    // The bridge: an arch between the lenses' inner tops.
    if (Math.abs(u) < gap + rim) {
      const arch = -ry * 0.45 - 2 * PX_PER_MM * (1 - (u / (gap + rim)) ** 2);
      cover = Math.max(cover, Math.min(1, 1.4 * PX_PER_MM - Math.abs(v - arch) + 1));
    }
    return Math.max(0, cover);
  };
  // The folded temples: two bars across the lower half, from hinge to hinge.
  const templeAt = (u: number, v: number) => {
    if (Math.abs(u) > 2 * rx + gap + rim * 0.5) return 0;
    const bar = (at: number) => Math.max(0, Math.min(1, 1.1 * PX_PER_MM - Math.abs(v - at) + 1));
    return Math.max(bar(ry * 0.38), bar(ry * 0.58 + (u / rx) * 0.6 * PX_PER_MM));
  };
  // 1: the shadow of the frame and the temples on the paper.
  for (let y = y0; y <= y1; y++)
    for (let x = x0; x <= x1; x++) {
      const [u, v] = local(x - sx, y - sy);
      let shade = 0;
      for (const [du, dv] of [
        [0, 0],
        [soft, 0],
        [-soft, 0],
        [0, soft],
        [0, -soft],
      ] as const)
        shade += Math.max(frameAt(u + du, v + dv), templeAt(u + du, v + dv)) / 5;
      if (shade <= 0) continue;
      const i = (y * width + x) * channels;
      for (let ch = 0; ch < 3; ch++) pixels[i + ch] = Math.round(pixels[i + ch]! * (1 - 0.35 * shade));
    }
  // 2: the temples on the paper, in the frame's colour.
  for (let y = y0; y <= y1; y++)
    for (let x = x0; x <= x1; x++) {
      const [u, v] = local(x, y);
      const t = templeAt(u, v);
      if (t <= 0) continue;
      const i = (y * width + x) * channels;
      for (let ch = 0; ch < 3; ch++) pixels[i + ch] = Math.round(pixels[i + ch]! * (1 - t) + glasses.frame[ch]! * t);
    }
  // 3: through the lenses, what lies below them magnified, a faint green tint and a pale reflection.
  const below = Buffer.from(pixels);
  const sample = (x: number, y: number, ch: number) => {
    const [xa, ya] = [Math.max(0, Math.min(width - 2, Math.floor(x))), Math.max(0, Math.min(height - 2, Math.floor(y)))];
    const [fx, fy] = [Math.max(0, Math.min(1, x - xa)), Math.max(0, Math.min(1, y - ya))];
    const at = (px: number, py: number) => below[(py * width + px) * channels + ch]!;
    return (at(xa, ya) * (1 - fx) + at(xa + 1, ya) * fx) * (1 - fy) + (at(xa, ya + 1) * (1 - fx) + at(xa + 1, ya + 1) * fx) * fy;
  };
  const tint = [0.97, 1, 0.975];
  for (let y = y0; y <= y1; y++)
    for (let x = x0; x <= x1; x++) {
      const [u, v] = local(x, y);
      for (const k of [0, 1]) {
        const d = outside(u, v, k);
        if (d >= 0.5) continue;
        // The point the lens shows: nearer its centre by the magnification.
        const [lu, lv] = [centres[k]! + (u - centres[k]!) / glasses.power, v / glasses.power];
        const [px, py] = [cx + lu * c - lv * s, cy + lu * s + lv * c];
        const glint = 0.1 * Math.exp(-(((u - centres[k]! + 0.35 * rx + v * 0.8) / (0.09 * rx)) ** 2));
        const cover = Math.min(1, 0.5 - d);
        const i = (y * width + x) * channels;
        for (let ch = 0; ch < 3; ch++) {
          const seen = Math.min(255, sample(px, py, ch) * tint[ch]! * 0.97 + 255 * glint);
          pixels[i + ch] = Math.round(pixels[i + ch]! * (1 - cover) + seen * cover);
        }
      }
    }
  // 4: the rims and the bridge, lit a little along their top.
  for (let y = y0; y <= y1; y++)
    for (let x = x0; x <= x1; x++) {
      const [u, v] = local(x, y);
      const f = frameAt(u, v);
      if (f <= 0) continue;
      const lit = v < 0 ? 1.25 : 0.9;
      const i = (y * width + x) * channels;
      for (let ch = 0; ch < 3; ch++) pixels[i + ch] = Math.round(pixels[i + ch]! * (1 - f) + Math.min(255, glasses.frame[ch]! * lit) * f);
    }
}

/**
 * A panel of a letter folded in three still standing up (PhotoEffects `raisedPanel`, twenty-fourth
 * set), in page pixels: the top panel (above the crease at 105 mm) or the bottom one (below the crease
 * at 210 mm) rises from its crease by `angleDeg`, so that seen from above it is foreshortened by the
 * angle's cosine and, nearer the lens, a little wider; shaded as it turns from the light, darker in
 * the crease; the table shows beyond it.
 * @returns the new pixels
 */
function raisedPanel(
  pixels: Buffer,
  width: number,
  height: number,
  channels: number,
  panel: NonNullable<PhotoEffects['raisedPanel']>,
  background: { r: number; g: number; b: number },
): Buffer<ArrayBuffer> {
  const out = Buffer.alloc(pixels.length);
  pixels.copy(out);
  const top = panel.panel === 'top';
  const crease = (top ? 105 / 297 : 210 / 297) * height;
  const length = top ? crease : height - crease;
  const a = (panel.angleDeg * Math.PI) / 180;
  const [cos, sin] = [Math.cos(a), Math.sin(a)];
  const shown = length * cos;
  const bg = [background.r, background.g, background.b];
  const middle = width / 2;
  for (let t = 0; t < length; t++) {
    const y = Math.round(top ? crease - 1 - t : crease + t);
    if (y < 0 || y >= height) continue;
    if (t >= shown) {
      // The table beyond the panel, a little shaded near its edge.
      const shade = 1 - 0.3 * Math.exp(-(t - shown) / (0.02 * height));
      for (let x = 0; x < width; x++) {
        const o = (y * width + x) * channels;
        for (let ch = 0; ch < 3; ch++) out[o + ch] = Math.round(bg[ch]! * shade);
      }
      continue;
    }
    // The panel's row seen here: farther along it by 1/cos; raised by (along · sin), so a little larger.
    const along = t / cos;
    const src = top ? crease - 1 - along : crease + along;
    const s0 = Math.max(0, Math.min(height - 2, Math.floor(src)));
    const f = src - s0;
    const grow = 1 + 0.06 * (along / length) * sin;
    const shade = (1 - panel.shade * (along / length) ** 0.8) * (1 - 0.25 * Math.exp(-t / (1.2 * PX_PER_MM)));
    for (let x = 0; x < width; x++) {
      const sx = middle + (x - middle) / grow;
      const o = (y * width + x) * channels;
      if (sx < 0 || sx >= width - 1) {
        for (let ch = 0; ch < 3; ch++) out[o + ch] = bg[ch]!;
        continue;
      }
      const x0 = Math.floor(sx);
      const fx = sx - x0;
      for (let ch = 0; ch < 3; ch++) {
        const at = (px: number, py: number) => pixels[(py * width + px) * channels + ch]!;
        const v = (at(x0, s0) * (1 - fx) + at(x0 + 1, s0) * fx) * (1 - f) + (at(x0, s0 + 1) * (1 - fx) + at(x0 + 1, s0 + 1) * fx) * f;
        out[o + ch] = Math.max(0, Math.min(255, Math.round(v * shade)));
      }
    }
  }
  return out;
}

/** The photographer's shadow over half the picture (ninth set): beyond a line, darker, its edge soft. */
function halfShadow(pixels: Buffer, width: number, height: number, channels: number, shade: NonNullable<PhotoEffects['halfShadow']>): void {
  const a = (shade.angleDeg * Math.PI) / 180;
  const [nx, ny] = [-Math.sin(a), Math.cos(a)];
  const [x0, y0] = [shade.offset * width, height / 2];
  const soft = shade.soft * width;
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const dist = (x - x0) * nx + (y - y0) * ny;
      const t = Math.min(1, Math.max(0, dist / soft + 0.5));
      if (t === 0) continue;
      const f = 1 - shade.darkness * t * t * (3 - 2 * t);
      const i = (y * width + x) * channels;
      // A shadow in daylight is a little bluer than the light around it.
      pixels[i] = Math.round(pixels[i]! * f * 0.97);
      pixels[i + 1] = Math.round(pixels[i + 1]! * f);
      pixels[i + 2] = Math.min(255, Math.round(pixels[i + 2]! * f * 1.03));
    }
}

/** A translucent index tab at the page's right edge (ninth set): a film 15 mm into the page, 12 mm high, its rim darker. */
function indexTab(pixels: Buffer, width: number, height: number, channels: number, tab: NonNullable<PhotoEffects['indexTab']>): void {
  const [w, h] = [Math.round(15 * PX_PER_MM), Math.round(12 * PX_PER_MM)];
  const top = Math.round(tab.at * height);
  for (let y = top; y < Math.min(height, top + h); y++)
    for (let x = width - w; x < width; x++) {
      const rim = y - top < 4 || top + h - y <= 4 || x - (width - w) < 4;
      const alpha = rim ? 0.75 : 0.45;
      const i = (y * width + x) * channels;
      for (let ch = 0; ch < 3; ch++) pixels[i + ch] = Math.round(pixels[i + ch]! * (1 - alpha * (1 - tab.color[ch]! / 255)));
    }
}

/** A straight-edged shadow band across the scene (seventh set), its edges softened over a fifth of its width. */
function shadowBand(pixels: Buffer, width: number, height: number, channels: number, band: NonNullable<PhotoEffects['band']>): void {
  const a = (band.angleDeg * Math.PI) / 180;
  const [nx, ny] = [-Math.sin(a), Math.cos(a)];
  const [cx, cy] = [band.offset * width, height / 2];
  const half = (band.width * width) / 2;
  const soft = half * 0.4;
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const dist = Math.abs((x - cx) * nx + (y - cy) * ny);
      if (dist >= half + soft) continue;
      const depth = dist <= half - soft ? 1 : (half + soft - dist) / (2 * soft);
      const f = 1 - band.darkness * depth;
      const i = (y * width + x) * channels;
      for (let ch = 0; ch < 3; ch++) pixels[i + ch] = Math.round(pixels[i + ch]! * f);
    }
}

/**
 * Writes the letter as a digital PDF (`pdfPath`) and/or as a phone-like JPEG photo of its first page
 * (`photoPath`; renders with pdftoppm at 300 dpi). Temporary files are removed.
 * @throws ProgramMissingError when a photo is asked for and pdftoppm is not installed
 */
/**
 * A sticky note on the page (PhotoEffects `stickyNote`, twelfth set), with a few handwritten
 * strokes in blue ink and a thin shadow along its lower and right edges (its free end lifts a little).
 */
async function stickyNote(pixels: Buffer, width: number, height: number, channels: number, note: NonNullable<PhotoEffects['stickyNote']>): Promise<void> {
  const side = Math.round(note.size * width);
  const random = pixelRandom(note.seed);
  const j = (v: number) => (v + (random() - 0.5) * side * 0.05).toFixed(1);
  const lines = [0.3, 0.48, 0.66].map((at, k) => {
    const y = at * side;
    const end = side * (0.55 + random() * 0.3);
    let d = `M${j(side * 0.12)},${j(y)}`;
    for (let x = side * 0.12; x < end; x += side * 0.06)
      d += ` q${(side * 0.015).toFixed(1)},${j(-side * 0.06)} ${(side * 0.03).toFixed(1)},0 t${(side * 0.03).toFixed(1)},${(k % 2 ? 1 : -1) * side * 0.01}`;
    return `<path d="${d}" stroke-width="${(side * 0.012).toFixed(1)}"/>`;
  });
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${side}" height="${side}"><g fill="none" stroke="#1c2f8a" stroke-linecap="round">${lines.join('')}<path d="M${j(side * 0.15)},${j(side * 0.84)} L${j(side * 0.7)},${j(side * 0.82)}" stroke-width="${(side * 0.01).toFixed(1)}"/></g></svg>`;
  const ink = await sharp(Buffer.from(svg)).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  const cx = note.corner === 'bottomLeft' ? 0.012 * width + side / 2 : width - 0.012 * width - side / 2;
  const cy = note.corner === 'bottomLeft' ? height - 0.008 * height - side / 2 : 0.006 * height + side / 2;
  const a = (note.angleDeg * Math.PI) / 180;
  const [c, s] = [Math.cos(a), Math.sin(a)];
  const reach = side * 0.75;
  const shadow = side * 0.025;
  for (let y = Math.max(0, Math.floor(cy - reach)); y < Math.min(height, cy + reach); y++)
    for (let x = Math.max(0, Math.floor(cx - reach)); x < Math.min(width, cx + reach); x++) {
      // The pixel in the note's own coordinates (0 … side).
      const u = c * (x - cx) + s * (y - cy) + side / 2;
      const v = -s * (x - cx) + c * (y - cy) + side / 2;
      const i = (y * width + x) * channels;
      if (u >= 0 && u < side && v >= 0 && v < side) {
        // The paper: its glued top flat, the rest a touch lighter towards its lifted lower end.
        const light = 0.93 + 0.07 * (v / side);
        const k = (Math.floor(v) * side + Math.floor(u)) * ink.info.channels;
        const inked = (ink.data[k + 3] ?? 0) / 255;
        for (let ch = 0; ch < 3; ch++) {
          const paper = note.color[ch]! * light;
          pixels[i + ch] = Math.round(paper * (1 - inked) + [28, 47, 138][ch]! * inked);
        }
      } else if (u >= 0 && u < side + shadow && v >= shadow * 0.3 && v < side + shadow) {
        const d = Math.max(u - side, v - side, 0) / shadow;
        for (let ch = 0; ch < 3; ch++) pixels[i + ch] = Math.round(pixels[i + ch]! * (0.8 + 0.2 * d));
      }
    }
}

/**
 * The page held bowed towards the phone (PhotoEffects `bow`, twelfth set): a cylinder's arc seen from
 * the front, so the page's middle shows larger than its sides (the top and bottom edges curve) and its
 * columns crowd towards the sides, which lie darker.
 * @returns the new pixels (the table's colour where the page no longer reaches)
 */
function bowPage(
  pixels: Buffer,
  width: number,
  height: number,
  channels: number,
  bow: NonNullable<PhotoEffects['bow']>,
  background: { r: number; g: number; b: number },
): Buffer<ArrayBuffer> {
  const out = Buffer.alloc(pixels.length);
  const theta = 0.75;
  const table = [background.r, background.g, background.b];
  for (let x = 0; x < width; x++) {
    const u = (2 * x) / (width - 1) - 1;
    const arc = Math.asin(u * Math.sin(theta)) / theta;
    const sx = Math.min(width - 1.001, Math.max(0, ((arc + 1) / 2) * (width - 1)));
    const near = (Math.cos(arc * theta) - Math.cos(theta)) / (1 - Math.cos(theta));
    const scale = (1 + bow.depth * near) / (1 + bow.depth);
    const light = 1 - bow.shade * (1 - near);
    const x0 = Math.floor(sx);
    const fx = sx - x0;
    for (let y = 0; y < height; y++) {
      const sy = height / 2 + (y - height / 2) / scale;
      const o = (y * width + x) * channels;
      if (sy < 0 || sy > height - 1.001) {
        for (let ch = 0; ch < 3; ch++) out[o + ch] = table[ch]!;
        continue;
      }
      const y0 = Math.floor(sy);
      const fy = sy - y0;
      const i00 = (y0 * width + x0) * channels;
      const i10 = i00 + channels;
      const i01 = i00 + width * channels;
      const i11 = i01 + channels;
      for (let ch = 0; ch < channels; ch++) {
        const top = pixels[i00 + ch]! * (1 - fx) + pixels[i10 + ch]! * fx;
        const bottom = pixels[i01 + ch]! * (1 - fx) + pixels[i11 + ch]! * fx;
        out[o + ch] = Math.round((top * (1 - fy) + bottom * fy) * (ch < 3 ? light : 1));
      }
    }
  }
  return out;
}

/** A rolling shutter's skew (PhotoEffects `rollingShutter`, twelfth set): each row shifted sideways, the edges' pixels repeated. */
function rollingShutter(
  pixels: Buffer,
  width: number,
  height: number,
  channels: number,
  shutter: NonNullable<PhotoEffects['rollingShutter']>,
): Buffer<ArrayBuffer> {
  const out = Buffer.alloc(pixels.length);
  for (let y = 0; y < height; y++) {
    const t = y / height;
    const shift = shutter.amplitude * Math.sin(2 * Math.PI * shutter.waves * t + shutter.phase) + shutter.skew * width * (t - 0.5);
    const whole = Math.floor(shift);
    const f = shift - whole;
    const row = y * width * channels;
    for (let x = 0; x < width; x++) {
      const x0 = Math.min(width - 1, Math.max(0, x - whole - 1));
      const x1 = Math.min(width - 1, Math.max(0, x - whole));
      for (let ch = 0; ch < channels; ch++)
        out[row + x * channels + ch] = Math.round(pixels[row + x0 * channels + ch]! * f + pixels[row + x1 * channels + ch]! * (1 - f));
    }
  }
  return out;
}

/**
 * A laptop's keyboard at an edge of the picture (PhotoEffects `keyboard`, twelfth set): the laptop's
 * dark base `depth` pixels deep with a light front edge, rows of dark keys on it.
 */
function keyboardAt(pixels: Buffer, width: number, height: number, channels: number, kb: NonNullable<PhotoEffects['keyboard']>, depth: number): void {
  const random = pixelRandom(kb.seed);
  const along = kb.edge === 'top' ? width : height;
  const key = depth / 6.2;
  const gap = key * 0.2;
  const offset = random() * key;
  const grey = 52 + Math.floor(random() * 30);
  for (let a = 0; a < along; a++)
    for (let d = 0; d < depth; d++) {
      // d: from the picture's edge in; the base's front edge at d = depth.
      const [x, y] = kb.edge === 'top' ? [a, d] : kb.edge === 'left' ? [d, a] : [width - 1 - d, a];
      const i = (y * width + x) * channels;
      let v = grey - 10 * (d / depth);
      if (d > depth - 4) v = grey + 55;
      else if (d > depth - 9) v = grey + 20;
      else {
        const row = Math.floor((depth - 9 - d) / (key + gap));
        const inRow = (depth - 9 - d) % (key + gap);
        const stagger = (row * key) / 3 + offset;
        const inKey = (a + stagger) % (key + gap);
        if (row < 5 && inRow > gap && inKey > gap) {
          const edge = Math.min(inRow - gap, key + gap - inRow, inKey - gap, key + gap - inKey);
          v = edge < 3 ? 40 : 24 + (inRow < gap + 6 ? 8 : 0);
        }
      }
      for (let ch = 0; ch < 3; ch++) pixels[i + ch] = Math.max(0, Math.round(v + (ch === 2 ? 3 : 0)));
    }
}

/** A fluorescent tube's flicker (PhotoEffects `flicker`, twelfth set): bands of light and shade with a greenish cast in the shade. */
function flickerBands(pixels: Buffer, width: number, height: number, channels: number, flicker: NonNullable<PhotoEffects['flicker']>): void {
  const across = flicker.angleDeg === 90;
  const n = across ? width : height;
  const level = Array.from({ length: n }, (_, k) => 1 - flicker.depth * (0.5 + 0.5 * Math.sin((2 * Math.PI * k) / (flicker.period * height) + flicker.phase)));
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const f = level[across ? x : y]!;
      const i = (y * width + x) * channels;
      pixels[i] = Math.round(pixels[i]! * f);
      pixels[i + 1] = Math.min(255, Math.round(pixels[i + 1]! * (f + (1 - f) * 0.25)));
      pixels[i + 2] = Math.round(pixels[i + 2]! * f * 0.99);
    }
}

/**
 * A screenshot of the photo in the phone's gallery (PhotoEffects `screenshot`, twelfth set): the
 * picture fitted between black bars, the status bar's clock and battery above, the gallery's
 * buttons (share, edit, delete) below.
 */
async function galleryScreenshot(photo: Sharp, shot: NonNullable<PhotoEffects['screenshot']>): Promise<Sharp> {
  const [w, h] = [shot.width, shot.height];
  const bar = Math.round(h * 0.045);
  const nav = Math.round(h * 0.1);
  const fitted = await photo
    .resize({ width: w, height: h - bar - nav, fit: 'inside' })
    .raw()
    .toBuffer({ resolveWithObject: true });
  const top = bar + Math.round((h - bar - nav - fitted.info.height) / 2);
  const left = Math.round((w - fitted.info.width) / 2);
  const icons = [0.2, 0.5, 0.8].map((at, k) => {
    const [x, y, r] = [at * w, h - nav / 2, nav * 0.16];
    return k === 0
      ? `<circle cx="${x - r}" cy="${y}" r="${r * 0.25}"/><circle cx="${x + r}" cy="${y - r}" r="${r * 0.25}"/><circle cx="${x + r}" cy="${y + r}" r="${r * 0.25}"/><path d="M${x - r},${y} L${x + r},${y - r} M${x - r},${y} L${x + r},${y + r}" stroke="#fff" stroke-width="${r * 0.12}"/>`
      : k === 1
        ? `<path d="M${x - r},${y + r} L${x - r * 0.7},${y + r * 0.3} L${x + r * 0.6},${y - r} L${x + r},${y - r * 0.6} L${x - r * 0.3},${y + r * 0.7} Z" fill="none" stroke="#fff" stroke-width="${r * 0.12}"/>`
        : `<rect x="${x - r * 0.6}" y="${y - r * 0.6}" width="${r * 1.2}" height="${r * 1.5}" rx="${r * 0.15}" fill="none" stroke="#fff" stroke-width="${r * 0.12}"/><path d="M${x - r * 0.9},${y - r * 0.75} L${x + r * 0.9},${y - r * 0.75}" stroke="#fff" stroke-width="${r * 0.12}"/>`;
  });
  const font = Math.round(bar * 0.45);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}"><g fill="#fff" font-family="sans-serif" font-size="${font}">
<text x="${w * 0.06}" y="${bar * 0.68}">${shot.clock}</text>
<text x="${w * 0.78}" y="${bar * 0.68}" text-anchor="end">${shot.battery} %</text>
<rect x="${w * 0.81}" y="${bar * 0.3}" width="${w * 0.07}" height="${bar * 0.42}" rx="4" fill="none" stroke="#fff" stroke-width="3"/>
<rect x="${w * 0.815}" y="${bar * 0.36}" width="${w * 0.06 * (shot.battery / 100)}" height="${bar * 0.3}" rx="2"/>
${icons.join('\n')}</g></svg>`;
  const screen = await sharp({ create: { width: w, height: h, channels: 3, background: { r: 0, g: 0, b: 0 } } })
    .composite([
      { input: fitted.data, raw: fitted.info, top, left },
      { input: Buffer.from(svg), top: 0, left: 0 },
    ])
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return sharp(screen.data, { raw: screen.info });
}

/**
 * A dog-ear (PhotoEffects `dogEar`, thirteenth set): the corner folded over along the diagonal `size`
 * of the page width from it; the flap shows the paper's back (a little grey, the corner's print faint
 * and mirrored through it, darker towards the fold), casts a narrow shadow on the page, and the table
 * shows where the corner was.
 */
function dogEar(
  pixels: Buffer,
  width: number,
  height: number,
  channels: number,
  ear: NonNullable<PhotoEffects['dogEar']>,
  table: { r: number; g: number; b: number },
): void {
  const a = Math.round(ear.size * width);
  const shadow = Math.max(3, Math.round(a * 0.06));
  // (u, v): distances from the corner along the page's edges; the pixel there.
  const at = (u: number, v: number) => {
    const x = ear.corner === 'topRight' ? width - 1 - u : u;
    const y = ear.corner === 'bottomLeft' ? height - 1 - v : v;
    return (y * width + x) * channels;
  };
  const corner = Buffer.alloc((a + shadow + 1) * (a + shadow + 1) * channels);
  for (let v = 0; v <= a + shadow && v < height; v++)
    for (let u = 0; u <= a + shadow && u < width; u++) pixels.copy(corner, (v * (a + shadow + 1) + u) * channels, at(u, v), at(u, v) + channels);
  const before = (u: number, v: number, ch: number) => corner[(v * (a + shadow + 1) + u) * channels + ch]!;
  const bg = [table.r, table.g, table.b];
  for (let v = 0; v <= a + shadow && v < height; v++)
    for (let u = 0; u <= a + shadow && u < width; u++) {
      const i = at(u, v);
      if (u + v < a) {
        // Where the corner was: the table.
        for (let ch = 0; ch < 3; ch++) pixels[i + ch] = bg[ch]!;
      } else if (u <= a && v <= a) {
        // The flap: the back of the corner that lay at (a − v, a − u), its print faint and mirrored.
        const [su, sv] = [a - v, a - u];
        const fold = (u + v - a) / a;
        const light = 0.86 + 0.08 * Math.min(1, fold * 1.5);
        for (let ch = 0; ch < 3; ch++) {
          const through = before(su, sv, ch);
          pixels[i + ch] = Math.round((234 - 0.1 * (255 - through)) * light * [1, 0.99, 0.96][ch]!);
        }
      } else {
        // The flap's shadow on the page along its free edges.
        const d = Math.max(u - a, v - a);
        if (d > shadow || (u > a + shadow && v > a + shadow)) continue;
        const k = 1 - 0.22 * (1 - d / shadow);
        for (let ch = 0; ch < 3; ch++) pixels[i + ch] = Math.round(pixels[i + ch]! * k);
      }
    }
}

/**
 * A lamp's lens flare (PhotoEffects `flare`, thirteenth set): a warm glow round the lamp's spot, a
 * thin horizontal streak through it and faint coloured ghost discs along the line through the
 * picture's centre, added to the light.
 */
function lensFlare(pixels: Buffer, width: number, height: number, channels: number, flare: NonNullable<PhotoEffects['flare']>): void {
  const [sx, sy] = [flare.cx * width, flare.cy * height];
  const [mx, my] = [width / 2, height / 2];
  const ghosts = [
    { t: 0.45, r: 0.035, colour: [0.6, 1, 0.7], k: 0.12 },
    { t: 0.8, r: 0.06, colour: [0.8, 0.6, 1], k: 0.08 },
    { t: 1.35, r: 0.09, colour: [1, 0.8, 0.5], k: 0.06 },
  ].map((g) => ({ ...g, x: sx + (mx - sx) * g.t * 2, y: sy + (my - sy) * g.t * 2, r: g.r * width }));
  const glow = 0.1 * width;
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const d = Math.hypot(x - sx, y - sy);
      let add = [0, 0, 0];
      const core = Math.exp(-((d / glow) ** 2)) + 0.25 * Math.exp(-((Math.abs(y - sy) / (0.004 * width)) ** 2)) * Math.exp(-Math.abs(x - sx) / (0.45 * width));
      add = [core, core * 0.96, core * 0.85];
      for (const g of ghosts) {
        const e = Math.hypot(x - g.x, y - g.y) / g.r;
        if (e < 1.15) {
          const disc = g.k * (e < 1 ? 0.7 + 0.3 * e : (1.15 - e) / 0.15);
          for (let ch = 0; ch < 3; ch++) add[ch] = add[ch]! + disc * g.colour[ch]!;
        }
      }
      const i = (y * width + x) * channels;
      for (let ch = 0; ch < 3; ch++) pixels[i + ch] = Math.min(255, Math.round(pixels[i + ch]! + 255 * flare.strength * add[ch]!));
    }
}

/**
 * A fingertip over the lens's edge (PhotoEffects `fingertip`, thirteenth set): far out of focus, a
 * dark reddish blob at the corner, its rim glowing red where light shines through the skin, fading
 * into the picture.
 */
function fingertipOver(pixels: Buffer, width: number, height: number, channels: number, tip: NonNullable<PhotoEffects['fingertip']>): void {
  const r = tip.reach * width;
  const cx = tip.corner === 'topRight' ? width - 1 : 0;
  const cy = tip.corner === 'bottomLeft' ? height - 1 : 0;
  const skin = [118, 62, 48];
  for (let y = Math.max(0, Math.floor(cy - 1.6 * r)); y < Math.min(height, cy + 1.6 * r); y++)
    for (let x = Math.max(0, Math.floor(cx - 1.6 * r)); x < Math.min(width, cx + 1.6 * r); x++) {
      const d = Math.hypot((x - cx) / 1.15, y - cy) / r;
      if (d > 1.5) continue;
      // Opaque inside, a soft edge (the blur of a finger a centimetre from the lens), a red glow beyond.
      const cover = d < 0.7 ? 1 : d < 1.15 ? 1 - (d - 0.7) / 0.45 : 0;
      const glow = d < 1.5 ? 0.35 * (1 - Math.abs(d - 1) / 0.5) : 0;
      const i = (y * width + x) * channels;
      for (let ch = 0; ch < 3; ch++) {
        const tinted = pixels[i + ch]! * (1 - Math.max(0, glow)) + Math.max(0, glow) * [220, 120, 95][ch]!;
        pixels[i + ch] = Math.round(tinted * (1 - cover) + skin[ch]! * (0.75 + 0.25 * d) * cover);
      }
    }
}

/**
 * A phone's HDR tone mapping (PhotoEffects `hdr`, thirteenth set): each pixel pushed away from its
 * blurred surroundings by `strength` (local contrast: bright halos beside the print, dark ones on the
 * table beside the page) and pulled towards the picture's middle grey where the light was uneven.
 */
function hdrToneMap(pixels: Buffer, blurred: Buffer, strength: number): void {
  for (let i = 0; i < pixels.length; i++) {
    const [p, b] = [pixels[i]!, blurred[i]!];
    const v = p + strength * (p - b) + 0.3 * strength * (205 - b);
    pixels[i] = v < 0 ? 0 : v > 255 ? 255 : Math.round(v);
  }
}

/** Overexposed (PhotoEffects `overexposure`, thirteenth set): the light multiplied by `gain`, clipped to white. */
function overexpose(pixels: Buffer, gain: number): void {
  for (let i = 0; i < pixels.length; i++) pixels[i] = Math.min(255, Math.round(pixels[i]! * gain));
}

/**
 * An inkjet printer's star-wheel marks (PhotoEffects `starWheels`, twenty-first set): down the page at
 * each of `xs`, a tiny grey dot every `pitch` mm where a toothed output wheel pressed the print.
 */
function starWheelMarks(pixels: Buffer, width: number, height: number, channels: number, wheels: NonNullable<PhotoEffects['starWheels']>): void {
  const step = wheels.pitch * PX_PER_MM;
  const r = 0.12 * PX_PER_MM;
  for (const share of wheels.xs) {
    const cx = share * width;
    for (let cy = step / 2; cy < height; cy += step)
      for (let y = Math.max(0, Math.floor(cy - 2 * r)); y <= Math.min(height - 1, Math.ceil(cy + 2 * r)); y++)
        for (let x = Math.max(0, Math.floor(cx - 2 * r)); x <= Math.min(width - 1, Math.ceil(cx + 2 * r)); x++) {
          const t = wheels.darkness * Math.exp(-((Math.hypot(x - cx, y - cy) / r) ** 2));
          if (t < 0.01) continue;
          const i = (y * width + x) * channels;
          for (let ch = 0; ch < 3; ch++) pixels[i + ch] = Math.round(pixels[i + ch]! * (1 - t));
        }
  }
}

/**
 * Raking light (PhotoEffects `raking`, twenty-first set): the paper's grain as soft blotches of
 * `cell` pixels (a coarse random grid, interpolated), lightening and darkening by up to `grain`, and
 * the light falling off by `falloff` across the page away from the lamp at `angleDeg`.
 */
function rakingLight(pixels: Buffer, width: number, height: number, channels: number, raking: NonNullable<PhotoEffects['raking']>): void {
  const random = pixelRandom(raking.seed);
  const [gw, gh] = [Math.ceil(width / raking.cell) + 2, Math.ceil(height / raking.cell) + 2];
  const grid = new Float32Array(gw * gh);
  for (let k = 0; k < grid.length; k++) grid[k] = random() * 2 - 1;
  const a = (raking.angleDeg * Math.PI) / 180;
  const [dx, dy] = [Math.cos(a), Math.sin(a)];
  const half = (Math.abs(dx) * width + Math.abs(dy) * height) / 2;
  for (let y = 0; y < height; y++) {
    const gy = y / raking.cell;
    const y0 = Math.floor(gy);
    const fy = gy - y0;
    for (let x = 0; x < width; x++) {
      const gx = x / raking.cell;
      const x0 = Math.floor(gx);
      const fx = gx - x0;
      const n =
        grid[y0 * gw + x0]! * (1 - fx) * (1 - fy) +
        grid[y0 * gw + x0 + 1]! * fx * (1 - fy) +
        grid[(y0 + 1) * gw + x0]! * (1 - fx) * fy +
        grid[(y0 + 1) * gw + x0 + 1]! * fx * fy;
      // 0 at the lamp's side of the page, 1 at the far side.
      const along = (((x - width / 2) * dx + (y - height / 2) * dy) / half + 1) / 2;
      const f = (1 + raking.grain * n) * (1 - raking.falloff * along);
      const i = (y * width + x) * channels;
      for (let ch = 0; ch < 3; ch++) pixels[i + ch] = Math.max(0, Math.min(255, Math.round(pixels[i + ch]! * f)));
    }
  }
}

/**
 * The shadow where a page lifted off a flatbed scanner's glass (PhotoEffects `flatbed`, twenty-first
 * set): along its `edge`, `depth` of the page's width wide, darkening towards the edge by up to `darkness`.
 */
function liftedEdge(pixels: Buffer, width: number, height: number, channels: number, bed: NonNullable<PhotoEffects['flatbed']>): void {
  const band = bed.depth * width;
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const d = bed.edge === 'left' ? x : bed.edge === 'right' ? width - 1 - x : height - 1 - y;
      if (d >= band) continue;
      const t = bed.darkness * (1 - d / band) ** 2;
      const i = (y * width + x) * channels;
      for (let ch = 0; ch < 3; ch++) pixels[i + ch] = Math.round(pixels[i + ch]! * (1 - t));
    }
}

/**
 * A postal forwarding sticker (PhotoEffects `forwardLabel`, twentieth set): a yellow label,
 * "Nachsendung" over a new address in a printer's type, stuck over the address window (in the
 * 300-dpi page), turned slightly, with a faint shadow at its lower edge.
 */
async function forwardingSticker(data: Buffer, info: OutputInfo, label: NonNullable<PhotoEffects['forwardLabel']>): Promise<Buffer<ArrayBuffer>> {
  const px = info.width / PAGE_W;
  const [w, h] = [Math.round(210 * px), Math.round(62 * px)];
  const r = new Rng(label.seed);
  const street = `${r.pick(STREETS)} ${r.int(1, 90)}`;
  const place = `${r.digits(5)} ${r.pick(['Kassel', 'Erfurt', 'Lüneburg', 'Passau', 'Gießen', 'Rostock'])}`;
  const f = h / 6;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${w + 40}" height="${h + 40}">
<defs><filter id="s"><feGaussianBlur stdDeviation="6"/></filter></defs>
<g transform="rotate(${label.angleDeg.toFixed(2)} ${w / 2 + 20} ${h / 2 + 20})">
<rect x="24" y="28" width="${w}" height="${h}" rx="8" fill="rgba(0,0,0,0.25)" filter="url(#s)"/>
<rect x="20" y="20" width="${w}" height="${h}" rx="8" fill="#f7d23e"/>
<text x="${20 + f * 0.8}" y="${20 + f * 1.4}" font-family="DejaVu Sans, sans-serif" font-weight="bold" font-size="${f}" fill="#1a1a1a">Nachsendung</text>
<text x="${20 + w - f * 0.8}" y="${20 + f * 1.4}" font-family="DejaVu Sans, sans-serif" font-size="${f * 0.7}" text-anchor="end" fill="#1a1a1a">Deutsche Post</text>
<text x="${20 + f * 0.8}" y="${20 + f * 2.9}" font-family="DejaVu Sans Mono, monospace" font-size="${f * 0.85}" fill="#1a1a1a">NEUE ANSCHRIFT:</text>
<text x="${20 + f * 0.8}" y="${20 + f * 4.1}" font-family="DejaVu Sans Mono, monospace" font-size="${f * 0.85}" fill="#1a1a1a">${street.toUpperCase()}</text>
<text x="${20 + f * 0.8}" y="${20 + f * 5.3}" font-family="DejaVu Sans Mono, monospace" font-size="${f * 0.85}" fill="#1a1a1a">${place.toUpperCase()}</text>
</g></svg>`;
  const sticker = await sharp(Buffer.from(svg)).png().toBuffer();
  return sharp(data, { raw: info })
    .composite([{ input: sticker, left: Math.round(48 * px), top: Math.round(142 * px) }])
    .removeAlpha()
    .raw({ depth: 'uchar' })
    .toBuffer();
}

/**
 * A plant's dappled shadow by a window (PhotoEffects `leafShadow`, twentieth set): soft leaf-shaped
 * ellipses, blurred, darkening the picture under them by up to `darkness`.
 */
async function leafShadow(
  pixels: Buffer,
  info: { width: number; height: number; channels: number },
  fx: NonNullable<PhotoEffects['leafShadow']>,
): Promise<void> {
  const { width, height, channels } = info;
  const leaves = fx.leaves
    .map((l) => {
      const [cx, cy, rx] = [l.x * width, l.y * height, l.r * width];
      return `<ellipse cx="${cx.toFixed(1)}" cy="${cy.toFixed(1)}" rx="${rx.toFixed(1)}" ry="${(rx * 0.42).toFixed(1)}" transform="rotate(${l.angleDeg.toFixed(1)} ${cx.toFixed(1)} ${cy.toFixed(1)})"/>`;
    })
    .join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="100%" height="100%" fill="#000"/><g fill="#fff">${leaves}</g></svg>`;
  const mask = await sharp(Buffer.from(svg))
    .greyscale()
    .blur(Math.max(2, width * 0.012))
    .extractChannel(0)
    .raw()
    .toBuffer();
  for (let p = 0, i = 0; p < width * height; p++, i += channels) {
    const k = 1 - fx.darkness * (mask[p]! / 255);
    for (let ch = 0; ch < 3; ch++) pixels[i + ch] = Math.round(pixels[i + ch]! * k);
  }
}

export async function renderLetter(spec: LetterSpec, out: { pdfPath?: string; photoPath?: string }): Promise<void> {
  const pdf = await letterPdf(spec);
  if (out.pdfPath) await writeFile(out.pdfPath, pdf);
  if (!out.photoPath) return;
  const dir = await mkdtemp(join(tmpdir(), 'letter-photo-'));
  try {
    const pdfPath = join(dir, 'letter.pdf');
    await writeFile(pdfPath, pdf);
    await runProgram('pdftoppm', ['-r', '300', '-tiff', '-f', '1', '-l', '1', '-singlefile', pdfPath, join(dir, 'page')], { timeoutMs: 60_000 });
    await photograph(join(dir, 'page.tif'), spec.photo, out.photoPath, spec.photo.seed);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/**
 * A receipt stamp (PhotoEffects `receivedStamp`, fourteenth set): a tax adviser's rubber stamp, its
 * word over the date in a double frame, in slightly uneven ink, multiplied onto the page.
 */
async function receivedStamp(
  pixels: Buffer,
  width: number,
  height: number,
  channels: number,
  stamp: NonNullable<PhotoEffects['receivedStamp']>,
): Promise<void> {
  const [w, h] = [Math.round(width * 0.24), Math.round(width * 0.1)];
  const [r, g, b] = stamp.color;
  const ink = `rgb(${r},${g},${b})`;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${w * 1.3}" height="${h * 1.6}">
<g transform="translate(${w * 0.15},${h * 0.3}) rotate(${stamp.angleDeg.toFixed(2)} ${w / 2} ${h / 2})" fill="none" stroke="${ink}">
<rect x="4" y="4" width="${w - 8}" height="${h - 8}" rx="10" stroke-width="7"/>
<rect x="16" y="16" width="${w - 32}" height="${h - 32}" rx="6" stroke-width="3"/>
<text x="${w / 2}" y="${h * 0.44}" font-family="DejaVu Sans, sans-serif" font-weight="bold" font-size="${h * 0.24}" text-anchor="middle" fill="${ink}" stroke="none" letter-spacing="4">${stamp.text}</text>
<text x="${w / 2}" y="${h * 0.78}" font-family="DejaVu Sans Mono, monospace" font-weight="bold" font-size="${h * 0.24}" text-anchor="middle" fill="${ink}" stroke="none">${stamp.date}</text>
</g></svg>`;
  const mark = await sharp(Buffer.from(svg)).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  const [left, top] = [Math.round(stamp.x * width), Math.round(stamp.y * height)];
  const random = pixelRandom(Math.round(stamp.x * 1e6));
  for (let y = 0; y < mark.info.height && top + y < height; y++)
    for (let x = 0; x < mark.info.width && left + x < width; x++) {
      const a0 = mark.data[(y * mark.info.width + x) * mark.info.channels + 3]! / 255;
      if (a0 === 0) continue;
      // The ink a little uneven, as a stamp prints.
      const a = a0 * (0.55 + random() * 0.3);
      const i = ((top + y) * width + left + x) * channels;
      for (let ch = 0; ch < 3; ch++) pixels[i + ch] = Math.round(pixels[i + ch]! * (1 - a * (1 - stamp.color[ch]! / 255)));
    }
}

/**
 * A pencil lying on the page (PhotoEffects `pencil`, fourteenth set): a yellow hexagonal pencil with
 * a sharpened tip and a rubber, its soft shadow beside it, drawn over the page.
 */
async function pencilOn(pixels: Buffer, width: number, height: number, channels: number, pencil: NonNullable<PhotoEffects['pencil']>): Promise<void> {
  const [len, thick] = [Math.round(width * 0.62), Math.round(width * 0.03)];
  const size = len + 2 * thick;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}">
<defs><filter id="s"><feGaussianBlur stdDeviation="${thick * 0.35}"/></filter>
<linearGradient id="y" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#f6d44a"/><stop offset="0.5" stop-color="#e8b820"/><stop offset="1" stop-color="#b88a10"/></linearGradient></defs>
<g transform="rotate(${pencil.angleDeg.toFixed(2)} ${size / 2} ${size / 2}) translate(${thick} ${size / 2 - thick / 2})">
<rect x="${thick * 0.3}" y="${thick * 0.6}" width="${len}" height="${thick}" fill="rgba(0,0,0,0.35)" filter="url(#s)"/>
<rect x="${thick * 1.6}" y="0" width="${len - thick * 4.2}" height="${thick}" fill="url(#y)"/>
<rect x="${len - thick * 2.6}" y="0" width="${thick * 0.9}" height="${thick}" fill="#b0b0b0"/>
<rect x="${len - thick * 1.7}" y="0" width="${thick * 1.7}" height="${thick}" rx="${thick * 0.3}" fill="#e07a8a"/>
<path d="M${thick * 1.6},0 L0,${thick / 2} L${thick * 1.6},${thick} Z" fill="#e9cfa0"/>
<path d="M${thick * 0.45},${thick * 0.36} L0,${thick / 2} L${thick * 0.45},${thick * 0.64} Z" fill="#333"/>
</g></svg>`;
  const mark = await sharp(Buffer.from(svg)).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  const [left, top] = [Math.round(pencil.x * width - size / 2), Math.round(pencil.y * height - size / 2)];
  for (let y = 0; y < mark.info.height; y++) {
    const py = top + y;
    if (py < 0 || py >= height) continue;
    for (let x = 0; x < mark.info.width; x++) {
      const px = left + x;
      if (px < 0 || px >= width) continue;
      const k = (y * mark.info.width + x) * mark.info.channels;
      const a = mark.data[k + 3]! / 255;
      if (a === 0) continue;
      const i = (py * width + px) * channels;
      for (let ch = 0; ch < 3; ch++) pixels[i + ch] = Math.round(pixels[i + ch]! * (1 - a) + mark.data[k + ch]! * a);
    }
  }
}

/** A window's blinds' shadow (PhotoEffects `blinds`, fourteenth set): soft-edged dark stripes across the picture. */
function blindsShadow(pixels: Buffer, width: number, height: number, channels: number, blinds: NonNullable<PhotoEffects['blinds']>): void {
  const a = (blinds.angleDeg * Math.PI) / 180;
  const [sin, cos] = [Math.sin(a), Math.cos(a)];
  const period = blinds.period * height;
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      // The position across the stripes, 0–1 within a period; in shade below `duty`, its edges softened.
      const t = ((((y * cos - x * sin) / period) % 1) + 1) % 1;
      const d = t < blinds.duty ? Math.min(t, blinds.duty - t) : -Math.min(t - blinds.duty, 1 - t);
      const shade = 1 - blinds.darkness * Math.min(1, Math.max(0, d / 0.1 + 0.5));
      const i = (y * width + x) * channels;
      for (let ch = 0; ch < 3; ch++) pixels[i + ch] = Math.round(pixels[i + ch]! * shade);
    }
}

/** A phone maker's watermark (PhotoEffects `watermark`, fourteenth set): white lines at the photo's bottom left, the first in bold. */
async function watermarked(photo: Sharp, text: string): Promise<Sharp> {
  const { data, info } = await photo.raw().toBuffer({ resolveWithObject: true });
  const size = Math.round(Math.min(info.width, info.height) * 0.028);
  const lines = text.split('|');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${info.width}" height="${info.height}">
${lines
  .map(
    (line, k) =>
      `<text x="${size}" y="${info.height - size * (lines.length - k) * 1.25}" font-family="DejaVu Sans, sans-serif" font-weight="${k === 0 ? 'bold' : 'normal'}" font-size="${k === 0 ? size : size * 0.75}" fill="white" fill-opacity="0.92">${line}</text>`,
  )
  .join('\n')}
</svg>`;
  const out = await sharp(data, { raw: info })
    .composite([{ input: Buffer.from(svg) }])
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return sharp(out.data, { raw: out.info });
}

/**
 * The camera's date stamp (PhotoEffects `cameraStamp`, twenty-second set): orange digits with a faint
 * glow, burned into the picture's bottom right corner, where the table shows beside the page.
 */
async function cameraStamped(photo: Sharp, text: string): Promise<Sharp> {
  const { data, info } = await photo.raw().toBuffer({ resolveWithObject: true });
  const size = Math.round(Math.min(info.width, info.height) * 0.026);
  // Drawn in a patch of the corner only (a blur over the whole picture would take long).
  const [w, h] = [Math.round(size * (0.62 * text.length + 1.5)), Math.round(size * 2)];
  const [x, y] = [w - size * 0.9, h - size * 0.55];
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}">
<defs><filter id="glow"><feGaussianBlur stdDeviation="${(size * 0.12).toFixed(1)}"/></filter></defs>
<text x="${x}" y="${y}" text-anchor="end" font-family="DejaVu Sans Mono, monospace" font-weight="bold" font-size="${size}" fill="#ff7a10" fill-opacity="0.8" filter="url(#glow)">${text}</text>
<text x="${x}" y="${y}" text-anchor="end" font-family="DejaVu Sans Mono, monospace" font-weight="bold" font-size="${size}" fill="#ffb040" fill-opacity="0.92">${text}</text>
</svg>`;
  const out = await sharp(data, { raw: info })
    .composite([{ input: Buffer.from(svg), left: info.width - w, top: info.height - h }])
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return sharp(out.data, { raw: out.info });
}

/**
 * A coffee mug on the table (PhotoEffects `mug`, twenty-second set), seen from above at the picture's
 * corner: its soft shadow, the handle pointing out of the picture, the glazed rim, the inner wall and
 * the coffee with the light's reflection; `pageWidth` in pixels sizes it. Its centre stands on the
 * table, 4 % of the page's width in from the picture's corner, so that it reaches over the page's
 * corner margin at most.
 * @returns the new pixels
 */
async function mugOnTable(data: Buffer, info: OutputInfo, mug: NonNullable<PhotoEffects['mug']>, pageWidth: number): Promise<Buffer<ArrayBuffer>> {
  const r = mug.r * pageWidth;
  const inset = 0.04 * pageWidth;
  const right = mug.corner === 'topRight' || mug.corner === 'bottomRight';
  const bottom = mug.corner === 'bottomLeft' || mug.corner === 'bottomRight';
  // Drawn in a patch of the picture's corner only (a blur over the whole picture would take long).
  const size = Math.min(Math.ceil(inset + r * 1.8), info.width, info.height);
  const [cx, cy] = [right ? size - inset : inset, bottom ? size - inset : inset];
  // The handle points out of the picture, past its corner.
  const handleDeg = (Math.atan2(bottom ? 1 : -1, right ? 1 : -1) * 180) / Math.PI;
  const [gr, gg, gb] = mug.glaze;
  const shade = (k: number) => `rgb(${Math.round(gr * k)},${Math.round(gg * k)},${Math.round(gb * k)})`;
  const coffee = r * (0.7 + 0.14 * mug.fill);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}">
<defs>
<filter id="soft"><feGaussianBlur stdDeviation="${(r * 0.12).toFixed(1)}"/></filter>
<filter id="gloss"><feGaussianBlur stdDeviation="${(r * 0.04).toFixed(1)}"/></filter>
</defs>
<circle cx="${cx + r * 0.22}" cy="${cy + r * 0.26}" r="${r * 1.04}" fill="#000" fill-opacity="0.45" filter="url(#soft)"/>
<g transform="rotate(${handleDeg.toFixed(1)} ${cx} ${cy})">
<rect x="${cx + r * 0.8}" y="${cy - r * 0.16}" width="${r * 0.62}" height="${r * 0.32}" rx="${r * 0.12}" fill="${shade(0.92)}" stroke="${shade(0.6)}" stroke-width="${r * 0.03}"/>
</g>
<circle cx="${cx}" cy="${cy}" r="${r}" fill="${shade(0.95)}" stroke="${shade(0.7)}" stroke-width="${r * 0.025}"/>
<circle cx="${cx}" cy="${cy}" r="${r * 0.88}" fill="${shade(0.72)}"/>
<circle cx="${cx}" cy="${cy}" r="${coffee}" fill="rgb(58,34,20)"/>
<circle cx="${cx}" cy="${cy}" r="${coffee * 0.97}" fill="none" stroke="rgb(120,80,48)" stroke-width="${r * 0.03}" stroke-opacity="0.7"/>
<ellipse cx="${cx - coffee * 0.35}" cy="${cy - coffee * 0.35}" rx="${coffee * 0.22}" ry="${coffee * 0.1}" transform="rotate(-40 ${cx - coffee * 0.35} ${cy - coffee * 0.35})" fill="#fff" fill-opacity="0.35" filter="url(#gloss)"/>
<path d="M ${cx - r * 0.94} ${cy - r * 0.1} A ${r * 0.94} ${r * 0.94} 0 0 1 ${cx - r * 0.1} ${cy - r * 0.94}" fill="none" stroke="#fff" stroke-opacity="0.55" stroke-width="${r * 0.04}" filter="url(#gloss)"/>
</svg>`;
  return sharp(data, { raw: info })
    .composite([{ input: Buffer.from(svg), left: right ? info.width - size : 0, top: bottom ? info.height - size : 0 }])
    .removeAlpha()
    .raw()
    .toBuffer();
}

/**
 * A note in ballpoint (PhotoEffects `note`, twenty-second set) in the page's top margin, above the
 * letterhead (8–30 pt from the top edge): a slanting hand, its line a little uneven, an underline,
 * multiplied onto the page.
 * @returns the new pixels
 */
async function ballpointNote(data: Buffer, info: OutputInfo, note: NonNullable<PhotoEffects['note']>): Promise<Buffer<ArrayBuffer>> {
  const random = pixelRandom(note.seed);
  const size = Math.round(info.width * 0.016);
  const [x, y] = [Math.round(note.x * info.width), Math.round(info.height * 0.028)];
  const [r, g, b] = note.ink;
  const ink = `rgb(${r},${g},${b})`;
  // Each letter a little up or down and turned, as a hand writes.
  let baseline = 0;
  const letters = [...note.text]
    .map((ch) => {
      const next = (random() - 0.5) * size * 0.12;
      const dy = (next - baseline).toFixed(1);
      baseline = next;
      const rot = ((random() - 0.5) * 8).toFixed(1);
      return `<tspan dy="${dy}" rotate="${rot}">${ch.replace(/&/g, '&amp;').replace(/</g, '&lt;')}</tspan>`;
    })
    .join('');
  const width = size * 0.62 * note.text.length;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${info.width}" height="${info.height}">
<g transform="rotate(${note.angleDeg.toFixed(2)} ${x} ${y}) skewX(-14)" fill="${ink}" fill-opacity="0.88">
<text xml:space="preserve" x="${x + y * 0.25}" y="${y}" font-family="DejaVu Sans, sans-serif" font-style="italic" font-size="${size}" letter-spacing="${(size * 0.02).toFixed(1)}">${letters}</text>
<path d="M ${x + y * 0.25} ${y + size * 0.3} q ${width * 0.5} ${size * 0.12} ${width} ${-size * 0.08}" fill="none" stroke="${ink}" stroke-width="${(size * 0.07).toFixed(1)}" stroke-linecap="round"/>
</g></svg>`;
  const mark = await sharp(Buffer.from(svg)).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  const out = Buffer.from(data);
  for (let i = 0, j = 0; i < out.length; i += info.channels, j += mark.info.channels) {
    const a = mark.data[j + 3]! / 255;
    if (a === 0) continue;
    for (let ch = 0; ch < 3; ch++) out[i + ch] = Math.round(out[i + ch]! * (1 - a * (1 - note.ink[ch]! / 255)));
  }
  return out;
}

/** A printer low on toner (PhotoEffects `tonerStreaks`, fifteenth set): the print paler in vertical bands, their edges soft. */
function tonerStreaks(pixels: Buffer, width: number, height: number, channels: number, bands: NonNullable<PhotoEffects['tonerStreaks']>): void {
  for (const band of bands) {
    const [x0, w] = [band.x * width, band.w * width];
    const soft = 0.15 * w;
    for (let x = Math.max(0, Math.floor(x0 - soft)); x < Math.min(width, Math.ceil(x0 + w + soft)); x++) {
      // Full fade inside the band, falling off over `soft` at either side.
      const inside = Math.min(1, Math.max(0, (x - (x0 - soft)) / soft), Math.max(0, (x0 + w + soft - x) / soft));
      const f = band.fade * inside;
      for (let y = 0; y < height; y++) {
        const i = (y * width + x) * channels;
        for (let ch = 0; ch < 3; ch++) pixels[i + ch] = Math.round(255 - (255 - pixels[i + ch]!) * (1 - f));
      }
    }
  }
}

/** A dried water stain (PhotoEffects `waterStain`, fifteenth set): a ragged blotch, a faint yellowish wash inside, its tide line darker. */
function waterStain(pixels: Buffer, width: number, height: number, channels: number, stain: NonNullable<PhotoEffects['waterStain']>): void {
  const random = pixelRandom(stain.seed);
  const phases = [random(), random(), random()].map((p) => p * 2 * Math.PI);
  const [cx, cy, r] = [stain.cx * width, stain.cy * height, (stain.r * width) / 2];
  const line = 0.8 * PX_PER_MM;
  const tint = [0.9, 0.84, 0.66];
  const reach = Math.ceil(r * 1.3 + 3 * line);
  for (let y = Math.max(0, Math.floor(cy - reach)); y < Math.min(height, cy + reach); y++)
    for (let x = Math.max(0, Math.floor(cx - reach)); x < Math.min(width, cx + reach); x++) {
      const [dx, dy] = [x - cx, y - cy];
      const theta = Math.atan2(dy, dx);
      const edge = r * (1 + 0.12 * Math.sin(2 * theta + phases[0]!) + 0.07 * Math.sin(5 * theta + phases[1]!) + 0.04 * Math.sin(9 * theta + phases[2]!));
      const d = Math.hypot(dx, dy);
      const t = stain.strength * (Math.exp(-(((d - edge) / line) ** 2)) + (d < edge ? 0.18 : 0));
      if (t < 0.004) continue;
      const i = (y * width + x) * channels;
      for (let ch = 0; ch < 3; ch++) pixels[i + ch] = Math.round(pixels[i + ch]! * (1 - Math.min(1, t) * (1 - tint[ch]!)));
    }
}

/**
 * A paper clip over the page's top edge (PhotoEffects `paperClip`, fifteenth set): a steel wire bent
 * in two loops, a highlight along it and its soft shadow, drawn over the page.
 */
async function paperClip(pixels: Buffer, width: number, height: number, channels: number, clip: NonNullable<PhotoEffects['paperClip']>): Promise<void> {
  const [W, L] = [Math.round(width * 0.036), Math.round(height * 0.1)];
  const wire = Math.max(6, Math.round(width * 0.004));
  const size = Math.round(L * 1.3);
  const path = `M${W * 0.3},${L * 0.3} V${L * 0.85} A${W * 0.2},${W * 0.2} 0 0 0 ${W * 0.7},${L * 0.85} V${L * 0.12} A${W * 0.35},${W * 0.35} 0 0 0 0,${L * 0.12} V${L * 0.88} A${W * 0.5},${W * 0.5} 0 0 0 ${W},${L * 0.88} V${L * 0.25}`;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}">
<defs><filter id="s"><feGaussianBlur stdDeviation="${wire * 0.8}"/></filter></defs>
<g transform="rotate(${clip.angleDeg.toFixed(2)} ${size / 2} ${size / 2}) translate(${(size - W) / 2} ${(size - L) / 2})" fill="none" stroke-linecap="round">
<path d="${path}" transform="translate(${wire * 0.9} ${wire * 1.2})" stroke="rgba(0,0,0,0.4)" stroke-width="${wire}" filter="url(#s)"/>
<path d="${path}" stroke="#868c93" stroke-width="${wire}"/>
<path d="${path}" transform="translate(${-wire * 0.2} ${-wire * 0.2})" stroke="#e4e8ec" stroke-width="${wire * 0.35}"/>
</g></svg>`;
  const mark = await sharp(Buffer.from(svg)).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  // The clip's upper part lies above the page's edge (over the table, not drawn here).
  const [left, top] = [Math.round(clip.x * width - size / 2), Math.round(-0.22 * L - (size - L) / 2)];
  for (let y = 0; y < mark.info.height; y++) {
    const py = top + y;
    if (py < 0 || py >= height) continue;
    for (let x = 0; x < mark.info.width; x++) {
      const px = left + x;
      if (px < 0 || px >= width) continue;
      const k = (y * mark.info.width + x) * mark.info.channels;
      const a = mark.data[k + 3]! / 255;
      if (a === 0) continue;
      const i = (py * width + px) * channels;
      for (let ch = 0; ch < 3; ch++) pixels[i + ch] = Math.round(pixels[i + ch]! * (1 - a) + mark.data[k + ch]! * a);
    }
  }
}

/**
 * A corner torn off (PhotoEffects `tornCorner`, fifteenth set): a ragged triangle at a top corner
 * where the table shows, a rim of white paper fibres along the tear.
 */
function tornCorner(
  pixels: Buffer,
  width: number,
  height: number,
  channels: number,
  torn: NonNullable<PhotoEffects['tornCorner']>,
  table: { r: number; g: number; b: number },
): void {
  const random = pixelRandom(torn.seed);
  const [p1, p2] = [random() * 2 * Math.PI, random() * 2 * Math.PI];
  const size = torn.size * width;
  const colour = [table.r, table.g, table.b];
  const reach = Math.ceil(size * 1.25);
  for (let y = 0; y < Math.min(height, reach); y++)
    for (let xx = 0; xx < Math.min(width, reach); xx++) {
      const x = torn.corner === 'topLeft' ? xx : width - 1 - xx;
      // Across the tear (u) and along it (t); the tear's line wanders and frays.
      const [u, t] = [(xx + y) / size, (xx - y) / size];
      const limit = 1 + 0.07 * Math.sin(t * 9 + p1) + 0.04 * Math.sin(t * 23 + p2) + 0.025 * (random() - 0.5);
      const i = (y * width + x) * channels;
      if (u < limit) for (let ch = 0; ch < 3; ch++) pixels[i + ch] = colour[ch]!;
      else if (u < limit + 0.035) for (let ch = 0; ch < 3; ch++) pixels[i + ch] = Math.round(238 + random() * 17);
    }
}

/**
 * The phone's own shadow on the page (PhotoEffects `phoneShadow`, fifteenth set): a soft dark
 * rounded rectangle coming in from the bottom or the right edge of the picture.
 */
function phoneShadow(pixels: Buffer, width: number, height: number, channels: number, shade: NonNullable<PhotoEffects['phoneShadow']>): void {
  // Worked out as if it came in from the bottom; for the right edge the axes swap.
  const bottom = shade.edge === 'bottom';
  const [along, across] = bottom ? [width, height] : [height, width];
  const [centre, half, inner] = [shade.at * along, (shade.w * along) / 2, across * (1 - shade.depth)];
  const [round, soft] = [0.04 * along, shade.soft * along];
  for (let a = Math.max(0, Math.floor(centre - half - soft)); a < Math.min(along, centre + half + soft); a++)
    for (let b = Math.max(0, Math.floor(inner - soft)); b < across; b++) {
      const da = Math.max(Math.abs(a - centre) - half + round, 0);
      const db = Math.max(inner + round - b, 0);
      const d = Math.hypot(da, db) - round;
      const k = Math.min(1, Math.max(0, 0.5 - d / soft));
      if (k === 0) continue;
      const [x, y] = bottom ? [a, b] : [b, a];
      const i = (y * width + x) * channels;
      for (let ch = 0; ch < 3; ch++) pixels[i + ch] = Math.round(pixels[i + ch]! * (1 - shade.darkness * k));
    }
}

/**
 * One sharp crease across the page (PhotoEffects `crease`, sixteenth set): a dark valley along the
 * line with a bright ridge beside it; the side of the ridge a little lighter, the other a little darker.
 */
function creaseAcross(pixels: Buffer, width: number, height: number, channels: number, crease: NonNullable<PhotoEffects['crease']>): void {
  const [ax, ay, bx, by] = [crease.x0 * width, crease.y0 * height, crease.x1 * width, crease.y1 * height];
  const len = Math.hypot(bx - ax, by - ay);
  const [nx, ny] = [-(by - ay) / len, (bx - ax) / len];
  const half = height * 0.0018;
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const d = ((x - ax) * nx + (y - ay) * ny) / half;
      // The two sides lie at slightly different angles to the light: a smooth step across the crease.
      let f = 1 - crease.tilt * Math.tanh(d / 3);
      f *= 1 - crease.darkness * Math.exp(-d * d);
      f += 0.07 * Math.exp(-((d + 2.4) ** 2));
      if (Math.abs(f - 1) < 0.002) continue;
      const o = (y * width + x) * channels;
      for (let ch = 0; ch < 3; ch++) pixels[o + ch] = Math.max(0, Math.min(255, Math.round(pixels[o + ch]! * f)));
    }
}

/**
 * A photocopy's look (PhotoEffects `photocopy`, sixteenth set): grey toner specks over the page and
 * a grey band at one edge where the copier's lid let light in, mottled along it.
 */
function photocopyLook(pixels: Buffer, width: number, height: number, channels: number, copy: NonNullable<PhotoEffects['photocopy']>, seed: number): void {
  const random = pixelRandom(seed ^ 0x5eed);
  for (let k = 0; k < copy.specks; k++) {
    const [cx, cy] = [random() * width, random() * height];
    const r = 1 + random() * 2.5;
    const grey = 70 + random() * 90;
    for (let y = Math.max(0, Math.floor(cy - r)); y < Math.min(height, cy + r); y++)
      for (let x = Math.max(0, Math.floor(cx - r)); x < Math.min(width, cx + r); x++) {
        if (Math.hypot(x - cx, y - cy) > r) continue;
        const o = (y * width + x) * channels;
        for (let ch = 0; ch < 3; ch++) pixels[o + ch] = Math.min(pixels[o + ch]!, Math.round(grey));
      }
  }
  const band = copy.band * width;
  const phase = random() * 2 * Math.PI;
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const [depth, along] = copy.edge === 'left' ? [x, y / height] : copy.edge === 'right' ? [width - 1 - x, y / height] : [y, x / width];
      if (depth > band * 1.6) continue;
      const mottle = 0.8 + 0.2 * Math.sin(along * 37 + phase) * Math.sin(along * 11 + 2 * phase);
      const k = copy.darkness * mottle * Math.min(1, Math.max(0, (band * 1.6 - depth) / (band * 0.6)));
      const o = (y * width + x) * channels;
      for (let ch = 0; ch < 3; ch++) pixels[o + ch] = Math.round(pixels[o + ch]! * (1 - k));
    }
}

/**
 * A strip of clear sticky tape (PhotoEffects `tape`, sixteenth set): a faint yellowish film, two
 * glossy streaks along it, its long edges and its serrated cut ends a little darker.
 */
function tapeStrip(pixels: Buffer, width: number, height: number, channels: number, tape: NonNullable<PhotoEffects['tape']>): void {
  const random = pixelRandom(tape.seed);
  const [cx, cy, halfL, halfW] = [tape.cx * width, tape.cy * height, (tape.length * width) / 2, (tape.width * width) / 2];
  const a = (tape.angleDeg * Math.PI) / 180;
  const [ux, uy] = [Math.cos(a), Math.sin(a)];
  const streaks = [random() * 1.2 - 0.6, random() * 1.2 - 0.6].map((v) => ({ v: v * halfW, s: halfW * (0.08 + random() * 0.1), g: 0.18 + random() * 0.15 }));
  const teeth = 0.012 * width;
  const film = [0.99, 0.975, 0.9];
  const reach = Math.ceil(halfL + halfW);
  for (let y = Math.max(0, Math.floor(cy - reach)); y < Math.min(height, cy + reach); y++)
    for (let x = Math.max(0, Math.floor(cx - reach)); x < Math.min(width, cx + reach); x++) {
      const [dx, dy] = [x - cx, y - cy];
      const u = dx * ux + dy * uy;
      const v = -dx * uy + dy * ux;
      // The cut ends serrated like a dispenser's teeth.
      const end = halfL - teeth * (0.5 + 0.5 * Math.abs(((v / teeth) % 2) - 1));
      if (Math.abs(v) > halfW || Math.abs(u) > end) continue;
      const o = (y * width + x) * channels;
      const edge = Math.abs(v) > halfW - 3 || Math.abs(u) > end - 3 ? 0.9 : 1;
      let gloss = 0;
      for (const st of streaks) gloss += st.g * Math.exp(-(((v - st.v) / st.s) ** 2)) * (0.7 + 0.3 * Math.sin(u / (0.03 * width)));
      for (let ch = 0; ch < 3; ch++) {
        const p = pixels[o + ch]! * film[ch]! * edge;
        pixels[o + ch] = Math.max(0, Math.min(255, Math.round(p + (255 - p) * gloss)));
      }
    }
}

/**
 * A steep angle's shallow depth of field (PhotoEffects `depthOfField`, sixteenth set): `blurred`
 * mixed into `pixels` (both raw, same size) row by row, not at all up to `start` of the height from
 * the near edge, fully at the far edge.
 */
function depthBlur(pixels: Buffer, blurred: Buffer, width: number, height: number, channels: number, dof: NonNullable<PhotoEffects['depthOfField']>): void {
  for (let y = 0; y < height; y++) {
    const fromNear = dof.far === 'top' ? 1 - y / (height - 1) : y / (height - 1);
    const t = Math.min(1, Math.max(0, (fromNear - dof.start) / (1 - dof.start))) ** 1.5;
    if (t === 0) continue;
    for (let i = y * width * channels; i < (y + 1) * width * channels; i++) pixels[i] = Math.round(pixels[i]! * (1 - t) + blurred[i]! * t);
  }
}

/** A 3 × 3 minimum filter (the photocopy's heavier print, sixteenth set): each channel the darkest of a pixel's neighbourhood. */
function darkest3x3(pixels: Buffer, width: number, height: number, channels: number): Buffer<ArrayBuffer> {
  const across = Buffer.from(pixels);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const o = (y * width + x) * channels;
      for (let ch = 0; ch < 3; ch++) {
        const left = x > 0 ? pixels[o - channels + ch]! : 255;
        const right = x < width - 1 ? pixels[o + channels + ch]! : 255;
        across[o + ch] = Math.min(left, pixels[o + ch]!, right);
      }
    }
  const out = Buffer.from(across);
  const row = width * channels;
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const o = (y * width + x) * channels;
      for (let ch = 0; ch < 3; ch++) {
        const up = y > 0 ? across[o - row + ch]! : 255;
        const down = y < height - 1 ? across[o + row + ch]! : 255;
        out[o + ch] = Math.min(up, across[o + ch]!, down);
      }
    }
  return out;
}

/**
 * A laser printer's ghost (PhotoEffects `ghost`, seventeenth set): the page's print repeated
 * `offset` of its height lower, lightened to `strength` of its darkness, multiplied onto the page.
 * @returns the new pixels
 */
async function ghostPrint(data: Buffer, info: OutputInfo, ghost: NonNullable<PhotoEffects['ghost']>): Promise<Buffer<ArrayBuffer>> {
  const shift = Math.round(info.height * ghost.offset);
  const copy = await sharp(data, { raw: info })
    .extract({ left: 0, top: 0, width: info.width, height: info.height - shift })
    .extend({ top: shift, bottom: 0, left: 0, right: 0, background: { r: 255, g: 255, b: 255 } })
    .blur(1.2)
    .linear(ghost.strength, 255 * (1 - ghost.strength))
    .raw()
    .toBuffer();
  return sharp(data, { raw: info })
    .composite([{ input: copy, raw: info, blend: 'multiply' }])
    .removeAlpha()
    .raw({ depth: 'uchar' })
    .toBuffer();
}

/**
 * A faxed copy (PhotoEffects `fax`, seventeenth set): the sending machine's head line written over
 * the page's top margin, the page sampled at a fax's resolution (1728 pixels across; 196 or 98 lines
 * an inch down), cut to black and white at `threshold`, blown up again pixel by pixel and printed on
 * slightly grey paper.
 * @returns the new pixels (as many channels as the page's)
 */
async function faxCopy(data: Buffer, info: OutputInfo, fax: NonNullable<PhotoEffects['fax']>): Promise<Buffer<ArrayBuffer>> {
  const { width, height } = info;
  const lineH = Math.round(height * 0.014);
  const esc = fax.header.replace(/&/g, '&amp;').replace(/</g, '&lt;');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${lineH}"><rect width="100%" height="100%" fill="white"/>
<text x="${Math.round(width * 0.035)}" y="${Math.round(lineH * 0.8)}" font-family="DejaVu Sans Mono, monospace" font-size="${Math.round(lineH * 0.75)}" fill="black">${esc}</text></svg>`;
  const headed = await sharp(data, { raw: info })
    .composite([{ input: Buffer.from(svg), top: Math.round(height * 0.004), left: 0 }])
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const lines = Math.round((height * (fax.fine ? 196 : 98)) / 300);
  const sampled = await sharp(headed.data, { raw: headed.info }).greyscale().resize(1728, lines, { fit: 'fill' }).raw().toBuffer({ resolveWithObject: true });
  const bits = await sharp(sampled.data, { raw: sampled.info }).threshold(fax.threshold).raw().toBuffer({ resolveWithObject: true });
  const big = await sharp(bits.data, { raw: bits.info }).resize(width, height, { fit: 'fill', kernel: 'nearest' }).raw().toBuffer({ resolveWithObject: true });
  const out = Buffer.alloc(width * height * info.channels);
  for (let p = 0; p < width * height; p++) {
    const v = big.data[p * big.info.channels]! > 127 ? 238 : 28;
    for (let ch = 0; ch < info.channels; ch++) out[p * info.channels + ch] = ch === 2 ? v - 4 : v;
  }
  return out;
}

/**
 * Water drops on the lens (PhotoEffects `droplets`, seventeenth set): inside each drop the picture
 * shows magnified and out of focus (from `blurred`), brighter towards a glint at its upper left and
 * dark at its rim.
 */
function lensDroplets(pixels: Buffer, blurred: Buffer, width: number, height: number, channels: number, droplets: NonNullable<PhotoEffects['droplets']>): void {
  for (const drop of droplets.drops) {
    const [cx, cy, r] = [drop.x * width, drop.y * height, drop.r * width];
    for (let y = Math.max(0, Math.floor(cy - r)); y < Math.min(height, Math.ceil(cy + r)); y++)
      for (let x = Math.max(0, Math.floor(cx - r)); x < Math.min(width, Math.ceil(cx + r)); x++) {
        const [dx, dy] = [x - cx, y - cy];
        const d = Math.hypot(dx, dy) / r;
        if (d >= 1) continue;
        // The drop a small lens: the picture magnified about its centre.
        const [sx, sy] = [Math.round(cx + dx * 0.55), Math.round(cy + dy * 0.55)];
        const src = (Math.min(height - 1, Math.max(0, sy)) * width + Math.min(width - 1, Math.max(0, sx))) * channels;
        const rim = d > 0.75 ? 1 - 0.22 * ((d - 0.75) / 0.25) : 1;
        const glint = Math.exp(-((dx / r + 0.35) ** 2 + (dy / r + 0.35) ** 2) / 0.015) * 45;
        const blend = Math.min(1, (1 - d) * 3) * 0.9;
        const i = (y * width + x) * channels;
        for (let ch = 0; ch < 3; ch++) {
          const inside = blurred[src + ch]! * 1.04 * rim + glint;
          pixels[i + ch] = Math.max(0, Math.min(255, Math.round(pixels[i + ch]! * (1 - blend) + inside * blend)));
        }
      }
  }
}

/**
 * Continuous-form paper (PhotoEffects `tractor`, eighteenth set): tractor-feed holes 4 mm wide every
 * half inch, their centres 6.35 mm in from each side edge, the table showing through them (a shadow
 * on their upper rim), and a perforation line of short cuts `perforation` mm in from each edge.
 */
function tractorFeed(
  pixels: Buffer,
  width: number,
  height: number,
  channels: number,
  tractor: NonNullable<PhotoEffects['tractor']>,
  table: { r: number; g: number; b: number },
): void {
  const r = 2 * PX_PER_MM;
  const pitch = 12.7 * PX_PER_MM;
  const inset = 6.35 * PX_PER_MM;
  for (const cx of [inset, width - 1 - inset])
    for (let cy = pitch / 2; cy < height; cy += pitch)
      for (let y = Math.max(0, Math.floor(cy - r - 5)); y < Math.min(height, cy + r + 5); y++)
        for (let x = Math.max(0, Math.floor(cx - r - 5)); x < Math.min(width, cx + r + 5); x++) {
          const d = Math.hypot(x - cx, y - cy);
          const i = (y * width + x) * channels;
          if (d <= r) {
            const shade = y < cy - r * 0.4 ? 0.72 : 0.88;
            [pixels[i], pixels[i + 1], pixels[i + 2]] = [table.r * shade, table.g * shade, table.b * shade].map(Math.round) as [number, number, number];
          } else if (d <= r + 5) for (let ch = 0; ch < 3; ch++) pixels[i + ch] = Math.round(pixels[i + ch]! * 0.9);
        }
  // The perforation: cuts 1.2 mm long, 0.8 mm apart, a little darker than the paper.
  const [cut, gap] = [1.2 * PX_PER_MM, 0.8 * PX_PER_MM];
  for (const at of [tractor.perforation * PX_PER_MM, width - 1 - tractor.perforation * PX_PER_MM]) {
    const x0 = Math.round(at);
    for (let y = 0; y < height; y++) {
      if (y % (cut + gap) >= cut) continue;
      for (let x = x0 - 2; x <= x0 + 2; x++) {
        const i = (y * width + x) * channels;
        const k = x === x0 ? 0.7 : Math.abs(x - x0) === 1 ? 0.82 : 0.93;
        for (let ch = 0; ch < 3; ch++) pixels[i + ch] = Math.round(pixels[i + ch]! * k);
      }
    }
  }
}

/**
 * An inkjet printer's banding (PhotoEffects `banding`, eighteenth set): every `period` mm down the
 * page a soft pale line `height` mm high where the print loses up to `fade` of its darkness, its
 * blue ink less than the others (the pale print bluish).
 */
function inkjetBanding(pixels: Buffer, width: number, height: number, channels: number, band: NonNullable<PhotoEffects['banding']>): void {
  const [period, h] = [band.period * PX_PER_MM, band.height * PX_PER_MM];
  for (let y = 0; y < height; y++) {
    const at = ((((y / period + band.phase) % 1) + 1) % 1) * period;
    if (at >= h) continue;
    const t = band.fade * Math.sin((Math.PI * at) / h);
    const keep = [1 - t, 1 - t, 1 - t * 0.55];
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * channels;
      for (let ch = 0; ch < 3; ch++) pixels[i + ch] = Math.round(255 - (255 - pixels[i + ch]!) * keep[ch]!);
    }
  }
}

/**
 * Old, yellowed paper (PhotoEffects `aged`, eighteenth set): the page multiplied towards `tint`, half
 * as much in its middle as at its edges (the yellowing grows within `edge` of its width of each edge,
 * which also darken a little), and small brown foxing spots with soft edges.
 */
function agedPaper(pixels: Buffer, width: number, height: number, channels: number, aged: NonNullable<PhotoEffects['aged']>): void {
  const edge = aged.edge * width;
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const d = Math.min(x, y, width - 1 - x, height - 1 - y);
      const e = d < edge ? (1 - d / edge) ** 2 : 0;
      const k = 0.5 + 0.5 * e;
      const i = (y * width + x) * channels;
      for (let ch = 0; ch < 3; ch++) pixels[i + ch] = Math.round(pixels[i + ch]! * (1 - k * (1 - aged.tint[ch]!)) * (1 - 0.07 * e));
    }
  const random = pixelRandom(aged.seed);
  const brown = [0.8, 0.62, 0.42];
  for (let n = 0; n < aged.spots; n++) {
    const [cx, cy, r] = [random() * width, random() * height, (0.5 + random() * 2) * PX_PER_MM];
    const strength = 0.25 + random() * 0.35;
    for (let y = Math.max(0, Math.floor(cy - 2 * r)); y < Math.min(height, cy + 2 * r); y++)
      for (let x = Math.max(0, Math.floor(cx - 2 * r)); x < Math.min(width, cx + 2 * r); x++) {
        const q = Math.hypot(x - cx, y - cy) / r;
        const t = strength * Math.exp(-(q ** 3));
        if (t < 0.01) continue;
        const i = (y * width + x) * channels;
        for (let ch = 0; ch < 3; ch++) pixels[i + ch] = Math.round(pixels[i + ch]! * (1 - t * (1 - brown[ch]!)));
      }
  }
}

/**
 * Dust on the lens (PhotoEffects `dust`, eighteenth set): each speck a soft, out-of-focus grey disc,
 * a little darker at its rim, darkening the picture by up to its `darkness`.
 */
function lensDust(pixels: Buffer, width: number, height: number, channels: number, dust: NonNullable<PhotoEffects['dust']>): void {
  for (const speck of dust.specks) {
    const [cx, cy, r] = [speck.x * width, speck.y * height, speck.r * width];
    for (let y = Math.max(0, Math.floor(cy - 1.5 * r)); y < Math.min(height, cy + 1.5 * r); y++)
      for (let x = Math.max(0, Math.floor(cx - 1.5 * r)); x < Math.min(width, cx + 1.5 * r); x++) {
        const q = Math.hypot(x - cx, y - cy) / r;
        const t = speck.darkness * (q <= 1 ? 0.75 + 0.25 * q * q : Math.exp(-(((q - 1) / 0.18) ** 2)));
        if (t < 0.005) continue;
        const i = (y * width + x) * channels;
        for (let ch = 0; ch < 3; ch++) pixels[i + ch] = Math.round(pixels[i + ch]! * (1 - t));
      }
  }
}

/**
 * The letter on a stack of other sheets (PhotoEffects `stack`, nineteenth set): in the scene (the
 * page of `pageW` × `pageH` pixels laid at `m` from each edge), each pixel beside the page that one
 * of the sheets below covers takes that sheet's paper, the uppermost sheet first, a little greyer the
 * lower it lies, with a thin darker edge; the letter's soft shadow falls on them.
 */
function sheetsBelow(
  pixels: Buffer,
  width: number,
  height: number,
  channels: number,
  pageW: number,
  pageH: number,
  m: number,
  stack: NonNullable<PhotoEffects['stack']>,
): void {
  const [cx, cy] = [m + pageW / 2, m + pageH / 2];
  const sheets = stack.sheets.map((sheet) => {
    const a = (sheet.angleDeg * Math.PI) / 180;
    return { dx: sheet.dx * pageW, dy: sheet.dy * pageW, c: Math.cos(a), s: Math.sin(a) };
  });
  const shadow = Math.max(4, pageW * 0.006);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const [px, py] = [x - m, y - m];
      if (px >= 0 && px < pageW && py >= 0 && py < pageH) continue;
      for (const [k, sheet] of sheets.entries()) {
        // The pixel in the sheet's own frame: undo the shift, then the turn about the page's centre.
        const [ux, uy] = [x - cx - sheet.dx, y - cy - sheet.dy];
        const sx = sheet.c * ux + sheet.s * uy + pageW / 2;
        const sy = -sheet.s * ux + sheet.c * uy + pageH / 2;
        if (sx < 0 || sx >= pageW || sy < 0 || sy >= pageH) continue;
        const edge = Math.min(sx, pageW - 1 - sx, sy, pageH - 1 - sy);
        let tone = 244 - 9 * k - (edge < 2.5 ? 55 : 0);
        // The letter's soft shadow on the sheet just beside it.
        const gap = Math.max(px < 0 ? -px : px >= pageW ? px - pageW + 1 : 0, py < 0 ? -py : py >= pageH ? py - pageH + 1 : 0);
        if (gap < shadow) tone *= 0.8 + 0.2 * (gap / shadow);
        const i = (y * width + x) * channels;
        pixels[i] = Math.round(tone);
        pixels[i + 1] = Math.round(tone * 0.995);
        pixels[i + 2] = Math.round(tone * 0.975);
        break;
      }
    }
}

/**
 * A clipboard's clip (PhotoEffects `clipboard`, nineteenth set): over the middle of the page's top
 * edge in the scene (the page of `pageW` × `pageH` pixels at `m` from each edge), a brushed-metal
 * plate reaching from above the page `reach` of its height down onto it, a rounded lever on top, a
 * soft shadow below the plate.
 */
function clipboardClip(
  pixels: Buffer,
  width: number,
  height: number,
  channels: number,
  pageW: number,
  pageH: number,
  m: number,
  clip: NonNullable<PhotoEffects['clipboard']>,
): void {
  const w = clip.width * pageW;
  const [x0, x1] = [m + (pageW - w) / 2, m + (pageW + w) / 2];
  const y0 = Math.max(0, m - pageW * 0.025);
  const y1 = m + clip.reach * pageH;
  const shadow = pageW * 0.012;
  const corner = pageW * 0.01;
  for (let y = Math.floor(y0); y < Math.min(height, y1 + shadow); y++)
    for (let x = Math.max(0, Math.floor(x0 - shadow)); x < Math.min(width, x1 + shadow); x++) {
      const i = (y * width + x) * channels;
      const inside = x >= x0 && x < x1 && y < y1;
      // Round the plate's lower corners.
      const [ex, ey] = [Math.max(x0 + corner - x, x - (x1 - corner), 0), Math.max(y - (y1 - corner), 0)];
      if (inside && Math.hypot(ex, ey) <= corner) {
        // Brushed metal: light to darker down the plate, fine horizontal streaks, a bright rim at the top.
        const t = (y - y0) / (y1 - y0);
        const streak = Math.sin(y * 1.7) * 4 + Math.sin(y * 0.31 + x * 0.002) * 6;
        const lever = Math.abs(x - (x0 + x1) / 2) < w * 0.32 && t < 0.38 ? -38 * (1 - Math.abs(t - 0.19) / 0.19) : 0;
        const v = 212 - 70 * t + streak + lever + (t < 0.04 ? 25 : 0);
        for (let ch = 0; ch < 3; ch++) pixels[i + ch] = Math.max(0, Math.min(255, Math.round(v - (ch === 2 ? -3 : 0))));
        continue;
      }
      // The plate's shadow below it and at its sides, on the page or the board.
      const dx = x < x0 ? x0 - x : x >= x1 ? x - x1 + 1 : 0;
      const dy = y >= y1 ? y - y1 + 1 : 0;
      const d = Math.hypot(dx, dy);
      if (d >= shadow || (dx === 0 && dy === 0)) continue;
      const dark = 0.45 * (1 - d / shadow) ** 2;
      for (let ch = 0; ch < 3; ch++) pixels[i + ch] = Math.round(pixels[i + ch]! * (1 - dark));
    }
}

/**
 * The opened window envelope under the letter (PhotoEffects `envelope`, nineteenth set): in the scene
 * (the page of `pageW` × `pageH` pixels laid at `m` from each edge), a DL envelope (220 × 110 mm)
 * turned by `angleDeg` about its centre, painted only beside the page: its paper, the open flap above
 * it (a shade darker, its gum line), the glassine window and a small franking code at the top right.
 */
function envelopeBelow(
  pixels: Buffer,
  width: number,
  height: number,
  channels: number,
  pageW: number,
  pageH: number,
  m: number,
  env: NonNullable<PhotoEffects['envelope']>,
): void {
  const mm = pageW / 210;
  const [ew, eh, flapH] = [220 * mm, 110 * mm, 45 * mm];
  const [cx, cy] = [m + env.x * pageW, m + env.y * pageH];
  const a = (env.angleDeg * Math.PI) / 180;
  const [c, s] = [Math.cos(a), Math.sin(a)];
  // The franking code's cells, drawn from the seed.
  const cells = new Rng(env.seed);
  const code = Array.from({ length: 14 * 14 }, () => cells.chance(0.5));
  const tone = env.tone;
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const [px, py] = [x - m, y - m];
      if (px >= 0 && px < pageW && py >= 0 && py < pageH) continue;
      // The pixel in the envelope's frame, its top left corner at (0, 0), the flap above it (v < 0).
      const [ux, uy] = [x - cx, y - cy];
      const u = c * ux + s * uy + ew / 2;
      const v = -s * ux + c * uy + eh / 2;
      if (u < 0 || u >= ew || v >= eh || v < -flapH) continue;
      let value: [number, number, number];
      if (v < 0) {
        // The open flap: a trapezoid narrowing upwards, its gum line a little yellowish.
        const inset = (-v / flapH) * ew * 0.42;
        if (u < inset || u >= ew - inset) continue;
        const gum = -v > flapH - 9 * mm && -v < flapH - 2 * mm;
        value = gum ? [tone - 14, tone - 16, tone - 34] : [tone - 9, tone - 9, tone - 12];
      } else if (u >= 20 * mm && u < 110 * mm && v >= 50 * mm && v < 95 * mm) {
        // The window: glassine, greyish and a little shiny.
        const sheen = 8 * Math.sin((u + v) / (6 * mm));
        value = [200 + sheen, 204 + sheen, 210 + sheen];
      } else if (u >= ew - 30 * mm && u < ew - 16 * mm && v >= 8 * mm && v < 22 * mm) {
        const cell = Math.floor((u - (ew - 30 * mm)) / mm) + 14 * Math.floor((v - 8 * mm) / mm);
        value = code[cell] ? [40, 40, 44] : [tone, tone, tone - 4];
      } else value = [tone, tone - 1, tone - 5];
      // Its edges a little darker.
      const edge = Math.min(u, ew - 1 - u, eh - 1 - v);
      const k = edge < 2.5 ? 0.8 : 1;
      const i = (y * width + x) * channels;
      for (let ch = 0; ch < 3; ch++) pixels[i + ch] = Math.max(0, Math.min(255, Math.round(value[ch]! * k)));
    }
}

/**
 * A ring binder (PhotoEffects `binder`, nineteenth set): in the scene (the page of `pageW` × `pageH`
 * pixels laid at `m` from each edge, on the binder's board), the mechanism's metal plate left of the
 * page and two rings, 80 mm apart about the page's middle (shifted by `shift` of its height), each a
 * shiny metal bar from the plate over the page's punched hole (12 mm from its edge), the hole dark
 * beside it, its shadow below it on the page.
 */
function ringBinder(
  pixels: Buffer,
  width: number,
  height: number,
  channels: number,
  pageW: number,
  pageH: number,
  m: number,
  binder: NonNullable<PhotoEffects['binder']>,
): void {
  const mm = pageW / 210;
  const mid = m + pageH * (0.5 + binder.shift);
  const rings = [mid - 40 * mm, mid + 40 * mm];
  const holeX = m + 12 * mm;
  const [holeR, ringHalf] = [2.75 * mm, 2.2 * mm];
  const plate = { x0: Math.max(0, m - 9 * mm), x1: Math.max(1, m - 2 * mm), y0: rings[0]! - 30 * mm, y1: rings[1]! + 30 * mm };
  const shade = (i: number, f: number) => {
    for (let ch = 0; ch < 3; ch++) pixels[i + ch] = Math.round(pixels[i + ch]! * f);
  };
  const metal = (i: number, t: number) => {
    // A cylinder lit from above: bright near its upper third, darker at its rims.
    const v = 120 + 120 * Math.exp(-(((t - 0.35) / 0.22) ** 2)) - 40 * Math.abs(t - 0.5);
    pixels[i] = Math.round(v);
    pixels[i + 1] = Math.round(v + 2);
    pixels[i + 2] = Math.round(v + 6);
  };
  for (let y = Math.max(0, Math.floor(plate.y0)); y < Math.min(height, plate.y1); y++)
    for (let x = Math.floor(plate.x0); x < plate.x1; x++) metal((y * width + x) * channels, (x - plate.x0) / (plate.x1 - plate.x0));
  for (const ry of rings) {
    // The punched hole, showing the board, then the ring's shadow, then the ring.
    for (let y = Math.floor(ry - holeR - 1); y <= ry + holeR + 1; y++)
      for (let x = Math.floor(holeX - holeR - 1); x <= holeX + holeR + 1; x++) {
        if (Math.hypot(x - holeX, y - ry) > holeR) continue;
        const i = (y * width + x) * channels;
        [pixels[i], pixels[i + 1], pixels[i + 2]] = binder.board;
      }
    const [sx, sy] = [1.5 * mm, 2.2 * mm];
    for (let y = Math.floor(ry - ringHalf + sy); y < ry + ringHalf + sy + 2 * mm; y++)
      for (let x = Math.floor(plate.x1); x < holeX + ringHalf + sx + 2 * mm; x++) {
        const d = Math.max(Math.abs(y - ry - sy) - ringHalf, x - holeX - sx, 0);
        if (d < 2 * mm) shade((y * width + x) * channels, 0.65 + 0.35 * (d / (2 * mm)));
      }
    for (let y = Math.floor(ry - ringHalf); y < ry + ringHalf; y++)
      for (let x = Math.floor(plate.x1 - 1); x < holeX + ringHalf; x++) {
        // The ring's end over the hole rounded.
        if (x > holeX && Math.hypot(x - holeX, y - ry) > ringHalf) continue;
        metal((y * width + x) * channels, (y - (ry - ringHalf)) / (2 * ringHalf));
      }
  }
}
