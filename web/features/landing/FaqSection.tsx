/**
 * Landing page FAQ (spec section 2): the eight FAQ_ITEMS as an accordion with at most one item
 * open at a time (WAI-ARIA's accordion pattern: each question a button with `aria-expanded` and
 * `aria-controls`, its answer a labelled group; react-aria's Button for the press and focus states,
 * not its Disclosure, whose three chunks the landing page's 150 kB budget has no room for). Once a
 * question is opened, the glossary terms in the answers become links with their definitions in
 * tooltips (GlossaryText, loaded then, so the landing page's first load stays small).
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { lazy, Suspense, useId, useState } from 'react';
import { Button } from 'react-aria-components';
import { Link } from '../../components/Link.js';
import { FAQ_ITEMS } from './faq-items.js';
import { LandingSection } from './LandingSection.js';
import { LineIcon } from './LineIcon.js';

const GlossaryText = lazy(() => import('../glossary/GlossaryText.js'));

export function FaqSection() {
  const { i18n } = useLingui();
  const [opened, setOpened] = useState(false);
  const [open, setOpen] = useState<string | null>(null);
  const id = useId();

  return (
    <LandingSection
      id="faq"
      tone="muted"
      center
      title={<Trans>Frequently asked questions</Trans>}
      lead={<Trans>Short answers to the questions we hear most often.</Trans>}
    >
      <div className="landing-faq">
        {FAQ_ITEMS.map((item, index) => {
          const expanded = open === item.question.id;
          const trigger = `${id}-q${index}`;
          const panel = `${id}-a${index}`;
          return (
            <div key={item.question.id} className="landing-faq__item" data-expanded={expanded || undefined}>
              <h3 className="landing-faq__heading">
                <Button
                  id={trigger}
                  className="landing-faq__trigger"
                  aria-expanded={expanded}
                  aria-controls={panel}
                  onPress={() => {
                    setOpen(expanded ? null : item.question.id);
                    setOpened(true);
                  }}
                >
                  <span className="landing-faq__question">{i18n._(item.question)}</span>
                  <LineIcon className="landing-faq__chevron" size={20} strokeWidth="2" path="m5 7.5 5 5 5-5" />
                </Button>
              </h3>
              <div id={panel} role="group" aria-labelledby={trigger} className="landing-faq__panel" hidden={!expanded}>
                <p className="landing-faq__answer">
                  {opened ? (
                    <Suspense fallback={i18n._(item.answer)}>
                      <GlossaryText text={i18n._(item.answer)} />
                    </Suspense>
                  ) : (
                    i18n._(item.answer)
                  )}
                </p>
              </div>
            </div>
          );
        })}
      </div>
      <p className="landing-faq__more">
        <Link to="/tools/deadline-calculator" className="text-link">
          <Trans>By when must you object to a Steuerbescheid or pay? Use our free deadline calculator.</Trans>
        </Link>
      </p>
    </LandingSection>
  );
}
