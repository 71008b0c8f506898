/**
 * The bilingual tax glossary (`/glossary`, `/glossary/<slug>`): the German terms found in
 * Finanzamt letters with a plain explanation in the page language, the kinds of letter they
 * appear in and related terms. The texts are data (src/shared/glossary/terms.ts), loaded only by
 * these pages.
 */
import { Trans } from '@lingui/react/macro';
import { GLOSSARY, LETTER_KIND_NAMES, glossaryTerm, type GlossaryTerm } from '#shared/glossary/terms.js';
import { Breadcrumb } from '../../components/Breadcrumb.js';
import { Link } from '../../components/Link.js';
import { PublicLayout } from '../../components/PublicLayout.js';
import { ToolHero } from '../../components/ToolHero.js';
import { useLanguage } from '../../i18n/use-language.js';

/** The terms in German alphabetical order. */
const SORTED = [...GLOSSARY].sort((a, b) => a.term.localeCompare(b.term, 'de'));

/** `/glossary`: every term with its short definition. */
export function GlossaryIndexPage() {
  const language = useLanguage();
  return (
    <PublicLayout mainClassName="glossary-page">
      <ToolHero
        titleId="glossary-title"
        eyebrow={<Trans>Glossary</Trans>}
        title={<Trans>German tax terms explained</Trans>}
        lead={<Trans>The words you meet in letters from the Finanzamt, each explained in plain English and German. An explanation, not tax advice.</Trans>}
      />
      <section className="tool-section">
        <div className="section__inner">
          <dl className="glossary-list">
            {SORTED.map((term) => (
              <div key={term.slug} className="glossary-list__item">
                <dt>
                  <Link to="/glossary/$slug" params={{ slug: term.slug }} className="glossary-list__term" lang="de">
                    {term.term}
                  </Link>{' '}
                  <span className="muted">({term.english})</span>
                </dt>
                <dd>{term.short[language]}</dd>
              </div>
            ))}
          </dl>
        </div>
      </section>
    </PublicLayout>
  );
}

/** `/glossary/<slug>`: one term. */
export function GlossaryTermPage({ term }: { term: GlossaryTerm }) {
  const language = useLanguage();
  const related = term.related.map((slug) => glossaryTerm(slug)).filter((r): r is GlossaryTerm => r !== undefined);
  return (
    <PublicLayout mainClassName="glossary-page">
      <ToolHero
        titleId="term-title"
        breadcrumb={
          <Breadcrumb
            trail={[
              // Exact: the glossary is this page's parent, not the current page (one aria-current).
              <Link key="glossary" to="/glossary" activeOptions={{ exact: true }}>
                <Trans>Glossary</Trans>
              </Link>,
            ]}
            current={term.term}
            currentLang="de"
          />
        }
        title={term.term}
        titleLang="de"
        lead={term.english}
      />
      <section className="tool-section">
        <div className="section__inner glossary-term">
          <p className="glossary-term__short">{term.short[language]}</p>
          <p>{term.explanation[language]}</p>
          <h2>
            <Trans>Where you meet it</Trans>
          </h2>
          <ul>
            {term.letters.map((kind) => (
              <li key={kind}>{LETTER_KIND_NAMES[kind][language]}</li>
            ))}
          </ul>
          {related.length ? (
            <>
              <h2>
                <Trans>Related terms</Trans>
              </h2>
              <ul className="glossary-term__related">
                {related.map((r) => (
                  <li key={r.slug}>
                    <Link to="/glossary/$slug" params={{ slug: r.slug }} lang="de">
                      {r.term}
                    </Link>
                  </li>
                ))}
              </ul>
            </>
          ) : null}
          <p className="muted">
            <Trans>This explains the term; it is not tax advice. For your own letter, ask our experts.</Trans>
          </p>
          <p>
            <Link to="/glossary" className="text-link">
              <Trans>← All terms</Trans>
            </Link>
          </p>
        </div>
      </section>
    </PublicLayout>
  );
}
