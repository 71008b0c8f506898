/** "Current password", which the account page asks for before a change of the address, the password, the passkeys or two-factor sign-in (decision record 012). */
import { useLingui } from '@lingui/react/macro';
import { TextInputField } from '../../components/fields.js';

export function CurrentPasswordField({ name, clear }: { name: 'password' | 'currentPassword'; clear: (name: string) => void }) {
  const { t } = useLingui();
  return <TextInputField name={name} type="password" autoComplete="current-password" label={t`Current password`} onChange={() => clear(name)} isRequired />;
}
