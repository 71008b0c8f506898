/** The four service pages (spec section 2), by URL slug under /services/. */
export const SERVICE_SLUGS = ['tax-return-translation', 'finanzamt-support', 'business-formation', 'appeals-objections'] as const;
export type ServiceSlug = (typeof SERVICE_SLUGS)[number];
