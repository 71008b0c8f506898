/**
 * The client's form to check, correct and confirm a letter's details (LetterFieldsForm in client
 * mode, with the save): a chunk of its own, loaded when the details section shows a form
 * (LetterDetails.tsx, docs/decisions/041-confirmed-details-as-text.md).
 */
import { msg } from '@lingui/core/macro';
import { useEffect, useRef, useState } from 'react';
import type { Letter, LetterFields } from '#shared/letters/letters.schema.js';
import { useLanguage } from '../../i18n/use-language.js';
import { toast } from '../../lib/toast.js';
import { trpc } from '../../lib/trpc.js';
import { LetterFieldsForm } from './LetterFieldsForm.js';

/**
 * Saves every field shown as confirmed. A toast says "Details confirmed" only when the deadlines can
 * be calculated, and otherwise that something is still missing (the deadlines section names it);
 * then `onConfirmed` gets the saved letter. `onCancel` (when given) shows a "Cancel" button.
 */
export function LetterDetailsForm({
  letter,
  focusFirst,
  onConfirmed,
  onCancel,
}: {
  letter: Letter;
  /** Whether the first field takes the focus when the form appears (it was opened on request). */
  focusFirst: boolean;
  onConfirmed: (saved: Letter) => void;
  onCancel?: () => void;
}) {
  const language = useLanguage();
  const utils = trpc.useUtils();
  const update = trpc.letters.update.useMutation({
    onSuccess: (saved) => {
      utils.letters.get.setData({ id: saved.id, lang: language }, saved);
      void utils.letters.list.invalidate();
    },
  });

  async function confirm(fields: Partial<LetterFields>) {
    const saved = await update.mutateAsync({ id: letter.id, fields });
    if (saved.missingForDeadlines.length > 0)
      toast.info(msg`Details saved`, msg`Some details are still missing for the deadlines: see the list under Deadlines.`);
    else toast.success(msg`Details confirmed`, msg`The deadlines are calculated from the confirmed details.`);
    onConfirmed(saved);
  }

  // Opened on request: the first field takes the focus, once (not again when the form starts afresh after a save).
  const box = useRef<HTMLDivElement>(null);
  const [focusOnMount] = useState(focusFirst);
  useEffect(() => {
    if (focusOnMount) box.current?.querySelector<HTMLElement>('input, button')?.focus();
  }, [focusOnMount]);

  return (
    <div ref={box}>
      <LetterFieldsForm letter={letter} mode="client" save={confirm} isSaving={update.isPending} labelledBy="details-title" onCancel={onCancel} />
    </div>
  );
}
