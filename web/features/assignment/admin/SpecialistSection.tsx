/**
 * A client's dedicated specialist on the console's client page (docs/decisions/069-dedicated-specialist.md):
 * who it is and whether they take the client's new items now; the owner chooses one (the active
 * members of staff, or none) while an active package of the client includes a specialist.
 */
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { SelectField } from '../../../components/SelectField.js';
import { serverErrorDescriptor } from '../../../i18n/server-messages.js';
import { toast } from '../../../lib/toast.js';
import { trpc } from '../../../lib/trpc.js';
import './assignment.css';

/** The select's option for "no specialist". */
const NONE = 'none';

export function SpecialistSection({ clientId }: { clientId: string }) {
  const { t } = useLingui();
  const utils = trpc.useUtils();
  const owner = trpc.auth.me.useQuery().data?.user.staffRole === 'owner';
  const state = trpc.admin.assignment.specialist.useQuery({ id: clientId });
  const colleagues = trpc.admin.assignment.colleagues.useQuery(undefined, { staleTime: 60_000, enabled: owner });
  const choose = trpc.admin.assignment.setSpecialist.useMutation({
    onSuccess: (result) => {
      utils.admin.assignment.specialist.setData({ id: clientId }, result);
      const name = result.specialist?.name;
      toast.success(name ? msg`${name} is now the dedicated specialist` : msg`The client has no dedicated specialist now`);
    },
    onError: (error) => toast.error(msg`The specialist was not changed`, serverErrorDescriptor(error)),
    onSettled: () => utils.admin.staff.invalidate(),
  });
  if (!state.data) return null;
  const { specialist, active, included, away } = state.data;
  const name = specialist?.name ?? null;

  return (
    <div className="specialist-section">
      <p>
        {name === null ? (
          <Trans>No dedicated specialist.</Trans>
        ) : active ? (
          <Trans>{name} is the dedicated specialist: the client’s new questions and letters are assigned to them.</Trans>
        ) : away ? (
          <Trans>{name} is the dedicated specialist but away today: the client’s new questions and letters stay unassigned until they are back.</Trans>
        ) : (
          <Trans>{name} is chosen as the dedicated specialist, but takes no new items now (deactivated, or no active package includes a specialist).</Trans>
        )}
      </p>
      {!included ? (
        <p className="muted">
          <Trans>None of the client’s active packages includes a dedicated specialist (a package setting).</Trans>
        </p>
      ) : null}
      {owner && colleagues.data && (included || specialist) ? (
        <SelectField
          className="specialist-section__select"
          label={<Trans>Dedicated specialist</Trans>}
          options={[{ id: NONE, label: t`None` }, ...colleagues.data.map((c) => ({ id: c.id, label: c.name }))]}
          value={specialist && colleagues.data.some((c) => c.id === specialist.id) ? specialist.id : NONE}
          isDisabled={choose.isPending}
          onChange={(value) => {
            const next = value === NONE ? null : value;
            if (value !== null && next !== (specialist?.id ?? null)) choose.mutate({ clientId, specialistId: next });
          }}
        />
      ) : null}
    </div>
  );
}
