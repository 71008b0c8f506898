/**
 * How many extra hours to order (1 to 20, whole hours; decision record 071): a number field with
 * minus and plus buttons, and under it the price as it stands, net, VAT and gross.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, FieldError, Group, Input, Label, NumberField, Text } from 'react-aria-components';
import { EXTRA_HOURS_MAX, EXTRA_HOURS_MIN } from '#shared/orders/extra-hours.js';
import { formatEuros } from '#shared/format.js';
import type { PriceBreakdown } from '#shared/orders/pricing.js';
import { useLanguage } from '../../i18n/use-language.js';

/**
 * @param hours the hours chosen (NaN while the field is empty)
 * @param hourlyRateCents the standard hourly rate, net, in euro cents
 * @param price the price of `hours` (net, VAT, gross in euro cents)
 */
export function ExtraHoursField({
  hours,
  onChange,
  hourlyRateCents,
  price,
}: {
  hours: number;
  onChange: (hours: number) => void;
  hourlyRateCents: number;
  price: PriceBreakdown;
}) {
  const { t } = useLingui();
  const language = useLanguage();
  const euros = (cents: number) => formatEuros(cents, language, true);
  const rate = euros(hourlyRateCents);
  const net = euros(price.netCents);
  const vat = euros(price.vatCents);
  const gross = euros(price.grossCents);
  const vatRate = price.vatRatePercent;
  const min = EXTRA_HOURS_MIN;
  const max = EXTRA_HOURS_MAX;
  return (
    <NumberField
      name="extraHours"
      className="field extra-hours-field"
      value={hours}
      onChange={onChange}
      minValue={EXTRA_HOURS_MIN}
      maxValue={EXTRA_HOURS_MAX}
      step={1}
      formatOptions={{ maximumFractionDigits: 0 }}
      isRequired
    >
      <Label className="field__label">
        <Trans>Number of extra hours</Trans>
      </Label>
      <Group className="extra-hours-field__group">
        <Button slot="decrement" className="button button--secondary extra-hours-field__step" aria-label={t`One hour less`}>
          −
        </Button>
        <Input className="field__input extra-hours-field__input" />
        <Button slot="increment" className="button button--secondary extra-hours-field__step" aria-label={t`One hour more`}>
          +
        </Button>
      </Group>
      <Text slot="description" className="field__description">
        <Trans>
          From {min} to {max} hours at {rate} per hour (net).
        </Trans>{' '}
        {Number.isFinite(hours) ? (
          <span className="extra-hours-field__price" aria-live="polite">
            <Trans>
              Net {net} plus {vat} VAT ({vatRate} %): total {gross}.
            </Trans>
          </span>
        ) : null}
      </Text>
      <FieldError className="field__error" />
    </NumberField>
  );
}
