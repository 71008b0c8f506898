/**
 * The withdrawal instructions (Widerrufsbelehrung) for a service contract and the model withdrawal
 * form (Muster-Widerrufsformular), after Anlage 1 and 2 zu Art. 246a § 1 (2) EGBGB (version in force
 * since 28 May 2022), in German and English: one source for the public page
 * `/withdrawal-instructions`, which a consumer can read before ordering (Art. 246a § 4 (1) EGBGB,
 * § 312d BGB), and for the order confirmation e-mail. The firm is named with its address,
 * telephone number and e-mail address (Anlage 1, Gestaltungshinweis 2). The text on the early start
 * (§ 356 (4), § 357a (2) BGB) says what it means for an hour package.
 */
import type { Language } from '../constants.js';
import type { Firm } from '../firm/firm.js';

/** One titled part of the instructions: a heading and its paragraphs. */
interface WithdrawalSection {
  heading: string;
  paragraphs: string[];
}

/** The model withdrawal form: its heading, the note above it, the addressee and the lines to fill in. */
interface ModelWithdrawalForm {
  heading: string;
  note: string;
  /** "An …:" / "To …:" with the firm's name, address, telephone and e-mail. */
  to: string;
  /** The declaration and the lines to fill in, in order. */
  lines: string[];
  footnote: string;
}

interface WithdrawalInstructions {
  title: string;
  sections: WithdrawalSection[];
  form: ModelWithdrawalForm;
}

/** The firm's details the instructions and the form name. */
type WithdrawalFirm = Pick<Firm, 'legalName' | 'address' | 'phone' | 'email'>;

/** "Name, street, postcode city, phone, e-mail": how the instructions and the form name the firm. */
function withdrawalAddressee(firm: WithdrawalFirm): string {
  return `${firm.legalName}, ${firm.address.street}, ${firm.address.postalCode} ${firm.address.city}, ${firm.phone}, ${firm.email}`;
}

/**
 * The instructions and the model form in `language`, naming `firm`; `withdrawUrl` is the absolute
 * address of the site's withdrawal function (`/withdraw`, § 356a BGB).
 */
export function withdrawalInstructions(language: Language, firm: WithdrawalFirm, withdrawUrl: string): WithdrawalInstructions {
  const firmAddress = withdrawalAddressee(firm);
  if (language === 'de') {
    return {
      title: 'Widerrufsbelehrung',
      sections: [
        {
          heading: 'Widerrufsrecht',
          paragraphs: [
            'Sie haben das Recht, binnen vierzehn Tagen ohne Angabe von Gründen diesen Vertrag zu widerrufen. Die Widerrufsfrist beträgt vierzehn Tage ab dem Tag des Vertragsabschlusses.',
            `Um Ihr Widerrufsrecht auszuüben, müssen Sie uns (${firmAddress}) mittels einer eindeutigen Erklärung (z. B. ein mit der Post versandter Brief oder eine E-Mail) über Ihren Entschluss, diesen Vertrag zu widerrufen, informieren. Sie können dafür das beigefügte Muster-Widerrufsformular verwenden, das jedoch nicht vorgeschrieben ist. Sie können den Vertrag auch über die Funktion „Vertrag widerrufen“ auf unserer Website widerrufen: ${withdrawUrl}`,
            'Zur Wahrung der Widerrufsfrist reicht es aus, dass Sie die Mitteilung über die Ausübung des Widerrufsrechts vor Ablauf der Widerrufsfrist absenden.',
          ],
        },
        {
          heading: 'Folgen des Widerrufs',
          paragraphs: [
            'Wenn Sie diesen Vertrag widerrufen, haben wir Ihnen alle Zahlungen, die wir von Ihnen erhalten haben, unverzüglich und spätestens binnen vierzehn Tagen ab dem Tag zurückzuzahlen, an dem die Mitteilung über Ihren Widerruf dieses Vertrags bei uns eingegangen ist. Für diese Rückzahlung verwenden wir dasselbe Zahlungsmittel, das Sie bei der ursprünglichen Transaktion eingesetzt haben, es sei denn, mit Ihnen wurde ausdrücklich etwas anderes vereinbart; in keinem Fall werden Ihnen wegen dieser Rückzahlung Entgelte berechnet.',
            'Haben Sie verlangt, dass die Dienstleistungen während der Widerrufsfrist beginnen sollen, so haben Sie uns einen angemessenen Betrag zu zahlen, der dem Anteil der bis zu dem Zeitpunkt, zu dem Sie uns von der Ausübung des Widerrufsrechts hinsichtlich dieses Vertrags unterrichten, bereits erbrachten Dienstleistungen im Vergleich zum Gesamtumfang der im Vertrag vorgesehenen Dienstleistungen entspricht. Bei einem Stundenpaket oder Zusatzstunden ist das der Anteil der bereits genutzten Stunden.',
            'Ihr Widerrufsrecht erlischt, wenn wir die Dienstleistung vollständig erbracht haben, nachdem Sie ausdrücklich zugestimmt haben, dass wir vor Ablauf der Widerrufsfrist mit der Ausführung beginnen, und Sie Ihre Kenntnis davon bestätigt haben, dass Sie Ihr Widerrufsrecht bei vollständiger Vertragserfüllung verlieren.',
          ],
        },
      ],
      form: {
        heading: 'Muster-Widerrufsformular',
        note: '(Wenn Sie den Vertrag widerrufen wollen, dann füllen Sie bitte dieses Formular aus und senden Sie es zurück.)',
        to: `An ${firmAddress}:`,
        lines: [
          'Hiermit widerrufe(n) ich/wir (*) den von mir/uns (*) abgeschlossenen Vertrag über die Erbringung der folgenden Dienstleistung (*)',
          'Bestellt am (*) / erhalten am (*)',
          'Name des/der Verbraucher(s)',
          'Anschrift des/der Verbraucher(s)',
          'Unterschrift des/der Verbraucher(s) (nur bei Mitteilung auf Papier)',
          'Datum',
        ],
        footnote: '(*) Unzutreffendes streichen.',
      },
    };
  }
  return {
    title: 'Withdrawal instructions (Widerrufsbelehrung)',
    sections: [
      {
        heading: 'Right of withdrawal',
        paragraphs: [
          'You have the right to withdraw from this contract within fourteen days without giving any reason. The withdrawal period is fourteen days from the day the contract was concluded.',
          `To exercise the right of withdrawal, you must inform us (${firmAddress}) of your decision to withdraw from this contract by an unequivocal statement (for example a letter sent by post or an email). You may use the model withdrawal form below, but it is not obligatory. You can also withdraw with the "Withdraw from contract" function on our website: ${withdrawUrl}`,
          'To meet the withdrawal deadline, it is sufficient for you to send your communication concerning your exercise of the right of withdrawal before the withdrawal period has expired.',
        ],
      },
      {
        heading: 'Effects of withdrawal',
        paragraphs: [
          'If you withdraw from this contract, we shall reimburse to you all payments received from you without undue delay and in any event not later than fourteen days from the day on which we are informed about your decision to withdraw from this contract. We will carry out such reimbursement using the same means of payment as you used for the initial transaction, unless you have expressly agreed otherwise; in any event, you will not incur any fees as a result of such reimbursement.',
          'If you requested to begin the performance of services during the withdrawal period, you shall pay us an amount which is in proportion to what has been provided until you have communicated to us your withdrawal from this contract, in comparison with the full coverage of the contract. For an hour package or extra hours, this is the share of the hours already used.',
          'Your right of withdrawal expires once we have fully performed the service, if you expressly agreed that we begin before the end of the withdrawal period and acknowledged that you lose your right of withdrawal once the contract has been fully performed.',
        ],
      },
    ],
    form: {
      heading: 'Model withdrawal form',
      note: '(Complete and return this form only if you wish to withdraw from the contract.)',
      to: `To ${firmAddress}:`,
      lines: [
        'I/We (*) hereby give notice that I/We (*) withdraw from my/our (*) contract for the provision of the following service (*)',
        'Ordered on (*) / received on (*)',
        'Name of consumer(s)',
        'Address of consumer(s)',
        'Signature of consumer(s) (only if this form is notified on paper)',
        'Date',
      ],
      footnote: '(*) Delete as appropriate.',
    },
  };
}

/** The instructions and the form as plain text, one paragraph per line (the order confirmation e-mail). */
export function withdrawalInstructionsText(language: Language, firm: WithdrawalFirm, withdrawUrl: string): string {
  const w = withdrawalInstructions(language, firm, withdrawUrl);
  return [
    w.title,
    '',
    ...w.sections.flatMap((section, index) => [...(index > 0 ? [''] : []), section.heading, ...section.paragraphs]),
    '',
    w.form.heading,
    w.form.note,
    w.form.to,
    ...w.form.lines,
    w.form.footnote,
  ].join('\n');
}
