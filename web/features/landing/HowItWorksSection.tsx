/**
 * Landing page "how it works" section (anchor `how-it-works`, spec section 2): four numbered steps
 * from choosing a package to an expert's answer.
 */
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { PURCHASE_VALIDITY_MONTHS, TIME_INCREMENT_MINUTES } from '#shared/constants.js';
import { LandingSection } from './LandingSection.js';

interface Step {
  title: MessageDescriptor;
  text: MessageDescriptor;
}

const months = PURCHASE_VALIDITY_MONTHS;
const minutes = TIME_INCREMENT_MINUTES;

const STEPS: Step[] = [
  {
    title: msg`Choose a package`,
    text: msg`Pick the number of expert hours that suits you. Purchased hours are valid for ${months} months from payment.`,
  },
  {
    title: msg`Create your account and upload documents`,
    text: msg`Register for the client portal and upload your tax documents and Finanzamt letters into folders, as PDF, Word file or photo.`,
  },
  {
    title: msg`Ask your questions`,
    text: msg`Write in English or German, in your own words. No question is too small.`,
  },
  {
    title: msg`An expert answers`,
    text: msg`A bilingual expert answers in the portal, within the response time of your package. Time is tracked in ${minutes}-minute increments, so only the time actually spent is deducted from your hours.`,
  },
];

export function HowItWorksSection() {
  const { i18n } = useLingui();

  return (
    <LandingSection
      id="how-it-works"
      tone="surface"
      title={<Trans>How it works</Trans>}
      lead={<Trans>From your first question to a clear answer in four simple steps.</Trans>}
    >
      {/* role="list": list semantics survive `list-style: none` in Safari/VoiceOver. */}
      {/* eslint-disable-next-line jsx-a11y/no-redundant-roles -- see above */}
      <ol className="landing-steps" role="list">
        {STEPS.map((step) => (
          <li key={step.title.id} className="landing-step">
            <h3 className="landing-step__title">{i18n._(step.title)}</h3>
            <p className="landing-step__text muted">{i18n._(step.text)}</p>
          </li>
        ))}
      </ol>
    </LandingSection>
  );
}
