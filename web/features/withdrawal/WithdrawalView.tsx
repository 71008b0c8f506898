/**
 * The withdrawal function (§ 356a BGB; decision record 011): reachable without logging in, in two
 * steps — the contract's details (name, e-mail, order reference, an optional message), then what
 * will be sent with the button "Confirm withdrawal" — and the receipt with the date and time it was
 * received; the firm confirms it by e-mail. Without a session (or for someone else's order) the
 * withdrawal is carried out once the link mailed to the order's address confirms it (decision
 * record 018); the receipt never says whether the reference exists.
 */
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Button } from 'react-aria-components';
import { WITHDRAWAL_DAYS } from '#shared/orders/pricing.js';
import { WITHDRAWAL_LINK_DAYS, WithdrawalInputSchema, type WithdrawalReceipt } from '#shared/orders/withdrawals.schema.js';
import { TextAreaField, TextInputField } from '../../components/fields.js';
import { Link } from '../../components/Link.js';
import { serverErrorDescriptor } from '../../i18n/server-messages.js';
import { useLanguage } from '../../i18n/use-language.js';
import { errorIssues } from '../../lib/errors.js';
import { toast } from '../../lib/toast.js';
import { trpc } from '../../lib/trpc.js';
import { useCachedUser } from '../../lib/use-cached-user.js';
import { useFieldErrors, useFocusFirstInvalid } from '../../lib/use-field-errors.js';
import { issuesToFieldErrors } from '../../lib/validation.js';
import { formatBerlinInstant } from '../../lib/format.js';
import './withdrawal.css';
import { useFirm } from '../packages/index.js';
import { ValidatedForm } from '../../components/ValidatedForm.js';
import { DescriptionRow } from '../../components/DescriptionRow.js';

interface Declaration {
  name: string;
  email: string;
  orderReference: string;
  message: string;
}

type Step = { step: 'details' } | { step: 'confirm'; declaration: Declaration } | { step: 'received'; receipt: WithdrawalReceipt };

export function WithdrawalView({ initial }: { initial: { name?: string | undefined; email?: string | undefined; reference?: string | undefined } }) {
  const [state, setState] = useState<Step>({ step: 'details' });
  const [values, setValues] = useState<Declaration>({
    name: initial.name ?? '',
    email: initial.email ?? '',
    orderReference: initial.reference ?? '',
    message: '',
  });
  const { errors, setErrors, clear } = useFieldErrors();
  const days = WITHDRAWAL_DAYS;

  // After each step the focus moves to the step's heading, so that a screen reader reads on from there.
  const headingRef = useRef<HTMLHeadingElement>(null);
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    headingRef.current?.focus();
    window.scrollTo({ top: 0 });
  }, [state.step]);

  return (
    <div className="withdraw">
      <h1>
        <Trans>Withdraw from contract</Trans>
      </h1>
      {state.step === 'received' ? null : (
        <p className="withdraw__lead">
          <Trans>
            As a consumer, you can withdraw from a contract with us within {days} days without giving a reason. Tell us which contract you mean; in the next
            step you confirm the withdrawal.
          </Trans>{' '}
          <Link to="/withdrawal-instructions" className="text-link">
            <Trans>Withdrawal instructions and model withdrawal form</Trans>
          </Link>
        </p>
      )}
      {state.step === 'details' ? (
        <DetailsStep
          headingRef={headingRef}
          values={values}
          setValues={setValues}
          errors={errors}
          setErrors={setErrors}
          clear={clear}
          onContinue={(declaration) => setState({ step: 'confirm', declaration })}
        />
      ) : state.step === 'confirm' ? (
        <ConfirmStep
          headingRef={headingRef}
          declaration={state.declaration}
          onBack={() => setState({ step: 'details' })}
          onReceived={(receipt) => setState({ step: 'received', receipt })}
          onInvalid={(fieldErrors) => {
            setErrors(fieldErrors);
            setState({ step: 'details' });
          }}
        />
      ) : (
        <Received headingRef={headingRef} receipt={state.receipt} />
      )}
    </div>
  );
}

interface HeadingRef {
  headingRef: React.RefObject<HTMLHeadingElement | null>;
}

/**
 * One step of the withdrawal: a card labelled by its h2, "Step n of 2" (`step`) and the step's
 * `title`; the h2 takes the focus when the step appears (`headingRef`). Then `children`.
 */
function WithdrawStep({ headingRef, step, title, children }: HeadingRef & { step: ReactNode; title: ReactNode; children: ReactNode }) {
  return (
    <section className="card withdraw__step" aria-labelledby="withdraw-step-title">
      <h2 id="withdraw-step-title" ref={headingRef} tabIndex={-1} className="withdraw__step-title">
        <span className="withdraw__step-number">{step}</span> {title}
      </h2>
      {children}
    </section>
  );
}

/** Step 1: which contract (name, e-mail, order reference) and an optional message. */
function DetailsStep({
  headingRef,
  values,
  setValues,
  errors,
  setErrors,
  clear,
  onContinue,
}: HeadingRef & {
  values: Declaration;
  setValues: (update: (current: Declaration) => Declaration) => void;
  errors: Record<string, string>;
  setErrors: (errors: Record<string, string>) => void;
  clear: (name: string) => void;
  onContinue: (declaration: Declaration) => void;
}) {
  const { t, i18n } = useLingui();
  const language = useLanguage();
  const formRef = useRef<HTMLFormElement>(null);
  useFocusFirstInvalid(formRef, errors);

  function set(field: keyof Declaration, value: string) {
    setValues((current) => ({ ...current, [field]: value }));
    clear(field);
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = WithdrawalInputSchema.safeParse({ ...values, language });
    if (!parsed.success) {
      setErrors(issuesToFieldErrors(parsed.error.issues, i18n));
      return;
    }
    setErrors({});
    const { name, email, orderReference, message } = parsed.data;
    onContinue({ name, email, orderReference, message: message ?? '' });
  }

  return (
    <WithdrawStep headingRef={headingRef} step={<Trans>Step 1 of 2</Trans>} title={<Trans>Your contract</Trans>}>
      <ValidatedForm ref={formRef} className="form" errors={errors} onSubmit={onSubmit}>
        <TextInputField name="name" autoComplete="name" label={t`Full name`} value={values.name} onChange={(v) => set('name', v)} isRequired />
        <TextInputField
          name="email"
          type="email"
          autoComplete="email"
          label={t`Email`}
          description={t`The address you ordered with. We send the confirmation there.`}
          value={values.email}
          onChange={(v) => set('email', v)}
          isRequired
        />
        <TextInputField
          name="orderReference"
          label={t`Order reference`}
          description={t`Starts with SH-, for example SH-7K4Q9X. You find it in your order confirmation.`}
          value={values.orderReference}
          onChange={(v) => set('orderReference', v)}
          isRequired
        />
        <TextAreaField
          name="message"
          label={t`Message (optional)`}
          rows={3}
          value={values.message}
          onChange={(v) => set('message', v)}
          description={t`You do not have to give a reason.`}
        />
        <Button type="submit" className="button button--primary button--block">
          <Trans>Continue</Trans>
        </Button>
      </ValidatedForm>
    </WithdrawStep>
  );
}

/** Step 2: the declaration as it will be sent, and "Confirm withdrawal". */
function ConfirmStep({
  headingRef,
  declaration,
  onBack,
  onReceived,
  onInvalid,
}: HeadingRef & {
  declaration: Declaration;
  onBack: () => void;
  onReceived: (receipt: WithdrawalReceipt) => void;
  onInvalid: (errors: Record<string, string>) => void;
}) {
  const { i18n } = useLingui();
  const language = useLanguage();
  const reference = declaration.orderReference;
  const submit = trpc.withdrawals.submit.useMutation({
    onSuccess: (receipt) => onReceived(receipt),
    onError: (error) => {
      const fieldErrors = issuesToFieldErrors(errorIssues(error), i18n);
      if (Object.keys(fieldErrors).length > 0) onInvalid(fieldErrors);
      else toast.error(msg`The withdrawal could not be sent`, serverErrorDescriptor(error));
    },
  });

  return (
    <WithdrawStep headingRef={headingRef} step={<Trans>Step 2 of 2</Trans>} title={<Trans>Check and confirm</Trans>}>
      <p>
        <Trans>This is the withdrawal we will receive:</Trans>
      </p>
      <div className="withdraw__declaration">
        <p className="withdraw__statement">
          <Trans>I hereby withdraw from the contract I concluded for the provision of the following service: hour package, order {reference}.</Trans>
        </p>
        <DeclarationDetails declaration={declaration} />
      </div>
      <div className="withdraw__actions">
        <Button className="button button--ghost" onPress={onBack} isDisabled={submit.isPending}>
          <Trans>Change details</Trans>
        </Button>
        <Button
          className="button button--primary"
          onPress={() => submit.mutate({ ...declaration, message: declaration.message || null, language })}
          isDisabled={submit.isPending}
        >
          {submit.isPending ? <Trans>Sending...</Trans> : <Trans>Confirm withdrawal</Trans>}
        </Button>
      </div>
    </WithdrawStep>
  );
}

/** The receipt: what was received and when, and that the confirmation e-mail (or the link that confirms it) is on its way. */
function Received({ headingRef, receipt }: HeadingRef & { receipt: WithdrawalReceipt }) {
  const language = useLanguage();
  const user = useCachedUser();
  const receivedAt = formatBerlinInstant(receipt.receivedAt, language);
  const reference = receipt.orderReference;
  const linkDays = WITHDRAWAL_LINK_DAYS;
  const firm = useFirm();
  const firmEmail = firm.email;
  return (
    <section className="card withdraw__step withdraw__step--received" aria-labelledby="withdraw-step-title">
      <h2 id="withdraw-step-title" ref={headingRef} tabIndex={-1} className="withdraw__step-title">
        <span className="withdraw__check" aria-hidden="true">
          ✓
        </span>{' '}
        <Trans>We have received your withdrawal</Trans>
      </h2>
      <p>
        <Trans>
          Received on <time dateTime={receipt.receivedAt}>{receivedAt}</time>.
        </Trans>
      </p>
      {receipt.awaitingConfirmation ? (
        <>
          <p>
            <Trans>
              We have sent a link to confirm the withdrawal to the email address stored with order {reference}. Once the withdrawal is confirmed with that link,
              we carry it out: we end the hour package and refund any payment, less the value of hours already used if you had asked for an early start.
            </Trans>
          </p>
          <p>
            <Trans>
              For the withdrawal period, the time of receipt above counts: confirming later does not make your withdrawal late. The link works for {linkDays}{' '}
              days.
            </Trans>
          </p>
          <p className="muted">
            <Trans>No email? Check the order reference and the email address you ordered with, or write to us at {firmEmail}.</Trans>
          </p>
        </>
      ) : (
        <p>
          <Trans>
            A confirmation with the content of your withdrawal and the date and time we received it is on its way to the email address of your account.
          </Trans>
        </p>
      )}
      <div className="withdraw__declaration">
        <p className="withdraw__statement">
          <Trans>I hereby withdraw from the contract I concluded for the provision of the following service: hour package, order {reference}.</Trans>
        </p>
        <DeclarationDetails
          declaration={{ name: receipt.name, email: receipt.email, orderReference: receipt.orderReference, message: receipt.message ?? '' }}
        />
      </div>
      <p className="withdraw__actions">
        {user ? (
          <Link to="/orders" className="button button--secondary">
            <Trans>Your orders</Trans>
          </Link>
        ) : null}
        <Link to="/" className="button button--ghost">
          <Trans>Back to the home page</Trans>
        </Link>
      </p>
    </section>
  );
}

function DeclarationDetails({ declaration }: { declaration: Declaration }) {
  return (
    <dl className="withdraw__details">
      <DescriptionRow label={<Trans>Name</Trans>}>{declaration.name}</DescriptionRow>
      <DescriptionRow label={<Trans>Email</Trans>}>{declaration.email}</DescriptionRow>
      <DescriptionRow label={<Trans>Order reference</Trans>}>{declaration.orderReference}</DescriptionRow>
      {declaration.message ? (
        <DescriptionRow valueClassName="withdraw__message" label={<Trans>Message</Trans>}>
          {declaration.message}
        </DescriptionRow>
      ) : null}
    </dl>
  );
}
