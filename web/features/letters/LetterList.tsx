/**
 * The client's letters, newest first, one page at a time ("Show more letters" fetches the next):
 * each with its type in the page's language, the Finanzamt, the letter's date, the next deadline
 * with the days left and its state, and whether it has been explained or marked done.
 */
import { PagedList } from '../../components/ShowMore.js';
import { Trans, useLingui } from '@lingui/react/macro';
import type { LetterSummary } from '#shared/letters/letters.schema.js';
import { Link } from '../../components/Link.js';
import { EmptyState, ErrorState, LoadingState } from '../../components/States.js';
import { useLanguage } from '../../i18n/use-language.js';
import { trpc } from '../../lib/trpc.js';
import { DeadlineWithBadge, LetterStateBadges } from './DeadlineBadge.js';
import { formatCalendarDate } from '../../lib/format.js';
import { DEADLINE_TITLES, letterName } from './labels.js';
import { LETTER_LIST_INPUT, LETTER_LIST_OPTIONS } from './queries.js';
// The letter pages' styles load with them (not on the public pages).
import './letters.css';
import { Badge } from '../../components/Badge.js';

export function LetterList() {
  const { t } = useLingui();
  const letters = trpc.letters.list.useInfiniteQuery(LETTER_LIST_INPUT, LETTER_LIST_OPTIONS);
  const items = letters.data?.pages.flatMap((page) => page.items) ?? [];

  return (
    <section aria-labelledby="letter-list-title">
      <h2 id="letter-list-title">
        <Trans>Your letters</Trans>
      </h2>
      {letters.isPending ? (
        <LoadingState label={t`Loading letters...`} />
      ) : letters.isError ? (
        <ErrorState message={<Trans>Failed to load your letters. Please try again.</Trans>} onRetry={() => void letters.refetch()} />
      ) : items.length === 0 ? (
        <EmptyState title={<Trans>No letters yet</Trans>}>
          <p>
            <Trans>Add your first letter from the Finanzamt above: we show you what it is and by when to act.</Trans>
          </p>
        </EmptyState>
      ) : (
        <PagedList className="letter-list" pages={letters} more={<Trans>Show more letters</Trans>}>
          {items.map((letter) => (
            <LetterRow key={letter.id} letter={letter} />
          ))}
        </PagedList>
      )}
    </section>
  );
}

function LetterRow({ letter }: { letter: LetterSummary }) {
  const { i18n } = useLingui();
  const language = useLanguage();
  const reading = letter.readingStatus === 'queued' || letter.readingStatus === 'reading';
  const name = letterName(letter.letterType, language, i18n);
  const next = letter.nextDeadline;
  return (
    <li className={`card letter-row${letter.doneAt ? ' letter-row--done' : ''}`}>
      <div className="letter-row__main">
        <h3 className="letter-row__title">
          <Link to="/letters/$letterId" params={{ letterId: letter.id }} className="letter-row__link">
            {name}
          </Link>
        </h3>
        <p className="letter-row__meta muted">
          {letter.finanzamt ? <span>{letter.finanzamt}</span> : null}
          {letter.letterDate ? (
            <span>
              <Trans>
                Dated <time dateTime={letter.letterDate}>{formatCalendarDate(letter.letterDate, language)}</time>
              </Trans>
            </span>
          ) : null}
        </p>
        {next && !letter.doneAt ? (
          <p className="letter-row__deadline">
            <DeadlineWithBadge title={i18n._(DEADLINE_TITLES[next.kind])} date={next.date} graceEndsOn={next.graceEndsOn} />
          </p>
        ) : null}
      </div>
      <div className="letter-row__badges">
        {reading ? (
          <Badge tone="muted">
            <Trans>Reading…</Trans>
          </Badge>
        ) : letter.readingStatus === 'failed' ? (
          <Badge tone="pending">
            <Trans>Please enter the details</Trans>
          </Badge>
        ) : letter.readingErrorKey === 'notFinanzamtLetter' ? (
          <Badge tone="pending">
            <Trans>Not a Finanzamt letter?</Trans>
          </Badge>
        ) : null}
        <LetterStateBadges explained={letter.answered ? <Trans>Explained</Trans> : null} done={Boolean(letter.doneAt)} />
      </div>
    </li>
  );
}
