/**
 * The owner's team page (docs/decisions/064-staff-roles.md): the staff (owners first, then by name)
 * with their role, open items assigned to them, two-factor sign-in and state, "Deactivate" / "Reactivate" for an expert (after a
 * confirmation), and the open invitations with "Withdraw".
 */
import { msg } from '@lingui/core/macro';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Button } from 'react-aria-components';
import { formatDate } from '#shared/format.js';
import type { StaffInvitation, StaffMember, StaffOverview } from '#shared/staff/staff.schema.js';
import { ConfirmDialog } from '../../../components/ConfirmDialog.js';
import { serverErrorDescriptor } from '../../../i18n/server-messages.js';
import { useLanguage } from '../../../i18n/use-language.js';
import { toast } from '../../../lib/toast.js';
import { trpc } from '../../../lib/trpc.js';
import { AdminTable, LanguageBadge, type AdminColumn } from '../../admin/index.js';

export function TeamView({ overview }: { overview: StaffOverview }) {
  const { t } = useLingui();
  const language = useLanguage();
  const members: AdminColumn<StaffMember>[] = [
    { label: t`Name`, rowHeader: true, className: 'admin-table__primary', cell: (m) => m.name },
    { label: t`Email`, cell: (m) => m.email },
    { label: t`Role`, cell: (m) => (m.staffRole === 'owner' ? <Trans>Owner</Trans> : <Trans>Expert</Trans>) },
    // Open questions and letters assigned to them (decision record 068).
    { label: t`Open items`, className: 'admin-table__num', cell: (m) => m.openItems },
    // Clients who have them as their dedicated specialist (decision record 069).
    { label: t`Specialist for`, className: 'admin-table__num', cell: (m) => m.specialistFor },
    {
      label: t`Two-factor sign-in`,
      cell: (m) => (m.twoFactorEnabled ? <Trans>Set up</Trans> : <span className="badge badge--warning">{t`Not yet set up`}</span>),
    },
    {
      label: t`Status`,
      cell: (m) => {
        const since = m.deactivatedAt ? formatDate(m.deactivatedAt, language) : null;
        return since ? <span className="badge">{t`Deactivated on ${since}`}</span> : <Trans>Active</Trans>;
      },
    },
    { label: t`Actions`, hideLabel: true, cell: (m) => (m.staffRole === 'expert' ? <ActiveToggle member={m} /> : null) },
  ];
  const invitations: AdminColumn<StaffInvitation>[] = [
    { label: t`Email`, rowHeader: true, className: 'admin-table__primary', cell: (i) => i.email },
    { label: t`Name`, cell: (i) => i.name },
    { label: t`Language`, cell: (i) => <LanguageBadge language={i.language} /> },
    { label: t`Invited by`, cell: (i) => i.invitedByName ?? '—' },
    { label: t`Valid until`, cell: (i) => <time dateTime={i.expiresAt}>{formatDate(i.expiresAt, language)}</time> },
    { label: t`Actions`, hideLabel: true, cell: (i) => <WithdrawInvitation invitation={i} /> },
  ];
  return (
    <>
      <section className="section-block admin-section" aria-labelledby="team-members-title">
        <h2 id="team-members-title">
          <Trans>Staff</Trans>
        </h2>
        <AdminTable columns={members} rows={overview.members} rowKey={(m) => m.id} />
      </section>
      <section className="section-block admin-section" aria-labelledby="team-invitations-title">
        <h2 id="team-invitations-title">
          <Trans>Open invitations</Trans>
        </h2>
        {overview.invitations.length === 0 ? (
          <p className="muted">
            <Trans>No open invitations.</Trans>
          </p>
        ) : (
          <AdminTable columns={invitations} rows={overview.invitations} rowKey={(i) => i.id} />
        )}
      </section>
    </>
  );
}

/** "Deactivate" (after a confirmation: the expert is signed out at once) or "Reactivate" for an expert. */
function ActiveToggle({ member }: { member: StaffMember }) {
  const { t } = useLingui();
  const utils = trpc.useUtils();
  const [isOpen, setOpen] = useState(false);
  const name = member.name;
  const done = async () => {
    setOpen(false);
    await utils.admin.staff.overview.invalidate();
  };
  const deactivate = trpc.admin.staff.deactivate.useMutation({
    onSuccess: async () => {
      toast.success(msg`${name} deactivated`, msg`Their sessions have ended; their work stays under their name.`);
      await done();
    },
    onError: (error) => toast.error(msg`Not deactivated`, serverErrorDescriptor(error)),
  });
  const reactivate = trpc.admin.staff.reactivate.useMutation({
    onSuccess: async () => {
      toast.success(msg`${name} reactivated`, msg`They can sign in again.`);
      await done();
    },
    onError: (error) => toast.error(msg`Not reactivated`, serverErrorDescriptor(error)),
  });
  if (member.deactivatedAt) {
    return (
      <Button
        className="button button--secondary button--small"
        onPress={() => reactivate.mutate({ id: member.id })}
        aria-label={t`Reactivate ${name}`}
        isDisabled={reactivate.isPending}
      >
        <Trans>Reactivate</Trans>
      </Button>
    );
  }
  return (
    <ConfirmDialog
      isOpen={isOpen}
      onOpenChange={setOpen}
      triggerClassName="button button--ghost button--small"
      trigger={<Trans>Deactivate</Trans>}
      triggerLabel={t`Deactivate ${name}`}
      title={<Trans>Deactivate {name}?</Trans>}
      text={
        <>
          <Trans>
            {name} is signed out everywhere at once and can no longer sign in. Their open questions and letters go back to the unassigned ones; their answers,
            notes and time entries stay under their name. You can reactivate the account later.
          </Trans>
          {member.specialistFor > 0 ? (
            <>
              {' '}
              <Plural
                value={member.specialistFor}
                one="They are the dedicated specialist of # client, whose new questions and letters stay unassigned until you choose another specialist on the client’s page."
                other="They are the dedicated specialist of # clients, whose new questions and letters stay unassigned until you choose another specialist on each client’s page."
              />
            </>
          ) : null}
          {member.upcomingCalls > 0 ? (
            <>
              {' '}
              <Plural
                value={member.upcomingCalls}
                one="They have # call with a client coming up; it stays booked, so cancel it or tell the client on the Calls page."
                other="They have # calls with clients coming up; these stay booked, so cancel them or tell the clients on the Calls page."
              />
            </>
          ) : null}
        </>
      }
      confirmLabel={<Trans>Deactivate</Trans>}
      pendingLabel={<Trans>Deactivating...</Trans>}
      onConfirm={() => deactivate.mutate({ id: member.id })}
      isPending={deactivate.isPending}
    />
  );
}

/** "Withdraw" an open invitation: its link stops working. */
function WithdrawInvitation({ invitation }: { invitation: StaffInvitation }) {
  const { t } = useLingui();
  const utils = trpc.useUtils();
  const email = invitation.email;
  const withdraw = trpc.admin.staff.revokeInvitation.useMutation({
    onSuccess: async () => {
      toast.success(msg`Invitation withdrawn`, msg`The link sent to ${email} no longer works.`);
      await utils.admin.staff.overview.invalidate();
    },
    onError: (error) => toast.error(msg`Not withdrawn`, serverErrorDescriptor(error)),
  });
  return (
    <Button
      className="button button--ghost button--small"
      onPress={() => withdraw.mutate({ id: invitation.id })}
      aria-label={t`Withdraw the invitation to ${email}`}
      isDisabled={withdraw.isPending}
    >
      <Trans>Withdraw</Trans>
    </Button>
  );
}
