/**
 * The expert's open inbox: open Finanzamt letters and pending questions together, in the order
 * `admin.letters.inbox` returns them (what breaks first first: a letter's deadline or a question's
 * answer-by time; then the oldest). A letter shows its
 * client, type, deadline with the days left (marked within 7 days) and the first question about
 * it, and opens the letter's page; a question is answered in place (QuestionInboxCard).
 */
import { Trans, useLingui } from '@lingui/react/macro';
import type { AdminQuestion } from '#shared/questions/questions.admin.schema.js';
import { formatDate } from '#shared/format.js';
import { LETTER_TYPE_INFO } from '#shared/letters/letter-types.js';
import type { InboxItem } from '#shared/letters/letters.schema.js';
import type { AssigneeFilter } from '#shared/assignment/assignment.schema.js';
import { AssigneeBar } from '../../assignment/index.js';
import { Link } from '../../../components/Link.js';
import { ErrorState, LoadingState } from '../../../components/States.js';
import { FormActions } from '../../../components/FormParts.js';
import { useLanguage } from '../../../i18n/use-language.js';
import { trpc } from '../../../lib/trpc.js';
import { DeadlineWithBadge } from '../DeadlineBadge.js';
import { DEADLINE_SHORT, letterName } from '../labels.js';
import { QuestionInboxCard } from '../../questions/admin/index.js';
import { InboxCardHead, NoResults } from '../../admin/index.js';
import '../letters.css';

/** Whether an inbox row matches a search (client, e-mail, text, letter type in either language). */
function matches(item: InboxItem, search: string): boolean {
  if (!search) return true;
  const needle = search.toLocaleLowerCase();
  const type = item.letterType ? LETTER_TYPE_INFO[item.letterType].name : null;
  return [item.clientName, item.clientEmail, item.text, type?.en, type?.de].some((v) => v?.toLocaleLowerCase().includes(needle));
}

export function InboxResults({ search, assignee = 'all' }: { search: string; assignee?: AssigneeFilter }) {
  const { t } = useLingui();
  const inbox = trpc.admin.letters.inbox.useQuery({ assignee });
  const pending = trpc.admin.questions.list.useQuery({ status: 'pending', assignee });

  if (inbox.isPending || pending.isPending) return <LoadingState label={t`Loading the inbox...`} />;
  if (inbox.isError || pending.isError) {
    return (
      <ErrorState
        message={<Trans>Failed to load the inbox. Please try again.</Trans>}
        onRetry={() => void Promise.all([inbox.isError ? inbox.refetch() : null, pending.isError ? pending.refetch() : null])}
      />
    );
  }
  const questions = new Map(pending.data.map((q) => [q.id, q]));
  // A question the inbox lists but the pending list does not know (answered meanwhile) is left out.
  const items = inbox.data.filter((item) => matches(item, search) && (item.kind === 'letter' || questions.has(item.id)));
  if (items.length === 0) {
    return (
      <NoResults search={search}>
        <Trans>No open letters or questions. All caught up!</Trans>
      </NoResults>
    );
  }
  return (
    <ul className="card-list inbox-list" aria-busy={inbox.isFetching || pending.isFetching || undefined}>
      {items.map((item) =>
        item.kind === 'letter' ? (
          <LetterInboxCard key={`letter-${item.id}`} item={item} />
        ) : (
          <QuestionInboxCard key={`question-${item.id}`} question={questions.get(item.id) as AdminQuestion} extra={<QuestionAbout item={item} />} />
        ),
      )}
    </ul>
  );
}

/** The letter's deadline: "Einspruch: 10.12.2026" and "16 days left" (marked when within 7 days). */
function InboxDeadline({ deadline }: { deadline: NonNullable<InboxItem['deadline']> }) {
  const { i18n } = useLingui();
  return (
    <span className="inbox-card__deadline">
      <DeadlineWithBadge title={i18n._(DEADLINE_SHORT[deadline.kind])} date={deadline.date} graceEndsOn={deadline.graceEndsOn} />
    </span>
  );
}

/** Above a question about a letter: the letter, its deadline and a link to it. */
function QuestionAbout({ item }: { item: InboxItem }) {
  const { i18n } = useLingui();
  const language = useLanguage();
  if (!item.letterId) return null;
  const name = letterName(item.letterType, language, i18n);
  return (
    <p className="inbox-card__about">
      <Link to="/admin/letters/$letterId" params={{ letterId: item.letterId }} className="text-link">
        <Trans>About the letter: {name}</Trans>
      </Link>
      {item.deadline ? <InboxDeadline deadline={item.deadline} /> : null}
    </p>
  );
}

function LetterInboxCard({ item }: { item: InboxItem }) {
  const { i18n } = useLingui();
  const language = useLanguage();
  const name = letterName(item.letterType, language, i18n);
  const received = formatDate(item.receivedAt, language);
  return (
    <li className="card inbox-card inbox-card--letter">
      <InboxCardHead
        clientId={item.clientId}
        clientName={item.clientName}
        noHours={item.noHours}
        badges={
          <span className="badge badge--muted">
            <span aria-hidden="true">✉ </span>
            <Trans>Letter</Trans>
          </span>
        }
        date={
          <Trans>
            Received <time dateTime={item.receivedAt}>{received}</time>
          </Trans>
        }
      />
      <AssigneeBar kind="letter" id={item.id} assignee={item.assignee} />
      <p className="inbox-card__letter">
        <Link to="/admin/letters/$letterId" params={{ letterId: item.id }} className="inbox-card__letter-link">
          {name}
        </Link>
        {item.deadline ? (
          <InboxDeadline deadline={item.deadline} />
        ) : (
          <span className="muted">
            <Trans>No deadline known yet</Trans>
          </span>
        )}
      </p>
      {item.text ? (
        <p className="inbox-card__text">
          <span className="visually-hidden">
            <Trans>The client asks:</Trans>{' '}
          </span>
          {item.text}
        </p>
      ) : null}
      <FormActions>
        <Link to="/admin/letters/$letterId" params={{ letterId: item.id }} className="button button--primary button--small">
          <Trans>Open the letter</Trans>
        </Link>
      </FormActions>
    </li>
  );
}
