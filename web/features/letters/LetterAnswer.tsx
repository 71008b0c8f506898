/**
 * The expert's explanation of a Finanzamt letter (summary, what it means, what to do and by when,
 * the files delivered with it, each to download): on the letter's page, in the console's view of
 * the letter, and in the conversation of a question about the letter (QuestionThreadView), so the
 * client reads the whole explanation wherever the question is shown.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { formatLongDate } from '#shared/deadlines/explain.js';
import { formatDate, formatFileSize } from '#shared/format.js';
import type { LetterAnswer as LetterAnswerData } from '#shared/letters/letter-answer.schema.js';
import { DownloadLink } from '../../components/DownloadLink.js';
import { useLanguage } from '../../i18n/use-language.js';
import './letter-answer.css';
import { Badge } from '../../components/Badge.js';

/** The expert's explanation of the letter, with the files delivered with it. */
export function LetterAnswer({ answer }: { answer: LetterAnswerData }) {
  const { t } = useLingui();
  const language = useLanguage();
  const answered = formatDate(answer.answeredAt, language);
  const by = answer.actionBy ? formatLongDate(answer.actionBy, language) : null;
  return (
    <div className="letter-answer">
      <h3 className="letter-answer__title">
        <Trans>Summary</Trans>
      </h3>
      <p className="letter-answer__text">{answer.summary}</p>
      <h3 className="letter-answer__title">
        <Trans>What it means</Trans>
      </h3>
      <p className="letter-answer__text">{answer.meaning}</p>
      <h3 className="letter-answer__title">{by ? <Trans>What you need to do (by {by})</Trans> : <Trans>What you need to do</Trans>}</h3>
      <p className="letter-answer__text">{answer.action}</p>
      {answer.attachments.length > 0 ? (
        <>
          <h3 className="letter-answer__title">
            <Trans>Files from your expert</Trans>
          </h3>
          <ul className="letter-answer__files">
            {answer.attachments.map((file) => {
              const title = file.title;
              return (
                <li key={file.id} className="letter-answer__file">
                  <Badge tone="file" title={file.filename}>
                    {file.filename}
                  </Badge>
                  <span className="muted">{formatFileSize(file.fileSize, language)}</span>
                  <DownloadLink href={file.fileUrl} label={t`Download ${title}`}>
                    <Trans>Download</Trans>
                  </DownloadLink>
                </li>
              );
            })}
          </ul>
        </>
      ) : null}
      <p className="letter-answer__date muted">
        <Trans>
          Explained on <time dateTime={answer.answeredAt}>{answered}</time>
        </Trans>
      </p>
    </div>
  );
}
