/**
 * Parts of a letter's page shared by the client's view and the expert's: what the type of letter
 * is (name, plain explanation, glossary link) and its pages (photos as thumbnails, the PDF as a
 * link). The expert's answer is LetterAnswer.tsx.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Link as AriaLink } from 'react-aria-components';
import type { Document } from '#shared/documents/documents.schema.js';
import type { FieldSource } from '#shared/letters/letters.schema.js';
import { formatFileSize } from '#shared/format.js';
import { LETTER_TYPE_INFO, type LetterType, type Remedy } from '#shared/letters/letter-types.js';
import { GLOSSARY_TERM_NAMES } from '#shared/glossary/slugs.js';
import { useLanguage } from '../../i18n/use-language.js';
import { GlossaryRef } from '../glossary/index.js';

/** The type of letter in plain words, with the glossary term that explains it further. */
export function LetterTypeExplanation({ type }: { type: LetterType }) {
  const language = useLanguage();
  const info = LETTER_TYPE_INFO[type];
  const term = info.glossary;
  return (
    <div className="letter-type">
      <p className="letter-type__name">
        <span lang="de">{info.name.de}</span>
        {language === 'en' ? <span className="muted"> – {info.name.en}</span> : null}
      </p>
      <p className="letter-type__explanation">{info.explanation[language]}</p>
      {info.remedy ? <RemedyLine remedy={info.remedy} /> : null}
      {term ? (
        <p className="letter-type__more">
          <Trans>
            More in our glossary:{' '}
            <GlossaryRef slug={term}>
              <span lang="de">{GLOSSARY_TERM_NAMES[term]}</span>
            </GlossaryRef>
          </Trans>
        </p>
      ) : null}
    </div>
  );
}

/**
 * The legal remedy against a letter of this type, with its glossary entry: an Einspruch at the
 * Finanzamt (§ 347, § 355 AO) or a Klage at the Finanzgericht (§ 40, § 47 FGO). The deadline
 * card gives the last day once the details are confirmed.
 */
function RemedyLine({ remedy }: { remedy: Remedy }) {
  return (
    <p className="letter-type__remedy">
      {remedy === 'klage' ? (
        <Trans>
          If you disagree: a{' '}
          <GlossaryRef slug="klage-finanzgericht">
            <span lang="de">Klage</span>
          </GlossaryRef>{' '}
          (action) at the Finanzgericht, within one month of delivery (§ 47 FGO). Another Einspruch is not possible.
        </Trans>
      ) : (
        <Trans>
          If you disagree: an{' '}
          <GlossaryRef slug="einspruch">
            <span lang="de">Einspruch</span>
          </GlossaryRef>{' '}
          (objection) to the Finanzamt, within one month of delivery (§ 355 AO).
        </Trans>
      )}
    </p>
  );
}

/**
 * The letter's pages: photos and scans as thumbnails (`full`: at the column's width), each opening
 * the image; a PDF as a link. `children` adds to each page (the expert's recognised text).
 */
export function LetterPages({
  pages,
  variant = 'thumbs',
  children,
}: {
  pages: Document[];
  variant?: 'thumbs' | 'full';
  children?: (page: Document, index: number) => ReactNode;
}) {
  const { t } = useLingui();
  const language = useLanguage();
  if (pages.length === 0) {
    return (
      <p className="muted">
        <Trans>This letter was entered by hand; it has no pages.</Trans>
      </p>
    );
  }
  return (
    <ol className={`letter-pages letter-pages--${variant}`}>
      {pages.map((page, index) => {
        const number = index + 1;
        const isImage = page.mimeType.startsWith('image/');
        return (
          <li key={page.id} className="letter-pages__page">
            {isImage ? (
              <AriaLink className="letter-pages__thumb" href={page.fileUrl} target="_blank" rel="noopener" aria-label={t`Page ${number}: open the photo`}>
                <img src={page.fileUrl} alt="" loading="lazy" />
              </AriaLink>
            ) : (
              <AriaLink className="letter-pages__pdf" href={page.fileUrl} target="_blank" rel="noopener">
                <span className="document-card__icon" aria-hidden="true">
                  PDF
                </span>
                <span>
                  <Trans>Open the letter (PDF)</Trans>
                  <span className="muted letter-pages__size"> · {formatFileSize(page.fileSize, language)}</span>
                </span>
              </AriaLink>
            )}
            {children ? children(page, index) : null}
          </li>
        );
      })}
    </ol>
  );
}

/** Where a value came from, as a small badge; the field names it in its aria-describedby. */
export function SourceChip({ id, source, label }: { id?: string; source: FieldSource; label: string }) {
  return (
    <span id={id} className={`source-chip source-chip--${source}`}>
      <span aria-hidden="true" className="source-chip__icon">
        {source === 'recognized' ? '?' : '✓'}
      </span>
      <span>{label}</span>
    </span>
  );
}
