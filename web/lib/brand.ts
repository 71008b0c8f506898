/** The product name shown in headers and page titles (not translated). */
export const PRODUCT_NAME = 'Steuerhilfe';
