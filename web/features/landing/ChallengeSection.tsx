/**
 * Landing page "challenge/solution" section (spec section 2): what makes German tax paperwork hard
 * for expats, next to how we help. Two columns from tablet width, stacked on phones.
 */
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { RESPONSE_PROMISE_HOURS } from '#shared/constants.js';
import { LandingSection } from './LandingSection.js';

const hours = RESPONSE_PROMISE_HOURS;

const CHALLENGES: MessageDescriptor[] = [
  msg`Every letter from the Finanzamt arrives in German, written in dense official language.`,
  msg`Deadlines are short: you usually have just one month to object to a tax assessment.`,
  msg`Terms like Steuerbescheid, Vorauszahlung or Säumniszuschlag are hard to understand, even with a translation app.`,
  msg`It is easy to worry that you have overlooked something important.`,
];

const SOLUTIONS: MessageDescriptor[] = [
  msg`Bilingual experts translate your documents and explain them in plain English or German.`,
  msg`We tell you what a letter asks of you and which deadline applies.`,
  msg`Your documents and questions are kept together in one private client portal.`,
  msg`You get an answer within ${hours} hours on business days.`,
];

export function ChallengeSection() {
  return (
    <LandingSection
      id="challenge"
      tone="surface"
      title={<Trans>German tax letters, finally clear</Trans>}
      lead={<Trans>Living in Germany means dealing with the Finanzamt in German. We turn official letters into explanations you can act on.</Trans>}
    >
      <div className="landing-challenge">
        <ChallengeColumn variant="problem" title={<Trans>The challenge</Trans>} items={CHALLENGES} />
        <ChallengeColumn variant="solution" title={<Trans>Our solution</Trans>} items={SOLUTIONS} />
      </div>
    </LandingSection>
  );
}

/** Decorative list markers: a warning sign for a problem, a tick for the solution. */
const MARKERS = {
  problem: (
    <>
      <circle cx="10" cy="10" r="8.25" fill="none" stroke="currentColor" strokeWidth="1.5" />
      <path d="M10 5.5v5.5" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
      <circle cx="10" cy="14" r="1.1" fill="currentColor" />
    </>
  ),
  solution: (
    <>
      <circle cx="10" cy="10" r="9" fill="currentColor" />
      <path d="m6 10.2 2.7 2.7L14.2 7.4" fill="none" stroke="#fff" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" />
    </>
  ),
};

/** One column: a heading and its items, each with the column's marker. */
function ChallengeColumn({ variant, title, items }: { variant: keyof typeof MARKERS; title: ReactNode; items: MessageDescriptor[] }) {
  const { i18n } = useLingui();
  return (
    <div className={`landing-challenge__column landing-challenge__column--${variant}`}>
      <h3 className="landing-challenge__title">{title}</h3>
      <ul className="landing-icon-list">
        {items.map((item) => (
          <li key={item.id} className="landing-icon-list__item">
            <svg
              className={`landing-icon-list__icon landing-icon-list__icon--${variant}`}
              viewBox="0 0 20 20"
              width="20"
              height="20"
              aria-hidden="true"
              focusable="false"
            >
              {MARKERS[variant]}
            </svg>
            <span>{i18n._(item)}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
