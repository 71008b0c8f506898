/**
 * The eight questions and answers of the landing page FAQ (spec section 2), as Lingui messages.
 * Rendered by FaqSection and reused for the FAQPage structured data, so answers are plain text
 * (no markup). Deadline facts: docs/tax-facts.md (§ 355 (1), § 122 (2), § 108 (3) AO).
 */
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { PURCHASE_VALIDITY_MONTHS, RESPONSE_PROMISE_HOURS, TIME_INCREMENT_MINUTES } from '#shared/constants.js';

interface FaqItem {
  question: MessageDescriptor;
  answer: MessageDescriptor;
}

const hours = RESPONSE_PROMISE_HOURS;
const minutes = TIME_INCREMENT_MINUTES;
const months = PURCHASE_VALIDITY_MONTHS;

export const FAQ_ITEMS: FaqItem[] = [
  {
    question: msg`What is a Steuerbescheid?`,
    answer: msg`A Steuerbescheid is the tax assessment notice from your Finanzamt. It sets the tax you owe for a year and shows whether you get a refund or have to pay more. We translate it and explain what it means for you, including any changes the Finanzamt made to your return.`,
  },
  {
    question: msg`Do you give tax advice?`,
    answer: msg`No. We translate and explain German tax documents and Finanzamt letters, in English or German, but we do not provide tax advice (Steuerberatung). If you need tax advice, we refer you to a licensed Steuerberater.`,
  },
  {
    question: msg`How fast do you reply?`,
    answer: msg`We answer inquiries and questions within ${hours} hours on business days. Each package also states its own response time for questions you ask in the client portal.`,
  },
  {
    question: msg`How is my time counted?`,
    answer: msg`Time is tracked in ${minutes}-minute increments, so a short question uses only a fraction of an hour. Your dashboard always shows how many hours you have left.`,
  },
  {
    question: msg`How long are my hours valid?`,
    answer: msg`Purchased hours are valid for ${months} months from payment; unused hours then expire and cannot be refunded or transferred. If you need more time, you can buy another package at any time, also a larger one: its hours are added to the hours you have left, which keep their own expiry date. You can also buy 1 to 20 extra hours at our standard hourly rate in your client portal, under “Buy hours”; they are valid for ${months} months from payment too.`,
  },
  {
    question: msg`Can you help me with an objection to a tax assessment?`,
    answer: msg`We help you understand the notice, how an objection (Einspruch) works and its deadline, and we translate the objection you write into German. Whether and why to object is tax advice: for that we refer you to a Steuerberater. The deadline is one month after the notice counts as delivered: for notices posted since 2025, that is the fourth day after posting, or the next working day if that day is a weekend or public holiday, so please contact us early.`,
  },
  {
    question: msg`Is my data safe?`,
    answer: msg`Your documents are stored privately in your client portal, on servers in the EU. Only you and our experts can see them.`,
  },
  {
    question: msg`In which languages can I write to you?`,
    answer: msg`You can write to us in English or German, both in the contact form and in the client portal. We reply in the language you prefer.`,
  },
];
