/**
 * The "from–to" stretches of one day (a weekday's hours or an exception's), each a pair of time
 * inputs in Berlin time with Remove, and "Add hours" below them (docs/decisions/072-calls.md).
 */
import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Button } from 'react-aria-components';
import { TextInputField } from '../../../components/fields.js';

/** A stretch as the form holds it: "HH:MM" texts and a key for React. */
export interface Stretch {
  key: number;
  from: string;
  to: string;
}

let nextKey = 1;
/** A stretch with a fresh key. */
export function stretch(from: string, to: string): Stretch {
  return { key: nextKey++, from, to };
}

/** "HH:MM" plus `hours`, at most 23:59. */
function later(time: string, hours: number): string {
  const [h = 0, m = 0] = time.split(':').map(Number);
  const minutes = Math.min(h * 60 + m + hours * 60, 23 * 60 + 59);
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

/** The stretch "Add hours" adds: 09:00–12:00 on an empty day, else two hours from the last one's end. */
export function nextStretch(stretches: readonly Stretch[]): Stretch {
  const last = stretches.at(-1);
  if (!last || !/^\d\d:\d\d$/.test(last.to) || last.to >= '23:00') return stretch('09:00', '12:00');
  return stretch(last.to, later(last.to, 2));
}

/**
 * The stretches of a day named `day` ('Monday', '24 December 2026'); `nameOf(i)` is the form name
 * of the i-th stretch (its schema path: `weekly.3`, `ranges.0`), so its errors land under its inputs.
 */
export function StretchRows({
  day,
  stretches,
  onChange,
  nameOf,
  clear,
  empty,
  max,
}: {
  day: string;
  stretches: readonly Stretch[];
  onChange: (stretches: Stretch[]) => void;
  nameOf: (index: number) => string;
  clear: (name: string) => void;
  /** What an empty day reads ("No calls"). */
  empty?: ReactNode;
  /** The most stretches the day may have. */
  max: number;
}) {
  const { t } = useLingui();
  function edit(index: number, part: 'from' | 'to', value: string) {
    onChange(stretches.map((s, i) => (i === index ? { ...s, [part]: value } : s)));
    clear(`${nameOf(index)}.${part}`);
  }
  return (
    <div className="stretches">
      {stretches.length === 0 && empty ? <p className="stretches__empty muted">{empty}</p> : null}
      {stretches.map((s, index) => {
        const { from, to } = s;
        return (
          <div key={s.key} className="stretches__row">
            <TextInputField
              className="stretches__time"
              type="time"
              name={`${nameOf(index)}.from`}
              label={t({ message: 'From', context: 'time of day' })}
              value={s.from}
              onChange={(value) => edit(index, 'from', value)}
              isRequired
            />
            <span className="stretches__dash" aria-hidden="true">
              –
            </span>
            <TextInputField
              className="stretches__time"
              type="time"
              name={`${nameOf(index)}.to`}
              label={t({ message: 'To', context: 'time of day' })}
              value={s.to}
              onChange={(value) => edit(index, 'to', value)}
              isRequired
            />
            <Button
              className="button button--ghost button--small stretches__remove"
              aria-label={t`Remove ${from}–${to} on ${day}`}
              onPress={() => onChange(stretches.filter((_, i) => i !== index))}
            >
              <Trans>Remove</Trans>
            </Button>
          </div>
        );
      })}
      {stretches.length < max ? (
        <Button
          className="button button--secondary button--small stretches__add"
          aria-label={t`Add hours on ${day}`}
          onPress={() => onChange([...stretches, nextStretch(stretches)])}
        >
          <span aria-hidden="true">+ </span>
          <Trans>Add hours</Trans>
        </Button>
      ) : null}
    </div>
  );
}
