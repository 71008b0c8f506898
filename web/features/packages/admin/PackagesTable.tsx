/**
 * The console's packages: name (in the console's language, the other language beneath), status
 * and "Most Popular", hours, net price, the description, response time and features in the
 * console's language as the public pages show them (German falls back to English, flagged),
 * created, and the row's actions.
 */
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from 'react-aria-components';
import type { Language } from '#shared/constants.js';
import { formatDate, formatEuros } from '#shared/format.js';
import type { Package } from '#shared/purchases/purchases.schema.js';
import { serverErrorDescriptor } from '../../../i18n/server-messages.js';
import { useLanguage } from '../../../i18n/use-language.js';
import { toast } from '../../../lib/toast.js';
import { trpc } from '../../../lib/trpc.js';
import { localizedDescription, localizedFeatures, localizedPackageName, responseMessage } from '../catalog.js';
import { AdminTable } from '../../admin/index.js';
import { PackageDialog } from './PackageDialog.js';
import { Badge } from '../../../components/Badge.js';

/** Whether a package lacks any German text (the German site then shows English). */
function missingGerman(pkg: Package): boolean {
  return !pkg.nameDe || (!!pkg.description && !pkg.descriptionDe) || (pkg.features.length > 0 && pkg.featuresDe.length === 0);
}

function PackageName({ pkg, language }: { pkg: Package; language: Language }) {
  const other: Language = language === 'de' ? 'en' : 'de';
  const name = localizedPackageName(pkg, language);
  const otherName = localizedPackageName(pkg, other);
  return (
    <>
      <span lang={language === 'de' && pkg.nameDe ? 'de' : 'en'}>{name}</span>
      {otherName !== name ? (
        <span className="admin-table__sub" lang={other === 'de' && pkg.nameDe ? 'de' : 'en'}>
          {otherName}
        </span>
      ) : null}
    </>
  );
}

export function PackagesTable({ packages }: { packages: readonly Package[] }) {
  const { i18n, t } = useLingui();
  const language = useLanguage();
  return (
    <AdminTable
      rows={packages}
      rowKey={(pkg) => pkg.id}
      rowClassName={(pkg) => (pkg.active ? undefined : 'admin-table__row--inactive')}
      columns={[
        { label: t`Name`, rowHeader: true, className: 'admin-table__primary', cell: (pkg) => <PackageName pkg={pkg} language={language} /> },
        {
          label: t`Status`,
          cell: (pkg) => (
            <span className="admin-badges">
              <Badge tone={pkg.active ? 'success' : 'muted'}>{pkg.active ? <Trans>Active</Trans> : <Trans>Inactive</Trans>}</Badge>
              {pkg.popular ? (
                <Badge tone="accent">
                  <Trans>Most Popular</Trans>
                </Badge>
              ) : null}
              {missingGerman(pkg) ? (
                <Badge tone="pending">
                  <Trans>German text missing</Trans>
                </Badge>
              ) : null}
            </span>
          ),
        },
        { label: t`Hours`, numeric: true, cell: (pkg) => <>{pkg.hours} h</> },
        { label: t`Price (net)`, numeric: true, cell: (pkg) => formatEuros(pkg.price, language) },
        {
          label: t`Description`,
          className: 'admin-table__wrap admin-table__description',
          cell: (pkg) => {
            const features = localizedFeatures(pkg, language);
            return (
              <div>
                {localizedDescription(pkg, language) ?? '—'}
                <span className="admin-table__response">{i18n._(responseMessage(pkg))}</span>
                {features.length > 0 ? (
                  <ul className="admin-table__features">
                    {features.map((feature, index) => (
                      <li key={index}>{feature}</li>
                    ))}
                  </ul>
                ) : null}
              </div>
            );
          },
        },
        { label: t`Created`, cell: (pkg) => <time dateTime={pkg.createdAt}>{formatDate(pkg.createdAt, language)}</time> },
        {
          label: t`Actions`,
          hideLabel: true,
          unlabelled: true,
          className: 'admin-table__action admin-table__action--stacked',
          cell: (pkg) => <PackageActions pkg={pkg} />,
        },
      ]}
    />
  );
}

/** Edit, and deactivate (no longer sold; purchases stay) or reactivate. */
function PackageActions({ pkg }: { pkg: Package }) {
  const { t } = useLingui();
  const language = useLanguage();
  const utils = trpc.useUtils();
  const name = localizedPackageName(pkg, language);
  const toggle = trpc.admin.packages.update.useMutation({
    onSuccess: async (updated) => {
      toast.success(updated.active ? msg`Package reactivated` : msg`Package deactivated`);
      await utils.admin.packages.list.invalidate();
    },
    onError: (error) => {
      toast.error(msg`Update failed`, serverErrorDescriptor(error));
    },
  });

  function setActive(active: boolean) {
    // The other fields stay as they are (omitted German texts, features and flags are kept).
    toggle.mutate({ id: pkg.id, name: pkg.name, hours: pkg.hours, price: pkg.price, description: pkg.description, active });
  }

  return (
    <div className="admin-row-actions">
      <PackageDialog pkg={pkg} triggerClassName="button button--secondary button--small" trigger={<Trans>Edit</Trans>} triggerLabel={t`Edit ${name}`} />
      {pkg.active ? (
        <Button
          className="button button--ghost button--small"
          aria-label={t`Deactivate ${name}`}
          onPress={() => setActive(false)}
          isDisabled={toggle.isPending}
        >
          <Trans>Deactivate</Trans>
        </Button>
      ) : (
        <Button className="button button--ghost button--small" aria-label={t`Reactivate ${name}`} onPress={() => setActive(true)} isDisabled={toggle.isPending}>
          <Trans>Reactivate</Trans>
        </Button>
      )}
    </div>
  );
}
