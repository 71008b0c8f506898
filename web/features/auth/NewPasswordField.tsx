/**
 * The field for a new password, with the policy's minimum length (decision record 019): the reset
 * page, the register page (its `name` and `label`: `password`, "Password") and the account page's
 * password change. In the auth and the portal catalogs (lingui.config.ts).
 */
import { useLingui } from '@lingui/react/macro';
import { PASSWORD_MIN_LENGTH } from '#shared/constants.js';
import { TextInputField } from '../../components/fields.js';

export function NewPasswordField({
  name = 'newPassword',
  label,
  clear,
  isDisabled,
}: {
  name?: string;
  /** "New password" unless told. */
  label?: string;
  /** Removes the field's error as soon as it is edited. */
  clear: (name: string) => void;
  isDisabled?: boolean;
}) {
  const { t } = useLingui();
  const minLength = PASSWORD_MIN_LENGTH;
  return (
    <TextInputField
      isDisabled={isDisabled}
      name={name}
      type="password"
      autoComplete="new-password"
      label={label ?? t`New password`}
      description={t`At least ${minLength} characters`}
      onChange={() => clear(name)}
      isRequired
    />
  );
}
