/**
 * Account page: name and preferred language (beyond the spec). The language is stored on the user (our
 * e-mails use it, and the portal shows it after every sign-in); after saving, the interface switches
 * to it as well (docs/decisions/025-the-account-language-rules.md).
 */
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import { Button, Label, ListBox, ListBoxItem, Popover, Select, SelectValue, Text, type Key } from 'react-aria-components';
import { UpdateProfileInputSchema, type User } from '#shared/auth/auth.schema.js';
import { LANGUAGE_NAMES, LANGUAGES } from '#shared/constants.js';
import { TextInputField } from '../../components/fields.js';
import { parseLanguage, type Language } from '../../i18n/language.js';
import { useChangeLanguage } from '../../i18n/use-change-language.js';
import { useLanguage } from '../../i18n/use-language.js';
import { toast } from '../../lib/toast.js';
import { trpc } from '../../lib/trpc.js';
import { useServerForm } from '../../lib/use-server-form.js';
import { ValidatedForm } from '../../components/ValidatedForm.js';
import { AccountCard } from './AccountCard.js';
import { SubmitButton } from '../../components/SubmitButton.js';

export function ProfileForm({ user }: { user: User }) {
  const { t } = useLingui();
  const utils = trpc.useUtils();
  const pageLanguage = useLanguage();
  const changeLanguage = useChangeLanguage();
  const { formRef, errors, clear, validate, showServerErrorsOrToast } = useServerForm();
  const [language, setLanguage] = useState<Language>(user.language);
  // The header toggle changes the account's language too (docs/decisions/025-the-account-language-rules.md):
  // the picker follows when the account's language changes elsewhere.
  const [accountLanguage, setAccountLanguage] = useState<Language>(user.language);
  if (accountLanguage !== user.language) {
    setAccountLanguage(user.language);
    setLanguage(user.language);
  }
  const email = user.email;

  const update = trpc.auth.updateProfile.useMutation({
    onSuccess: async (data) => {
      utils.auth.me.setData(undefined, data);
      if (data.user.language !== pageLanguage) await changeLanguage(data.user.language);
      toast.success(msg`Profile saved`);
    },
    onError: (error: unknown) => showServerErrorsOrToast(error, msg`Profile not saved`),
  });

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const values = { name: new FormData(event.currentTarget).get('name'), language };
    const input = validate(UpdateProfileInputSchema, values);
    if (input) update.mutate(input);
  }

  return (
    <AccountCard
      titleId="profile-title"
      title={<Trans>Profile</Trans>}
      intro={
        <Trans>
          Signed in as <strong className="account-card__email">{email}</strong>
        </Trans>
      }
    >
      <ValidatedForm ref={formRef} className="form" errors={errors} onSubmit={onSubmit}>
        <TextInputField name="name" autoComplete="name" label={t`Full name`} defaultValue={user.name} onChange={() => clear('name')} isRequired />
        <Select
          className="field"
          name="language"
          value={language}
          onChange={(key: Key | null) => {
            if (key == null) return;
            setLanguage(parseLanguage(String(key)));
            clear('language');
          }}
        >
          <Label className="field__label">
            <Trans>Preferred language</Trans>
          </Label>
          <Button className="field__input select-button">
            <SelectValue className="select-button__value" />
            <span aria-hidden="true">▾</span>
          </Button>
          <Text slot="description" className="field__description">
            <Trans>We write to you in this language, and the portal uses it too.</Trans>
          </Text>
          <Popover className="popover">
            <ListBox className="listbox">
              {LANGUAGES.map((code) => (
                <ListBoxItem key={code} id={code} className="listbox__item" textValue={LANGUAGE_NAMES[code]}>
                  <span lang={code}>{LANGUAGE_NAMES[code]}</span>
                </ListBoxItem>
              ))}
            </ListBox>
          </Popover>
        </Select>
        <div className="account-card__actions">
          <SubmitButton pending={update.isPending} pendingLabel={<Trans>Saving...</Trans>}>
            <Trans>Save changes</Trans>
          </SubmitButton>
        </div>
      </ValidatedForm>
    </AccountCard>
  );
}
