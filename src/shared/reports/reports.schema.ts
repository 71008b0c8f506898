/**
 * The owner's reports (the console's "Reports"): how often the firm kept its response-time
 * promises (docs/decisions/061-response-clock.md), per month, per promise and per expert.
 */
import { z } from 'zod';

/** How many months back a report reaches (the current month included): 1–36, default 12. */
export const ReportMonthsSchema = z.coerce.number().int().min(1).max(36).default(12);

export const ResponseTimeReportInputSchema = z.object({ months: ReportMonthsSchema });

export type ResponseTimeReportInput = z.infer<typeof ResponseTimeReportInputSchema>;

/**
 * The clocks that started in one month (Berlin time) with one promise: `kept` answered in time,
 * `late` answered late or still waiting past their time, `open` still waiting within it.
 */
export const PromiseRowSchema = z.object({
  /** YYYY-MM. */
  month: z.string(),
  promisedHours: z.number().int(),
  clocks: z.number().int(),
  kept: z.number().int(),
  late: z.number().int(),
  open: z.number().int(),
});

/** The clocks one expert stopped (answered) in one month, and how many of them in time. */
export const ExpertRowSchema = z.object({
  month: z.string(),
  /** Null once the expert's account is deleted. */
  expertId: z.string().nullable(),
  expertName: z.string().nullable(),
  answered: z.number().int(),
  kept: z.number().int(),
});

export const ResponseTimeReportSchema = z.object({
  /** The first month included (YYYY-MM) and the last (the current one). */
  from: z.string(),
  to: z.string(),
  byPromise: z.array(PromiseRowSchema),
  byExpert: z.array(ExpertRowSchema),
});

export type ResponseTimeReport = z.infer<typeof ResponseTimeReportSchema>;
