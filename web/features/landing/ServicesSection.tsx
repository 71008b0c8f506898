/**
 * Landing page services section (anchor `services`, spec section 2): four static cards, each with
 * a title, a description and a "Learn more" link to its service page.
 */
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Link } from '../../components/Link.js';
import { SERVICE_TITLES } from '../../seo/titles.js';
import type { ServiceSlug } from '../../lib/service-slugs.js';
import { LandingSection } from './LandingSection.js';
import { LineIcon } from './LineIcon.js';

/** A card: the service page's slug (its title comes from the page's head data), text, icon. */
interface ServiceCard {
  slug: ServiceSlug;
  description: MessageDescriptor;
  icon: ReactNode;
}

/** Shared attributes of the decorative 24×24 line icons. */
const iconProps = {
  className: 'landing-service__icon-svg',
  viewBox: '0 0 24 24',
  width: 24,
  height: 24,
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 1.8,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
  'aria-hidden': true,
  focusable: false,
} as const;

const SERVICES: ServiceCard[] = [
  {
    slug: 'tax-return-translation',
    description: msg`We translate your tax return and your Steuerbescheid into plain English or German and explain the figures that matter, so you know what you filed and what the Finanzamt decided.`,
    icon: (
      <svg {...iconProps}>
        <path d="M14 3H7a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2V8z" />
        <path d="M14 3v5h5" />
        <path d="M8.5 13h7M8.5 16.5h5" />
      </svg>
    ),
  },
  {
    slug: 'finanzamt-support',
    description: msg`Reminders, requests for information, advance-payment notices: we translate letters from the Finanzamt, explain what they ask of you and help you keep track of deadlines.`,
    icon: (
      <svg {...iconProps}>
        <rect x="3" y="5" width="18" height="14" rx="2" />
        <path d="m3.5 6.5 8.5 6.5 8.5-6.5" />
      </svg>
    ),
  },
  {
    slug: 'business-formation',
    description: msg`Starting out as a freelancer or small business? We explain business registration, the Finanzamt's tax registration questionnaire and your VAT returns, form by form.`,
    icon: (
      <svg {...iconProps}>
        <rect x="3" y="7" width="18" height="13" rx="2" />
        <path d="M9 7V5.5A1.5 1.5 0 0 1 10.5 4h3A1.5 1.5 0 0 1 15 5.5V7" />
        <path d="M3 12.5h18" />
      </svg>
    ),
  },
  {
    slug: 'appeals-objections',
    description: msg`Think your tax assessment is wrong? We explain the notice, the one-month objection deadline and how an Einspruch works, and translate the objection you write into German.`,
    icon: (
      <svg {...iconProps}>
        <path d="M12 3.5 19 6v5.5c0 4.2-2.9 7.6-7 9-4.1-1.4-7-4.8-7-9V6z" />
        <path d="m9 12 2.2 2.2L15.5 10" />
      </svg>
    ),
  },
];

export function ServicesSection() {
  const { i18n } = useLingui();

  return (
    <LandingSection
      id="services"
      tone="muted"
      title={<Trans>Our services</Trans>}
      lead={<Trans>Clear, reliable help with German tax documents for expats, freelancers and small businesses.</Trans>}
    >
      <ul className="landing-services">
        {SERVICES.map((service) => {
          const title = i18n._(SERVICE_TITLES[service.slug]);
          return (
            <li key={service.slug} className="card landing-service">
              <span className="landing-service__icon">{service.icon}</span>
              <h3 className="landing-service__title">{title}</h3>
              <p className="landing-service__text muted">{i18n._(service.description)}</p>
              <Link to={`/services/${service.slug}`} className="landing-service__link">
                <Trans>Learn more</Trans>
                <span className="visually-hidden">: {title}</span>
                <LineIcon className="landing-service__arrow" size={16} strokeWidth="1.8" path="M3 8h10M9 4l4 4-4 4" />
              </Link>
            </li>
          );
        })}
      </ul>
    </LandingSection>
  );
}
