/**
 * Head data of the four service pages (spec section 2, "Page head"): title, description
 * (at most 155 characters in English and in German), keywords in the page language and the
 * schema.org `Service.serviceType`.
 */
import { msg } from '@lingui/core/macro';
import type { ServiceSlug } from '../lib/service-slugs.js';
import { SERVICE_TITLES } from './titles.js';
import type { ServicePageMeta } from './types.js';

export const SERVICE_META: Record<ServiceSlug, ServicePageMeta> = {
  'tax-return-translation': {
    title: SERVICE_TITLES['tax-return-translation'],
    description: msg`Your German tax return, Lohnsteuerbescheinigung and Steuerbescheid translated into English and explained line by line, in English or German.`,
    keywords: msg`German tax return translation, Steuerbescheid translation, Lohnsteuerbescheinigung explained, ELSTER in English, German tax assessment explained, expat taxes Germany`,
    serviceType: msg`Tax document translation`,
  },
  'finanzamt-support': {
    title: SERVICE_TITLES['finanzamt-support'],
    description: msg`Letters from the Finanzamt translated and explained: assessments, prepayment notices, reminders and hearings. Your replies translated into German.`,
    keywords: msg`Finanzamt letter translation, letter from German tax office, Finanzamt Mahnung, Vorauszahlungsbescheid explained, reply to Finanzamt, German tax office help`,
    serviceType: msg`Tax office correspondence translation`,
  },
  'business-formation': {
    title: SERVICE_TITLES['business-formation'],
    description: msg`Register as a freelancer or trader in Germany: Gewerbeanmeldung, Fragebogen zur steuerlichen Erfassung, Kleinunternehmer rule and VAT returns explained.`,
    keywords: msg`register business Germany, freelancer registration Germany, Gewerbeanmeldung in English, Fragebogen zur steuerlichen Erfassung, Kleinunternehmer, German VAT return`,
    serviceType: msg`Business registration and VAT explained`,
  },
  'appeals-objections': {
    title: SERVICE_TITLES['appeals-objections'],
    description: msg`Objecting to a German tax assessment: the one-month Einspruch deadline explained, the notice translated and your own objection translated into German.`,
    keywords: msg`Einspruch Steuerbescheid, objection German tax assessment, Finanzamt objection deadline, Einspruch explained, Aussetzung der Vollziehung`,
    serviceType: msg`Tax objection explained`,
  },
};
