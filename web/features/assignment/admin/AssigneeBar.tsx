/**
 * Who handles a question or a Finanzamt letter, and changing it (docs/decisions/068-assignment.md):
 * "Assigned to you", "Assigned to Mara Roth" or "Unassigned"; "Take it" for an item the viewer may
 * take; "Assign to" with the active members of staff and "Nobody" for an item the viewer may hand
 * over (their own or an unassigned one; an owner's: any). The change is sent with the assignee the
 * viewer saw, so an item a colleague took meanwhile is not taken from them (the list reloads).
 */
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from 'react-aria-components';
import type { AssignableKind, Assignee } from '#shared/assignment/assignment.schema.js';
import { SelectField } from '../../../components/SelectField.js';
import { serverErrorDescriptor } from '../../../i18n/server-messages.js';
import { toast } from '../../../lib/toast.js';
import { trpc } from '../../../lib/trpc.js';
import './assignment.css';

/** The select's option for "nobody". */
const NOBODY = 'nobody';

export function AssigneeBar({ kind, id, assignee }: { kind: AssignableKind; id: string; assignee: Assignee | null }) {
  const { t, i18n } = useLingui();
  const utils = trpc.useUtils();
  const me = trpc.auth.me.useQuery().data?.user;
  const colleagues = trpc.admin.assignment.colleagues.useQuery(undefined, { staleTime: 60_000 });
  const assign = trpc.admin.assignment.assign.useMutation({
    onSuccess: (result) => {
      const name = result.assignee?.name;
      if (name) toast.success(result.assignee?.id === me?.id ? msg`It is yours now` : msg`Assigned to ${name}`);
      else toast.success(msg`It is unassigned now`);
    },
    onError: (error) => toast.error(msg`The assignment was not changed`, serverErrorDescriptor(error)),
    onSettled: () =>
      Promise.all([
        utils.admin.letters.inbox.invalidate(),
        utils.admin.questions.invalidate(),
        utils.admin.letters.get.invalidate(),
        utils.admin.staff.invalidate(),
      ]),
  });
  if (!me) return null;
  const mine = assignee?.id === me.id;
  const name = assignee?.name ?? null;
  const owner = me.staffRole === 'owner';
  const mayChange = owner || !assignee || mine;
  const change = (assigneeId: string | null) => assign.mutate({ kind, id, assigneeId, expectedAssigneeId: assignee?.id ?? null });
  const options = [
    { id: NOBODY, label: t`Nobody` },
    ...(colleagues.data ?? []).map(({ id: colleagueId, name }) => ({ id: colleagueId, label: colleagueId === me.id ? i18n._(msg`${name} (you)`) : name })),
  ];
  // A deactivated assignee is not among the colleagues; the select still shows who it is.
  if (assignee && !options.some((o) => o.id === assignee.id)) options.push({ id: assignee.id, label: assignee.name });

  return (
    <div className="assignee-bar" aria-busy={assign.isPending || undefined}>
      <span className={`assignee-bar__who${assignee ? '' : ' assignee-bar__who--none'}`}>
        {mine ? <Trans>Assigned to you</Trans> : name !== null ? <Trans>Assigned to {name}</Trans> : <Trans>Unassigned</Trans>}
      </span>
      {mayChange && !mine ? (
        <Button className="button button--secondary button--small" isDisabled={assign.isPending} onPress={() => change(me.id)}>
          <Trans>Take it</Trans>
        </Button>
      ) : null}
      {mayChange && colleagues.data ? (
        <SelectField
          className="assignee-bar__select"
          label={<Trans>Assign to</Trans>}
          options={options}
          value={assignee?.id ?? NOBODY}
          isDisabled={assign.isPending}
          onChange={(value) => {
            const next = value === NOBODY ? null : value;
            if (value !== null && next !== (assignee?.id ?? null)) change(next);
          }}
        />
      ) : null}
    </div>
  );
}
