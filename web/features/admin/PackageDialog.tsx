/** Creating and editing a package: name, hours, net price in euros (sent in cents), description. */
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type FormEvent, type ReactNode } from 'react';
import { Button, Dialog, DialogTrigger, Form, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { PackageInputSchema, UpdatePackageInputSchema } from '#shared/admin.schema.js';
import type { Package } from '#shared/purchases.schema.js';
import { TextAreaField, TextInputField } from '../../components/fields.js';
import { useLanguage } from '../../i18n/use-language.js';
import { toast } from '../../lib/toast.js';
import { trpc } from '../../lib/trpc.js';
import { useFieldErrors, validateWith } from '../../lib/validation.js';
import { formErrorsOf } from './errors.js';
import { centsToEuroInput, euroInputToCents, parseWholeNumber } from './format.js';
import { FormError } from './ui.js';

/** A button opening the package form: empty for a new package, filled in for `pkg`. */
export function PackageDialog({
  pkg,
  trigger,
  triggerClassName,
  triggerLabel,
}: {
  pkg?: Package;
  trigger: ReactNode;
  triggerClassName: string;
  /** Accessible name of the trigger when its visible text is not enough ('Edit Starter'). */
  triggerLabel?: string;
}) {
  const [isOpen, setOpen] = useState(false);
  return (
    <DialogTrigger isOpen={isOpen} onOpenChange={setOpen}>
      <Button className={triggerClassName} aria-label={triggerLabel}>
        {trigger}
      </Button>
      <ModalOverlay className="modal-overlay" isDismissable>
        <Modal className="modal admin-modal">
          <Dialog className="dialog">{({ close }) => <PackageForm pkg={pkg} onDone={close} />}</Dialog>
        </Modal>
      </ModalOverlay>
    </DialogTrigger>
  );
}

function PackageForm({ pkg, onDone }: { pkg?: Package; onDone: () => void }) {
  const { t, i18n } = useLingui();
  const language = useLanguage();
  const utils = trpc.useUtils();
  const [name, setName] = useState(pkg?.name ?? '');
  const [hours, setHours] = useState(pkg ? String(pkg.hours) : '');
  const [price, setPrice] = useState(pkg ? centsToEuroInput(pkg.price, language) : '');
  const [description, setDescription] = useState(pkg?.description ?? '');
  const [formError, setFormError] = useState<string | null>(null);
  const { errors, setErrors, clear } = useFieldErrors();

  const handlers = {
    onSuccess: async () => {
      toast.success(pkg ? msg`Package updated` : msg`Package created`);
      onDone();
      await utils.admin.packages.list.invalidate();
    },
    onError: (error: unknown) => {
      const { fields, form } = formErrorsOf(error, i18n, { packageNameTaken: 'name' });
      setErrors(fields);
      setFormError(form);
    },
  };
  const create = trpc.admin.packages.create.useMutation(handlers);
  const update = trpc.admin.packages.update.useMutation(handlers);
  const isPending = create.isPending || update.isPending;

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setFormError(null);
    const values = {
      name,
      hours: parseWholeNumber(hours),
      price: euroInputToCents(price),
      description: description.trim() ? description : null,
    };
    if (pkg) {
      const input = validateWith(UpdatePackageInputSchema, { ...values, id: pkg.id, active: pkg.active }, i18n, setErrors);
      if (input) update.mutate(input);
    } else {
      const input = validateWith(PackageInputSchema, { ...values, active: true }, i18n, setErrors);
      if (input) create.mutate(input);
    }
  }

  return (
    <>
      <Heading slot="title" className="dialog__title">
        {pkg ? <Trans>Edit package</Trans> : <Trans>New package</Trans>}
      </Heading>
      {pkg ? (
        <p className="muted dialog__lead">
          <Trans>Changes apply to later purchases only; recorded purchases keep their hours and price.</Trans>
        </p>
      ) : null}
      <Form className="form" validationBehavior="aria" validationErrors={errors} onSubmit={onSubmit}>
        <TextInputField
          name="name"
          label={t`Name`}
          value={name}
          onChange={(value) => {
            setName(value);
            clear('name');
          }}
          autoFocus
          isRequired
        />
        <div className="form-row">
          <TextInputField
            name="hours"
            label={t`Hours`}
            inputMode="numeric"
            value={hours}
            onChange={(value) => {
              setHours(value);
              clear('hours');
            }}
            isRequired
          />
          <TextInputField
            name="price"
            label={t`Price (EUR, net)`}
            inputMode="decimal"
            value={price}
            onChange={(value) => {
              setPrice(value);
              clear('price');
            }}
            isRequired
          />
        </div>
        <TextAreaField
          name="description"
          label={t`Description (optional)`}
          value={description}
          onChange={(value) => {
            setDescription(value);
            clear('description');
          }}
          rows={3}
        />
        <FormError message={formError} />
        <div className="dialog__actions">
          <Button className="button button--ghost" onPress={onDone}>
            <Trans>Cancel</Trans>
          </Button>
          <Button type="submit" className="button button--primary" isDisabled={isPending}>
            {isPending ? <Trans>Saving...</Trans> : pkg ? <Trans>Save changes</Trans> : <Trans>Create package</Trans>}
          </Button>
        </div>
      </Form>
    </>
  );
}
