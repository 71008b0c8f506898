/**
 * The owner's "Invite an expert" (docs/decisions/064-staff-roles.md): the address, the name to greet
 * them with and the e-mail's language. The invitee gets a single-use link valid 7 days.
 */
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { Language } from '#shared/constants.js';
import { InviteStaffInputSchema } from '#shared/staff/staff.schema.js';
import { TextInputField } from '../../../components/fields.js';
import { FormError } from '../../../components/FormParts.js';
import { DialogActions, DialogTitle, ModalDialog, type DialogTriggerProps } from '../../../components/ModalDialog.js';
import { SelectField } from '../../../components/SelectField.js';
import { ValidatedForm } from '../../../components/ValidatedForm.js';
import { useLanguage } from '../../../i18n/use-language.js';
import { toast } from '../../../lib/toast.js';
import { trpc } from '../../../lib/trpc.js';
import { useAdminForm, useFormValues } from '../../admin/index.js';
import { submitParsed } from '../../../lib/validation.js';

/** A button opening the invitation form. */
export function InviteExpertDialog(triggerProps: DialogTriggerProps) {
  return (
    <ModalDialog modalClassName="admin-modal" {...triggerProps}>
      {(close) => <InviteExpertForm onDone={close} />}
    </ModalDialog>
  );
}

function InviteExpertForm({ onDone }: { onDone: () => void }) {
  const { t } = useLingui();
  const pageLanguage = useLanguage();
  const utils = trpc.useUtils();
  const { formRef, errors, clear, formError, validate, showErrors } = useAdminForm();
  const { values, bind } = useFormValues({ email: '', name: '' }, clear);
  const [language, setLanguage] = useState<Language>(pageLanguage);
  const invite = trpc.admin.staff.invite.useMutation({
    onSuccess: async (invitation) => {
      toast.success(msg`Invitation sent`, msg`${invitation.email} can accept it within 7 days.`);
      onDone();
      await utils.admin.staff.overview.invalidate();
    },
    onError: (error) => showErrors(error, { emailTaken: 'email', invitationPending: 'email' }),
  });

  const onSubmit = submitParsed(
    () => validate(InviteStaffInputSchema, { ...values, language }),
    (input) => invite.mutate(input),
  );

  return (
    <>
      <DialogTitle>
        <Trans>Invite an expert</Trans>
      </DialogTitle>
      <p className="muted dialog__lead">
        <Trans>
          The expert gets an email with a link to choose a password; the console opens once they have set up two-factor sign-in. Experts work in the inbox, with
          clients, letters, questions and contact messages; orders, packages, reports, the team and the firm’s details stay yours.
        </Trans>
      </p>
      <ValidatedForm ref={formRef} className="form" errors={errors} onSubmit={onSubmit}>
        <TextInputField {...bind('email')} type="email" autoComplete="off" label={t`Email`} autoFocus isRequired />
        <TextInputField {...bind('name')} autoComplete="off" label={t`Name`} description={t`How the invitation greets them; they can change it.`} isRequired />
        <SelectField
          name="language"
          label={t`Language of the invitation`}
          options={[
            { id: 'en', label: t`English` },
            { id: 'de', label: t`German` },
          ]}
          value={language}
          onChange={(id) => setLanguage(id === 'de' ? 'de' : 'en')}
          isRequired
        />
        <FormError message={formError} />
        <DialogActions
          cancelLabel={<Trans>Cancel</Trans>}
          onCancel={onDone}
          confirmLabel={<Trans>Send invitation</Trans>}
          pendingLabel={<Trans>Sending...</Trans>}
          isPending={invite.isPending}
        />
      </ValidatedForm>
    </>
  );
}
