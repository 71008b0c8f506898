/**
 * Creating and editing a saved reply (docs/decisions/063-saved-replies.md): its title and its text
 * in English and in German, both required (the insert control picks the client's language).
 */
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { FormEvent } from 'react';
import { intlLocale, numberFormat } from '#shared/format.js';
import {
  CreateSavedReplyInputSchema,
  SAVED_REPLY_BODY_MAX,
  SAVED_REPLY_TITLE_MAX,
  UpdateSavedReplyInputSchema,
  type SavedReply,
} from '#shared/saved-replies/saved-replies.schema.js';
import { TextAreaField, TextInputField } from '../../components/fields.js';
import { FormError } from '../../components/FormParts.js';
import { DialogActions, DialogTitle, ModalDialog, type DialogTriggerProps } from '../../components/ModalDialog.js';
import { ValidatedForm } from '../../components/ValidatedForm.js';
import { useLanguage } from '../../i18n/use-language.js';
import { toast } from '../../lib/toast.js';
import { trpc } from '../../lib/trpc.js';
import { useAdminForm, useFormValues } from '../admin/index.js';

/** A button opening the saved reply form: empty for a new one, filled in for `reply`. */
export function SavedReplyDialog({ reply, ...triggerProps }: { reply?: SavedReply } & DialogTriggerProps) {
  return (
    <ModalDialog modalClassName="admin-modal admin-modal--wide" {...triggerProps}>
      {(close) => <SavedReplyForm reply={reply} onDone={close} />}
    </ModalDialog>
  );
}

function SavedReplyForm({ reply, onDone }: { reply?: SavedReply; onDone: () => void }) {
  const { t } = useLingui();
  const language = useLanguage();
  const utils = trpc.useUtils();
  const { formRef, errors, clear, formError, validate, showErrors } = useAdminForm();
  const { values, bind } = useFormValues({ title: reply?.title ?? '', bodyEn: reply?.bodyEn ?? '', bodyDe: reply?.bodyDe ?? '' }, clear);

  const handlers = {
    onSuccess: async () => {
      toast.success(reply ? msg`Saved reply updated` : msg`Saved reply added`);
      onDone();
      await utils.admin.savedReplies.list.invalidate();
    },
    onError: (error: unknown) => showErrors(error, { savedReplyTitleTaken: 'title' }),
  };
  const create = trpc.admin.savedReplies.create.useMutation(handlers);
  const update = trpc.admin.savedReplies.update.useMutation(handlers);
  const isPending = create.isPending || update.isPending;

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (reply) {
      const input = validate(UpdateSavedReplyInputSchema, { id: reply.id, ...values });
      if (input) update.mutate(input);
    } else {
      const input = validate(CreateSavedReplyInputSchema, values);
      if (input) create.mutate(input);
    }
  }

  const format = numberFormat(intlLocale(language), {});
  const titleMax = format.format(SAVED_REPLY_TITLE_MAX);
  const bodyMax = format.format(SAVED_REPLY_BODY_MAX);
  return (
    <>
      <DialogTitle>{reply ? <Trans>Edit saved reply</Trans> : <Trans>New saved reply</Trans>}</DialogTitle>
      <p className="muted dialog__lead">
        <Trans>Write the text in both languages: an answer gets the one the client reads.</Trans>
      </p>
      <ValidatedForm ref={formRef} className="form" errors={errors} onSubmit={onSubmit}>
        <TextInputField
          {...bind('title')}
          label={t`Title`}
          description={t`Shown only to the staff, to find it; up to ${titleMax} characters.`}
          autoFocus
          isRequired
        />
        <div className="form-row">
          <TextAreaField {...bind('bodyEn')} label={t`Text in English`} description={t`Up to ${bodyMax} characters.`} rows={8} lang="en" isRequired />
          <TextAreaField {...bind('bodyDe')} label={t`Text in German`} description={t`Up to ${bodyMax} characters.`} rows={8} lang="de" isRequired />
        </div>
        <FormError message={formError} />
        <DialogActions
          cancelLabel={<Trans>Cancel</Trans>}
          onCancel={onDone}
          confirmLabel={reply ? <Trans>Save changes</Trans> : <Trans>Add saved reply</Trans>}
          pendingLabel={<Trans>Saving...</Trans>}
          isPending={isPending}
        />
      </ValidatedForm>
    </>
  );
}
