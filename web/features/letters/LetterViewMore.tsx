/**
 * The letter page's side column, loaded after its facts have been painted
 * (docs/decisions/028-portal-pages-paint-first.md): its pages, questions to an expert about it,
 * "Mark as done" / "Reopen" and "Delete this letter".
 */
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { FormEvent } from 'react';
import { Button } from 'react-aria-components';
import type { Letter } from '#shared/letters/letters.schema.js';
import { formatDate } from '#shared/format.js';
import { useLanguage } from '../../i18n/use-language.js';
import { useAfterPaint } from '../../lib/after-paint.js';
import { toast } from '../../lib/toast.js';
import { trpc } from '../../lib/trpc.js';
import { AskInfoNotice } from '../questions/index.js';
import { MessageWithDocuments, useAskForm } from '../questions/index.js';
import { QuestionCard } from '../questions/index.js';
import { DeleteLetterDialog } from './DeleteLetterDialog.js';
import { LetterPages } from './LetterParts.js';
import { ValidatedForm } from '../../components/ValidatedForm.js';

/**
 * The side column: the letter's pages, questions about it, "Mark as done" and "Delete this letter".
 * It renders one frame after the details, so that the two are two short tasks rather than one
 * long one (docs/decisions/030-the-view-in-the-first-frame.md); on a phone it is below them.
 */
export function LetterSide({ letter, name }: { letter: Letter; name: string }) {
  const ready = useAfterPaint();
  if (!ready) return null;
  return (
    <>
      <section className="card letter-section" aria-labelledby="pages-title">
        <h2 id="pages-title">
          <Trans>Pages</Trans>
        </h2>
        <LetterPages pages={letter.pages} />
      </section>
      <AskAboutLetter letter={letter} />
      <DoneToggle letter={letter} />
      <DeleteLetterDialog letter={letter} name={name} />
    </>
  );
}

/** "Ask an expert about this letter" and the questions asked so far, with their answers. */
function AskAboutLetter({ letter }: { letter: Letter }) {
  const { t } = useLingui();
  const language = useLanguage();
  const utils = trpc.useUtils();
  const { formRef, errors, clear, validate, draft, sent } = useAskForm(() =>
    Promise.all([utils.letters.get.invalidate({ id: letter.id, lang: language }), utils.questions.list.invalidate()]),
  );
  const ask = trpc.letters.ask.useMutation(sent);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // The shared schema (zod) loads when a question is sent, not with the page (decision record 041).
    const { AskAboutLetterInputSchema } = await import('#shared/letters/letters.schema.js');
    const input = validate(AskAboutLetterInputSchema, { id: letter.id, question: draft.text, documentIds: draft.documentIds });
    if (input) ask.mutate(input);
  }

  return (
    <section className="card letter-section" aria-labelledby="ask-letter-title">
      <h2 id="ask-letter-title">
        <Trans>Ask an expert about this letter</Trans>
      </h2>
      <ValidatedForm ref={formRef} className="form" errors={errors} onSubmit={(event) => void onSubmit(event)}>
        <AskInfoNotice />
        <MessageWithDocuments
          name="question"
          label={t`Your question`}
          description={t`An expert sees the letter with your question.`}
          draft={draft}
          errors={errors}
          clear={clear}
          isPending={ask.isPending}
          submitLabel={<Trans>Ask an expert</Trans>}
          pendingLabel={<Trans>Submitting...</Trans>}
        />
      </ValidatedForm>
      {letter.questions.length > 0 ? (
        <>
          <h3 className="letter-section__subheading">
            <Trans>Your questions about this letter</Trans>
          </h3>
          <ul className="card-list">
            {[...letter.questions].reverse().map((q) => (
              <QuestionCard key={q.id} question={q} withLink />
            ))}
          </ul>
        </>
      ) : null}
    </section>
  );
}

/** "Mark as done" (no more reminders) or "Reopen". */
function DoneToggle({ letter }: { letter: Letter }) {
  const language = useLanguage();
  const utils = trpc.useUtils();
  const done = letter.doneAt !== null;
  const doneOn = letter.doneAt ? formatDate(letter.doneAt, language) : '';
  const setDone = trpc.letters.setDone.useMutation({
    onSuccess: (saved) => {
      utils.letters.get.setData({ id: saved.id, lang: language }, saved);
      void utils.letters.list.invalidate();
      toast.success(saved.doneAt ? msg`Marked as done` : msg`Letter reopened`);
    },
    onError: () => toast.error(msg`Something went wrong`, msg`An error occurred. Please try again.`),
  });
  return (
    <section className="card letter-section" aria-labelledby="done-title">
      <h2 id="done-title">{done ? <Trans>Done</Trans> : <Trans>Finished with this letter?</Trans>}</h2>
      <p className="muted">
        {done ? (
          <Trans>
            You marked this letter as done on <time dateTime={letter.doneAt ?? ''}>{doneOn}</time>. We send no more reminders for it.
          </Trans>
        ) : (
          <Trans>Mark it as done when you have dealt with it; we then stop sending reminders about its deadlines.</Trans>
        )}
      </p>
      <Button className="button button--secondary" isDisabled={setDone.isPending} onPress={() => setDone.mutate({ id: letter.id, done: !done })}>
        {done ? <Trans>Reopen</Trans> : <Trans>Mark as done</Trans>}
      </Button>
    </section>
  );
}
