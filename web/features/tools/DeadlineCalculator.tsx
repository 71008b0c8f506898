/**
 * The public Einspruch and payment deadline calculator (`/tools/deadline-calculator`): the
 * letter's date, how it came, the Land and whether the Rechtsbehelfsbelehrung is missing; the
 * server computes (tRPC `deadlines.calculate`, the engine of src/shared/deadlines with the
 * statutory holidays) and the page shows the deemed delivery date, the last day, every step with
 * its legal source, and an .ics download with a reminder a week before.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { skipToken } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Button, Checkbox } from 'react-aria-components';
import { DEADLINE_KINDS, DELIVERY_WAYS, GERMAN_STATES, type DeadlineKind, type DeliveryWay, type GermanState } from '#shared/deadlines/engine.js';
import { formatLongDate, STATE_NAMES } from '#shared/deadlines/explain.js';
import type { DeadlineRequest, DeadlineResponse } from '#shared/deadlines/deadlines.schema.js';
import { DeadlineInputSchema } from '#shared/deadlines/deadlines.schema.js';
import { TextInputField } from '../../components/fields.js';
import { PublicLayout } from '../../components/PublicLayout.js';
import { ToolHero } from '../../components/ToolHero.js';
import { SelectField } from '../../components/SelectField.js';
import { ErrorState } from '../../components/States.js';
import { useLanguage } from '../../i18n/use-language.js';
import { useHydrated } from '../../lib/use-hydrated.js';
import { trpc } from '../../lib/trpc.js';
import { useServerForm } from '../../lib/use-server-form.js';
import { withGlossaryRefs } from '../glossary/index.js';
import { downloadDeadlineIcs } from './ics.js';
import { ValidatedForm } from '../../components/ValidatedForm.js';
import { DescriptionRow } from '../../components/DescriptionRow.js';

export function DeadlineCalculatorPage() {
  const { t } = useLingui();
  const language = useLanguage();
  const hydrated = useHydrated();
  const { formRef, errors, clear, validate } = useServerForm();
  const [kind, setKind] = useState<DeadlineKind>('objection');
  const [delivery, setDelivery] = useState<DeliveryWay>('post');
  const [state, setState] = useState<GermanState | null>(null);
  const [instructionsMissing, setInstructionsMissing] = useState(false);
  const [request, setRequest] = useState<DeadlineRequest | null>(null);
  const result = trpc.deadlines.calculate.useQuery(request ? { ...request, lang: language } : skipToken);

  const kindLabels: Record<DeadlineKind, string> = { objection: t`File an objection (Einspruch)`, payment: t`Pay an amount due` };
  const deliveryLabels: Record<DeliveryWay, string> = {
    post: t`By post to an address in Germany`,
    'post-abroad': t`By post to an address abroad`,
    electronic: t`In ELSTER (notification email)`,
  };

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const sentOn = String(new FormData(event.currentTarget).get('sentOn') ?? '');
    const parsed = validate(DeadlineInputSchema, { kind, sentOn, delivery, state: state ?? undefined, instructionsMissing });
    setRequest(parsed);
  }

  return (
    <PublicLayout mainClassName="tool-page">
      <ToolHero
        titleId="tool-title"
        eyebrow={<Trans>Free tool</Trans>}
        title={<Trans>Einspruch and payment deadline calculator</Trans>}
        lead={withGlossaryRefs(
          t`When does your Finanzamt letter count as delivered, and what is the last day to file an objection (Einspruch) or to pay? Since 2025 a posted letter counts as delivered on the fourth day after posting, no longer the third.`,
        )}
      />

      <section className="tool-section" aria-label={t`Calculator`}>
        <div className="section__inner tool-grid">
          <div className="card">
            <ValidatedForm ref={formRef} className="form" errors={errors} onSubmit={onSubmit}>
              <SelectField
                name="kind"
                label={t`What does the letter ask for?`}
                options={DEADLINE_KINDS.map((k) => ({ id: k, label: kindLabels[k] }))}
                value={kind}
                onChange={(id) => setKind((id as DeadlineKind | null) ?? 'objection')}
                isDisabled={!hydrated}
                isRequired
              />
              <TextInputField
                isDisabled={!hydrated}
                name="sentOn"
                type="date"
                label={t`Date on the letter`}
                description={t`The posting date printed on the letter (or the date of the ELSTER notification).`}
                onChange={() => clear('sentOn')}
                isRequired
              />
              <SelectField
                name="delivery"
                label={t`How did it come?`}
                options={DELIVERY_WAYS.map((d) => ({ id: d, label: deliveryLabels[d] }))}
                value={delivery}
                onChange={(id) => setDelivery((id as DeliveryWay | null) ?? 'post')}
                isDisabled={!hydrated}
                isRequired
              />
              <SelectField
                name="state"
                label={t`Land (federal state) of the Finanzamt`}
                placeholder={t`Choose a Land`}
                options={GERMAN_STATES.map((code) => ({ id: code, label: STATE_NAMES[code][language] }))}
                value={state}
                onChange={(id) => {
                  setState((id as GermanState | null) ?? null);
                  clear('state');
                }}
                isDisabled={!hydrated}
                isRequired
              />
              <Checkbox className="checkbox" isSelected={instructionsMissing} onChange={setInstructionsMissing} isDisabled={!hydrated}>
                <Trans>The letter has no instructions on the right to object (Rechtsbehelfsbelehrung)</Trans>
              </Checkbox>
              <Button type="submit" className="button button--primary button--block" isDisabled={!hydrated || result.isFetching}>
                {result.isFetching ? <Trans>Calculating...</Trans> : <Trans>Calculate</Trans>}
              </Button>
            </ValidatedForm>
          </div>
          <div aria-live="polite">
            {result.isError ? (
              <ErrorState message={<Trans>The deadline could not be calculated. Please try again.</Trans>} onRetry={() => void result.refetch()} />
            ) : result.data && request ? (
              <DeadlineResult result={result.data} />
            ) : null}
          </div>
        </div>
      </section>
    </PublicLayout>
  );
}

/** The dates, the steps with their sources, the notice and the calendar download. */
function DeadlineResult({ result }: { result: DeadlineResponse }) {
  const { t } = useLingui();
  const language = useLanguage();
  const on = (date: string) => formatLongDate(date, language);
  return (
    <div className="card tool-result">
      <dl className="tool-result__dates">
        <div>
          <dt>{withGlossaryRefs(t`Counts as delivered (Bekanntgabe)`)}</dt>
          <dd>{on(result.deliveredOn)}</dd>
        </div>
        <div className="tool-result__deadline">
          <dt>{result.kind === 'objection' ? <Trans>Last day to file the Einspruch</Trans> : <Trans>Payment due</Trans>}</dt>
          <dd>{on(result.deadline)}</dd>
        </div>
        {result.graceEndsOn ? (
          <DescriptionRow label={<Trans>No late-payment surcharge for a transfer credited by</Trans>}>{on(result.graceEndsOn)}</DescriptionRow>
        ) : null}
      </dl>
      <h2 className="tool-result__steps-title">
        <Trans>How this is calculated</Trans>
      </h2>
      <ol className="tool-result__steps">
        {result.steps.map((step, index) => (
          <li key={`${index}-${step.date}`}>
            <p className="tool-result__rule">{step.rule}</p>
            <p>{withGlossaryRefs(step.explanation)}</p>
          </li>
        ))}
      </ol>
      <Button
        className="button button--secondary"
        onPress={() =>
          void downloadDeadlineIcs(
            result,
            t`Deadline: Finanzamt letter`,
            t`Calculated with the Steuerhilfe deadline calculator. Check the dates against your letter.`,
          )
        }
      >
        <Trans>Add to calendar (.ics)</Trans>
      </Button>
      <p className="muted tool-result__notice">
        <Trans>
          This assumes normal delivery. If the letter reached you later than the date it counts as delivered, or you are unsure, act earlier or ask us. This is
          an explanation, not legal advice.
        </Trans>
      </p>
    </div>
  );
}
