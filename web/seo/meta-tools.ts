/** Head data of the public tools: the Einspruch and payment deadline calculator, and the glossary's index. */
import { msg } from '@lingui/core/macro';
import type { PageMeta } from './types.js';

export const TOOL_META: Record<'/tools/deadline-calculator' | '/glossary', PageMeta> = {
  '/tools/deadline-calculator': {
    title: msg`Einspruch and payment deadline calculator`,
    description: msg`When does your Finanzamt letter count as delivered, and by when must you object or pay? Correct to the day, with the legal source of each step.`,
    keywords: msg`Einspruch deadline, Steuerbescheid deadline calculator, Bekanntgabe, four-day rule, Säumniszuschlag, Finanzamt letter deadline`,
  },
  '/glossary': {
    title: msg`German tax terms explained`,
    description: msg`The words in letters from the Finanzamt, from Steuerbescheid to Säumniszuschlag, explained in plain English and German.`,
    keywords: msg`German tax glossary, Steuerbescheid meaning, Finanzamt terms in English, Einspruch, Bekanntgabe, Säumniszuschlag`,
  },
};
