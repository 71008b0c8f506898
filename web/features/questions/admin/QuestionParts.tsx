/**
 * What the question inbox's cards and a conversation's page share: the question's head (the client,
 * their language and hours left, the date asked) and the expert's message fields of the answer and
 * reply forms (the text, the time spent and its note, the files, the form's error, Send).
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { useRef, type ReactNode } from 'react';
import type { Language } from '#shared/constants.js';
import { formatDate, formatHoursUnit } from '#shared/format.js';
import type { ResponseClock } from '#shared/questions/questions.admin.schema.js';
import { formatBerlinShortInstant, formatMinutesSpan } from '../../../lib/format.js';
import { TextAreaField } from '../../../components/fields.js';
import { FormActions, FormError } from '../../../components/FormParts.js';
import { useLanguage } from '../../../i18n/use-language.js';
import { InboxCardHead, LanguageBadge, TimeSpentFields, type useTimeSpent } from '../../admin/index.js';
import { SubmitButton } from '../../../components/SubmitButton.js';
import { SavedReplyInsert } from '../../saved-replies/index.js';

/**
 * A question's head: `hoursOut` marks the hours left as none (in the inbox: none left now; on a
 * conversation's page: asked without hours); `status` goes before the date.
 */
export function QuestionHead({
  question,
  hoursOut,
  status,
}: {
  question: {
    userId: string;
    clientName: string;
    clientLanguage: Language;
    hoursRemaining: number;
    noHours: boolean;
    askedAt: string;
    responseClock: ResponseClock | null;
  };
  hoursOut: boolean;
  status?: ReactNode;
}) {
  const language = useLanguage();
  const asked = formatDate(question.askedAt, language);
  const remaining = formatHoursUnit(question.hoursRemaining, language);
  return (
    <InboxCardHead
      clientId={question.userId}
      clientName={question.clientName}
      noHours={question.noHours}
      badges={
        <>
          <LanguageBadge language={question.clientLanguage} />
          <span className={`inbox-card__hours${hoursOut ? ' inbox-card__hours--none' : ''}`}>
            <Trans>{remaining} remaining</Trans>
          </span>
        </>
      }
      status={
        <>
          {status}
          {question.responseClock ? <ResponseClockLabel clock={question.responseClock} /> : null}
        </>
      }
      date={
        <Trans>
          Asked <time dateTime={question.askedAt}>{asked}</time>
        </Trans>
      }
    />
  );
}

/**
 * A pending question's response-time clock (decision record 061): "Answer by Mon 30 Nov, 14:00
 * (3 h 20 min left)", in words and in colour once a quarter of the time or less is left, and how
 * late once the promise is broken. The minutes count business hours.
 */
export function ResponseClockLabel({ clock }: { clock: ResponseClock }) {
  const { t } = useLingui();
  const language = useLanguage();
  const by = clock.answerBy ? formatBerlinShortInstant(clock.answerBy, language) : '';
  const time = clock.answerBy ? <time dateTime={clock.answerBy}>{by}</time> : null;
  const span = formatMinutesSpan(Math.abs(clock.minutesLeft));
  const promise = clock.promisedHours;
  return (
    <span className={`inbox-card__clock inbox-card__clock--${clock.state.replace(' ', '-')}`} title={t`A promise of ${promise} business hours`}>
      {clock.state === 'paused' ? (
        <Trans>Clock paused: waiting for the client</Trans>
      ) : clock.state === 'broken' ? (
        <Trans>
          Answer was due {time} ({span} late)
        </Trans>
      ) : clock.state === 'late soon' ? (
        <Trans>
          Answer by {time} (only {span} left)
        </Trans>
      ) : (
        <Trans>
          Answer by {time} ({span} left)
        </Trans>
      )}
    </span>
  );
}

/**
 * The expert's message in an answer or reply form (field `name`, required) with "Insert saved
 * reply" (in `clientLanguage`; decision record 063), "Time spent" and its note (`time`:
 * useTimeSpent's fieldsProps), `children` (the files), the form's error and the send button
 * (`sendLabel`, "Sending..." while `isPending`).
 */
export function ExpertMessageFields({
  name,
  label,
  value,
  onChange,
  clientLanguage,
  time,
  formError,
  isPending,
  sendLabel,
  children,
}: {
  name: string;
  label: string;
  value: string;
  /** Also clears the field's error. */
  onChange: (value: string) => void;
  /** The client's language: a saved reply goes in in this one. */
  clientLanguage: Language;
  time: ReturnType<typeof useTimeSpent>['fieldsProps'];
  formError: string | null;
  isPending: boolean;
  sendLabel: ReactNode;
  children?: ReactNode;
}) {
  const textAreaRef = useRef<HTMLTextAreaElement>(null);
  return (
    <>
      <TextAreaField
        name={name}
        label={label}
        value={value}
        onChange={onChange}
        isRequired
        rows={5}
        textAreaRef={textAreaRef}
        labelAddon={<SavedReplyInsert textAreaRef={textAreaRef} value={value} onChange={onChange} language={clientLanguage} fieldLabel={label} />}
      />
      <TimeSpentFields {...time} />
      {children}
      <FormError message={formError} />
      <FormActions>
        <SubmitButton pending={isPending} pendingLabel={<Trans>Sending...</Trans>}>
          {sendLabel}
        </SubmitButton>
      </FormActions>
    </>
  );
}
