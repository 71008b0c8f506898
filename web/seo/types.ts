/** Shapes of the per-page head data (titles, descriptions, keywords) used by web/seo/head.ts. */
import type { MessageDescriptor } from '@lingui/core';

/** Head data of one public page; each text is a Lingui message (rendered in the page language). */
export interface PageMeta {
  /** Page title without the brand (the head adds " · Steuerhilfe"). */
  title: MessageDescriptor;
  /** Meta description: one or two sentences, at most about 155 characters in each language. */
  description: MessageDescriptor;
  /** Meta keywords: a comma-separated list in the page language. */
  keywords: MessageDescriptor;
}

/** Head data of a service page, plus the schema.org `Service.serviceType`. */
export interface ServicePageMeta extends PageMeta {
  serviceType: MessageDescriptor;
}
