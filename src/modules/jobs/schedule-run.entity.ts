/**
 * `schedule_runs` (decision record 047): when each hourly schedule may run next, shared by every
 * instance; claimed by claimScheduleRun (schedule-runs.ts).
 */
import { defineEntity, p } from '@mikro-orm/core';

export const ScheduleRunEntity = defineEntity({
  name: 'ScheduleRun',
  tableName: 'schedule_runs',
  properties: {
    /** The schedule's name as its module declares it ('letter deadline reminders'). */
    name: p.string().length(80).primary(),
    /** The earliest time its next run may start. */
    nextRunAt: p.datetime(),
    /** When its last claimed run started. */
    lastStartedAt: p.datetime(),
  },
});
