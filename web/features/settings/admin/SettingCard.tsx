/**
 * The frame of a console setting (the VAT rate, the business hours): a card with its title, an
 * optional lead, and its form once the settings have loaded (its own query), or a line saying they
 * failed to load. `useSettingForm` gives a setting's form its field errors, its form error and the
 * callbacks of its save mutation.
 */
import type { MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type ReactNode } from 'react';
import type { Settings } from '#shared/settings/settings.schema.js';
import { toast } from '../../../lib/toast.js';
import { trpc } from '../../../lib/trpc.js';
import { useFieldErrors } from '../../../lib/validation.js';
import { formErrorsOf } from '../../admin/index.js';

/** Renders the card titled `title` (its heading's id `id`), `lead` under it, and `children(settings)` once loaded. */
export function SettingCard({ id, title, lead, children }: { id: string; title: ReactNode; lead?: ReactNode; children: (settings: Settings) => ReactNode }) {
  const settings = trpc.admin.settings.get.useQuery();
  return (
    <section className="card admin-setting" aria-labelledby={id}>
      <h2 id={id} className="admin-setting__title">
        {title}
      </h2>
      {lead ? <p className="muted admin-setting__lead">{lead}</p> : null}
      {settings.data ? (
        children(settings.data)
      ) : settings.isError ? (
        <p className="muted">
          <Trans>Failed to load the settings.</Trans>
        </p>
      ) : null}
    </section>
  );
}

/**
 * A setting form's state: its field errors (`errors`, `setErrors`, `clear`), its form error, and
 * `callbacks` for its save mutation: on success the toast `saved` and the settings read again; on
 * failure the server's errors at their fields or the form.
 */
export function useSettingForm(saved: MessageDescriptor) {
  const { i18n } = useLingui();
  const utils = trpc.useUtils();
  const [formError, setFormError] = useState<string | null>(null);
  const fieldErrors = useFieldErrors();
  const callbacks = {
    onSuccess: async () => {
      toast.success(saved);
      await utils.admin.settings.get.invalidate();
    },
    onError: (error: unknown) => {
      const { fields, form } = formErrorsOf(error, i18n);
      fieldErrors.setErrors(fields);
      setFormError(form);
    },
  };
  return { ...fieldErrors, formError, setFormError, callbacks };
}
