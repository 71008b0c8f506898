/// <reference types="vite/client" />

/** PO catalogs are compiled to `{ messages }` by the Lingui Vite plugin on import. */
declare module '*.po' {
  import type { Messages } from '@lingui/core';
  export const messages: Messages;
}
