/**
 * The titles of the service and legal pages. They are both page text (cards, footer links,
 * breadcrumbs, headings: `messages` catalog) and part of the head (meta-services.ts,
 * meta-legal.ts, whose descriptions and keywords are head-only: `seo` catalog).
 */
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { ServiceSlug } from '../lib/service-slugs.js';

export const SERVICE_TITLES: Record<ServiceSlug, MessageDescriptor> = {
  'tax-return-translation': msg`Tax Return Translation`,
  'finanzamt-support': msg`Finanzamt Support`,
  'business-formation': msg`Business Formation`,
  'appeals-objections': msg`Objections Explained`,
};

/** The legal pages' paths. */
export type LegalPath = '/privacy-policy' | '/terms-of-service' | '/legal-notice' | '/withdrawal-instructions';

export const LEGAL_TITLES: Record<LegalPath, MessageDescriptor> = {
  '/privacy-policy': msg`Privacy Policy`,
  '/terms-of-service': msg`Terms of Service`,
  '/legal-notice': msg`Legal Notice`,
  '/withdrawal-instructions': msg`Withdrawal Instructions`,
};
