/** Head data of the public tools: the Einspruch and payment deadline calculator. */
import { msg } from '@lingui/core/macro';
import type { PageMeta } from './types.js';

export const TOOL_META: Record<'/tools/deadline-calculator', PageMeta> = {
  '/tools/deadline-calculator': {
    title: msg`Einspruch and payment deadline calculator`,
    description: msg`When does your Finanzamt letter count as delivered, and by when must you object or pay? Correct to the day, with the legal source of each step.`,
    keywords: msg`Einspruch deadline, Steuerbescheid deadline calculator, Bekanntgabe, four-day rule, Säumniszuschlag, Finanzamt letter deadline`,
  },
};
