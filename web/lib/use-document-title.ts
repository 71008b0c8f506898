import { useEffect } from 'react';
import { PRODUCT_NAME } from './brand.js';

/** Sets `document.title` to "<page> · <product>" (follows language switches). */
export function useDocumentTitle(page: string | null): void {
  useEffect(() => {
    document.title = page ? `${page} · ${PRODUCT_NAME}` : PRODUCT_NAME;
  }, [page]);
}
