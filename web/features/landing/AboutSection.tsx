/**
 * Landing page about section (anchor `about`, spec section 2): who we are, what we do and what we
 * don't (no Steuerberatung), and our values. Claims are limited to the spec's numbers (CLAIMS).
 */
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { CLAIMS, RESPONSE_PROMISE_HOURS } from '#shared/constants.js';
import { LandingSectionFrame } from './LandingSection.js';

interface Value {
  title: MessageDescriptor;
  text: MessageDescriptor;
}

const hours = RESPONSE_PROMISE_HOURS;

const WE_DO: MessageDescriptor[] = [
  msg`Translate tax returns, tax assessments and Finanzamt letters into plain English or German`,
  msg`Explain what a document means and what it asks of you`,
  msg`Help freelancers and small businesses understand VAT returns and business registration`,
  msg`Help you gather and organise the documents your tax return or your Steuerberater needs`,
  msg`Answer your questions through the client portal`,
];

const VALUES: Value[] = [
  {
    title: msg`Clarity`,
    text: msg`Plain language instead of official jargon. We explain until it makes sense to you.`,
  },
  {
    title: msg`Confidentiality`,
    text: msg`Your documents stay private in your client portal. Only you and our experts can see them.`,
  },
  {
    title: msg`Reliability`,
    text: msg`Answers within ${hours} hours on business days, and deadlines we take as seriously as you do.`,
  },
];

export function AboutSection() {
  const { i18n } = useLingui();
  const years = CLAIMS.yearsExperience;
  const expats = CLAIMS.expatsServed;

  return (
    <LandingSectionFrame id="about" tone="surface">
      <div className="section__inner">
        <div className="landing-about">
          <div className="landing-about__intro">
            <h2 id="about-title">
              <Trans>About us</Trans>
            </h2>
            <p className="landing-about__lead">
              <Trans>We are a team of bilingual translators and experts in German tax documents, based in Berlin and serving clients throughout Germany.</Trans>
            </p>
            <p className="muted">
              <Trans>
                With {years} years of experience and {expats} expats served, we know which letters cause worry and how to explain them clearly, in English or in
                German.
              </Trans>
            </p>
          </div>

          <div className="landing-about__scope">
            <div className="card landing-scope landing-scope--do">
              <h3 className="landing-scope__title">
                <Trans>What we do</Trans>
              </h3>
              <ul className="landing-scope__list">
                {WE_DO.map((item) => (
                  <li key={item.id}>{i18n._(item)}</li>
                ))}
              </ul>
            </div>
            <div className="card landing-scope landing-scope--dont">
              <h3 className="landing-scope__title">
                <Trans>What we don't do</Trans>
              </h3>
              <p>
                <Trans>
                  We do not provide tax advice (Steuerberatung): we do not prepare or file your tax return, do not lodge objections for you and do not represent
                  you before the Finanzamt.
                </Trans>
              </p>
              <p className="muted">
                <Trans>When you need tax advice, we refer you to a licensed Steuerberater.</Trans>
              </p>
            </div>
          </div>
        </div>

        <h3 className="landing-values__heading">
          <Trans>Our values</Trans>
        </h3>
        <ul className="landing-values">
          {VALUES.map((value) => (
            <li key={value.title.id} className="landing-value">
              <h4 className="landing-value__title">{i18n._(value.title)}</h4>
              <p className="landing-value__text muted">{i18n._(value.text)}</p>
            </li>
          ))}
        </ul>
      </div>
    </LandingSectionFrame>
  );
}
