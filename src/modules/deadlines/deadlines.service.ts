/**
 * The deadline calculator (public): the engine (src/shared/deadlines/engine.ts) with Germany's
 * statutory holidays, its steps worded in the request's language.
 */
import type { ServiceContext } from '../../context.js';
import type { DeadlineRequest, DeadlineResponse } from '../../shared/deadlines/deadlines.schema.js';
import { computeDeadline } from '../../shared/deadlines/engine.js';
import { explainSteps } from '../../shared/deadlines/explain.js';
import { germanHolidays } from './holidays.js';

/** The deemed delivery date and the deadline of one letter, with every step explained. Open to visitors. */
export function calculateDeadline(_ctx: ServiceContext, { lang = 'en', ...input }: DeadlineRequest): DeadlineResponse {
  const result = computeDeadline(input, germanHolidays);
  return {
    kind: result.kind,
    deliveredOn: result.deliveredOn,
    deadline: result.deadline,
    ...(result.graceEndsOn ? { graceEndsOn: result.graceEndsOn } : {}),
    steps: explainSteps(result.steps, lang),
  };
}
