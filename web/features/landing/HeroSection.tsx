/**
 * Landing page hero (spec sections 1 and 2): headline, lead, the three claims (CLAIMS), and the
 * Book Consultation (→ contact) and View Packages (→ packages) buttons. The German label of Book
 * Consultation is "Erstgespräch vereinbaren": the firm gives no Beratung (no tax advice).
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { CLAIMS } from '#shared/constants.js';
import { SectionLink } from '../../components/SectionLink.js';

export function HeroSection() {
  const { t } = useLingui();
  return (
    <section className="hero" aria-labelledby="hero-title">
      <div className="hero__inner">
        <div className="hero__text">
          <p className="eyebrow">
            <Trans>German tax documents explained, in English and German</Trans>
          </p>
          <h1 id="hero-title">
            <Trans>Understand every letter from the Finanzamt</Trans>
          </h1>
          <p className="hero__lead">
            <Trans>
              We translate and explain your Steuerbescheid, Finanzamt letters and tax returns in plain English or German, and help freelancers and small
              businesses understand VAT returns and business registration.
            </Trans>
          </p>
          <div className="hero__actions">
            <SectionLink section="contact" className="button button--primary button--large">
              <Trans>Book Consultation</Trans>
            </SectionLink>
            <SectionLink section="packages" className="button button--secondary button--large">
              <Trans>View Packages</Trans>
            </SectionLink>
          </div>
        </div>
        <ul className="claims" aria-label={t`Our track record`}>
          <li>
            <strong>{CLAIMS.expatsServed}</strong>
            <span>
              <Trans>expats served</Trans>
            </span>
          </li>
          <li>
            <strong>{CLAIMS.yearsExperience}</strong>
            <span>
              <Trans>years of experience</Trans>
            </span>
          </li>
          <li>
            <strong>{CLAIMS.languages}</strong>
            <span>
              <Trans>languages: English and German</Trans>
            </span>
          </li>
        </ul>
      </div>
    </section>
  );
}
