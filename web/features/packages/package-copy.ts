/**
 * Marketing copy for the three packages of `PACKAGES` (src/shared/constants.ts), as Lingui
 * messages: the shared constants hold numbers and English names only.
 */
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { PACKAGES, type PackageDefinition } from '#shared/constants.js';

export interface PackageCopy {
  description: MessageDescriptor;
  features: MessageDescriptor[];
}

export const PACKAGE_COPY: Record<PackageDefinition['name'], PackageCopy> = {
  Starter: {
    description: msg`For individuals who need occasional help understanding German tax documents.`,
    features: [msg`Email support`, msg`Basic tax return translation`, msg`Document review`],
  },
  Professional: {
    description: msg`For expats and freelancers who want their tax return and Finanzamt letters handled.`,
    features: [
      msg`Everything in Starter`,
      msg`Complete tax return handling`,
      msg`Finanzamt correspondence`,
      msg`Priority email and phone support`,
      msg`Quarterly check-ins`,
    ],
  },
  Premium: {
    description: msg`For small businesses that need full, ongoing tax support.`,
    features: [
      msg`Everything in Professional`,
      msg`Full business tax support`,
      msg`Appeals and objections handling`,
      msg`A dedicated specialist`,
      msg`24/7 priority access`,
      msg`Strategic tax planning`,
    ],
  },
};

/**
 * A package's display name in the page language: the German name of one of the three standard
 * packages when German is active, otherwise the name as stored.
 */
export function localizedPackageName(name: string, language: 'en' | 'de'): string {
  if (language !== 'de') return name;
  return PACKAGES.find((p) => p.name === name)?.nameDe ?? name;
}

/** The package's response-time promise, from `responseHours` in the shared constants. */
export function responseMessage(pkg: PackageDefinition): MessageDescriptor {
  const hours = pkg.responseHours;
  return pkg.responseOrLess ? msg`Response within ${hours} hours or less` : msg`Response within ${hours} hours`;
}
