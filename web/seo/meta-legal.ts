/**
 * Head data of the legal pages (spec section 2; decision record 008): privacy policy, terms of service, legal
 * notice (Impressum) and the withdrawal instructions with the model withdrawal form. The title (titles.ts) is also the page's `<h1>` (web/features/legal/*Page.tsx).
 */
import { msg } from '@lingui/core/macro';
import { LEGAL_TITLES, type LegalPath } from './titles.js';
import type { PageMeta } from './types.js';

export const LEGAL_META: Record<LegalPath, PageMeta> = {
  '/privacy-policy': {
    title: LEGAL_TITLES['/privacy-policy'],
    description: msg`How we handle your personal data: what we collect, why, how long we keep it and your rights under the GDPR. No tracking, no analytics.`,
    keywords: msg`privacy policy, data protection, GDPR, personal data, cookies, tax documents`,
  },
  '/terms-of-service': {
    title: LEGAL_TITLES['/terms-of-service'],
    description: msg`Our terms for hour packages: services, prices plus German VAT, time tracking, validity of hours, response times, liability and right of withdrawal.`,
    keywords: msg`terms of service, terms and conditions, hour packages, prices, right of withdrawal`,
  },
  '/legal-notice': {
    title: LEGAL_TITLES['/legal-notice'],
    description: msg`Legal notice (Impressum): company details, address in Berlin, managing director, commercial register, VAT identification number and contact.`,
    keywords: msg`legal notice, Impressum, company details, VAT identification number, contact`,
  },
  '/withdrawal-instructions': {
    title: LEGAL_TITLES['/withdrawal-instructions'],
    description: msg`Withdrawal instructions and the model withdrawal form for our hour packages: 14 days, how to withdraw, refunds, and the early start.`,
    keywords: msg`withdrawal instructions, Widerrufsbelehrung, model withdrawal form, right of withdrawal, hour packages`,
  },
};
