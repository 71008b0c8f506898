/**
 * /privacy-policy: the information required by Art. 13 GDPR (controller, contact, purposes and
 * legal bases, recipients, third-country transfers, storage periods, rights, supervisory
 * authority, whether data must be provided, automated decision-making), plus § 25 TDDDG for the
 * session cookie and the language preference.
 *
 * Company details come from the console (`useFirm()`, src/shared/firm/firm.ts); cookie names and lifetimes from the
 * shared constants and the session plugin.
 * Operator notes (not shown to visitors):
 * - Check the statements against the real setup before going live: the hosting and email
 *   providers (both processors under Art. 28 GDPR, with a data processing agreement, inside the
 *   EU/EEA), the server log retention (SERVER_LOG_RETENTION_DAYS) and whether a data protection
 *   officer must be named (§ 38 BDSG); add a payment provider here once purchases are online.
 * - Tax documents can contain special categories of data (Art. 9 GDPR, e.g. church tax, health
 *   costs). Have a lawyer confirm the Art. 9 (2) basis; an explicit consent step at upload may be
 *   needed.
 * - Retention: the periods of the retention section come from src/shared/account/retention.ts, which the
 *   scheduled purge (src/modules/account/retention.service.ts) reads too (decision record 013).
 *   Orders and invoices are kept 10 years, the longest period of § 147 (3) AO (books; since
 *   1 January 2025 accounting vouchers such as invoices need only 8 years, business letters 6).
 */
import { Trans, useLingui } from '@lingui/react/macro';
import {
  DATA_EXPORT_RECORD_DAYS,
  DATA_EXPORT_VALID_DAYS,
  EMAIL_TOKEN_HOURS,
  INVOICE_RETENTION_YEARS,
  MAIL_BODY_RETENTION_DAYS,
  PASSWORD_RESET_TOKEN_MINUTES,
  SECURITY_LOG_RETENTION_DAYS,
} from '#shared/account/retention.js';
import { LANGUAGE_COOKIE, LANGUAGE_COOKIE_MAX_AGE_S, LANGUAGE_STORAGE_KEY, SESSION_TTL_MS } from '#shared/constants.js';
import { useLanguage } from '../../i18n/use-language.js';
import { LEGAL_TITLES } from '../../seo/titles.js';
import { CompanyAddress, ExternalLink, FactList, LegalLayout, MailLink, NumberedSections, formatNameList, type NumberedSection } from './LegalLayout.js';
import { useFirm } from '../packages/index.js';

/**
 * How long the server's access logs are kept, in days. Operator: match the hosting and log
 * rotation setup (the page states this number).
 */
const SERVER_LOG_RETENTION_DAYS = 14;

/** Name of the session cookie (SESSION_COOKIE in src/plugins/session.ts, a server module). */
const SESSION_COOKIE_NAME = 'session';

const DAY_MS = 24 * 60 * 60 * 1000;

export function PrivacyPolicyPage() {
  const { i18n, t } = useLingui();
  const language = useLanguage();

  const logDays = SERVER_LOG_RETENTION_DAYS;
  // Retention periods from the one place the scheduled purge also reads (src/shared/account/retention.ts).
  const invoiceYears = INVOICE_RETENTION_YEARS;
  const exportDays = DATA_EXPORT_VALID_DAYS;
  const exportRecordDays = DATA_EXPORT_RECORD_DAYS;
  const resetMinutes = PASSWORD_RESET_TOKEN_MINUTES;
  const emailTokenHours = EMAIL_TOKEN_HOURS;
  const mailDays = MAIL_BODY_RETENTION_DAYS;
  const securityLogDays = SECURITY_LOG_RETENTION_DAYS;
  const sessionDays = Math.round(SESSION_TTL_MS / DAY_MS);
  const languageDays = Math.round((LANGUAGE_COOKIE_MAX_AGE_S * 1000) / DAY_MS);
  const sessionCookie = SESSION_COOKIE_NAME;
  const languageKey = LANGUAGE_STORAGE_KEY;
  const languageCookie = LANGUAGE_COOKIE;
  const firm = useFirm();
  const authority = firm.supervisoryAuthority;
  const privacyMail = <MailLink email={firm.privacyEmail} />;
  const dataProtectionOfficer = firm.dataProtectionOfficer;

  const sections: NumberedSection[] = [
    {
      id: 'controller',
      title: t`Controller`,
      content: (
        <>
          <p>
            <Trans>
              The controller responsible for the processing of personal data on this website and in our client portal within the meaning of Art. 4 (7) of the
              General Data Protection Regulation (GDPR) is:
            </Trans>
          </p>
          <CompanyAddress />
          <FactList
            items={[
              {
                key: 'representatives',
                label: <Trans>Represented by</Trans>,
                value: formatNameList(firm.representatives, language),
              },
              { key: 'email', label: <Trans>Email</Trans>, value: <MailLink email={firm.email} /> },
            ]}
          />
        </>
      ),
    },
    {
      id: 'privacy-contact',
      title: t`Contact for data protection`,
      content: (
        <>
          <p>
            <Trans>
              For any questions about data protection and to exercise your rights, please write to {privacyMail} or send a letter to the address above, marked
              “Data protection”.
            </Trans>
          </p>
          {dataProtectionOfficer ? (
            <p>
              <Trans>Our data protection officer: {dataProtectionOfficer}, reachable at the same addresses.</Trans>
            </p>
          ) : null}
        </>
      ),
    },
    {
      id: 'overview',
      title: t`Overview`,
      content: (
        <p>
          <Trans>
            We process personal data only as far as we need it to run this website and to provide our services. We do not use tracking, analytics or advertising
            tools, we do not create user profiles, and we do not embed content from third parties such as social media plug-ins, external fonts or maps.
          </Trans>
        </p>
      ),
    },
    {
      id: 'data-and-purposes',
      title: t`What data we process and why`,
      content: (
        <>
          <h3 className="legal-subtitle">
            <Trans>Visiting our website (server logs)</Trans>
          </h3>
          <p>
            <Trans>When you open a page, your browser automatically sends technical data that our server records in log files:</Trans>
          </p>
          <ul className="legal-list">
            <li>
              <Trans>your IP address;</Trans>
            </li>
            <li>
              <Trans>the date and time of the request;</Trans>
            </li>
            <li>
              <Trans>the page or file requested and the status of the response;</Trans>
            </li>
            <li>
              <Trans>the page you came from, if your browser sends it;</Trans>
            </li>
            <li>
              <Trans>your browser and operating system (user agent).</Trans>
            </li>
          </ul>
          <p>
            <Trans>
              We use this data to deliver the website, to keep it stable and secure, and to detect and fend off attacks and misuse. The legal basis is Art. 6
              (1) (f) GDPR; our legitimate interest lies in the secure and reliable operation of our website. Log files are deleted after {logDays} days at the
              latest, unless a specific security incident has to be investigated.
            </Trans>
          </p>

          <h3 className="legal-subtitle">
            <Trans>Your client account and the client portal</Trans>
          </h3>
          <p>
            <Trans>When you register and use the client portal, we process:</Trans>
          </p>
          <ul className="legal-list">
            <li>
              <Trans>your name and email address;</Trans>
            </li>
            <li>
              <Trans>your password, stored only as a salted cryptographic hash and never in plain text;</Trans>
            </li>
            <li>
              <Trans>the questions you ask and our experts’ answers;</Trans>
            </li>
            <li>
              <Trans>
                the documents you upload (for example tax documents and letters from the tax office), their titles and file names, and the folders you create;
              </Trans>
            </li>
            <li>
              <Trans>your purchased packages, the hours used and remaining, and the purchase and expiry dates.</Trans>
            </li>
          </ul>
          <p>
            <Trans>
              We use this data to provide your account and our services: to answer your questions, to translate and explain your documents and to record the
              time used. The legal basis is Art. 6 (1) (b) GDPR (performance of a contract and steps taken at your request before entering into a contract).
            </Trans>
          </p>

          <h3 className="legal-subtitle">
            <Trans>Tax documents and special categories of personal data</Trans>
          </h3>
          <p>
            <Trans>
              Tax documents often contain sensitive information such as your tax identification number, your income and your bank details. They can also contain
              special categories of personal data within the meaning of Art. 9 GDPR, for example your religious affiliation (church tax) or information about
              your health (medical expenses, disability allowance). We handle such information with particular care: we use it only to provide the service you
              have asked for, only you and the experts working on your matter can see it, and we never use it for any other purpose.
            </Trans>
          </p>
          <p>
            <Trans>
              Please upload only the documents, and where possible only the pages, that we need for your question. You are welcome to black out information that
              is not relevant to it.
            </Trans>
          </p>

          <h3 className="legal-subtitle">
            <Trans>Purchases and invoices</Trans>
          </h3>
          <p>
            <Trans>
              When you buy a package, we process the data needed for the contract and the invoice, such as your name, the package, the price and the date of
              purchase. The legal basis is Art. 6 (1) (b) GDPR. We keep invoices and other accounting records because the law requires us to (Art. 6 (1) (c)
              GDPR in conjunction with § 147 of the German Fiscal Code, AO, and § 257 of the German Commercial Code, HGB).
            </Trans>
          </p>

          <h3 className="legal-subtitle">
            <Trans>Contact form</Trans>
          </h3>
          <p>
            <Trans>
              If you send us a message through the contact form, we process your name, your email address, your preferred language and your message in order to
              answer your inquiry in your language. The legal basis is Art. 6 (1) (b) GDPR where your inquiry concerns a contract with us or its preparation,
              and otherwise Art. 6 (1) (f) GDPR, our legitimate interest in answering inquiries sent to us. Using the contact form is voluntary; you can also
              write to us by email.
            </Trans>
          </p>

          <h3 className="legal-subtitle">
            <Trans>Cookies and local storage</Trans>
          </h3>
          <p>
            <Trans>
              We only store what is technically necessary on your device. We do not use tracking, analytics or advertising cookies, and no cookies from third
              parties.
            </Trans>
          </p>
          <ul className="legal-list">
            <li>
              <Trans>
                <code>{sessionCookie}</code>: a cookie that is set when you log in and keeps you logged in. It contains an encrypted, random session identifier,
                is deleted when you log out and expires after {sessionDays} days at the latest.
              </Trans>
            </li>
            <li>
              <Trans>
                <code>{languageKey}</code>: your language choice (English or German), kept in your browser’s local storage until you delete it, and mirrored in
                a cookie named <code>{languageCookie}</code> so that our server can send pages in your language. It contains only “en” or “de”; the cookie
                expires after {languageDays} days.
              </Trans>
            </li>
          </ul>
          <p>
            <Trans>
              Storing this information on your device and reading it is permitted without your consent because it is strictly necessary to provide the service
              you have requested (§ 25 (2) no. 2 of the German Telecommunications Digital Services Data Protection Act, TDDDG). The further processing is based
              on Art. 6 (1) (b) GDPR for the session cookie and on Art. 6 (1) (f) GDPR for the language preference, our legitimate interest in showing the
              website in the language you have chosen.
            </Trans>
          </p>
        </>
      ),
    },
    {
      id: 'legal-bases',
      title: t`Legal bases`,
      content: (
        <>
          <p>
            <Trans>In summary, we process personal data on the following legal bases:</Trans>
          </p>
          <ul className="legal-list">
            <li>
              <Trans>
                <strong>Art. 6 (1) (b) GDPR:</strong> performance of a contract with you, or steps taken at your request before entering into a contract (client
                account, client portal, purchases, inquiries about our services);
              </Trans>
            </li>
            <li>
              <Trans>
                <strong>Art. 6 (1) (c) GDPR:</strong> compliance with a legal obligation, in particular the retention of accounting records under § 147 AO and §
                257 HGB;
              </Trans>
            </li>
            <li>
              <Trans>
                <strong>Art. 6 (1) (f) GDPR:</strong> our legitimate interests, in particular the secure operation of our website (server logs), answering
                general inquiries and remembering your language choice.
              </Trans>
            </li>
          </ul>
        </>
      ),
    },
    {
      id: 'recipients',
      title: t`Recipients`,
      content: (
        <>
          <p>
            <Trans>We pass on personal data only where this is necessary for the purposes described above:</Trans>
          </p>
          <ul className="legal-list">
            <li>
              <Trans>
                <strong>Hosting provider:</strong> our website and client portal, including uploaded documents, run on the servers of a hosting provider that
                processes the data on our behalf and according to our instructions as a processor (Art. 28 GDPR).
              </Trans>
            </li>
            <li>
              <Trans>
                <strong>Email provider:</strong> emails between you and us are transmitted and stored by our email provider, also as a processor under Art. 28
                GDPR.
              </Trans>
            </li>
            <li>
              <Trans>
                <strong>Our experts:</strong> the experts of our firm who answer your questions and work on your documents see the data they need for this. They
                are bound to confidentiality.
              </Trans>
            </li>
            <li>
              <Trans>
                <strong>Public authorities:</strong> only where we are required to by law, for example to the tax authorities during a tax audit.
              </Trans>
            </li>
          </ul>
          <p>
            <Trans>We do not sell your data and do not pass it on for advertising purposes.</Trans>
          </p>
        </>
      ),
    },
    {
      id: 'third-countries',
      title: t`Transfers outside the EU and EEA`,
      content: (
        <p>
          <Trans>
            We process your data within the European Union (EU) and the European Economic Area (EEA) and do not transfer personal data to countries outside the
            EU and EEA.
          </Trans>
        </p>
      ),
    },
    {
      id: 'retention',
      title: t`How long we keep your data`,
      content: (
        <>
          <p>
            <Trans>We keep personal data only as long as we need it for the purpose for which it was collected, or as long as the law requires us to:</Trans>
          </p>
          <ul className="legal-list">
            <li>
              <Trans>
                <strong>Account data, questions and conversations, letters and documents:</strong> as long as your account exists. You can delete your account
                yourself in your account settings (or ask us in writing): we then delete this data at once, including the files, and end all your sessions.
              </Trans>
            </li>
            <li>
              <Trans>
                <strong>Orders and invoices:</strong> {invoiceYears} years from the end of the calendar year in which they were issued (§ 147 AO, § 257 HGB, §
                14b UStG), also after your account is deleted. They then keep only the name and billing address on them; the hours bought and used are kept
                without notes.
              </Trans>
            </li>
            <li>
              <Trans>
                <strong>Copies of your data (“Download my data”):</strong> the ZIP file can be downloaded for {exportDays} days and is then deleted; the record
                that you asked for it is deleted {exportRecordDays} days later.
              </Trans>
            </li>
            <li>
              <Trans>
                <strong>Sessions:</strong> deleted when you sign out or at the latest {sessionDays} days after you signed in.
              </Trans>
            </li>
            <li>
              <Trans>
                <strong>Password reset and email confirmation links:</strong> valid for {resetMinutes} minutes and {emailTokenHours} hours; deleted within an
                hour after they were used or expired.
              </Trans>
            </li>
            <li>
              <Trans>
                <strong>Emails we send you:</strong> their text is deleted {mailDays} days after delivery; who received which kind of email and when is kept as
                long as your account exists.
              </Trans>
            </li>
            <li>
              <Trans>
                <strong>Security log</strong> (sign-ins, failed attempts, changes to your password, two-factor sign-in and email address, data exports):{' '}
                {securityLogDays} days.
              </Trans>
            </li>
            <li>
              <Trans>
                <strong>Contact form messages:</strong> deleted once your inquiry has been dealt with and they are no longer needed, unless a contract follows
                or statutory retention obligations apply; messages from the address of a deleted account are deleted with it.
              </Trans>
            </li>
            <li>
              <Trans>
                <strong>Server log files:</strong> {logDays} days at the most.
              </Trans>
            </li>
            <li>
              <Trans>
                <strong>Session cookie and language preference:</strong> as described under “Cookies and local storage” above.
              </Trans>
            </li>
          </ul>
        </>
      ),
    },
    {
      id: 'rights',
      title: t`Your rights`,
      content: (
        <>
          <p>
            <Trans>You have the following rights regarding your personal data:</Trans>
          </p>
          <ul className="legal-list">
            <li>
              <Trans>
                <strong>Access (Art. 15 GDPR):</strong> you can ask whether we process data about you, and receive information about it and a copy of it.
              </Trans>
            </li>
            <li>
              <Trans>
                <strong>Rectification (Art. 16 GDPR):</strong> you can ask us to correct inaccurate data and to complete incomplete data.
              </Trans>
            </li>
            <li>
              <Trans>
                <strong>Erasure (Art. 17 GDPR):</strong> you can ask us to delete your data, unless we have to keep it, for example because of statutory
                retention obligations.
              </Trans>
            </li>
            <li>
              <Trans>
                <strong>Restriction of processing (Art. 18 GDPR):</strong> in certain cases you can ask us to only store your data and not to use it otherwise.
              </Trans>
            </li>
            <li>
              <Trans>
                <strong>Data portability (Art. 20 GDPR):</strong> you can receive the data you have provided to us in a structured, commonly used and
                machine-readable format, or have it transmitted to another controller.
              </Trans>
            </li>
            <li>
              <Trans>
                <strong>Objection (Art. 21 GDPR):</strong> you can object to processing based on our legitimate interests, as explained below.
              </Trans>
            </li>
            <li>
              <Trans>
                <strong>Withdrawal of consent (Art. 7 (3) GDPR):</strong> where processing is based on your consent, you can withdraw it at any time with effect
                for the future. This does not affect the lawfulness of the processing carried out before the withdrawal.
              </Trans>
            </li>
            <li>
              <Trans>
                <strong>Complaint (Art. 77 GDPR):</strong> you can lodge a complaint with a data protection supervisory authority (see below).
              </Trans>
            </li>
          </ul>
          <div className="legal-callout">
            <h3 className="legal-subtitle">
              <Trans>Right to object</Trans>
            </h3>
            <p>
              <Trans>
                Where we process your data on the basis of Art. 6 (1) (f) GDPR, you have the right to object to this processing at any time on grounds relating
                to your particular situation. We will then stop processing the data unless we can demonstrate compelling legitimate grounds that override your
                interests, rights and freedoms, or the processing serves the establishment, exercise or defence of legal claims.
              </Trans>
            </p>
          </div>
          <p>
            <Trans>To exercise your rights, a simple message to {privacyMail} is enough.</Trans>
          </p>
        </>
      ),
    },
    {
      id: 'supervisory-authority',
      title: t`Supervisory authority`,
      content: (
        <>
          <p>
            <Trans>
              You have the right to lodge a complaint with a data protection supervisory authority, in particular in the EU member state of your habitual
              residence, your place of work or the place of the alleged infringement. The supervisory authority responsible for us is:
            </Trans>
          </p>
          <address className="legal-address">
            <span className="legal-address__name">{authority.name}</span>
            <span>{authority.address}</span>
            <span>
              <ExternalLink href={authority.url}>{authority.url.replace(/^https?:\/\//, '')}</ExternalLink>
            </span>
          </address>
        </>
      ),
    },
    {
      id: 'provision',
      title: t`Do you have to provide your data?`,
      content: (
        <p>
          <Trans>
            You are not required by law to provide personal data to us. To conclude and perform a contract with you, however, we need the data requested at
            registration and the information and documents your questions concern; without them we cannot provide our services. Using the contact form is
            voluntary. The technical data in our server logs is needed to display the website.
          </Trans>
        </p>
      ),
    },
    {
      id: 'automated-decisions',
      title: t`Automated decision-making`,
      content: (
        <p>
          <Trans>We do not use automated decision-making, including profiling, within the meaning of Art. 22 GDPR.</Trans>
        </p>
      ),
    },
    {
      id: 'changes',
      title: t`Changes to this privacy policy`,
      content: (
        <p>
          <Trans>We update this privacy policy when our services or the law change. The current version is always available on this page.</Trans>
        </p>
      ),
    },
  ];

  return (
    <LegalLayout
      title={i18n._(LEGAL_TITLES['/privacy-policy'])}
      intro={
        <p>
          <Trans>
            This privacy policy explains which personal data we process when you visit this website, contact us or use our client portal, for which purposes and
            on which legal basis, how long we keep it and which rights you have (Art. 13 GDPR).
          </Trans>
        </p>
      }
    >
      <NumberedSections sections={sections} />
    </LegalLayout>
  );
}
