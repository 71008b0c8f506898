/**
 * "Log time" on a client's page: minutes in 15-minute steps, a note and optionally the question
 * it was spent on. The server draws the time from the active purchase that expires first and
 * refuses more than the hours remaining.
 */
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useRef, useState, type FormEvent } from 'react';
import { LogTimeInputSchema } from '#shared/ledger/ledger.schema.js';
import type { Question } from '#shared/questions/questions.schema.js';
import { TextInputField } from '../../../components/fields.js';
import { SelectField } from '../../../components/SelectField.js';
import { translateMessageKey } from '../../../i18n/server-messages.js';
import { useLanguage } from '../../../i18n/use-language.js';
import { toast } from '../../../lib/toast.js';
import { trpc } from '../../../lib/trpc.js';
import { useFieldErrors, useFocusFirstInvalid, validateWith } from '../../../lib/validation.js';
import { formErrorsOf } from '../../admin/index.js';
import { TIME_STEP_OPTIONS } from '../../admin/index.js';
import { formatHoursUnit } from '#shared/format.js';
import { FormError } from '../../../components/FormParts.js';
import { formatDuration } from '../duration.js';
import { ValidatedForm } from '../../../components/ValidatedForm.js';
import { setAndClear } from '../../../lib/use-field-errors.js';
import { SubmitButton } from '../../../components/SubmitButton.js';

const NO_QUESTION = '__none__';

/** A question's text shortened for a select option. */
function excerpt(text: string, max = 70): string {
  const oneLine = text.replace(/\s+/g, ' ').trim();
  return oneLine.length > max ? `${oneLine.slice(0, max - 1)}…` : oneLine;
}

export function LogTimeForm({ clientId, hoursRemaining, questions }: { clientId: string; hoursRemaining: number; questions: Question[] }) {
  const { t, i18n } = useLingui();
  const language = useLanguage();
  const utils = trpc.useUtils();
  const formRef = useRef<HTMLFormElement>(null);
  const [minutes, setMinutes] = useState<string | null>(null);
  const [questionId, setQuestionId] = useState(NO_QUESTION);
  const [note, setNote] = useState('');
  const [formError, setFormError] = useState<string | null>(null);
  const { errors, setErrors, clear } = useFieldErrors();
  useFocusFirstInvalid(formRef, errors);
  const remaining = formatHoursUnit(hoursRemaining, language);

  const log = trpc.admin.time.log.useMutation({
    onSuccess: async () => {
      toast.success(msg`Time logged`);
      setMinutes(null);
      setQuestionId(NO_QUESTION);
      setNote('');
      await Promise.all([utils.admin.clients.invalidate(), utils.admin.questions.list.invalidate()]);
    },
    onError: (error) => {
      const { fields, form } = formErrorsOf(error, i18n, { insufficientHours: 'minutes', questionNotFound: 'questionId' });
      setErrors(fields);
      setFormError(form);
    },
  });

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setFormError(null);
    const input = validateWith(
      LogTimeInputSchema,
      {
        clientId,
        minutes: minutes ? Number(minutes) : undefined,
        note,
        questionId: questionId === NO_QUESTION ? undefined : questionId,
      },
      i18n,
      setErrors,
    );
    if (!input) return;
    if (input.minutes / 60 > hoursRemaining) {
      setErrors({ minutes: translateMessageKey(i18n, 'insufficientHours') });
      return;
    }
    log.mutate(input);
  }

  return (
    <ValidatedForm ref={formRef} className="form log-time-form" errors={errors} onSubmit={onSubmit}>
      <SelectField
        name="minutes"
        label={<Trans>Time spent</Trans>}
        placeholder={t`Select time`}
        description={<Trans>{remaining} remaining</Trans>}
        options={TIME_STEP_OPTIONS.map((m) => ({ id: String(m), label: formatDuration(m, i18n) }))}
        value={minutes}
        onChange={(id) => {
          setMinutes(id);
          clear('minutes');
        }}
        isRequired
      />
      <SelectField
        name="questionId"
        label={<Trans>Question (optional)</Trans>}
        options={[{ id: NO_QUESTION, label: t`No question` }, ...questions.map((q) => ({ id: q.id, label: excerpt(q.question) }))]}
        value={questionId}
        onChange={(id) => {
          setQuestionId(id ?? NO_QUESTION);
          clear('questionId');
          clear('note');
        }}
      />
      <TextInputField
        name="note"
        label={t`Note`}
        description={t`Required when no question is linked. The client sees it in their time ledger.`}
        value={note}
        onChange={setAndClear(setNote, clear, 'note')}
      />
      <FormError message={formError} />
      <SubmitButton pending={log.isPending} pendingLabel={<Trans>Saving...</Trans>}>
        <Trans>Log time</Trans>
      </SubmitButton>
    </ValidatedForm>
  );
}
