/**
 * "Insert saved reply" (docs/decisions/063-saved-replies.md): a menu button beside a message field
 * of the console (an answer, a reply, a letter's explanation) listing the firm's saved replies by
 * title; choosing one inserts its text in the client's language at the cursor (or at the end when
 * the field was not entered yet), keeps what is typed and puts the cursor after it. Keyboard: the
 * button opens the menu with Enter, Space or the arrow keys; typing a title's first letters moves
 * to it; Escape closes the menu.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useId, useRef, type RefObject } from 'react';
import { Button, Menu, MenuItem, MenuTrigger, Popover } from 'react-aria-components';
import { LANGUAGE_NAMES, type Language } from '#shared/constants.js';
import { savedReplyText } from '#shared/saved-replies/saved-replies.schema.js';
import { trpc } from '../../lib/trpc.js';
import { insertSnippet } from './insert-text.js';
import './saved-replies.css';

/** The first words of a text, on one line, for the menu. */
function preview(text: string): string {
  const line = text.replace(/\s+/g, ' ').trim();
  return line.length > 90 ? `${line.slice(0, 89)}…` : line;
}

/**
 * The insert control of the message field `fieldLabel` whose `<textarea>` is `textAreaRef`,
 * whose text is `value` and changes with `onChange`; `language` is the client's.
 */
export function SavedReplyInsert({
  textAreaRef,
  value,
  onChange,
  language,
  fieldLabel,
}: {
  textAreaRef: RefObject<HTMLTextAreaElement | null>;
  value: string;
  onChange: (value: string) => void;
  language: Language;
  fieldLabel: string;
}) {
  const { t } = useLingui();
  const noteId = useId();
  const replies = trpc.admin.savedReplies.list.useQuery(undefined, { staleTime: 60_000 });
  // Whether the writer has been in the field: then the text goes at its cursor, else at the end.
  const entered = useRef(false);
  useEffect(() => {
    const field = textAreaRef.current;
    if (!field) return;
    const onFocus = () => {
      entered.current = true;
    };
    field.addEventListener('focus', onFocus);
    return () => field.removeEventListener('focus', onFocus);
  }, [textAreaRef]);

  function insert(id: string) {
    const reply = replies.data?.find((r) => r.id === id);
    const field = textAreaRef.current;
    if (!reply) return;
    const selection = field && entered.current ? { start: field.selectionStart, end: field.selectionEnd } : null;
    const { value: next, caret } = insertSnippet(value, savedReplyText(reply, language), selection);
    onChange(next);
    // After the menu has closed and given the focus back to its button: into the field, after the text.
    window.setTimeout(() => {
      const target = textAreaRef.current;
      if (!target) return;
      target.focus();
      target.setSelectionRange(caret, caret);
    }, 0);
  }

  const languageName = LANGUAGE_NAMES[language];
  return (
    <MenuTrigger>
      <Button
        className="button button--ghost button--small saved-reply-insert"
        aria-label={t`Insert saved reply into ${fieldLabel}`}
        isDisabled={replies.isPending || replies.isError}
      >
        <Trans>Insert saved reply</Trans>
        <span aria-hidden="true" className="saved-reply-insert__chevron">
          ▾
        </span>
      </Button>
      <Popover className="popover saved-reply-menu__popover" placement="bottom end">
        <p id={noteId} className="saved-reply-menu__note">
          <Trans>Inserted in {languageName}, the client’s language</Trans>
        </p>
        <Menu
          className="saved-reply-menu"
          aria-describedby={noteId}
          items={replies.data ?? []}
          onAction={(key) => insert(String(key))}
          renderEmptyState={() => (
            <p className="saved-reply-menu__empty">
              <Trans>No saved replies yet. Add them under Saved replies in the console’s menu.</Trans>
            </p>
          )}
        >
          {(reply) => (
            <MenuItem id={reply.id} className="saved-reply-menu__item" textValue={reply.title}>
              {/* Named by all it shows (the title, then the text's first words); typing a title's first letters finds it. */}
              <span className="saved-reply-menu__title">{reply.title}</span>
              <span className="saved-reply-menu__preview" lang={language}>
                {preview(savedReplyText(reply, language))}
              </span>
            </MenuItem>
          )}
        </Menu>
      </Popover>
    </MenuTrigger>
  );
}
