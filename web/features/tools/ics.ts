/**
 * "Add to calendar": the deadline as an all-day iCalendar event (RFC 5545) with a reminder a week
 * before, generated with the `ics` library (loaded only when asked for) and downloaded.
 */
import type { DeadlineResponse } from '#shared/deadlines/deadlines.schema.js';

/**
 * Downloads `deadline-YYYY-MM-DD.ics` for the result's deadline (the calculator's result, or a
 * Finanzamt letter's deadline on the letter pages).
 */
export async function downloadDeadlineIcs(result: Pick<DeadlineResponse, 'deadline'>, title: string, description: string): Promise<void> {
  const { createEvent } = await import('ics');
  const [y, m, d] = result.deadline.split('-').map(Number) as [number, number, number];
  const { error, value } = createEvent({
    title,
    description,
    start: [y, m, d],
    duration: { days: 1 },
    alarms: [{ action: 'display', description: title, trigger: { days: 7, before: true } }],
  });
  if (error || !value) throw error ?? new Error('calendar event not created');
  const url = URL.createObjectURL(new Blob([value], { type: 'text/calendar;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = `deadline-${result.deadline}.ics`;
  link.click();
  URL.revokeObjectURL(url);
}
