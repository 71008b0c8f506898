import { BRAND } from '#shared/company.js';

/** The product name shown in headers and page titles (not translated): the company's brand. */
export const PRODUCT_NAME = BRAND;
