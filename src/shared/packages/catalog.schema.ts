/** The public catalogue: the packages the public pages, the order page and the e-mails show, the VAT rate and the firm (decision records 011, 021). */
import { z } from 'zod';
import { FirmOutputSchema } from '../firm/firm.js';

/** A package as the public pages, the order page and the e-mails show it (the console's packages). */
export const PublicPackageSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  nameDe: z.string().nullable(),
  description: z.string().nullable(),
  descriptionDe: z.string().nullable(),
  features: z.array(z.string()),
  featuresDe: z.array(z.string()),
  hours: z.number().int(),
  /** Net price in euro cents. */
  price: z.number().int(),
  responseHours: z.number().int(),
  responseOrLess: z.boolean(),
  popular: z.boolean(),
});
export type PublicPackage = z.infer<typeof PublicPackageSchema>;

/** The public catalogue: active packages, smallest first, the VAT rate and the standard hourly rate. */
export const CatalogSchema = z.object({
  packages: z.array(PublicPackageSchema),
  vatRatePercent: z.number(),
  /** The standard hourly rate of extra hours, net, in euro cents (decision record 071). */
  hourlyRateCents: z.number().int(),
  /** Whether card payment (Stripe Checkout) is offered; given by `catalog.get`, absent in the pages' copy. */
  cardAvailable: z.boolean().optional(),
  /**
   * The firm's details as the public pages show them (legal notice, privacy policy, terms,
   * withdrawal instructions, contact): kept in the console (decision record 021).
   */
  firm: FirmOutputSchema,
  /** Whether orders are taken (false on a production server until the firm's details are complete). */
  orderingOpen: z.boolean(),
});
export type Catalog = z.infer<typeof CatalogSchema>;
