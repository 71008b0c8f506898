/** What other features use of the packages feature: the catalogue of packages and the firm's details. */
export * from './catalog.js';
