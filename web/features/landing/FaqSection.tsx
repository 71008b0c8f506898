/**
 * Landing page FAQ (spec section 2): the eight FAQ_ITEMS as an accordion with at most one item
 * open at a time (react-aria DisclosureGroup, `allowsMultipleExpanded` defaults to false). Once a
 * question is opened, the glossary terms in the answers become links with their definitions in
 * tooltips (GlossaryText, loaded then, so the landing page's first load stays small).
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { lazy, Suspense, useState } from 'react';
import { Button, Disclosure, DisclosureGroup, DisclosurePanel, Heading } from 'react-aria-components';
import { Link } from '../../components/Link.js';
import { FAQ_ITEMS } from './faq-items.js';

const GlossaryText = lazy(() => import('../glossary/GlossaryText.js'));

export function FaqSection() {
  const { i18n } = useLingui();
  const [opened, setOpened] = useState(false);

  return (
    <section id="faq" aria-labelledby="faq-title" className="section landing-section landing-section--muted">
      <div className="section__inner">
        <header className="landing-section__header landing-section__header--center">
          <h2 id="faq-title">
            <Trans>Frequently asked questions</Trans>
          </h2>
          <p className="section__lead muted">
            <Trans>Short answers to the questions we hear most often.</Trans>
          </p>
        </header>

        <DisclosureGroup className="landing-faq" onExpandedChange={(keys) => keys.size > 0 && setOpened(true)}>
          {FAQ_ITEMS.map((item) => (
            <Disclosure key={item.question.id} id={item.question.id} className="landing-faq__item">
              <Heading level={3} className="landing-faq__heading">
                <Button slot="trigger" className="landing-faq__trigger">
                  <span className="landing-faq__question">{i18n._(item.question)}</span>
                  <svg
                    className="landing-faq__chevron"
                    viewBox="0 0 20 20"
                    width="20"
                    height="20"
                    fill="none"
                    stroke="currentColor"
                    strokeWidth="2"
                    strokeLinecap="round"
                    strokeLinejoin="round"
                    aria-hidden="true"
                    focusable="false"
                  >
                    <path d="m5 7.5 5 5 5-5" />
                  </svg>
                </Button>
              </Heading>
              <DisclosurePanel className="landing-faq__panel">
                <p className="landing-faq__answer">
                  {opened ? (
                    <Suspense fallback={i18n._(item.answer)}>
                      <GlossaryText text={i18n._(item.answer)} />
                    </Suspense>
                  ) : (
                    i18n._(item.answer)
                  )}
                </p>
              </DisclosurePanel>
            </Disclosure>
          ))}
        </DisclosureGroup>
        <p className="landing-faq__more">
          <Link to="/tools/deadline-calculator" className="text-link">
            <Trans>By when must you object to a Steuerbescheid or pay? Use our free deadline calculator.</Trans>
          </Link>
        </p>
      </div>
    </section>
  );
}
