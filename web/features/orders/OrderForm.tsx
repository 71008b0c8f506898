/**
 * Ordering a package (`/order/<package id>`) or extra hours at the standard hourly rate
 * (`/order/extra-hours`, 1 to 20 hours, decision record 071): the package or the hours chosen, the
 * 12-month validity and the price (consumers see the total with VAT first, Preisangabenverordnung; businesses the net price
 * plus VAT), the billing address (businesses: company and USt-IdNr.), the payment method, for
 * consumers the express request to start within the withdrawal period (§ 356 (4) BGB, optional),
 * the terms, and the button "Order and pay" (§ 312j (3) BGB) right after a recap of what is ordered
 * (§ 312j (2) BGB). Decision record 011.
 */
import { msg } from '@lingui/core/macro';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useNavigate } from '@tanstack/react-router';
import { useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Checkbox, Label, Radio, RadioGroup, Text } from 'react-aria-components';
import { PURCHASE_VALIDITY_MONTHS } from '#shared/constants.js';
import { formatEuros, formatHoursUnit } from '#shared/format.js';
import { CreateOrderInputSchema, type CustomerType, type PaymentMethod } from '#shared/orders/orders.schema.js';
import { extraHoursPrice } from '#shared/orders/extra-hours.js';
import type { PublicPackage } from '#shared/packages/catalog.schema.js';
import { priceWithVat, WITHDRAWAL_DAYS, type PriceBreakdown } from '#shared/orders/pricing.js';
import { TextInputField } from '../../components/fields.js';
import { Link } from '../../components/Link.js';
import { SelectField } from '../../components/SelectField.js';
import { CheckboxField } from '../../components/CheckboxField.js';
import { FormError } from '../../components/FormParts.js';
import { serverErrorDescriptor, translateMessageKey } from '../../i18n/server-messages.js';
import { useLanguage } from '../../i18n/use-language.js';
import { errorIssues, errorMessageKey } from '../../lib/errors.js';
import { toast } from '../../lib/toast.js';
import { trpc } from '../../lib/trpc.js';
import { useFieldErrors, useFocusFirstInvalid, setAndClear } from '../../lib/use-field-errors.js';
import { localizedDescription, localizedFeatures, localizedPackageName, responseMessage } from '../packages/index.js';
import { countryOptions } from './countries.js';
import { orderFieldErrors } from './order-errors.js';
import { ExtraHoursField } from './ExtraHoursField.js';
import './orders.css';
import { ValidatedForm } from '../../components/ValidatedForm.js';
import { DescriptionRow } from '../../components/DescriptionRow.js';
import { SubmitButton } from '../../components/SubmitButton.js';

interface BillingValues {
  name: string;
  company: string;
  vatId: string;
  street: string;
  postalCode: string;
  city: string;
  countryCode: string;
}

/** What the form sells: a package of the catalogue, or extra hours at the standard hourly rate (net euro cents). */
export type OrderFormItem = { kind: 'package'; pkg: PublicPackage } | { kind: 'extra_hours'; hourlyRateCents: number };

/** The hours an extra-hours order starts with. */
const FIRST_EXTRA_HOURS = 1;

export function OrderForm({ item, vatRatePercent, cardAvailable }: { item: OrderFormItem; vatRatePercent: number; cardAvailable: boolean }) {
  const { t, i18n } = useLingui();
  const language = useLanguage();
  const navigate = useNavigate();
  const utils = trpc.useUtils();
  const me = trpc.auth.me.useQuery();
  const formRef = useRef<HTMLFormElement>(null);
  const { errors, setErrors, clear } = useFieldErrors();
  useFocusFirstInvalid(formRef, errors);
  const earlyStartNoteId = useId();

  const [customerType, setCustomerType] = useState<CustomerType>('consumer');
  const [billing, setBilling] = useState<BillingValues>(() => ({
    name: me.data?.user.name ?? '',
    company: '',
    vatId: '',
    street: '',
    postalCode: '',
    city: '',
    countryCode: 'DE',
  }));
  const [paymentMethod, setPaymentMethod] = useState<PaymentMethod>('transfer');
  const [earlyStart, setEarlyStart] = useState(false);
  const [acceptTerms, setAcceptTerms] = useState(false);
  const [formError, setFormError] = useState<ReactNode>(null);
  const [extraHours, setExtraHours] = useState(FIRST_EXTRA_HOURS);

  const business = customerType === 'business';
  const extra = item.kind === 'extra_hours';
  const chosenHours = Number.isFinite(extraHours) ? extraHours : 0;
  const price = extra ? extraHoursPrice(chosenHours, item.hourlyRateCents, vatRatePercent) : priceWithVat(item.pkg.price, vatRatePercent);
  const name = extra ? t`Extra hours` : localizedPackageName(item.pkg, language);

  const create = trpc.orders.create.useMutation({
    onSuccess: async ({ order, checkoutUrl }) => {
      await utils.orders.list.invalidate();
      if (checkoutUrl) {
        // Card: on to the payment provider's page; it comes back to the order page.
        window.location.assign(checkoutUrl);
        return;
      }
      toast.success(msg`Order placed`, msg`We have sent you a confirmation by email.`);
      await navigate({
        to: '/orders/$orderId',
        params: { orderId: order.id },
        search: order.paymentMethod === 'card' ? { card: 'unavailable' } : {},
      });
    },
    onError: (error) => {
      const { fields, rest } = orderFieldErrors(errorIssues(error), i18n);
      setErrors(fields);
      const key = errorMessageKey(error);
      if (key === 'openOrdersLimit') {
        setFormError(
          <Trans>
            You have too many unpaid orders. Pay or cancel one on{' '}
            <Link to="/orders" className="text-link">
              your orders page
            </Link>{' '}
            first.
          </Trans>,
        );
      } else if (!extra && (key === 'packageInactive' || key === 'packageNotFound')) {
        setFormError(
          <Trans>
            This package is no longer available.{' '}
            <Link to="/order" className="text-link">
              Choose another package
            </Link>
            .
          </Trans>,
        );
      } else if (rest.length > 0) {
        setFormError(rest.join(' '));
      } else if (Object.keys(fields).length === 0) {
        setFormError(null);
        toast.error(msg`The order could not be placed`, serverErrorDescriptor(error));
      }
    },
  });

  function set<K extends keyof BillingValues>(field: K, value: BillingValues[K]) {
    setBilling((current) => ({ ...current, [field]: value }));
    clear(field);
  }

  /** A billing text field's name, value and onChange (`set`), to spread onto its TextInputField. */
  function billingField(field: Exclude<keyof BillingValues, 'countryCode'>) {
    return { name: field, value: billing[field], onChange: (value: string) => set(field, value) };
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setFormError(null);
    const parsed = CreateOrderInputSchema.safeParse({
      ...(extra ? { extraHours: Number.isFinite(extraHours) ? extraHours : undefined } : { packageId: item.pkg.id }),
      customerType,
      billing: { ...billing, company: business ? billing.company : null, vatId: business ? billing.vatId : null },
      paymentMethod: cardAvailable ? paymentMethod : 'transfer',
      earlyStart: !business && earlyStart,
      acceptTerms,
    });
    if (!parsed.success) {
      const { fields } = orderFieldErrors(parsed.error.issues, i18n);
      // The schema checks the company only once the rest is valid; say it at once with the other fields.
      if (business && !billing.company.trim() && !fields.company) fields.company = translateMessageKey(i18n, 'companyRequired');
      setErrors(fields);
      return;
    }
    setErrors({});
    create.mutate(parsed.data);
  }

  const hours = extra ? chosenHours : item.pkg.hours;
  const months = PURCHASE_VALIDITY_MONTHS;
  const rate = vatRatePercent;
  const days = WITHDRAWAL_DAYS;
  const total = formatEuros(price.grossCents, language, true);
  const net = formatEuros(price.netCents, language, true);

  return (
    <div className="order-layout">
      <OrderSummary item={item} hours={hours} price={price} business={business} />
      <ValidatedForm ref={formRef} className="form card order-form" errors={errors} onSubmit={onSubmit} aria-labelledby="order-form-title">
        <h2 id="order-form-title" className="visually-hidden">
          <Trans>Your details</Trans>
        </h2>
        {extra ? (
          <ExtraHoursField
            hours={extraHours}
            onChange={(value) => {
              setExtraHours(value);
              clear('extraHours');
            }}
            hourlyRateCents={item.hourlyRateCents}
            price={price}
          />
        ) : null}
        <StackedChoice
          name="customerType"
          label={<Trans>You are ordering as</Trans>}
          value={customerType}
          onChange={(value) => {
            setCustomerType(value === 'business' ? 'business' : 'consumer');
            clear('company');
            clear('vatId');
          }}
          options={[
            { value: 'consumer', label: <Trans>A private individual (consumer)</Trans> },
            { value: 'business', label: <Trans>A business (company or self-employed)</Trans> },
          ]}
          description={
            <Trans>Choose “business” if you order for your company or your self-employed work: the invoice then shows your company and VAT ID.</Trans>
          }
        />

        <fieldset className="order-form__group">
          <legend className="order-form__legend">
            <Trans>Billing address</Trans>
          </legend>
          <TextInputField {...billingField('name')} autoComplete="name" label={t`Full name`} isRequired />
          {business ? (
            <>
              <TextInputField {...billingField('company')} autoComplete="organization" label={t`Company`} isRequired />
              <TextInputField
                {...billingField('vatId')}
                label={t`VAT ID (USt-IdNr., optional)`}
                description={t`For example DE123456789. We check its format.`}
              />
            </>
          ) : null}
          <TextInputField {...billingField('street')} autoComplete="address-line1" label={t`Street and house number`} isRequired />
          <div className="order-form__row">
            <TextInputField {...billingField('postalCode')} autoComplete="postal-code" label={t`Postal code`} isRequired />
            <TextInputField {...billingField('city')} autoComplete="address-level2" label={t`City`} isRequired />
          </div>
          <SelectField
            name="countryCode"
            label={<Trans>Country</Trans>}
            options={countryOptions(language)}
            value={billing.countryCode}
            onChange={(value) => set('countryCode', value ?? 'DE')}
            isRequired
          />
        </fieldset>

        {cardAvailable ? (
          <StackedChoice
            name="paymentMethod"
            label={<Trans>Payment</Trans>}
            value={paymentMethod}
            onChange={(value) => {
              setPaymentMethod(value === 'card' ? 'card' : 'transfer');
              clear('paymentMethod');
            }}
            options={[
              { value: 'transfer', label: <Trans>Bank transfer</Trans> },
              { value: 'card', label: <Trans>Card (on our payment provider's page)</Trans> },
            ]}
            description={
              paymentMethod === 'card' ? (
                <Trans>After you order, you enter your card details on the secure page of our payment provider, Stripe.</Trans>
              ) : (
                <Trans>After you order, we show our bank details and a QR code for your banking app.</Trans>
              )
            }
          />
        ) : (
          <div className="order-form__group">
            <h3 className="order-form__legend">
              <Trans>Payment</Trans>
            </h3>
            <p className="muted order-form__note">
              <Trans>By bank transfer: after you order, we show our bank details and a QR code for your banking app.</Trans>
            </p>
          </div>
        )}

        <div className="order-form__group">
          <h3 className="order-form__legend">{business ? <Trans>Terms</Trans> : <Trans>Terms and withdrawal</Trans>}</h3>
          {business ? null : (
            <div className="order-form__check">
              <Checkbox className="checkbox" isSelected={earlyStart} onChange={setEarlyStart} aria-describedby={earlyStartNoteId}>
                <Trans>
                  I expressly request that you begin the service before the withdrawal period ends. I am aware that I lose my right of withdrawal once you have
                  completely provided the service.
                </Trans>
              </Checkbox>
              <p id={earlyStartNoteId} className="field__description order-form__check-note">
                <Trans>
                  Optional. If you tick this and then withdraw, you pay for the hours used until then. Without it, you can withdraw within {days} days and get
                  the full price back.
                </Trans>
              </p>
              <p className="order-form__check-note">
                <a href="/withdrawal-instructions" target="_blank" rel="noopener" className="text-link">
                  <Trans>Withdrawal instructions and model withdrawal form</Trans>
                  <span className="visually-hidden">
                    {' '}
                    <Trans>(opens in a new tab)</Trans>
                  </span>
                </a>
              </p>
            </div>
          )}
          <p className="order-form__note">
            {business ? (
              <Trans>
                Please read our{' '}
                <a href="/terms-of-service" target="_blank" rel="noopener" className="text-link">
                  terms of service<span className="visually-hidden"> (opens in a new tab)</span>
                </a>
                .
              </Trans>
            ) : (
              <Trans>
                Please read our{' '}
                <a href="/terms-of-service" target="_blank" rel="noopener" className="text-link">
                  terms of service<span className="visually-hidden"> (opens in a new tab)</span>
                </a>{' '}
                and the{' '}
                <a href="/withdrawal-instructions" target="_blank" rel="noopener" className="text-link">
                  withdrawal instructions and model withdrawal form<span className="visually-hidden"> (opens in a new tab)</span>
                </a>
                : as a consumer you can withdraw from this contract within {days} days without giving a reason.
              </Trans>
            )}
          </p>
          <div className="order-form__check">
            <CheckboxField name="acceptTerms" isSelected={acceptTerms} onChange={setAndClear(setAcceptTerms, clear, 'acceptTerms')} error={errors.acceptTerms}>
              <Trans>I accept the terms of service.</Trans>
            </CheckboxField>
          </div>
        </div>

        <div className="order-recap">
          <h3 className="order-form__legend">
            <Trans>Your order</Trans>
          </h3>
          <p className="order-recap__line">
            {extra ? (
              <Plural
                value={hours}
                one={`Extra hours: # hour of expert support at our standard hourly rate, valid for ${months} months from payment.`}
                other={`Extra hours: # hours of expert support at our standard hourly rate, valid for ${months} months from payment.`}
              />
            ) : (
              <Trans>
                {name}: {hours} hours of expert support, valid for {months} months from payment.
              </Trans>
            )}
          </p>
          <p className="order-recap__total">
            {business ? (
              <Trans>
                {net} plus {rate} % VAT, total <strong>{total}</strong>
              </Trans>
            ) : (
              <Trans>
                Total <strong>{total}</strong> (incl. {rate} % VAT)
              </Trans>
            )}
          </p>
        </div>
        <FormError message={formError} />
        <SubmitButton pending={create.isPending} pendingLabel={<Trans>Placing your order...</Trans>} large block>
          <Trans>Order and pay</Trans>
        </SubmitButton>
      </ValidatedForm>
    </div>
  );
}

/** A required choice of a few options, one under the other, with a description under them. */
function StackedChoice({
  name,
  label,
  value,
  onChange,
  options,
  description,
}: {
  name: string;
  label: ReactNode;
  value: string;
  onChange: (value: string) => void;
  options: { value: string; label: ReactNode }[];
  description: ReactNode;
}) {
  return (
    <RadioGroup name={name} className="field radio-group" value={value} onChange={onChange} isRequired>
      <Label className="field__label">{label}</Label>
      <div className="radio-group__options radio-group__options--stacked">
        {options.map((option) => (
          <Radio key={option.value} value={option.value} className="radio">
            {option.label}
          </Radio>
        ))}
      </div>
      <Text slot="description" className="field__description">
        {description}
      </Text>
    </RadioGroup>
  );
}

/**
 * The package or the extra hours and the price: consumers see the total with VAT first, businesses
 * the net price. Extra hours bring no package's features, and say so (decision record 071).
 */
function OrderSummary({ item, hours, price, business }: { item: OrderFormItem; hours: number; price: PriceBreakdown; business: boolean }) {
  const { i18n } = useLingui();
  const language = useLanguage();
  const pkg = item.kind === 'package' ? item.pkg : null;
  const description = pkg ? localizedDescription(pkg, language) : null;
  const features = pkg ? localizedFeatures(pkg, language) : [];
  const months = PURCHASE_VALIDITY_MONTHS;
  const rate = price.vatRatePercent;
  const euros = (cents: number) => formatEuros(cents, language, true);
  const hourlyRate = item.kind === 'extra_hours' ? euros(item.hourlyRateCents) : '';

  return (
    <section className="card order-summary" aria-labelledby="order-summary-title">
      <h2 id="order-summary-title" className="order-summary__title">
        {pkg ? localizedPackageName(pkg, language) : <Trans>Extra hours</Trans>}
      </h2>
      {description ? <p className="muted">{description}</p> : null}
      {pkg ? null : (
        <p className="muted">
          <Trans>
            Hours at our standard hourly rate, with or without a package. They count like package hours, but bring no package features: a package’s response
            time stays as it is.
          </Trans>
        </p>
      )}
      <ul className="order-facts">
        <li>
          {pkg ? <Trans>{hours} hours of expert support</Trans> : <Plural value={hours} one="# hour of expert support" other="# hours of expert support" />}
        </li>
        <li>
          <Trans>Valid for {months} months from payment</Trans>
        </li>
        {pkg ? (
          <li>{i18n._(responseMessage(pkg))}</li>
        ) : (
          <li>
            <Trans>{hourlyRate} per hour (net)</Trans>
          </li>
        )}
      </ul>
      {features.length > 0 ? (
        <ul className="check-list order-summary__features">
          {features.map((feature) => (
            <li key={feature}>{feature}</li>
          ))}
        </ul>
      ) : null}
      <dl className="price-table">
        {business ? (
          <>
            <DescriptionRow className="price-table__row price-table__row--lead" label={<Trans>Price (net)</Trans>}>
              {euros(price.netCents)}
            </DescriptionRow>
            <DescriptionRow className="price-table__row" label={<Trans>plus VAT ({rate} %)</Trans>}>
              {euros(price.vatCents)}
            </DescriptionRow>
            <DescriptionRow className="price-table__row price-table__row--total" label={<Trans>Total</Trans>}>
              {euros(price.grossCents)}
            </DescriptionRow>
          </>
        ) : (
          <>
            <DescriptionRow className="price-table__row price-table__row--lead" label={<Trans>Total price (incl. VAT)</Trans>}>
              {euros(price.grossCents)}
            </DescriptionRow>
            <DescriptionRow className="price-table__row" label={<Trans>Net price</Trans>}>
              {euros(price.netCents)}
            </DescriptionRow>
            <DescriptionRow className="price-table__row" label={<Trans>VAT ({rate} %)</Trans>}>
              {euros(price.vatCents)}
            </DescriptionRow>
          </>
        )}
      </dl>
      <HoursCarryOver extra={!pkg} />
    </section>
  );
}

/**
 * For a client who still has hours (decision record 070): a larger (or any further) package adds its
 * hours to theirs; the hours they have keep their own expiry date, and the price of unused hours
 * is not credited. Nothing without active hours.
 */
function HoursCarryOver({ extra }: { extra: boolean }) {
  const language = useLanguage();
  const summary = trpc.purchases.summary.useQuery();
  if (!summary.data || summary.data.hoursRemaining <= 0) return null;
  const left = formatHoursUnit(summary.data.hoursRemaining, language);
  return (
    <p className="order-summary__carry-over">
      {extra ? (
        <Trans>
          You still have {left} from earlier purchases. They stay valid until their own expiry date, and these hours are added to them. Time is always drawn
          from the hours that expire first.
        </Trans>
      ) : (
        <Trans>
          You still have {left} from earlier packages. They stay valid until their own expiry date, and this package’s hours are added to them. The price of
          hours you have not used is not credited.
        </Trans>
      )}
    </p>
  );
}
