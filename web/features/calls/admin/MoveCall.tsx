/**
 * "Move call" in the console (docs/decisions/072-calls.md): the call's own expert's free times in
 * Berlin time, a day and a time to choose; less than 24 hours before the call the move is marked
 * late, which the dialog says first. Both sides get the updated invitation.
 */
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMemo, useState } from 'react';
import type { Booking } from '#shared/bookings/bookings.schema.js';
import { ModalDialog, DialogTitle } from '../../../components/ModalDialog.js';
import { SelectField } from '../../../components/SelectField.js';
import { serverErrorDescriptor } from '../../../i18n/server-messages.js';
import { useLanguage } from '../../../i18n/use-language.js';
import { dateTimeFormat, intlLocale } from '#shared/format.js';
import { formatBerlinShortInstant } from '../../../lib/format.js';
import { toast } from '../../../lib/toast.js';
import { trpc } from '../../../lib/trpc.js';

/** 'YYYY-MM-DD' and "HH:MM" of an instant in Berlin. */
function berlinParts(iso: string): { day: string; time: string } {
  const [day, time] = new Date(iso).toLocaleString('sv-SE', { timeZone: 'Europe/Berlin' }).split(' ');
  return { day: day!, time: time!.slice(0, 5) };
}

export function MoveCall({ call }: { call: Booking }) {
  const { t } = useLingui();
  const language = useLanguage();
  const utils = trpc.useUtils();
  const [isOpen, setOpen] = useState(false);
  const [late, setLate] = useState(false);
  const [day, setDay] = useState<string | null>(null);
  const [startsAt, setStartsAt] = useState<string | null>(null);
  const slots = trpc.admin.calls.moveSlots.useQuery({ id: call.id }, { enabled: isOpen, staleTime: 30_000 });
  const days = useMemo(() => {
    const byDay = new Map<string, string[]>();
    for (const s of slots.data?.slots ?? []) {
      const { day: d } = berlinParts(s);
      byDay.set(d, [...(byDay.get(d) ?? []), s]);
    }
    return byDay;
  }, [slots.data]);
  const shownDay = day !== null && days.has(day) ? day : ([...days.keys()][0] ?? null);
  const move = trpc.admin.calls.move.useMutation({
    onSuccess: async () => {
      setOpen(false);
      toast.success(msg`Call moved`, msg`The client and the expert get the new time by email, with a calendar update.`);
      await utils.admin.calls.invalidate();
    },
    onError: (error) => toast.error(msg`Moving failed`, serverErrorDescriptor(error)),
  });
  const client = call.client.name;
  const when = formatBerlinShortInstant(call.startsAt, language);
  const dayLabel = dateTimeFormat(intlLocale(language), { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' });
  return (
    <ModalDialog
      isOpen={isOpen}
      onOpenChange={(open) => {
        if (open) {
          setLate(Date.now() >= Date.parse(call.freeChangeUntil));
          setDay(null);
          setStartsAt(null);
        }
        setOpen(open);
      }}
      triggerClassName="button button--secondary button--small"
      trigger={<Trans>Move call</Trans>}
      triggerLabel={t`Move call with ${client} on ${when}`}
      modalClassName="admin-modal"
    >
      {(close) => (
        <>
          <DialogTitle>
            <Trans>Move the call with {client}</Trans>
          </DialogTitle>
          <p className="dialog__text">
            {late ? (
              <Trans>It starts in less than 24 hours: the move is marked as a late change for both sides.</Trans>
            ) : (
              <Trans>Moving is free until 24 hours before the call. The times are the expert’s free times, in Berlin time.</Trans>
            )}
          </p>
          {slots.isPending ? (
            <p className="muted">
              <Trans>Loading free times...</Trans>
            </p>
          ) : days.size === 0 ? (
            <p className="notice">
              <Trans>The expert has no free times in the next four weeks.</Trans>
            </p>
          ) : (
            <div className="form">
              <SelectField
                label={<Trans>Day</Trans>}
                options={[...days.keys()].map((d) => ({ id: d, label: dayLabel.format(new Date(`${d}T12:00:00Z`)) }))}
                value={shownDay}
                onChange={(d) => {
                  setDay(d);
                  setStartsAt(null);
                }}
              />
              <SelectField
                label={<Trans>Time (Berlin)</Trans>}
                options={(shownDay ? (days.get(shownDay) ?? []) : []).map((s) => ({ id: s, label: berlinParts(s).time }))}
                value={startsAt}
                onChange={setStartsAt}
                placeholder={t`Choose a time`}
              />
            </div>
          )}
          <div className="dialog__actions">
            <button type="button" className="button button--ghost" onClick={close}>
              <Trans>Keep the time</Trans>
            </button>
            <button
              type="button"
              className="button button--primary"
              disabled={!startsAt || move.isPending}
              onClick={() => startsAt && move.mutate({ id: call.id, startsAt })}
            >
              {move.isPending ? <Trans>Moving...</Trans> : <Trans>Move call</Trans>}
            </button>
          </div>
        </>
      )}
    </ModalDialog>
  );
}
