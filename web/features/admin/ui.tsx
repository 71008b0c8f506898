/** Small building blocks shared by the admin console's pages. */
import { Trans, useLingui } from '@lingui/react/macro';
import { useLocation, useRouter } from '@tanstack/react-router';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Button, Input, Label, SearchField } from 'react-aria-components';
import { LANGUAGE_NAMES, type Language } from '#shared/constants.js';
import { EmptyState } from '../../components/States.js';
import { Badge } from '../../components/Badge.js';

/** A page's heading row: title, optional lead text and actions on the right. */
export function AdminPageTitle({ title, lead, actions }: { title: ReactNode; lead?: ReactNode; actions?: ReactNode }) {
  return (
    <div className="admin-title">
      <div className="admin-title__text">
        <h1>{title}</h1>
        {lead ? <p className="muted">{lead}</p> : null}
      </div>
      {actions ? <div className="admin-title__actions">{actions}</div> : null}
    </div>
  );
}

/** The client's preferred language, by its own name ('English', 'Deutsch'). */
export function LanguageBadge({ language }: { language: Language }) {
  return (
    <Badge tone="muted" lang={language}>
      {LANGUAGE_NAMES[language]}
    </Badge>
  );
}

/**
 * A search box that reports its text after a short pause (and at once on Enter or clear),
 * so lists can follow typing without a request per keystroke.
 */
export function SearchBox({
  label,
  placeholder,
  value,
  onSearch,
  delayMs = 300,
}: {
  label: ReactNode;
  placeholder?: string;
  /** The committed search text (for example from the URL). */
  value: string;
  onSearch: (text: string) => void;
  delayMs?: number;
}) {
  const { t } = useLingui();
  const [text, setText] = useState(value);
  const committed = useRef(value);
  const onSearchRef = useRef(onSearch);
  useEffect(() => {
    onSearchRef.current = onSearch;
  });
  // A pause that ends after the user has left for another page (still loading) reports nothing:
  // the search would navigate back to this page.
  const router = useRouter();
  const pathname = useLocation({ select: (location) => location.pathname });

  // Follow outside changes (back/forward navigation).
  useEffect(() => {
    if (value !== committed.current) {
      committed.current = value;
      setText(value);
    }
  }, [value]);

  useEffect(() => {
    const trimmed = text.trim();
    if (trimmed === committed.current) return;
    const timer = setTimeout(() => {
      if (router.latestLocation.pathname !== pathname) return;
      committed.current = trimmed;
      onSearchRef.current(trimmed);
    }, delayMs);
    return () => clearTimeout(timer);
  }, [text, delayMs, router, pathname]);

  function commitNow(next: string) {
    const trimmed = next.trim();
    committed.current = trimmed;
    onSearchRef.current(trimmed);
  }

  return (
    <SearchField className="field search-field" value={text} onChange={setText} onSubmit={commitNow} onClear={() => commitNow('')}>
      <Label className="field__label">{label}</Label>
      <div className="search-field__box">
        <span className="search-field__icon" aria-hidden="true">
          ⌕
        </span>
        <Input className="field__input search-field__input" placeholder={placeholder} />
        {text ? (
          <Button className="search-field__clear" aria-label={t`Clear search`}>
            ×
          </Button>
        ) : null}
      </div>
    </SearchField>
  );
}

/** "No results for …" or the given empty text. */
export function NoResults({ search, children }: { search: string; children: ReactNode }) {
  return <EmptyState title={search ? <Trans>No results for “{search}”</Trans> : children} />;
}
