/**
 * One public service page (spec section 2, "Service pages"): hero with breadcrumb, title and
 * intro; four feature cards; a list; a "good to know" block; a call to action with buttons to
 * /#packages and /#contact; links to the other three service pages. The copy lives in
 * ./content.ts and the head data in web/seo/meta-services.ts. Glossary terms in the copy link to
 * their pages with the short definition as a tooltip (withGlossaryRefs).
 */
import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Breadcrumb } from '../../components/Breadcrumb.js';
import { PublicLayout } from '../../components/PublicLayout.js';
import { RESPONSE_PROMISE_HOURS } from '#shared/constants.js';
import { Link } from '../../components/Link.js';
import { SectionLink } from '../../components/SectionLink.js';
import { SERVICE_TITLES } from '../../seo/titles.js';
import { withGlossaryRefs } from '../glossary/index.js';
import { SERVICE_CONTENT } from './content.js';
import { SERVICE_SLUGS, type ServiceSlug } from '../../lib/service-slugs.js';

export function ServicePage({ slug }: { slug: ServiceSlug }) {
  const { i18n } = useLingui();
  const content = SERVICE_CONTENT[slug];
  const title = i18n._(content.title);
  const [firstParagraph, ...otherParagraphs] = content.callout.paragraphs;
  const hours = RESPONSE_PROMISE_HOURS;

  return (
    <PublicLayout>
      <div className={`service-page service-page--${slug}`}>
        <section className="service-hero" aria-labelledby="service-title">
          <div className="service-hero__inner">
            <Breadcrumb
              trail={[
                <SectionLink key="services" section="services">
                  <Trans>Services</Trans>
                </SectionLink>,
              ]}
              current={i18n._(SERVICE_TITLES[slug])}
            />
            <p className="eyebrow">{i18n._(content.eyebrow)}</p>
            <h1 id="service-title" className="service-hero__title">
              {title}
            </h1>
            {content.intro.map((paragraph) => (
              <p key={paragraph.id} className="service-hero__lead">
                {withGlossaryRefs(i18n._(paragraph))}
              </p>
            ))}
          </div>
        </section>

        <ServiceSection titleId="service-features-title">
          <h2 id="service-features-title">{i18n._(content.featuresHeading)}</h2>
          <ul className="service-features">
            {content.features.map((feature, index) => (
              <li key={feature.title.id} className="card service-feature">
                <span className="service-feature__number" aria-hidden="true">
                  {index + 1}
                </span>
                <h3 className="service-feature__title">{i18n._(feature.title)}</h3>
                <p className="service-feature__text">{withGlossaryRefs(i18n._(feature.text))}</p>
              </li>
            ))}
          </ul>
        </ServiceSection>

        <div className="service-section service-section--surface">
          <div className="section__inner service-details">
            <section className="service-details__list" aria-labelledby="service-list-title">
              <h2 id="service-list-title">{i18n._(content.listHeading)}</h2>
              <ul className="check-list service-list">
                {content.list.map((item) => (
                  <li key={item.id}>{withGlossaryRefs(i18n._(item))}</li>
                ))}
              </ul>
            </section>

            <section className="service-callout" aria-labelledby="service-callout-title">
              <h2 id="service-callout-title" className="service-callout__title">
                {i18n._(content.callout.heading)}
              </h2>
              {firstParagraph ? <p>{withGlossaryRefs(i18n._(firstParagraph))}</p> : null}
              {content.callout.steps ? (
                <ol className="service-steps">
                  {content.callout.steps.map((step) => (
                    <li key={step.id}>{withGlossaryRefs(i18n._(step))}</li>
                  ))}
                </ol>
              ) : null}
              {otherParagraphs.map((paragraph) => (
                <p key={paragraph.id}>{withGlossaryRefs(i18n._(paragraph))}</p>
              ))}
              {slug === 'appeals-objections' ? (
                <p>
                  <Link to="/tools/deadline-calculator" className="text-link">
                    <Trans>Work out the last day for your Einspruch with our free deadline calculator</Trans>
                  </Link>
                </p>
              ) : null}
            </section>
          </div>
        </div>

        <ServiceSection titleId="service-cta-title">
          <div className="service-cta">
            <h2 id="service-cta-title" className="service-cta__title">
              <Trans>Ready to get started?</Trans>
            </h2>
            <p className="service-cta__text">
              <Trans>Choose a package of expert hours, or tell us about your situation: we reply within {hours} hours on business days.</Trans>
            </p>
            <div className="service-cta__actions">
              <SectionLink section="packages" className="button button--primary button--large">
                <Trans>View Packages</Trans>
              </SectionLink>
              <SectionLink section="contact" className="button button--secondary button--large">
                <Trans>Contact Us</Trans>
              </SectionLink>
            </div>
            <p className="service-note">{withGlossaryRefs(i18n._(content.note))}</p>
          </div>
        </ServiceSection>

        <ServiceSection titleId="service-other-title" surface>
          <h2 id="service-other-title">
            <Trans>Other services</Trans>
          </h2>
          <ul className="service-others">
            {SERVICE_SLUGS.filter((other) => other !== slug).map((other) => (
              <li key={other} className="card service-other">
                <h3 className="service-other__title">
                  <Link to={`/services/${other}`} className="service-other__link">
                    {i18n._(SERVICE_TITLES[other])}
                  </Link>
                </h3>
                <p className="service-other__text muted">{i18n._(SERVICE_CONTENT[other].summary)}</p>
              </li>
            ))}
          </ul>
        </ServiceSection>
      </div>
    </PublicLayout>
  );
}

/** One band of a service page: a `<section>` named by its heading (`titleId`), on the surface colour when `surface`, with the page's inner width. */
function ServiceSection({ titleId, surface = false, children }: { titleId: string; surface?: boolean; children: ReactNode }) {
  return (
    <section className={surface ? 'service-section service-section--surface' : 'service-section'} aria-labelledby={titleId}>
      <div className="section__inner">{children}</div>
    </section>
  );
}
